import type { MarkSmsReadAnswer, SmsHistoryItem } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPartKey, debtorPath } from './debtor-keys';
import { MY_QUEUE_KEY, REPLIES_KEY } from './my-queue';

/** How often the open conversation asks for new replies. */
export const SMS_REFRESH_MS = 15_000;

/** GET /api/debtors/{id}/sms: the account's texts both ways, newest first. */
export const fetchSms = (id: number) => apiJson<SmsHistoryItem[]>('GET', debtorPath(id, 'sms'));

/** Under the debtor's key, so a send (which refreshes the debtor) refreshes the conversation too. */
export function useSmsQuery(id: number) {
  return useQuery({
    queryKey: debtorPartKey(id, 'sms'),
    queryFn: () => fetchSms(id),
    refetchInterval: SMS_REFRESH_MS,
  });
}

/** POST /api/debtors/{id}/sms/read: the agent has read every reply of the account. */
export const markSmsRead = (id: number) => apiJson<MarkSmsReadAnswer>('POST', debtorPath(id, 'sms/read'));

export function useMarkSmsReadMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markSmsRead(id),
    // The queue's "replies to read" reason goes with the read state.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: debtorPartKey(id, 'sms') }),
        queryClient.invalidateQueries({ queryKey: MY_QUEUE_KEY }),
        queryClient.invalidateQueries({ queryKey: REPLIES_KEY }),
      ]),
  });
}
