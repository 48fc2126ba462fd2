import type { PreferredLanguage } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPartKey, debtorPath } from './debtor-keys';

export interface SmsBody {
  message: string;
  phoneNumber: string;
  /** The language the text is written in: the server adds the disclosure in it too (decision 0097). */
  language?: PreferredLanguage;
}

/** POST /api/debtors/{id}/send-sms */
export const sendSms = (id: number, body: SmsBody) =>
  apiJson<unknown>('POST', debtorPath(id, 'send-sms'), body);

/** A refused or failed text is kept too: the conversation is read again whatever the answer. */
export function useSendSmsMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsBody) => sendSms(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: debtorPartKey(id, 'sms') }),
  });
}
