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
 * itself never scrolls sideways): put the row's name or number there; a `pinned: 'end'` column (the
 * row's actions) stays at the right edge. `hideable` columns may be hidden from the chooser and
 * `defaultHidden` ones added (with shownColumns and onColumnsChange). Columns with a `group` get a
 * heading row over them. `selection` puts a checkbox on every row and `bulkActions` in a bar over the
 * table while rows are picked; SavedViewsMenu keeps the user's named views of a list (decision 0112).
 */
export { type ColumnChoice, ColumnChooser } from './column-chooser';
export { choiceShowing, isColumnShown, visibleColumns } from './columns';
export { DataTable, type DataTableProps } from './data-table';
export {
  filtersOfView,
  SavedViewsMenu,
  type SavedViewsMenuProps,
  useSavedViews,
  type ViewState,
} from './saved-views';
export { nextSort } from './sort';
export { pagerText, TablePager, totalText } from './table-pager';
export type {
  DataTableColumn,
  EmptyState,
  RowSelection,
  SortDirection,
  TableQueryState,
  TableSort,
} from './types';
export { useTableControls } from './use-table-controls';
export { type TablePreferencesState, useTablePreferences } from './use-table-preferences';
