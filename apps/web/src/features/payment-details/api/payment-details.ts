import { DASHBOARD_MESSAGES, type PaymentDetailsResponse } from '@arrears/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '@/lib/api-client';
import { type ListParams, listSearch } from '@/lib/list-query';

/** Every page of the list lives under this key, so other features refresh them all at once. */
export const PAYMENT_DETAILS_QUERY_KEY = ['/api/admin/payment-details'] as const;

/**
 * GET /api/admin/payment-details (docs/product/payments.md) for one page of the table: the server
 * sorts, filters and pages, and answers the summary of every approved payment beside the page.
 */
export function fetchPaymentDetails(params: ListParams): Promise<PaymentDetailsResponse> {
  return apiJson<PaymentDetailsResponse>('GET', `/api/admin/payment-details${listSearch(params)}`);
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
export function usePaymentDetailsQuery(params: ListParams) {
  return useQuery({
    queryKey: [...PAYMENT_DETAILS_QUERY_KEY, params],
    queryFn: () => fetchPaymentDetails(params),
    staleTime: 0,
    refetchOnWindowFocus: false,
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    retry: (failures, error) => failures < 1 && !isRefusal(error),
  });
}
