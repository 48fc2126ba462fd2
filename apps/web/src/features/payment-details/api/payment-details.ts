import { DASHBOARD_MESSAGES, type PaymentDetailsResponse } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';

export const PAYMENT_DETAILS_QUERY_KEY = ['/api/admin/payment-details'] as const;

/** GET /api/admin/payment-details (docs/product/payments.md): approved payments with their account, and the summary. */
export function fetchPaymentDetails(): Promise<PaymentDetailsResponse> {
  return apiJson<PaymentDetailsResponse>('GET', '/api/admin/payment-details');
}

/** A refusal that asking again cannot change. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** The page's error text (docs/product/payments.md): the 403 in words, any other status as 'HTTP error! status: {code}'. */
export function paymentDetailsErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 403
      ? DASHBOARD_MESSAGES.adminPrivilegesRequired
      : `HTTP error! status: ${error.status}`;
  }
  return error instanceof Error && error.message ? error.message : 'Failed to fetch';
}

/** At most one retry (none after a refusal), no refetch on window focus (docs/product/payments.md). */
export function usePaymentDetailsQuery() {
  return useQuery({
    queryKey: PAYMENT_DETAILS_QUERY_KEY,
    queryFn: fetchPaymentDetails,
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: (failures, error) => failures < 1 && !isRefusal(error),
  });
}
