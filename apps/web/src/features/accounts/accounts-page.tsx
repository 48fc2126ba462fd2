import type { SavedView } from '@arrears/domain';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  choiceShowing,
  DataTable,
  filtersOfView,
  SavedViewsMenu,
  type TableSort,
  totalText,
  useTablePreferences,
  visibleColumns,
} from '@/ui/data-table';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { formatAccountNumberOf } from './account-display';
import type { AccountsView } from './api/account-types';
import {
  ACCOUNTS_PAGE_SIZES,
  type AccountsFilters,
  DEFAULT_ACCOUNTS_PAGE_SIZE,
  NO_FILTERS,
  useAccountsPage,
} from './api/accounts-page';
import { useAccountAssignees } from './api/bulk-actions';
import { downloadAccountsExport } from './api/export-accounts';
import { AccountsBulkActions, type BulkOutcome, BulkOutcomeAlert } from './components/accounts-bulk-actions';
import { accountColumns, needsFullRecord, workspacePath } from './components/accounts-columns';
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

/**
 * /admin/accounts: the All Accounts table (docs/product/accounts-import.md), searched, filtered, sorted
 * and paged on the server; any field added from the column chooser, saved views, and the selected
 * rows assigned or sent a letter in one go (decisions 0112 to 0114). A name opens the debtor workspace.
 */
export function AccountsPage() {
  const navigate = useNavigate();
  const prefs = useTablePreferences('table:accounts');
  const pageSize = prefs.preferences.pageSize ?? DEFAULT_ACCOUNTS_PAGE_SIZE;
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<AccountsFilters>(NO_FILTERS);
  const [sort, setSort] = useState<TableSort | null>(null);
  const [page, setPage] = useState(1);
  // The `after` of each page reached by Next (the previous page's nextCursor): a deep page then
  // starts from an index position instead of the server counting off every row before it.
  const [cursors, setCursors] = useState<Record<number, string>>({});
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const serverFilters = useDebounced(
    useMemo(() => applicable(filters), [filters]),
    SEARCH_DEBOUNCE_MS,
  );
  const assignees = useAccountAssignees();
  const assigneeNames = useMemo(
    () => new Map((assignees.data ?? []).map((a) => [a.id, a.name] as const)),
    [assignees.data],
  );

  const hidden = prefs.preferences.hiddenColumns;
  const shown = prefs.preferences.shownColumns ?? [];
  // Fields beyond the compact answer (a Phone or Client column) ask the server for the whole record.
  const view: AccountsView = needsFullRecord(visibleColumns(accountColumns({}, {}, new Map()), hidden, shown))
    ? 'full'
    : 'compact';

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
  // The stored columns and page size come first, so the first page is asked for once.
  const query = useAccountsPage(params, prefs.isLoaded);
  const accounts = query.data?.accounts;
  const total = query.data?.total ?? 0;
  const lowerBound = query.data?.totalIsLowerBound === true;
  const nextCursor = query.data?.nextCursor;
  const answeredPage = query.data?.page;
  const lastContact = query.data?.lastContact;
  const assignedTo = query.data?.assignedTo;
  const columns = useMemo(
    () => accountColumns(lastContact ?? {}, assignedTo ?? {}, assigneeNames),
    [lastContact, assignedTo, assigneeNames],
  );
  useEffect(() => {
    if (!nextCursor || answeredPage === undefined || query.isPlaceholderData) return;
    setCursors((known) =>
      known[answeredPage + 1] === nextCursor ? known : { ...known, [answeredPage + 1]: nextCursor },
    );
  }, [nextCursor, answeredPage, query.isPlaceholderData]);
  const filtered = Boolean(search) || Object.values(serverFilters).some(Boolean);

  // Rows picked on any page are remembered by id; their names for the refusal lines come from the rows seen.
  const [seen, setSeen] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!accounts) return;
    setSeen((known) => {
      const next = { ...known };
      for (const a of accounts) next[String(a.id)] = formatAccountNumberOf(a);
      return next;
    });
  }, [accounts]);

  const clearFilters = () => {
    setSearchText('');
    setFilters(NO_FILTERS);
  };

  const applyView = (saved: SavedView) => {
    prefs.setColumns(choiceShowing(columns, saved.columns));
    const { search: savedSearch = '', ...rest } = saved.filters;
    setSearchText(savedSearch);
    setFilters({ ...NO_FILTERS, ...pick(rest) });
    setSort(saved.sort);
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
          exportDisabled={!accounts || accounts.length === 0}
          exporting={exporting}
          onExport={() => void exportAll()}
        >
          <SavedViewsMenu
            table="accounts"
            current={() => ({
              columns: visibleColumns(columns, hidden, shown).map((c) => c.id),
              filters: filtersOfView({ ...filters, search: searchText.trim() }),
              sort,
            })}
            onApply={applyView}
          />
        </AccountsToolbar>
        {query.data && (
          <p className="text-gray-700 text-sm" aria-live="polite">
            {search
              ? `${totalText(total, lowerBound)} ${total === 1 && !lowerBound ? 'account matches' : 'accounts match'} "${search}"`
              : `${totalText(total, lowerBound)} ${total === 1 && !lowerBound ? 'account' : 'accounts'}`}
          </p>
        )}
        {outcome && <BulkOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />}
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
          hiddenColumns={hidden}
          onHiddenColumnsChange={prefs.setHiddenColumns}
          shownColumns={shown}
          onColumnsChange={prefs.setColumns}
          selection={{
            selected,
            onChange: setSelected,
            label: (account) => `Select ${formatAccountNumberOf(account)}`,
          }}
          bulkActions={
            <AccountsBulkActions
              selectedIds={[...selected].map(Number)}
              describe={(id) => seen[String(id)] ?? `Account ${id}`}
              onDone={(result, clear) => {
                setOutcome(result);
                if (clear) setSelected(new Set());
              }}
            />
          }
          onRowClick={(account) => void navigate(workspacePath(account.id))}
        />
      </div>
    </AdminSubPage>
  );
}

/** The saved filters this page knows, as text. */
function pick(saved: Record<string, string>): Partial<AccountsFilters> {
  const known = Object.keys(NO_FILTERS) as Array<keyof AccountsFilters>;
  return Object.fromEntries(known.filter((name) => name in saved).map((name) => [name, saved[name]]));
}
