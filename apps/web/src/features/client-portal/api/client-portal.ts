import type {
  ClientAccountDetail,
  ClientAccountsPage,
  ClientDashboard,
  ClientTransactionsPage,
  ImportResult,
  Placement,
  RecallInput,
  RecallResult,
  RemittanceStatementFormat,
  RemittancesPage,
} from '@arrears/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { type ListParams, listSearch } from '@/lib/list-query';

/** Every client portal query lives under this key: a recall or a placement file refreshes them all. */
export const CLIENT_PORTAL_KEY = ['/api/client'] as const;

/** A page number is sent only past the first page, so the first call is the plain list call. */
const paged = (params: ListParams & { page: number }) => ({
  ...params,
  page: params.page > 1 ? params.page : undefined,
});

export function useClientDashboardQuery() {
  return useQuery({
    queryKey: [...CLIENT_PORTAL_KEY, 'dashboard'],
    queryFn: () => apiJson<ClientDashboard>('GET', '/api/client/dashboard'),
  });
}

export interface ClientAccountsParams extends ListParams {
  page: number;
  search?: string;
  status?: string;
  placementId?: string;
}

export function useClientAccountsQuery(params: ClientAccountsParams) {
  return useQuery({
    queryKey: [...CLIENT_PORTAL_KEY, 'accounts', params],
    queryFn: () => apiJson<ClientAccountsPage>('GET', `/api/client/accounts${listSearch(paged(params))}`),
    placeholderData: keepPreviousData,
  });
}

export function useClientAccountQuery(id: string) {
  return useQuery({
    queryKey: [...CLIENT_PORTAL_KEY, 'accounts', id],
    queryFn: () => apiJson<ClientAccountDetail>('GET', `/api/client/accounts/${encodeURIComponent(id)}`),
  });
}

export function useClientPlacementsQuery() {
  return useQuery({
    queryKey: [...CLIENT_PORTAL_KEY, 'placements'],
    queryFn: () => apiJson<Placement[]>('GET', '/api/client/placements'),
  });
}

export interface ClientTransactionsParams extends ListParams {
  page: number;
  from?: string;
  to?: string;
}

export function useClientTransactionsQuery(params: ClientTransactionsParams) {
  return useQuery({
    queryKey: [...CLIENT_PORTAL_KEY, 'transactions', params],
    queryFn: () =>
      apiJson<ClientTransactionsPage>('GET', `/api/client/transactions${listSearch(paged(params))}`),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/client/recalls: takes effect at once (decision 0056). */
export function useClientRecallMutation() {
  const queryClient = useQueryClient();
  return useMutation<RecallResult, Error, RecallInput>({
    mutationFn: (input) => apiJson<RecallResult>('POST', '/api/client/recalls', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_PORTAL_KEY }),
  });
}

/** POST /api/client/placements: a placement file (the accounts import, every row to the client). */
export function usePlacementUploadMutation() {
  const queryClient = useQueryClient();
  return useMutation<ImportResult, Error, File>({
    mutationFn: (file) => {
      const form = new FormData();
      form.append('importType', 'accounts');
      form.append('file', file);
      return apiJson<ImportResult>('POST', '/api/client/placements', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_PORTAL_KEY }),
  });
}

/** Approved and paid remittances of the client, newest first (decision 0057). */
export function useClientRemittancesQuery(page: number) {
  return useQuery({
    queryKey: [...CLIENT_PORTAL_KEY, 'remittances', page],
    queryFn: () => apiJson<RemittancesPage>('GET', `/api/client/remittances${listSearch(paged({ page }))}`),
    placeholderData: keepPreviousData,
  });
}

export function clientStatementUrl(id: number, format: RemittanceStatementFormat): string {
  return `/api/client/remittances/${id}/statement?format=${format}`;
}
