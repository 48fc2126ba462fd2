import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { throwIfNotOk } from '@/lib/api-client';
import type { AccountsPage, AccountsView } from './account-types';

export const ACCOUNTS_PAGE_SIZE = 100;
/** The table refreshes every 5 s (docs/product/accounts-import.md); unchanged pages answer 304 and cost nothing. */
export const ACCOUNTS_REFRESH_MS = 5_000;
export const ACCOUNTS_QUERY_KEY = ['/api/admin/accounts'] as const;

export interface AccountsFilter {
  search: string;
  view: AccountsView;
}

/**
 * GET /api/admin/accounts: one page. `cache: 'no-cache'` makes the browser revalidate its copy
 * with If-None-Match, so an unchanged page comes back as a 304 and the same data.
 */
export async function fetchAccountsPage(filter: AccountsFilter, page: number): Promise<AccountsPage> {
  const params = new URLSearchParams({
    page: String(page),
    pageSize: String(ACCOUNTS_PAGE_SIZE),
    view: filter.view,
  });
  if (filter.search) params.set('search', filter.search);
  const res = await fetch(`/api/admin/accounts?${params}`, { credentials: 'include', cache: 'no-cache' });
  await throwIfNotOk(res);
  return (await res.json()) as AccountsPage;
}

/** The table's rows, page after page as the user scrolls; every loaded page is refreshed. */
export function useAccountsQuery(filter: AccountsFilter) {
  return useInfiniteQuery({
    queryKey: [...ACCOUNTS_QUERY_KEY, filter],
    queryFn: ({ pageParam }) => fetchAccountsPage(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: ACCOUNTS_REFRESH_MS,
  });
}
