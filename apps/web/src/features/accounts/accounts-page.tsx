import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import type { AccountsView } from './api/account-types';
import { useAccountsQuery } from './api/accounts-page';
import { downloadAccountsExport } from './api/export-accounts';
import { AccountsTable } from './components/accounts-table';
import { AccountsToolbar } from './components/accounts-toolbar';

/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const COUNT = new Intl.NumberFormat('en-US');

/** /admin/accounts: the All Accounts table (docs/product/accounts-import.md), searched and paged on the server. */
export function AccountsPage() {
  const [searchText, setSearchText] = useState('');
  const [view, setView] = useState<AccountsView>('compact');
  const [exporting, setExporting] = useState(false);
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const filter = useMemo(() => ({ search, view }), [search, view]);
  const query = useAccountsQuery(filter);
  const { fetchNextPage } = query;
  // A background refresh in flight is not cancelled by scrolling on.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  const accounts = useMemo(() => query.data?.pages.flatMap((page) => page.accounts) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;

  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadAccountsExport();
    } catch (error) {
      console.error('Export failed:', error); // docs/product/accounts-import.md: export errors are only logged
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminSubPage title="All Accounts" width="wide" description="Every debt account, searchable by name.">
      <div className="space-y-4">
        <AccountsToolbar
          search={searchText}
          onSearch={setSearchText}
          view={view}
          onView={setView}
          exportDisabled={accounts.length === 0}
          exporting={exporting}
          onExport={() => void exportAll()}
        />
        {query.isError && (
          <Alert tone="danger">
            {errorMessage(query.error, 'Failed to load accounts. Please try again.')}
          </Alert>
        )}
        {query.data && (
          <p className="text-gray-700 text-sm" aria-live="polite">
            {search
              ? `${COUNT.format(total)} ${total === 1 ? 'account matches' : 'accounts match'} "${search}"`
              : `${COUNT.format(total)} ${total === 1 ? 'account' : 'accounts'}`}
          </p>
        )}
        <AccountsTable
          accounts={accounts}
          view={view}
          isLoading={query.isPending || (query.isPlaceholderData && query.isFetching)}
          hasMore={Boolean(query.hasNextPage)}
          isLoadingMore={query.isFetchingNextPage}
          onLoadMore={loadMore}
          resetKey={`${search}|${view}`}
        />
      </div>
    </AdminSubPage>
  );
}
