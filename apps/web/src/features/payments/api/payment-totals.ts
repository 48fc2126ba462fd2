import type { PaymentTotals } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const PAYMENT_TOTALS_QUERY_KEY = ['/api/customer/payment-totals'] as const;

/** GET /api/customer/payment-totals: completed payments summed per account id, as decimal strings. */
export function fetchPaymentTotals(): Promise<PaymentTotals> {
  return apiJson<PaymentTotals>('GET', '/api/customer/payment-totals');
}

export function usePaymentTotalsQuery() {
  return useQuery({ queryKey: PAYMENT_TOTALS_QUERY_KEY, queryFn: fetchPaymentTotals, staleTime: 0 });
}
