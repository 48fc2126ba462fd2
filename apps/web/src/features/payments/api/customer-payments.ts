import type { CustomerPayment } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const CUSTOMER_PAYMENTS_QUERY_KEY = ['/api/customer/payments'] as const;

/** GET /api/customer/payments: the signed-in customer's payments, newest first. */
export function fetchCustomerPayments(): Promise<CustomerPayment[]> {
  return apiJson<CustomerPayment[]>('GET', '/api/customer/payments');
}

export function useCustomerPaymentsQuery() {
  return useQuery({ queryKey: CUSTOMER_PAYMENTS_QUERY_KEY, queryFn: fetchCustomerPayments, staleTime: 0 });
}
