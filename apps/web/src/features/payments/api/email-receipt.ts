import type { emailReceiptResultSchema } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';

export type EmailReceiptAnswer = z.infer<typeof emailReceiptResultSchema>;

/** POST /api/payments/{id}/email-receipt: sends the receipt to the account's e-mail address. */
export function emailReceipt(paymentId: number): Promise<EmailReceiptAnswer> {
  return apiJson<EmailReceiptAnswer>('POST', `/api/payments/${paymentId}/email-receipt`, {});
}

export function useEmailReceiptMutation() {
  return useMutation({ mutationFn: emailReceipt });
}
