import type { SmsOptInAnswer, SmsOptInConfirmInput } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** POST /api/sms-opt-in/confirm: the code texted to the number, typed back (decision 0032). */
export function confirmSmsOptIn(body: SmsOptInConfirmInput): Promise<SmsOptInAnswer> {
  return apiJson<SmsOptInAnswer>('POST', '/api/sms-opt-in/confirm', body);
}

export function useConfirmSmsOptInMutation() {
  return useMutation({ mutationFn: confirmSmsOptIn });
}
