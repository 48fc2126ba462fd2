import { Columns3 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/ui/button';

export interface ColumnChooserProps {
  columns: ReadonlyArray<{ id: string; header: string }>;
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** "Columns": a menu of checkboxes, one per column the user may hide. */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
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

  const toggle = (id: string, shown: boolean) =>
    onChange(shown ? [...hidden, id] : hidden.filter((h) => h !== id));
  const hiddenCount = columns.filter((c) => hidden.includes(c.id)).length;

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
        Columns{hiddenCount > 0 ? ` (${hiddenCount} hidden)` : ''}
      </Button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-30 mt-1 max-h-80 w-64 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-lg border border-gray-200 bg-white p-2 shadow-lg"
        >
          <fieldset>
            <legend className="px-2 py-1 font-semibold text-gray-800 text-sm">Show columns</legend>
            {columns.map((column) => {
              const shown = !hidden.includes(column.id);
              return (
                <label
                  key={column.id}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-gray-800 text-sm hover:bg-gray-50"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={shown}
                    onChange={() => toggle(column.id, shown)}
                  />
                  {column.header}
                </label>
              );
            })}
          </fieldset>
        </div>
      )}
    </div>
  );
}
