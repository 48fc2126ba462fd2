import type { MouseEvent } from 'react';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { ALIGN, firstColumnSticky, SELECT_BOX, STICKY_END } from './table-head';
import type { DataTableColumn, EmptyState, RowSelection } from './types';

const SKELETON_WIDTHS = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6', 'w-2/5'];

/** Rows of grey bars in the columns' places while the first page loads. */
export function SkeletonRows({ columnCount, rows }: { columnCount: number; rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <tr key={row} className="border-gray-100 border-b" data-testid="table-skeleton-row">
          {Array.from({ length: columnCount }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
            <td key={column} className="px-3 py-3">
              <span
                className={cn(
                  'block h-3.5 animate-pulse rounded bg-gray-200',
                  SKELETON_WIDTHS[(row + column) % SKELETON_WIDTHS.length],
                )}
              />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function EmptyRow({ columnCount, empty }: { columnCount: number; empty: EmptyState }) {
  return (
    <tr>
      <td colSpan={columnCount} className="px-4 py-10 text-center">
        {/* Left-aligned in the visible part of the box, not the middle of a very wide table. */}
        <div className="sticky left-0 flex max-w-[calc(100vw-3rem)] flex-col items-center gap-3 sm:max-w-none">
          <p className="text-gray-700">{empty.message}</p>
          {empty.hint && <p className="text-gray-600 text-sm">{empty.hint}</p>}
          {empty.action && (
            <Button variant="outline" size="sm" onClick={empty.action.onClick}>
              {empty.action.label}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

interface RowsProps<Row> {
  rows: Row[];
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  rowTestId?: string;
  selection?: RowSelection<Row>;
}

export function DataRows<Row>({ rows, columns, rowKey, onRowClick, rowTestId, selection }: RowsProps<Row>) {
  const stickyFirst = firstColumnSticky(columns);
  const toggle = (key: string | number, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  const click = (event: MouseEvent, row: Row) => {
    // Links, buttons and fields inside a row do their own thing.
    if ((event.target as HTMLElement).closest('a, button, input, select, label')) return;
    onRowClick?.(row);
  };
  return (
    <>
      {rows.map((row) => {
        const key = rowKey(row);
        const picked = selection?.selected.has(key) ?? false;
        return (
          <tr
            key={key}
            onClick={onRowClick ? (event) => click(event, row) : undefined}
            className={cn('group border-gray-100 border-b', onRowClick && 'cursor-pointer')}
            data-testid={rowTestId}
          >
            {columns.map((column, index) => (
              <td
                key={column.id}
                className={cn(
                  'whitespace-nowrap px-3 py-2 text-gray-800 group-hover:bg-brand-50',
                  picked ? 'bg-brand-50' : 'bg-white',
                  ALIGN[column.align ?? 'left'],
                  column.align === 'right' && 'tabular-nums',
                  index === 0 && stickyFirst,
                  column.pinned === 'end' && STICKY_END,
                )}
              >
                {index === 0 && selection ? (
                  <span className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      aria-label={selection.label(row)}
                      className={SELECT_BOX}
                      checked={picked}
                      onChange={(event) => toggle(key, event.target.checked)}
                    />
                    <span className="min-w-0">{column.cell(row)}</span>
                  </span>
                ) : (
                  column.cell(row)
                )}
              </td>
            ))}
          </tr>
        );
      })}
    </>
  );
}
