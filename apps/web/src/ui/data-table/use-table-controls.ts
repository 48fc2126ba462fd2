import { TABLE_PAGE_SIZES } from '@arrears/domain';
import { useState } from 'react';
import type { TableSort } from './types';
import { type TablePreferencesState, useTablePreferences } from './use-table-preferences';

/**
 * The state every server-paged list keeps around its DataTable: the sort, the page, the page size
 * and hidden columns remembered per user. A new sort, page size or filter starts again at page 1.
 * Spread `tableProps` into the DataTable; call `firstPage` when a filter changes.
 */
export function useTableControls(tableKey: string, defaultSort: TableSort, defaultPageSize = 50) {
  const prefs: TablePreferencesState = useTablePreferences(tableKey);
  const [sort, setSort] = useState<TableSort>(defaultSort);
  const [page, setPage] = useState(1);
  const pageSize = prefs.preferences.pageSize ?? defaultPageSize;
  const firstPage = () => setPage(1);
  return {
    prefs,
    sort,
    setSort,
    page,
    setPage,
    pageSize,
    firstPage,
    tableProps: {
      sort,
      onSortChange: (next: TableSort) => {
        setSort(next);
        setPage(1);
      },
      page,
      pageSize,
      onPageChange: setPage,
      pageSizes: TABLE_PAGE_SIZES,
      onPageSizeChange: (size: number) => {
        prefs.update({ pageSize: size });
        setPage(1);
      },
      hiddenColumns: prefs.preferences.hiddenColumns,
      onHiddenColumnsChange: prefs.setHiddenColumns,
      shownColumns: prefs.preferences.shownColumns ?? [],
      onColumnsChange: prefs.setColumns,
    },
  };
}
