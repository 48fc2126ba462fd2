/**
 * DataTable: the one table of every back-office list. The page owns the data (server-side sort,
 * filters and paging); the table draws it with a sticky header and first column, sort buttons with
 * aria-sort, "1–50 of 1,234" paging, a skeleton while loading, an empty state with an action, the
 * error state of ui/query-state, and a column chooser remembered per user on the server.
 *
 *   const prefs = useTablePreferences('table:payments');
 *   const [sort, setSort] = useState<TableSort>({ column: 'date', direction: 'desc' });
 *   const query = useQuery(...page, sort, filters...);   // keep previous data while paging
 *   <DataTable
 *     caption="Payments" what="payments"
 *     columns={[{ id: 'date', header: 'Date', cell: (p) => p.date, sortable: true },
 *               { id: 'amount', header: 'Amount', cell: (p) => money(p.amount), align: 'right', hideable: true }]}
 *     rows={query.data?.rows} rowKey={(p) => p.id} total={query.data?.total ?? 0} query={query}
 *     sort={sort} onSortChange={(next) => { setSort(next); setPage(1); }}
 *     page={page} pageSize={50} onPageChange={setPage}
 *     filters={<SelectField label="Status" ... />}
 *     empty={{ message: 'No payments match these filters', action: { label: 'Clear filters', onClick: clear } }}
 *     hiddenColumns={prefs.preferences.hiddenColumns} onHiddenColumnsChange={prefs.setHiddenColumns}
 *   />
 *
 * The first column stays in view when the table scrolls sideways inside its own box (the page
 * itself never scrolls sideways): put the row's name or number there. Only `hideable` columns are
 * offered in the chooser. Columns with a `group` get a heading row over them.
 */
export { ColumnChooser } from './column-chooser';
export { DataTable, type DataTableProps } from './data-table';
export { nextSort } from './sort';
export { pagerText, TablePager, totalText } from './table-pager';
export type { DataTableColumn, EmptyState, SortDirection, TableQueryState, TableSort } from './types';
export { useTableControls } from './use-table-controls';
export { type TablePreferencesState, useTablePreferences } from './use-table-preferences';
