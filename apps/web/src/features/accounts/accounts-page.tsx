import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type TableSort, totalText, useTablePreferences } from '@/ui/data-table';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import type { AccountsView } from './api/account-types';
import {
  ACCOUNTS_PAGE_SIZES,
  type AccountsFilters,
  DEFAULT_ACCOUNTS_PAGE_SIZE,
  NO_FILTERS,
  useAccountsPage,
} from './api/accounts-page';
import { downloadAccountsExport } from './api/export-accounts';
import { compactColumns, emptyColumnIds, FULL_COLUMNS } from './components/accounts-columns';
import { AccountsFiltersBar, filterErrors } from './components/accounts-filters';
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

/** The filters the server can take: a value still being typed wrong is left out until it is right. */
function applicable(filters: AccountsFilters): AccountsFilters {
  const errors = filterErrors(filters);
  const valid = { ...filters };
  for (const name of Object.keys(errors) as Array<keyof AccountsFilters>) valid[name] = '';
  return valid;
}

/** /admin/accounts: the All Accounts table (docs/product/accounts-import.md), searched, filtered, sorted and paged on the server. */
export function AccountsPage() {
  const navigate = useNavigate();
  const prefs = useTablePreferences('table:accounts');
  const fullPrefs = useTablePreferences('table:accounts-full');
  const view: AccountsView = prefs.preferences.view ?? 'compact';
  const pageSize = prefs.preferences.pageSize ?? DEFAULT_ACCOUNTS_PAGE_SIZE;
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<AccountsFilters>(NO_FILTERS);
  const [sort, setSort] = useState<TableSort | null>(null);
  const [page, setPage] = useState(1);
  // The `after` of each page reached by Next (the previous page's nextCursor): a deep page then
  // starts from an index position instead of the server counting off every row before it.
  const [cursors, setCursors] = useState<Record<number, string>>({});
  const [hideEmpty, setHideEmpty] = useState(false);
  const [exporting, setExporting] = useState(false);
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const serverFilters = useDebounced(
    useMemo(() => applicable(filters), [filters]),
    SEARCH_DEBOUNCE_MS,
  );

  // A new search, filter, sort or page size starts again at the first page, with no cursors.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page resets when these change
  useEffect(() => {
    setPage(1);
    setCursors({});
  }, [search, serverFilters, pageSize, view, sort]);

  const after = page > 1 ? cursors[page] : undefined;
  const params = useMemo(
    () => ({ search, view, page, pageSize, sort, filters: serverFilters, after }),
    [search, view, page, pageSize, sort, serverFilters, after],
  );
  // The stored view and page size come first, so the first page is asked for once.
  const query = useAccountsPage(params, prefs.isLoaded);
  const accounts = query.data?.accounts;
  const total = query.data?.total ?? 0;
  const lowerBound = query.data?.totalIsLowerBound === true;
  const nextCursor = query.data?.nextCursor;
  const answeredPage = query.data?.page;
  useEffect(() => {
    if (!nextCursor || answeredPage === undefined || query.isPlaceholderData) return;
    setCursors((known) =>
      known[answeredPage + 1] === nextCursor ? known : { ...known, [answeredPage + 1]: nextCursor },
    );
  }, [nextCursor, answeredPage, query.isPlaceholderData]);
  const filtered = Boolean(search) || Object.values(serverFilters).some(Boolean);

  const columns = useMemo(() => {
    if (view !== 'full') return compactColumns(query.data?.lastContact ?? {});
    // "Hide empty columns" leaves out the fields no row on screen has; the user's own choice stays apart.
    if (!hideEmpty || !accounts) return FULL_COLUMNS;
    const empty = new Set(emptyColumnIds(FULL_COLUMNS, accounts));
    return FULL_COLUMNS.filter((column) => !empty.has(column.id));
  }, [view, hideEmpty, accounts, query.data?.lastContact]);
  const chosen = view === 'full' ? fullPrefs : prefs;

  const clearFilters = () => {
    setSearchText('');
    setFilters(NO_FILTERS);
  };

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
          onView={(next) => prefs.update({ view: next })}
          exportDisabled={!accounts || accounts.length === 0}
          exporting={exporting}
          onExport={() => void exportAll()}
          hideEmpty={hideEmpty}
          onHideEmpty={setHideEmpty}
        />
        {query.data && (
          <p className="text-gray-700 text-sm" aria-live="polite">
            {search
              ? `${totalText(total, lowerBound)} ${total === 1 && !lowerBound ? 'account matches' : 'accounts match'} "${search}"`
              : `${totalText(total, lowerBound)} ${total === 1 && !lowerBound ? 'account' : 'accounts'}`}
          </p>
        )}
        <DataTable
          caption="All Accounts"
          what="accounts"
          columns={columns}
          rows={accounts}
          rowKey={(account) => account.id}
          total={total}
          totalIsLowerBound={lowerBound}
          query={query}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          pageSizes={ACCOUNTS_PAGE_SIZES}
          onPageSizeChange={(size) => prefs.update({ pageSize: size })}
          filters={<AccountsFiltersBar filters={filters} onChange={setFilters} />}
          empty={
            filtered
              ? {
                  message: 'No accounts match these filters',
                  action: { label: 'Clear filters', onClick: clearFilters },
                }
              : { message: 'No accounts found' }
          }
          hiddenColumns={chosen.preferences.hiddenColumns}
          onHiddenColumnsChange={chosen.setHiddenColumns}
          onRowClick={(account) => void navigate(`/admin/accounts/${account.id}`)}
        />
      </div>
    </AdminSubPage>
  );
}
