import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { cn } from '@/ui/cn';
import { ariaSort, DIRECTION_WORDS, nextSort } from './sort';
import type { DataTableColumn, TableSort } from './types';

export const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;
/** The first column stays in view when the table scrolls sideways. */
export const STICKY_FIRST = 'sticky left-0 z-[1] shadow-[1px_0_0_0_var(--color-gray-200)]';
/** With a pinned actions column, the first column is held only from 640 px: a phone's box has room for one. */
const STICKY_FIRST_WIDE = 'sm:sticky sm:left-0 sm:z-[1] sm:shadow-[1px_0_0_0_var(--color-gray-200)]';
export function firstColumnSticky(columns: ReadonlyArray<{ pinned?: 'end' }>): string {
  return columns.some((column) => column.pinned === 'end') ? STICKY_FIRST_WIDE : STICKY_FIRST;
}
/** The actions column stays at the box's right edge while the rest scrolls under it. */
export const STICKY_END = 'sticky right-0 z-[1] shadow-[-1px_0_0_0_var(--color-gray-200)]';

/** A checkbox in the first cell (row selection): room for it beside the first column's content. */
export const SELECT_BOX = 'size-4 shrink-0 cursor-pointer accent-brand-600';

interface Props<Row> {
  columns: DataTableColumn<Row>[];
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Row selection's "select the page" box, drawn before the first header. */
  selectAll?: { checked: boolean; mixed: boolean; onChange: (checked: boolean) => void; label: string };
}

/** Neighbouring columns of one group share a heading cell. */
function groupSpans<Row>(columns: DataTableColumn<Row>[]) {
  const spans: Array<{ group: string; span: number; start: number }> = [];
  columns.forEach((column, index) => {
    const group = column.group ?? '';
    const last = spans.at(-1);
    if (last && last.group === group) last.span += 1;
    else spans.push({ group, span: 1, start: index });
  });
  return spans;
}

/** The header rows: group headings (when columns have groups) and one cell per column, sort buttons in sortable ones. */
export function TableHead<Row>({ columns, sort, onSortChange, selectAll }: Props<Row>) {
  const grouped = columns.some((column) => column.group);
  const stickyFirst = firstColumnSticky(columns);
  return (
    <thead className="sticky top-0 z-20 bg-gray-100 text-gray-700">
      {grouped && (
        <tr>
          {groupSpans(columns).map(({ group, span, start }) => (
            <th
              key={`${group}-${start}`}
              scope="colgroup"
              colSpan={span}
              className={cn(
                'border-gray-200 border-b border-l bg-gray-50 px-3 py-1.5 text-left font-semibold text-gray-600 text-xs uppercase tracking-wide first:border-l-0',
                start === 0 && span === 1 && stickyFirst,
                start === columns.length - 1 && columns[start].pinned === 'end' && STICKY_END,
              )}
            >
              {group}
            </th>
          ))}
        </tr>
      )}
      <tr>
        {columns.map((column, index) => {
          const sorted = sort?.column === column.id ? sort.direction : null;
          const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
          return (
            <th
              key={column.id}
              scope="col"
              aria-sort={ariaSort(column, sort)}
              // The page's select box sits in the first header: the header is still named by its column.
              aria-label={index === 0 && selectAll ? column.header : undefined}
              style={column.minWidth ? { minWidth: column.minWidth } : undefined}
              className={cn(
                'whitespace-nowrap border-gray-200 border-b bg-gray-100 px-3 py-2 font-semibold',
                ALIGN[column.align ?? 'left'],
                index === 0 && stickyFirst,
                column.pinned === 'end' && STICKY_END,
              )}
            >
              {index === 0 && selectAll && (
                <input
                  type="checkbox"
                  aria-label={selectAll.label}
                  className={cn(SELECT_BOX, 'mr-2 align-middle')}
                  checked={selectAll.checked}
                  ref={(box) => {
                    if (box) box.indeterminate = selectAll.mixed;
                  }}
                  onChange={(event) => selectAll.onChange(event.target.checked)}
                />
              )}
              {column.sortable && onSortChange ? (
                <button
                  type="button"
                  onClick={() => onSortChange(nextSort(column, sort))}
                  className={cn(
                    '-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600',
                    column.align === 'right' && 'flex-row-reverse',
                  )}
                  title={
                    sorted
                      ? `Sorted ${DIRECTION_WORDS[sorted]}; click to reverse`
                      : `Sort by ${column.header}`
                  }
                >
                  {column.header}
                  <Icon className={cn('size-3.5', !sorted && 'text-gray-400')} aria-hidden="true" />
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
