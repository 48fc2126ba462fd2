import {
  EMPTY_TABLE_PREFERENCES,
  type PreferenceAnswer,
  type TablePreferences,
  tablePreferencesSchema,
} from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
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
  const preferences = query.data ?? EMPTY_TABLE_PREFERENCES;
  const { mutate } = save;

  const update = useCallback(
    (change: Partial<TablePreferences>) => {
      const current = client.getQueryData<TablePreferences>(queryKey) ?? EMPTY_TABLE_PREFERENCES;
      const parsed = tablePreferencesSchema.safeParse({ ...current, ...change });
      if (!parsed.success) return;
      client.setQueryData(queryKey, parsed.data);
      mutate(parsed.data);
    },
    [client, mutate, queryKey],
  );
  const setHiddenColumns = useCallback((hiddenColumns: string[]) => update({ hiddenColumns }), [update]);

  return {
    preferences,
    isLoaded: query.isSuccess || query.isError,
    update,
    setHiddenColumns,
    saveFailed: save.isError,
  };
}
