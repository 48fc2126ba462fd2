import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  id: string;
  /** The header text; also the column's name in the column chooser. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server can sort by this column: the header becomes a sort button. */
  sortable?: boolean;
  /** The direction of the first click (default ascending; money and counts often start descending). */
  firstDirection?: SortDirection;
  align?: 'left' | 'right' | 'center';
  /** Listed in the column chooser, so a user may hide it. */
  hideable?: boolean;
  /**
   * Not shown until the user adds it from the column chooser (Phone, Assignee, any field of the record):
   * the chooser offers every column, the table starts with the defaults (decision 0114).
   */
  defaultHidden?: boolean;
  /** Where the chooser files the column ("Debtor", "Balances"), without a heading row over the table. */
  category?: string;
  /** The row's actions: kept at the right edge of the box while the rest scrolls sideways. */
  pinned?: 'end';
  /** A heading over neighbouring columns of the same group (the full view's "Debtor", "Balances"). */
  group?: string;
  /** Minimum width in px (the table scrolls inside its box when the columns need more room). */
  minWidth?: number;
}

/** The load state of the page's query, for the skeleton and the error state (ui/query-state). */
export interface TableQueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** A new page or sort is loading while the previous rows stay on screen. */
  isFetching?: boolean;
}

export interface EmptyState {
  message: string;
  /** A second, quieter line: what to do or when rows will appear. */
  hint?: string;
  action?: { label: string; onClick: () => void };
}

/** Row selection: a checkbox before each row's first cell and one for the whole page in the header. */
export interface RowSelection<Row> {
  selected: ReadonlySet<string | number>;
  onChange: (selected: Set<string | number>) => void;
  /** The row's name for its checkbox ("Select Maria Garcia"). */
  label: (row: Row) => string;
}
