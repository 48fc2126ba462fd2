import { Download, Search } from 'lucide-react';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/field';
import type { AccountsView } from '../api/account-types';

export interface AccountsToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  view: AccountsView;
  onView: (view: AccountsView) => void;
  exportDisabled: boolean;
  exporting: boolean;
  onExport: () => void;
  /** The full view's switch: leave out the columns empty on every row on screen. */
  hideEmpty: boolean;
  onHideEmpty: (hide: boolean) => void;
}

const VIEWS: Array<{ view: AccountsView; label: string }> = [
  { view: 'compact', label: 'Compact' },
  { view: 'full', label: 'All Columns' },
];

/** Search box, compact/full switch, the full view's Hide empty columns and the Export Excel button above the accounts table. */
export function AccountsToolbar({
  search,
  onSearch,
  view,
  onView,
  exportDisabled,
  exporting,
  onExport,
  hideEmpty,
  onHideEmpty,
}: AccountsToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
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
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="inline-flex rounded-lg border border-gray-300 bg-white p-0.5">
          <legend className="sr-only">Table view</legend>
          {VIEWS.map((option) => (
            <button
              key={option.view}
              type="button"
              aria-pressed={view === option.view}
              onClick={() => onView(option.view)}
              className={cn(
                'min-h-9 rounded-md px-3 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-600',
                view === option.view ? 'bg-brand-600 text-white' : 'text-gray-700 hover:bg-gray-100',
              )}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
        {view === 'full' && (
          <label className="inline-flex min-h-9 cursor-pointer items-center gap-2 font-medium text-gray-700 text-sm">
            <input
              type="checkbox"
              role="switch"
              aria-checked={hideEmpty}
              checked={hideEmpty}
              onChange={(event) => onHideEmpty(event.target.checked)}
              className="size-4 accent-brand-600"
            />
            Hide empty columns
          </label>
        )}
        <Button variant="outline" size="sm" onClick={onExport} disabled={exportDisabled || exporting}>
          <Download className="size-4" aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export Excel'}
        </Button>
      </div>
    </div>
  );
}
