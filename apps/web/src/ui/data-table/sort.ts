import type { DataTableColumn, SortDirection, TableSort } from './types';

/** The sort after a click on a column's header: a new column starts in its first direction, the same one flips. */
export function nextSort<Row>(
  column: DataTableColumn<Row>,
  current: TableSort | null | undefined,
): TableSort {
  if (current?.column === column.id)
    return { column: column.id, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column: column.id, direction: column.firstDirection ?? 'asc' };
}

export function ariaSort(
  column: { id: string; sortable?: boolean },
  sort: TableSort | null | undefined,
): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.sortable) return undefined;
  if (sort?.column !== column.id) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

export const DIRECTION_WORDS: Record<SortDirection, string> = { asc: 'ascending', desc: 'descending' };
