import type { SmsOptInAnswer, SmsOptInInput } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** POST /api/sms-opt-in/submit with fullName, phoneNumber, consent; the answer has message (docs/product/text-opt-in.md). */
export function submitSmsOptIn(body: SmsOptInInput): Promise<SmsOptInAnswer> {
  return apiJson<SmsOptInAnswer>('POST', '/api/sms-opt-in/submit', body);
}

export function useSmsOptInMutation() {
  return useMutation({ mutationFn: submitSmsOptIn });
}
