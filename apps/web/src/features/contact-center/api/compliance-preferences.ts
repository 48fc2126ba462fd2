import type {
  ContactPreference,
  RecordPreferenceBody,
  WrongPartyReport,
  WrongPartyReviewBody,
} from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorKey, debtorPath } from './debtor-keys';

/** Under the debtor's key: refreshing the debtor refreshes the list too. */
const preferencesKey = (id: number) => [...debtorKey(id), 'compliance-preferences'] as const;

export const fetchPreferences = (id: number) =>
  apiJson<ContactPreference[]>('GET', debtorPath(id, 'compliance/preferences'));

export const usePreferencesQuery = (id: number) =>
  useQuery({ queryKey: preferencesKey(id), queryFn: () => fetchPreferences(id) });

/** POST /api/debtors/{id}/compliance/preferences: an agent records an opt-out, consent or cease. */
export const recordPreference = (id: number, body: RecordPreferenceBody) =>
  apiJson<ContactPreference>('POST', debtorPath(id, 'compliance/preferences'), body);

/** DELETE /api/debtors/{id}/compliance/preferences/{prefId}: revokes one, with the reason (decision 0088). */
export const revokePreference = (id: number, prefId: number, reason: string) =>
  apiJson<ContactPreference>('DELETE', debtorPath(id, `compliance/preferences/${prefId}`), { reason });

/** Both refresh the debtor: the snapshot and the channel verdicts change with them. */
export function useRecordPreferenceMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPreferenceBody) => recordPreference(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: debtorKey(id) }),
  });
}

export function useRevokePreferenceMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ prefId, reason }: { prefId: number; reason: string }) =>
      revokePreference(id, prefId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: debtorKey(id) }),
  });
}

/** Wrong-person reports of an unverified chat still to review: the back office only (decision 0088). */
export const useWrongPartyReportsQuery = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...debtorKey(id), 'wrong-party-reports'] as const,
    queryFn: () => apiJson<WrongPartyReport[]>('GET', debtorPath(id, 'compliance/wrong-party-reports')),
    enabled,
  });

/** POST /api/debtors/{id}/compliance/wrong-party-reports/{reportId}: stop the number, or keep it. */
export function useReviewWrongPartyMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, ...body }: { reportId: number } & WrongPartyReviewBody) =>
      apiJson<WrongPartyReport[]>('POST', debtorPath(id, `compliance/wrong-party-reports/${reportId}`), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: debtorKey(id) }),
  });
}
