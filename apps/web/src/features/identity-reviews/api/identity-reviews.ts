import type { IdentityReviewDecision, IdentityReviewList } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getJson } from '@/lib/api-client';

export const IDENTITY_REVIEWS_QUERY_KEY = ['/api/admin/identity-reviews'] as const;

/** GET /api/admin/identity-reviews (admin, staff): accounts waiting before an identity check may prove them. */
export function useIdentityReviewsQuery() {
  return useQuery<IdentityReviewList>({
    queryKey: IDENTITY_REVIEWS_QUERY_KEY,
    queryFn: async () =>
      (await getJson<IdentityReviewList>('/api/admin/identity-reviews')) ?? { reviews: [], total: 0 },
  });
}

/** POST /api/admin/identity-reviews/{id}: approve, or keep the account apart, with a reason. */
export function useDecideIdentityReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: IdentityReviewDecision & { id: number }) =>
      apiJson<{ id: number; message: string }>('POST', `/api/admin/identity-reviews/${id}`, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDENTITY_REVIEWS_QUERY_KEY }),
  });
}
