import type { sendPaymentReceiptBodySchema } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

export type PaymentReceiptBody = z.input<typeof sendPaymentReceiptBodySchema>;

/** POST /api/debtors/{id}/send-payment-receipt → { success, error }. */
export const sendPaymentReceipt = (id: number, body: PaymentReceiptBody) =>
  apiJson<{ success: boolean; error?: string }>('POST', debtorPath(id, 'send-payment-receipt'), body);

export const useSendPaymentReceiptMutation = (id: number) =>
  useMutation({ mutationFn: (body: PaymentReceiptBody) => sendPaymentReceipt(id, body) });
