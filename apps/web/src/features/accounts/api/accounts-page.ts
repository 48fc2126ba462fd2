import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { throwIfNotOk } from '@/lib/api-client';
import type { TableSort } from '@/ui/data-table';
import type { AccountsPage, AccountsView } from './account-types';

/** The table refreshes every 5 s (docs/product/accounts-import.md); unchanged pages answer 304 and cost nothing. */
export const ACCOUNTS_REFRESH_MS = 5_000;
export const ACCOUNTS_QUERY_KEY = ['/api/admin/accounts'] as const;
export const ACCOUNTS_PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_ACCOUNTS_PAGE_SIZE = 50;

/** The table's filters, as the server names them; empty text means "any". */
export interface AccountsFilters {
  status: string;
  creditor: string;
  state: string;
  /** The client (creditor) that placed the accounts, by id. */
  clientId: string;
  minBalance: string;
  maxBalance: string;
  noContactDays: string;
}
export const NO_FILTERS: AccountsFilters = {
  status: '',
  creditor: '',
  state: '',
  clientId: '',
  minBalance: '',
  maxBalance: '',
  noContactDays: '',
};

export interface AccountsListParams {
  search: string;
  view: AccountsView;
  page: number;
  pageSize: number;
  sort: TableSort | null;
  filters: AccountsFilters;
  /** The nextCursor of the page before, when known: the server starts there instead of counting rows off. */
  after?: string;
}

/** GET /api/admin/accounts with the table's parameters (the compact view asks for view=summary). */
export function accountsUrl(params: AccountsListParams): string {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(params.pageSize),
    view: params.view === 'full' ? 'full' : 'summary',
  });
  if (params.sort) {
    query.set('sort', params.sort.column);
    query.set('direction', params.sort.direction);
  }
  if (params.search) query.set('search', params.search);
  if (params.after) query.set('after', params.after);
  for (const [name, value] of Object.entries(params.filters)) {
    const text = value.trim();
    if (text) query.set(name, text);
  }
  return `/api/admin/accounts?${query}`;
}

/**
 * One page of the table. `cache: 'no-cache'` makes the browser revalidate its copy with
 * If-None-Match, so an unchanged page comes back as a 304 and the same data.
 */
export async function fetchAccountsPage(params: AccountsListParams): Promise<AccountsPage> {
  const res = await fetch(accountsUrl(params), { credentials: 'include', cache: 'no-cache' });
  await throwIfNotOk(res);
  return (await res.json()) as AccountsPage;
}

/** The page on screen, refreshed every 5 s; the previous page stays while the next one loads. */
export function useAccountsPage(params: AccountsListParams, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...ACCOUNTS_QUERY_KEY, params],
    queryFn: () => fetchAccountsPage(params),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: ACCOUNTS_REFRESH_MS,
  });
}
