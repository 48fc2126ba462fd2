import type { Client, ClientInput, Placement, RecallInput, RecallResult } from '@arrears/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_QUERY_KEY } from '@/features/accounts';
import { apiJson } from '@/lib/api-client';
import { fetchArrayPage, type ListParams } from '@/lib/list-query';

/** Every clients query (the table's pages, one client, the filters' list) lives under this key. */
export const CLIENTS_QUERY_KEY = ['/api/admin/clients'] as const;

export type ClientsPageParams = ListParams & { page: number; pageSize: number };

/** One page of the clients table, sorted, searched and paged by the server. */
export function useClientsPageQuery(params: ClientsPageParams) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, 'page', params],
    queryFn: () => fetchArrayPage<Client>('/api/admin/clients', params),
    placeholderData: keepPreviousData,
  });
}

export function useClientQuery(id: number) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, id],
    queryFn: () => apiJson<Client>('GET', `/api/admin/clients/${id}`),
  });
}

export function usePlacementsQuery(clientId: number) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, clientId, 'placements'],
    queryFn: () => apiJson<Placement[]>('GET', `/api/admin/clients/${clientId}/placements`),
  });
}

export function useRecallsQuery(clientId: number) {
  return useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, clientId, 'recalls'],
    queryFn: () => apiJson<RecallResult[]>('GET', `/api/admin/clients/${clientId}/recalls`),
  });
}

/** POST /api/admin/clients, or PUT /api/admin/clients/:id with an id. */
export function useSaveClientMutation(id?: number) {
  const queryClient = useQueryClient();
  return useMutation<Client, Error, ClientInput>({
    mutationFn: (input) =>
      id === undefined
        ? apiJson<Client>('POST', '/api/admin/clients', input)
        : apiJson<Client>('PUT', `/api/admin/clients/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
}

/** POST /api/admin/clients/:id/recalls: the accounts change too, so their lists refresh. */
export function useRecallMutation(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation<RecallResult, Error, RecallInput>({
    mutationFn: (input) => apiJson<RecallResult>('POST', `/api/admin/clients/${clientId}/recalls`, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });
    },
  });
}
