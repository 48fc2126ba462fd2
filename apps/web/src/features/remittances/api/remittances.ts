import type {
  Client,
  Remittance,
  RemittanceDetail,
  RemittanceDraftInput,
  RemittanceStatementFormat,
  RemittanceStatus,
  RemittancesPage,
} from '@arrears/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Every remittance query (the list's pages, one remittance, the reconciliation) lives under this key. */
export const REMITTANCES_QUERY_KEY = ['/api/admin/remittances'] as const;

export interface RemittanceFilters {
  clientId?: number;
  status?: RemittanceStatus;
  page: number;
}

export const REMITTANCES_PAGE_SIZE = 25;

export function useRemittancesQuery(filters: RemittanceFilters) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(REMITTANCES_PAGE_SIZE) });
  if (filters.clientId) params.set('clientId', String(filters.clientId));
  if (filters.status) params.set('status', filters.status);
  return useQuery({
    queryKey: [...REMITTANCES_QUERY_KEY, 'page', filters],
    queryFn: () => apiJson<RemittancesPage>('GET', `/api/admin/remittances?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useRemittanceQuery(id: number) {
  return useQuery({
    queryKey: [...REMITTANCES_QUERY_KEY, id],
    queryFn: () => apiJson<RemittanceDetail>('GET', `/api/admin/remittances/${id}`),
  });
}

/** The clients to draft for and filter by (GET /api/admin/clients, every client by code). */
export function useClientChoicesQuery() {
  return useQuery({
    queryKey: [...REMITTANCES_QUERY_KEY, 'clients'],
    queryFn: () => apiJson<Client[]>('GET', '/api/admin/clients'),
  });
}

export function useDraftRemittanceMutation() {
  const queryClient = useQueryClient();
  return useMutation<Remittance, Error, RemittanceDraftInput>({
    mutationFn: (input) => apiJson<Remittance>('POST', '/api/admin/remittances', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REMITTANCES_QUERY_KEY }),
  });
}

export type RemittanceAction =
  | { kind: 'regenerate' }
  | { kind: 'approve' }
  | { kind: 'paid'; reference: string };

/** Regenerate (a draft), approve (admin) or mark paid with the transfer's reference (admin). */
export function useRemittanceActionMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation<Remittance, Error, RemittanceAction>({
    mutationFn: (action) =>
      action.kind === 'paid'
        ? apiJson<Remittance>('POST', `/api/admin/remittances/${id}/paid`, { reference: action.reference })
        : apiJson<Remittance>('POST', `/api/admin/remittances/${id}/${action.kind}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REMITTANCES_QUERY_KEY }),
  });
}

export function statementUrl(id: number, format: RemittanceStatementFormat): string {
  return `/api/admin/remittances/${id}/statement?format=${format}`;
}
