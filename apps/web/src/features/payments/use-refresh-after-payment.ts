import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ACCOUNT_SUMMARY_QUERY_KEY } from './api/account-summary';
import { CUSTOMER_ACCOUNTS_QUERY_KEY } from './api/customer-accounts';
import { CUSTOMER_PAYMENTS_QUERY_KEY } from './api/customer-payments';

/** After an approved payment: balances, the summary and the history are read again (docs/product/payments.md). */
export function useRefreshAfterPayment(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [
      CUSTOMER_ACCOUNTS_QUERY_KEY,
      ACCOUNT_SUMMARY_QUERY_KEY,
      CUSTOMER_PAYMENTS_QUERY_KEY,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);
}
