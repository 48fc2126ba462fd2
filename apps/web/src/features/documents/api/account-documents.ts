import type { AdminDocument } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const ACCOUNT_DOCUMENTS_QUERY_KEY = ['/api/admin/documents'] as const;

/** GET /api/admin/documents/{accountId}: one account's documents, newest first (docs/product/documents.md). */
export function fetchAccountDocuments(accountId: number): Promise<AdminDocument[]> {
  return apiJson<AdminDocument[]>('GET', `/api/admin/documents/${accountId}`);
}

/** Nothing is asked before an account is chosen. */
export function useAccountDocumentsQuery(accountId: number | null) {
  return useQuery({
    queryKey: [...ACCOUNT_DOCUMENTS_QUERY_KEY, accountId],
    queryFn: () => fetchAccountDocuments(accountId as number),
    enabled: accountId !== null,
    staleTime: 0,
  });
}
