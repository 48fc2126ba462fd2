import type { DataTableColumn } from './types';

/** Which of the columns show: hidden ones left out, added ones (defaultHidden) put in. */
export function isColumnShown(
  column: { id: string; hideable?: boolean; defaultHidden?: boolean },
  hidden: readonly string[],
  shown: readonly string[],
): boolean {
  if (!column.hideable && !column.defaultHidden) return true;
  return column.defaultHidden ? shown.includes(column.id) : !hidden.includes(column.id);
}

export function visibleColumns<Row>(
  columns: DataTableColumn<Row>[],
  hidden: readonly string[],
  shown: readonly string[],
): DataTableColumn<Row>[] {
  return columns.filter((column) => isColumnShown(column, hidden, shown));
}

/** The choice (hidden and added ids) that shows exactly `ids` (a saved view's columns). */
export function choiceShowing(
  columns: ReadonlyArray<{ id: string; hideable?: boolean; defaultHidden?: boolean }>,
  ids: readonly string[],
): { hiddenColumns: string[]; shownColumns: string[] } {
  const wanted = new Set(ids);
  return {
    hiddenColumns: columns
      .filter((c) => c.hideable && !c.defaultHidden && !wanted.has(c.id))
      .map((c) => c.id),
    shownColumns: columns.filter((c) => c.defaultHidden && wanted.has(c.id)).map((c) => c.id),
  };
}
