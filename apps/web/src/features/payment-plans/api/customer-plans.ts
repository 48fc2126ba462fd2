import type { CreatePlanBody, PaymentPlan, PlanOptions } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** Every plan read of the portal lives under this key (the plans and each account's options). */
export const CUSTOMER_PLANS_QUERY_KEY = ['/api/customer/plans'] as const;

/** GET /api/customer/plans: the debtor's plans and settlements on every account, newest first. */
export function useCustomerPlansQuery() {
  return useQuery({
    queryKey: CUSTOMER_PLANS_QUERY_KEY,
    queryFn: () => apiJson<PaymentPlan[]>('GET', '/api/customer/plans'),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** GET /api/customer/plan-options: what this account's plan may be, before choosing. */
export function usePlanOptionsQuery(debtAccountId: number) {
  return useQuery({
    queryKey: [...CUSTOMER_PLANS_QUERY_KEY, 'options', debtAccountId],
    queryFn: () => apiJson<PlanOptions>('GET', `/api/customer/plan-options?debtAccountId=${debtAccountId}`),
  });
}

function useInvalidatePlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CUSTOMER_PLANS_QUERY_KEY });
}

/** POST /api/customer/plans: the debtor accepts the schedule and the authorization. */
export function useCreatePlanMutation() {
  const invalidate = useInvalidatePlans();
  return useMutation<PaymentPlan, Error, CreatePlanBody>({
    mutationFn: (body) => apiJson<PaymentPlan>('POST', '/api/customer/plans', body),
    onSuccess: () => invalidate(),
  });
}

/** DELETE /api/customer/plans/{id}: its `message` says which payments are still charged. */
export function useCancelPlanMutation() {
  const invalidate = useInvalidatePlans();
  return useMutation<PaymentPlan, Error, number>({
    mutationFn: (id) => apiJson<PaymentPlan>('DELETE', `/api/customer/plans/${id}`),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/customer/plans/{id}/method: a new card or bank account for the payments still to come. */
export function useChangePlanMethodMutation() {
  const invalidate = useInvalidatePlans();
  return useMutation<
    PaymentPlan,
    Error,
    { id: number; method: CreatePlanBody['method']; language?: CreatePlanBody['language'] }
  >({
    mutationFn: ({ id, ...rest }) =>
      apiJson<PaymentPlan>('PUT', `/api/customer/plans/${id}/method`, { ...rest, authorization: true }),
    onSuccess: () => invalidate(),
  });
}
