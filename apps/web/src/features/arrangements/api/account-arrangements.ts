import type {
  AgentCreatePlanBody,
  CreatePromiseBody,
  PaymentPlan,
  PaymentPromise,
  PlanOptions,
} from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { ARRANGEMENTS_QUERY_KEY } from './admin-arrangements';

/** One account's arrangements on the agent's workspace (`id` is the debt account id). */
const accountKey = (id: number) => ['/api/debtors', id, 'arrangements'] as const;

const asList = <T>(data: T[] | undefined): T[] => (Array.isArray(data) ? data : []);

/** GET /api/debtors/{id}/plans: the account's plans and settlements, newest first. */
export function useAccountPlansQuery(id: number) {
  return useQuery({
    queryKey: [...accountKey(id), 'plans'],
    queryFn: async () => asList(await apiJson<PaymentPlan[]>('GET', `/api/debtors/${id}/plans`)),
  });
}

/** GET /api/debtors/{id}/promises: the account's promises to pay. */
export function useAccountPromisesQuery(id: number) {
  return useQuery({
    queryKey: [...accountKey(id), 'promises'],
    queryFn: async () => asList(await apiJson<PaymentPromise[]>('GET', `/api/debtors/${id}/promises`)),
  });
}

/** GET /api/debtors/{id}/plan-options: what a plan on this account may be. */
export function useAgentPlanOptionsQuery(id: number) {
  return useQuery({
    queryKey: [...accountKey(id), 'options'],
    queryFn: () => apiJson<PlanOptions>('GET', `/api/debtors/${id}/plan-options`),
  });
}

function useInvalidate(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKey(id) }),
      queryClient.invalidateQueries({ queryKey: ARRANGEMENTS_QUERY_KEY }),
    ]);
}

/** POST /api/debtors/{id}/plans: the agent read the authorization and the consumer said yes. */
export function useAgentCreatePlanMutation(id: number) {
  const invalidate = useInvalidate(id);
  return useMutation<PaymentPlan, Error, AgentCreatePlanBody>({
    mutationFn: (body) => apiJson<PaymentPlan>('POST', `/api/debtors/${id}/plans`, body),
    onSuccess: () => void invalidate(),
  });
}

/** POST /api/debtors/{id}/plans/{planId}/cancel. */
export function useAgentCancelPlanMutation(id: number) {
  const invalidate = useInvalidate(id);
  return useMutation<PaymentPlan, Error, number>({
    mutationFn: (planId) => apiJson<PaymentPlan>('POST', `/api/debtors/${id}/plans/${planId}/cancel`),
    onSuccess: () => void invalidate(),
  });
}

/** POST /api/debtors/{id}/promises { amount, dueDate }. */
export function useRecordPromiseMutation(id: number) {
  const invalidate = useInvalidate(id);
  return useMutation<PaymentPromise, Error, CreatePromiseBody>({
    mutationFn: (body) => apiJson<PaymentPromise>('POST', `/api/debtors/${id}/promises`, body),
    onSuccess: () => void invalidate(),
  });
}
