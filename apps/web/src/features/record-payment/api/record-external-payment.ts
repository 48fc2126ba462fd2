import type { ExternalPaymentBody, ExternalPaymentResult } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_QUERY_KEY, DEBT_ACCOUNT_SEARCH_QUERY_KEY } from '@/features/accounts';
import {
  ACCOUNTS_OVERVIEW_QUERY_KEY,
  DASHBOARD_SUMMARY_QUERY_KEY,
  TOTAL_COLLECTED_QUERY_KEY,
} from '@/features/dashboard';
import { PAYMENT_DETAILS_QUERY_KEY } from '@/features/payment-details';
import { apiJson } from '@/lib/api-client';

/** POST /api/payments/record-external (external payment payload, docs/product/payments.md); answers newBalance. */
export function recordExternalPayment(body: ExternalPaymentBody): Promise<ExternalPaymentResult> {
  return apiJson<ExternalPaymentResult>('POST', '/api/payments/record-external', body);
}

/** After a recording every list showing a balance or the money collected is refreshed (docs/product/payments.md). */
export function useRecordExternalPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation<ExternalPaymentResult, Error, ExternalPaymentBody>({
    mutationFn: recordExternalPayment,
    onSuccess: () => {
      for (const queryKey of [
        DEBT_ACCOUNT_SEARCH_QUERY_KEY,
        ACCOUNTS_QUERY_KEY,
        ACCOUNTS_OVERVIEW_QUERY_KEY,
        DASHBOARD_SUMMARY_QUERY_KEY,
        TOTAL_COLLECTED_QUERY_KEY,
        PAYMENT_DETAILS_QUERY_KEY,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
