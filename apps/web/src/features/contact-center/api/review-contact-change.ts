import type { ContactChangeRequest } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { contactChangeRequestsKey } from './contact-change-requests';
import { debtorPartKey } from './debtor-keys';

export type ContactChangeReviewStatus = 'applied' | 'dismissed';

/** PATCH /api/contact-change-requests/{id}: marks a request applied or dismissed. */
export const reviewContactChange = (requestId: number, status: ContactChangeReviewStatus) =>
  apiJson<ContactChangeRequest>('PATCH', `/api/contact-change-requests/${requestId}`, { status });

/** The review, then the debtor's requests and timeline (it gains a line) are read again. */
export function useReviewContactChangeMutation(debtorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, status }: { requestId: number; status: ContactChangeReviewStatus }) =>
      reviewContactChange(requestId, status),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactChangeRequestsKey(debtorId) }),
        queryClient.invalidateQueries({ queryKey: debtorPartKey(debtorId, 'contacts') }),
      ]),
  });
}
