import type { ImportHistoryPage } from '@arrears/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { type ListParams, listSearch } from '@/lib/list-query';

/** Every page of the history lives under this key, so a finished import refreshes them all. */
export const IMPORT_HISTORY_KEY = ['/api/admin/imports'] as const;

/** GET /api/admin/imports: one page of past uploads, sorted and filtered by the server. */
export function useImportHistoryQuery(params: ListParams) {
  return useQuery({
    queryKey: [...IMPORT_HISTORY_KEY, params],
    queryFn: () => apiJson<ImportHistoryPage>('GET', `/api/admin/imports${listSearch(params)}`),
    placeholderData: keepPreviousData,
  });
}
