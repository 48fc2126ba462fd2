import { DEBT_ACCOUNT_SEARCH_MIN, type DebtAccountSearchHit } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const DEBT_ACCOUNT_SEARCH_QUERY_KEY = ['/api/admin/debt-accounts/search'] as const;

/** GET /api/admin/debt-accounts/search?searchTerm={text}: at most 20 accounts. */
export function searchDebtAccounts(term: string): Promise<DebtAccountSearchHit[]> {
  const query = new URLSearchParams({ searchTerm: term });
  return apiJson<DebtAccountSearchHit[]>('GET', `/api/admin/debt-accounts/search?${query}`);
}

/** A search of at least 3 characters (docs/product/accounts-import.md); nothing is asked before. Balances are always fresh. */
export function useDebtAccountSearchQuery(term: string) {
  return useQuery({
    queryKey: [...DEBT_ACCOUNT_SEARCH_QUERY_KEY, term],
    queryFn: () => searchDebtAccounts(term),
    enabled: term.length >= DEBT_ACCOUNT_SEARCH_MIN,
    staleTime: 0,
    retry: false,
  });
}
