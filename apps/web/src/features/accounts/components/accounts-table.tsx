import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '@/ui/cn';
import { Spinner } from '@/ui/spinner';
import type { AccountRecord, AccountsView } from '../api/account-types';
import { columnsFor } from './accounts-columns';

const ROW_HEIGHT = 44;
/** Ask for the next page this many rows before the end, so scrolling rarely waits. */
const PREFETCH_ROWS = 30;

export interface AccountsTableProps {
  accounts: AccountRecord[];
  view: AccountsView;
  isLoading: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  /** Changes when the rows are replaced (a new search or view): the table scrolls back to the top. */
  resetKey: string;
}

/**
 * The accounts table: a sticky header and only the rows in view rendered (the rest are two
 * spacer rows), so 100,000 accounts scroll as smoothly as 100. Horizontal scrolling on narrow
 * screens and in the full view.
 */
export function AccountsTable({
  accounts,
  view,
  isLoading,
  hasMore,
  isLoadingMore,
  onLoadMore,
  resetKey,
}: AccountsTableProps) {
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const table = useReactTable({
    data: accounts,
    columns: columnsFor(view),
    getCoreRowModel: getCoreRowModel(),
    getRowId: (account) => String(account.id),
  });
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    initialRect: { width: 1024, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !isLoadingMore && lastIndex >= rows.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, isLoadingMore, lastIndex, rows.length, onLoadMore]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or view starts at the top.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [resetKey]);

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = items.length ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const columnCount = table.getVisibleLeafColumns().length;

  const openRow = (event: MouseEvent, id: number) => {
    if ((event.target as HTMLElement).closest('a, button')) return; // the link does its own thing
    void navigate(`/admin/accounts/${id}`);
  };

  return (
    <div
      ref={scrollRef}
      className="max-h-[70vh] overflow-auto rounded-lg border border-gray-200 bg-white"
      data-testid="accounts-table-scroll"
    >
      <table
        className="table-fixed border-collapse text-left text-sm"
        style={{ width: '100%', minWidth: table.getTotalSize() }}
        aria-rowcount={rows.length + 1}
      >
        <caption className="sr-only">All Accounts</caption>
        <colgroup>
          {table.getVisibleLeafColumns().map((column) => (
            <col key={column.id} style={{ width: column.getSize() }} />
          ))}
        </colgroup>
        <thead className="text-gray-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className="sticky top-0 z-10 truncate border-gray-200 border-b bg-gray-100 px-3 py-2 font-semibold"
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {isLoading && rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="px-3 py-10 text-center">
                <Spinner label="Loading accounts" />
              </td>
            </tr>
          )}
          {!isLoading && rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="px-3 py-10 text-center text-gray-700">
                No accounts found
              </td>
            </tr>
          )}
          {paddingTop > 0 && (
            <tr>
              <td colSpan={columnCount} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <tr
                key={row.id}
                aria-rowindex={item.index + 2}
                onClick={(event) => openRow(event, row.original.id)}
                className={cn('cursor-pointer border-gray-100 border-b hover:bg-brand-50')}
                style={{ height: ROW_HEIGHT }}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="truncate px-3 text-gray-800">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            );
          })}
          {paddingBottom > 0 && (
            <tr>
              <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          )}
          {isLoadingMore && (
            <tr>
              <td colSpan={columnCount} className="px-3 py-3 text-center">
                <Spinner label="Loading more accounts" className="[&>span]:size-5" />
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
