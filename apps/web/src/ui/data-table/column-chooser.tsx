import { Columns3 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/ui/button';
import { isColumnShown } from './columns';

export interface ChooserColumn {
  id: string;
  header: string;
  hideable?: boolean;
  defaultHidden?: boolean;
  group?: string;
  category?: string;
}

export interface ColumnChoice {
  hiddenColumns: string[];
  shownColumns: string[];
}

export interface ColumnChooserProps {
  /** Every column the user may hide or add. */
  columns: ReadonlyArray<ChooserColumn>;
  hidden: readonly string[];
  /** The added columns (those off by default). */
  shown?: readonly string[];
  onChange: (choice: ColumnChoice) => void;
}

/** Past this many columns the menu gets a box to find one by name. */
const FIND_FROM = 12;

/**
 * "Columns": a menu of checkboxes, one per column the user may hide or add (decision 0114). The
 * columns on screen come first; below them every other field the list can show, found by name.
 */
export function ColumnChooser({ columns, hidden, shown = [], onChange }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  const [find, setFind] = useState('');
  const panelId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const toggle = (column: ChooserColumn, isShown: boolean) => {
    if (column.defaultHidden) {
      onChange({
        hiddenColumns: [...hidden],
        shownColumns: isShown ? shown.filter((id) => id !== column.id) : [...shown, column.id],
      });
    } else {
      onChange({
        hiddenColumns: isShown ? [...hidden, column.id] : hidden.filter((id) => id !== column.id),
        shownColumns: [...shown],
      });
    }
  };
  const hiddenCount = columns.filter((c) => !c.defaultHidden && hidden.includes(c.id)).length;
  const addedCount = columns.filter((c) => c.defaultHidden && shown.includes(c.id)).length;
  const needle = find.trim().toLowerCase();
  const matching = columns.filter(
    (c) =>
      !needle ||
      c.header.toLowerCase().includes(needle) ||
      (c.category ?? c.group)?.toLowerCase().includes(needle),
  );
  const onScreen = matching.filter((c) => isColumnShown(c, hidden, shown));
  const offScreen = matching.filter((c) => !isColumnShown(c, hidden, shown));
  const counts = [hiddenCount > 0 && `${hiddenCount} hidden`, addedCount > 0 && `${addedCount} added`]
    .filter(Boolean)
    .join(', ');

  const row = (column: ChooserColumn) => {
    const isShown = isColumnShown(column, hidden, shown);
    return (
      <label
        key={column.id}
        className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-gray-800 text-sm hover:bg-gray-50"
      >
        <input
          type="checkbox"
          className="size-4 shrink-0 accent-brand-600"
          checked={isShown}
          onChange={() => toggle(column, isShown)}
        />
        <span className="min-w-0 flex-1">{column.header}</span>
        {(column.category ?? column.group) && (
          // The checkbox is named by the column alone ("Phone"); the group is a visual hint.
          <span aria-hidden="true" className="shrink-0 text-gray-600 text-xs">
            {column.category ?? column.group}
          </span>
        )}
      </label>
    );
  };

  return (
    <div ref={boxRef} className="relative">
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <Columns3 className="size-4" aria-hidden="true" />
        Columns{counts ? ` (${counts})` : ''}
      </Button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-1 max-h-96 w-72 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border border-gray-200 bg-white p-2 shadow-lg"
        >
          {columns.length > FIND_FROM && (
            <div className="px-2 pt-1 pb-2">
              <label htmlFor={`${panelId}-find`} className="mb-1 block font-medium text-gray-700 text-xs">
                Find a column
              </label>
              <input
                id={`${panelId}-find`}
                type="search"
                value={find}
                onChange={(event) => setFind(event.target.value)}
                placeholder="Phone, State, Client..."
                autoComplete="off"
                className="block min-h-9 w-full rounded-md border border-gray-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
              />
            </div>
          )}
          {onScreen.length > 0 && (
            <fieldset>
              <legend className="px-2 py-1 font-semibold text-gray-800 text-sm">Show columns</legend>
              {onScreen.map(row)}
            </fieldset>
          )}
          {offScreen.length > 0 && (
            <fieldset className="mt-1 border-gray-100 border-t pt-1">
              <legend className="px-2 py-1 font-semibold text-gray-800 text-sm">Add a column</legend>
              {offScreen.map(row)}
            </fieldset>
          )}
          {matching.length === 0 && (
            <p className="px-2 py-2 text-gray-600 text-sm">No column by that name.</p>
          )}
        </div>
      )}
    </div>
  );
}
