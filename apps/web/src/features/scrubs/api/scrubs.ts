import type {
  AccountScrubs,
  NeedsReview,
  RecordScrubBody,
  ScrubFileResult,
  ScrubSummary,
} from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getJson } from '@/lib/api-client';

export const SCRUB_SUMMARY_KEY = ['/api/admin/scrubs/summary'] as const;
export const NEEDS_REVIEW_KEY = ['/api/admin/contact-center/needs-review'] as const;
const accountScrubsKey = (accountId: number) => ['/api/debtors', accountId, 'scrubs'] as const;

/** GET /api/admin/scrubs/summary (admin, staff): accounts per flag and the last scrub file. */
export function useScrubSummaryQuery() {
  return useQuery<ScrubSummary>({
    queryKey: SCRUB_SUMMARY_KEY,
    queryFn: async () =>
      (await getJson<ScrubSummary>('/api/admin/scrubs/summary')) ?? { flags: [], lastRun: null },
  });
}

/** POST /api/admin/scrubs (multipart `file`): the answer counts and lists the rows that changed nothing. */
export function useUploadScrubFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiJson<ScrubFileResult>('POST', '/api/admin/scrubs', form);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SCRUB_SUMMARY_KEY });
      void queryClient.invalidateQueries({ queryKey: NEEDS_REVIEW_KEY });
    },
  });
}

/** GET /api/debtors/{id}/scrubs: the account's flags, the attorney and the SCRA period. */
export function useAccountScrubsQuery(accountId: number) {
  return useQuery<AccountScrubs>({
    queryKey: accountScrubsKey(accountId),
    queryFn: async () =>
      (await getJson<AccountScrubs>(`/api/debtors/${accountId}/scrubs`)) ?? {
        active: [],
        cleared: [],
        attorney: null,
        militaryProtection: null,
      },
  });
}

/** After a flag changes, what the guard answers changes too: the snapshot and the lists read again. */
function useFlagChanged(accountId: number) {
  const queryClient = useQueryClient();
  return (answer: AccountScrubs) => {
    queryClient.setQueryData(accountScrubsKey(accountId), answer);
    // The debtor's key is a prefix of the flags' key: the snapshot, letters and plans read again too.
    void queryClient.invalidateQueries({ queryKey: ['/api/debtors', accountId] });
    void queryClient.invalidateQueries({ queryKey: NEEDS_REVIEW_KEY });
  };
}

/** POST /api/debtors/{id}/scrubs. */
export function useRecordScrub(accountId: number) {
  const changed = useFlagChanged(accountId);
  return useMutation({
    mutationFn: (body: RecordScrubBody) =>
      apiJson<AccountScrubs>('POST', `/api/debtors/${accountId}/scrubs`, body),
    onSuccess: changed,
  });
}

/** DELETE /api/debtors/{id}/scrubs/{scrubId} with the reason (admin, staff). */
export function useClearScrub(accountId: number) {
  const changed = useFlagChanged(accountId);
  return useMutation({
    mutationFn: ({ scrubId, reason }: { scrubId: number; reason: string }) =>
      apiJson<AccountScrubs>('DELETE', `/api/debtors/${accountId}/scrubs/${scrubId}`, { reason }),
    onSuccess: changed,
  });
}

/** GET /api/admin/contact-center/needs-review (admin, staff). */
export function useNeedsReviewQuery(enabled = true) {
  return useQuery<NeedsReview>({
    queryKey: NEEDS_REVIEW_KEY,
    enabled,
    queryFn: async () =>
      (await getJson<NeedsReview>('/api/admin/contact-center/needs-review')) ?? { accounts: [] },
  });
}
