import {
  EMPTY_TABLE_PREFERENCES,
  type PreferenceAnswer,
  type TablePreferences,
  tablePreferencesSchema,
} from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { apiJson, getJson } from '@/lib/api-client';

const pathOf = (tableKey: string) => `/api/admin/preferences/${tableKey}`;
export const preferencesQueryKey = (tableKey: string) => ['/api/admin/preferences', tableKey] as const;

export interface TablePreferencesState {
  preferences: TablePreferences;
  /** False until the stored choice has arrived (the table shows its default columns meanwhile). */
  isLoaded: boolean;
  /** Changes the choice on screen at once and stores it on the server. */
  update: (change: Partial<TablePreferences>) => void;
  setHiddenColumns: (hiddenColumns: string[]) => void;
  /** Hidden and added columns at once (the column chooser, a saved view). */
  setColumns: (choice: { hiddenColumns: string[]; shownColumns: string[] }) => void;
  /** The last save failed (the choice stays on screen for this visit). */
  saveFailed: boolean;
}

/** One user's remembered choices of one table (`table:accounts`), kept on the server for every device. */
export function useTablePreferences(tableKey: string): TablePreferencesState {
  const client = useQueryClient();
  const queryKey = useMemo(() => preferencesQueryKey(tableKey), [tableKey]);
  const query = useQuery({
    queryKey,
    queryFn: async () =>
      (await getJson<PreferenceAnswer>(pathOf(tableKey)))?.value ?? EMPTY_TABLE_PREFERENCES,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const save = useMutation({
    mutationFn: (value: TablePreferences) => apiJson<PreferenceAnswer>('PUT', pathOf(tableKey), value),
  });
  // The user's own change is held in React state, so the control they touched re-renders in the
  // same event (the query cache notifies a tick later, and a controlled checkbox would flip back
  // meanwhile), and a stored choice arriving late never undoes it.
  const [changed, setChanged] = useState<{ tableKey: string; value: TablePreferences } | null>(null);
  const preferences =
    (changed?.tableKey === tableKey ? changed.value : undefined) ?? query.data ?? EMPTY_TABLE_PREFERENCES;
  const latest = useRef(preferences);
  latest.current = preferences;
  const { mutate } = save;

  const update = useCallback(
    (change: Partial<TablePreferences>) => {
      const parsed = tablePreferencesSchema.safeParse({ ...latest.current, ...change });
      if (!parsed.success) return;
      latest.current = parsed.data;
      setChanged({ tableKey, value: parsed.data });
      client.setQueryData(queryKey, parsed.data);
      mutate(parsed.data);
    },
    [client, mutate, queryKey, tableKey],
  );
  const setHiddenColumns = useCallback((hiddenColumns: string[]) => update({ hiddenColumns }), [update]);
  const setColumns = useCallback(
    (choice: { hiddenColumns: string[]; shownColumns: string[] }) => update(choice),
    [update],
  );

  return {
    preferences,
    isLoaded: query.isSuccess || query.isError,
    update,
    setHiddenColumns,
    setColumns,
    saveFailed: save.isError,
  };
}
