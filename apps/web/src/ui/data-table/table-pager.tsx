import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/ui/button';

const COUNT = new Intl.NumberFormat('en-US');

export interface TablePagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total is a lower bound (the server stopped counting): shown as "10,000+", and Next stays on. */
  totalIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
  /** Offered sizes; with onPageSizeChange, a "Rows per page" choice. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  label: string;
}

/** A total as the pager says it: "1,234", or "10,000+" when the server stopped counting there. */
export function totalText(total: number, lowerBound = false): string {
  return `${COUNT.format(total)}${lowerBound ? '+' : ''}`;
}

/** "1–50 of 1,234" (or "of 10,000+") with Previous and Next. */
export function pagerText(page: number, pageSize: number, total: number, lowerBound = false): string {
  if (total === 0) return '0 of 0';
  const first = (page - 1) * pageSize + 1;
  const last = lowerBound ? page * pageSize : Math.min(page * pageSize, total);
  return `${COUNT.format(first)}–${COUNT.format(last)} of ${totalText(total, lowerBound)}`;
}

export function TablePager({
  page,
  pageSize,
  total,
  totalIsLowerBound = false,
  onPageChange,
  pageSizes,
  onPageSizeChange,
  label,
}: TablePagerProps) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 px-1 text-gray-700 text-sm"
    >
      {pageSizes && onPageSizeChange && (
        <label className="flex items-center gap-2">
          Rows per page
          <select
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="min-h-9 rounded-md border border-gray-300 bg-white px-2"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
      <span aria-live="polite">{pagerText(page, pageSize, total, totalIsLowerBound)}</span>
      <span className="flex gap-1">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= lastPage && !totalIsLowerBound}
          aria-label="Next page"
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </span>
    </nav>
  );
}
