import type { SavedView, SavedViewBody, SavedViews } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { apiJson, errorMessage, getJson } from '@/lib/api-client';
import { Button } from '@/ui/button';
import type { TableSort } from './types';

const viewsKey = (table: string) => ['/api/admin/saved-views', table] as const;

/** What a saved view holds: the columns shown, the filters (by name, empty ones left out) and the sort. */
export interface ViewState {
  columns: string[];
  filters: Record<string, string>;
  sort: TableSort | null;
}

/** The signed-in user's saved views of one list (decision 0112), and the calls that change them. */
export function useSavedViews(table: string) {
  const client = useQueryClient();
  const queryKey = viewsKey(table);
  const list = useQuery({
    queryKey,
    queryFn: async () =>
      (await getJson<SavedViews>(`/api/admin/saved-views?table=${encodeURIComponent(table)}`))?.views ?? [],
    staleTime: 60_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey });
  const save = useMutation({
    mutationFn: (input: { id?: number; body: SavedViewBody }) =>
      input.id === undefined
        ? apiJson<SavedView>('POST', '/api/admin/saved-views', input.body)
        : apiJson<SavedView>('PUT', `/api/admin/saved-views/${input.id}`, input.body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/admin/saved-views/${id}`),
    onSuccess: refresh,
  });
  return { list, save, remove };
}

/** Filters as a view keeps them: text values, empty ones left out. */
export function filtersOfView(filters: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

export interface SavedViewsMenuProps {
  /** The list's name on the server ("accounts"). */
  table: string;
  /** The list as it is on screen: what "Save view" stores. */
  current: () => ViewState;
  onApply: (view: SavedView) => void;
}

/**
 * "Saved view": choose one of the user's named views of this list, save the list as it is on screen
 * under a name, update the chosen view or delete it (decision 0112).
 */
export function SavedViewsMenu({ table, current, onApply }: SavedViewsMenuProps) {
  const { list, save, remove } = useSavedViews(table);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const selectId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const views = list.data ?? [];
  const chosen = views.find((view) => view.id === chosenId) ?? null;

  useEffect(() => {
    if (!naming) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setNaming(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [naming]);

  const bodyOf = (viewName: string): SavedViewBody => ({ table, name: viewName, ...current() });

  const saveNew = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    save.mutate(
      { body: bodyOf(name.trim()) },
      {
        onSuccess: (view) => {
          setChosenId(view.id);
          setNaming(false);
          setName('');
          setMessage(`Saved "${view.name}".`);
        },
        onError: (error) => setMessage(errorMessage(error, 'The view could not be saved.')),
      },
    );
  };

  return (
    <div className="relative flex flex-wrap items-end gap-2">
      <div className="min-w-0">
        <label htmlFor={selectId} className="mb-1 block font-medium text-gray-700 text-xs">
          Saved view
        </label>
        <select
          id={selectId}
          value={chosenId ?? ''}
          onChange={(event) => {
            const id = Number(event.target.value);
            const view = views.find((v) => v.id === id);
            setChosenId(view ? view.id : null);
            setMessage(null);
            if (view) onApply(view);
          }}
          className="block min-h-9 max-w-48 rounded-md border border-gray-300 bg-white px-2 text-gray-900 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <option value="">{views.length === 0 ? 'None saved yet' : 'Choose a view'}</option>
          {views.map((view) => (
            <option key={view.id} value={view.id}>
              {view.name}
            </option>
          ))}
        </select>
      </div>
      <Button variant="outline" size="sm" aria-expanded={naming} onClick={() => setNaming((was) => !was)}>
        <Bookmark className="size-4" aria-hidden="true" />
        Save view
      </Button>
      {chosen && (
        <>
          <Button
            variant="outline"
            size="sm"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(
                { id: chosen.id, body: bodyOf(chosen.name) },
                {
                  onSuccess: () => setMessage(`Updated "${chosen.name}".`),
                  onError: (error) => setMessage(errorMessage(error, 'The view could not be saved.')),
                },
              )
            }
          >
            {`Update "${chosen.name}"`}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(chosen.id, {
                onSuccess: () => {
                  setChosenId(null);
                  setMessage(`Deleted "${chosen.name}".`);
                },
                onError: (error) => setMessage(errorMessage(error, 'The view could not be deleted.')),
              })
            }
          >
            Delete view
          </Button>
        </>
      )}
      {naming && (
        <div
          ref={panelRef}
          className="absolute top-full right-0 z-40 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-gray-200 bg-white p-3 shadow-lg"
        >
          <form onSubmit={saveNew} className="space-y-2">
            <label htmlFor={`${selectId}-name`} className="block font-medium text-gray-800 text-sm">
              View name
            </label>
            <input
              id={`${selectId}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={60}
              required
              autoComplete="off"
              placeholder="My NJ accounts"
              // biome-ignore lint/a11y/noAutofocus: the panel opens to take a name
              autoFocus
              className="block min-h-9 w-full rounded-md border border-gray-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            <p className="text-gray-600 text-xs">
              Saves the columns, filters and sort on screen, for you only.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="ghost" size="sm" onClick={() => setNaming(false)}>
                Cancel
              </Button>
              <Button size="sm" type="submit" disabled={save.isPending || !name.trim()}>
                Save
              </Button>
            </div>
          </form>
        </div>
      )}
      {message && (
        <p role="status" className="w-full text-gray-700 text-xs">
          {message}
        </p>
      )}
    </div>
  );
}
