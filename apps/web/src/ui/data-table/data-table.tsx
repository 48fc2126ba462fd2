import { type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { cn } from '@/ui/cn';
import { QueryState } from '@/ui/query-state';
import { type ColumnChoice, ColumnChooser } from './column-chooser';
import { visibleColumns } from './columns';
import { DataRows, EmptyRow, SkeletonRows } from './table-body';
import { TableHead } from './table-head';
import { TablePager } from './table-pager';
import type { DataTableColumn, EmptyState, RowSelection, TableQueryState, TableSort } from './types';

export interface DataTableProps<Row> {
  /** The table's name for assistive technology ("All Accounts"); also names its pager. */
  caption: string;
  columns: DataTableColumn<Row>[];
  /** The page's rows; undefined until the first answer. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Rows matching the filters, across every page. */
  total: number;
  /** The total is a lower bound ("10,000+"). */
  totalIsLowerBound?: boolean;
  query: TableQueryState;
  /** What the rows are ("accounts"), for the error text. */
  what: string;
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Filter fields, shown above the table beside the column chooser. */
  filters?: ReactNode;
  /** Buttons at the end of the bar (a view switch, Export). */
  actions?: ReactNode;
  empty: EmptyState;
  /** The hidden columns' ids (see useTablePreferences); with onHiddenColumnsChange, the column chooser. */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (hidden: string[]) => void;
  /** The columns added from the chooser (those `defaultHidden`). */
  shownColumns?: readonly string[];
  /** Both lists at once (the chooser adds and hides); without it, adding is not offered. */
  onColumnsChange?: (choice: ColumnChoice) => void;
  /** Row selection: a checkbox on every row and one for the page. */
  selection?: RowSelection<Row>;
  /** Buttons for the selected rows (Assign, Send letter), in a bar over the table while any are selected. */
  bulkActions?: ReactNode;
  onRowClick?: (row: Row) => void;
  /** A test id on every data row (a page's tests and browser tests find the rows by it). */
  rowTestId?: string;
  /** How many grey rows the skeleton shows. */
  skeletonRows?: number;
  className?: string;
}

/** A back-office list: the page owns the data, sort, page and filters; this draws them. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, hiddenColumns = [], shownColumns = [], onHiddenColumnsChange, onColumnsChange } = props;
  const { query, rows, selection } = props;
  // Without onColumnsChange only the hide choice is offered, so columns off by default stay off.
  const choosable = columns.filter((column) => column.hideable || (onColumnsChange && column.defaultHidden));
  const visible = visibleColumns(columns, hiddenColumns, onColumnsChange ? shownColumns : []);
  const chooserChange =
    onColumnsChange ??
    (onHiddenColumnsChange
      ? (choice: ColumnChoice) => onHiddenColumnsChange(choice.hiddenColumns)
      : undefined);
  const scrollRef = useRef<HTMLElement>(null);
  const moreRight = useMoreToTheRight(scrollRef, visible.length, rows?.length ?? 0);
  const pinnedEnd = visible.at(-1)?.pinned === 'end';
  const pageKeys = (rows ?? []).map(props.rowKey);
  const pickedOnPage = selection ? pageKeys.filter((key) => selection.selected.has(key)).length : 0;
  const selectAll =
    selection && pageKeys.length > 0
      ? {
          checked: pickedOnPage === pageKeys.length,
          mixed: pickedOnPage > 0 && pickedOnPage < pageKeys.length,
          label: `Select all ${props.what} on this page`,
          onChange: (on: boolean) => {
            const next = new Set(selection.selected);
            for (const key of pageKeys) {
              if (on) next.add(key);
              else next.delete(key);
            }
            selection.onChange(next);
          },
        }
      : undefined;
  const loading = rows === undefined && !query.isError;
  const refreshing = rows !== undefined && Boolean(query.isFetching);

  return (
    <div className={cn('min-w-0 space-y-3', props.className)}>
      {(props.filters || props.actions || chooserChange) && (
        // The filters take the whole width on narrow screens, the buttons going under them.
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex min-w-0 flex-1 flex-wrap items-end gap-3">{props.filters}</div>
          <div className="flex flex-wrap items-center justify-end gap-2">
            {props.actions}
            {chooserChange && choosable.length > 0 && (
              <ColumnChooser
                columns={choosable}
                hidden={hiddenColumns}
                shown={shownColumns}
                onChange={chooserChange}
              />
            )}
          </div>
        </div>
      )}
      {selection && selection.selected.size > 0 && (
        <div
          role="toolbar"
          aria-label={`Selected ${props.what}`}
          className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm"
          data-testid="bulk-bar"
        >
          <span className="font-medium text-gray-900" aria-live="polite">
            {`${selection.selected.size} selected`}
          </span>
          <button
            type="button"
            className="rounded px-1 text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            onClick={() => selection.onChange(new Set())}
          >
            Clear selection
          </button>
          <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{props.bulkActions}</div>
        </div>
      )}
      {query.isError && rows !== undefined && (
        <Alert tone="warning">
          {errorMessage(query.error, `We could not refresh the ${props.what}.`)} The list may be out of date.
        </Alert>
      )}
      {query.isError && rows === undefined ? (
        <QueryState query={{ ...query, isPending: false }} what={props.what} />
      ) : (
        // The scroll box is `relative`, so screen-reader-only text (absolutely placed) in a cell stays
        // inside it instead of stretching the page sideways; the outer box places the refresh bar.
        <div className="relative">
          {refreshing && <RefreshBar />}
          {/* A named region that takes focus, so keys scroll it even when no cell holds a link or button. */}
          {moreRight && (
            // The box holds more columns to the right: a shade over its right edge says so.
            <div
              aria-hidden="true"
              data-testid="table-more-right"
              className={cn(
                'pointer-events-none absolute top-px bottom-px z-30 w-6 bg-gradient-to-l from-gray-300/60 to-transparent',
                pinnedEnd ? 'hidden' : 'right-px rounded-r-lg',
              )}
            />
          )}
          <section
            ref={scrollRef}
            aria-label={props.caption}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            className="relative max-h-[70vh] overflow-auto rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="data-table-scroll"
          >
            <table
              className="w-full border-separate border-spacing-0 text-sm"
              aria-busy={loading || refreshing}
            >
              <caption className="sr-only">{props.caption}</caption>
              <TableHead
                columns={visible}
                sort={props.sort}
                onSortChange={props.onSortChange}
                selectAll={selectAll}
              />
              <tbody>
                {loading && <SkeletonRows columnCount={visible.length} rows={props.skeletonRows ?? 8} />}
                {rows?.length === 0 && <EmptyRow columnCount={visible.length} empty={props.empty} />}
                {rows && rows.length > 0 && (
                  <DataRows
                    rows={rows}
                    columns={visible}
                    rowKey={props.rowKey}
                    onRowClick={props.onRowClick}
                    rowTestId={props.rowTestId}
                    selection={selection}
                  />
                )}
              </tbody>
            </table>
          </section>
        </div>
      )}
      {rows !== undefined && props.total > 0 && (
        <TablePager
          label={props.caption}
          page={props.page}
          pageSize={props.pageSize}
          total={props.total}
          totalIsLowerBound={props.totalIsLowerBound}
          onPageChange={props.onPageChange}
          pageSizes={props.pageSizes}
          onPageSizeChange={props.onPageSizeChange}
        />
      )}
    </div>
  );
}

/**
 * A thin bar over the table's top edge while another page or sort loads: the rows keep their full
 * contrast (dimming them fails contrast checks), and aria-busy on the table tells assistive technology.
 */
function RefreshBar() {
  return (
    <div
      aria-hidden="true"
      data-testid="table-refreshing"
      className="pointer-events-none absolute inset-x-0 top-0 z-30 h-0.5 overflow-hidden rounded-t-lg bg-brand-100"
    >
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}

/** Whether the scroll box has columns beyond its right edge (it is scrolled less than all the way). */
function useMoreToTheRight(ref: React.RefObject<HTMLElement | null>, columns: number, rows: number): boolean {
  const [more, setMore] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the columns or rows change
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setMore(box.scrollWidth - box.clientWidth - box.scrollLeft > 2);
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, columns, rows]);
  return more;
}
