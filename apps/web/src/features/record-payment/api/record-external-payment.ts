import type { ExternalPaymentBody, ExternalPaymentResult } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_QUERY_KEY } from '@/features/accounts/api/accounts-page';
import { DEBT_ACCOUNT_SEARCH_QUERY_KEY } from '@/features/accounts/api/debt-account-search';
import { DASHBOARD_SUMMARY_QUERY_KEY } from '@/features/dashboard/api/dashboard-summary';
import { TEST_ACCOUNTS_QUERY_KEY } from '@/features/dashboard/api/test-accounts';
import { TOTAL_COLLECTED_QUERY_KEY } from '@/features/dashboard/api/total-collected';
import { PAYMENT_DETAILS_QUERY_KEY } from '@/features/payment-details/api/payment-details';
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
        TEST_ACCOUNTS_QUERY_KEY,
        DASHBOARD_SUMMARY_QUERY_KEY,
        TOTAL_COLLECTED_QUERY_KEY,
        PAYMENT_DETAILS_QUERY_KEY,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
