import { Download, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { Input } from '@/ui/field';

export interface AccountsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  exportDisabled: boolean;
  exporting: boolean;
  onExport: () => void;
  /** More controls beside Export (the saved views). */
  children?: ReactNode;
}

/**
 * Search box and the Export Excel button above the accounts table. (Any field of the record is added
 * from the table's column chooser, decision 0114; the former "All Columns" view of every field is gone.)
 */
export function AccountsToolbar({
  search,
  onSearch,
  exportDisabled,
  exporting,
  onExport,
  children,
}: AccountsToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <label htmlFor="accounts-search" className="sr-only">
          Search names
        </label>
        <Search
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-gray-500"
          aria-hidden="true"
        />
        <Input
          id="accounts-search"
          type="search"
          placeholder="Search names..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="pl-9"
          autoComplete="off"
        />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {children}
        <Button variant="outline" size="sm" onClick={onExport} disabled={exportDisabled || exporting}>
          <Download className="size-4" aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export Excel'}
        </Button>
      </div>
    </div>
  );
}
