import type {
  arrangementsPageSchema,
  installmentQueuePageSchema,
  PaymentPlan,
  PlanKind,
  PlanStatus,
  PromiseStatus,
  promisesPageSchema,
  QueuedInstallment,
} from '@arrears/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';

/** Every arrangement list of the back office lives under this key. */
export const ARRANGEMENTS_QUERY_KEY = ['/api/admin/arrangements'] as const;

type ArrangementsPage = z.infer<typeof arrangementsPageSchema>;
type InstallmentQueuePage = z.infer<typeof installmentQueuePageSchema>;
type PromisesPage = z.infer<typeof promisesPageSchema>;

export type { QueuedInstallment };

interface Paging {
  page: number;
  pageSize: number;
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

/** GET /api/admin/arrangements?kind=&status=&page=&pageSize=: plans or settlements, newest first. */
export function useArrangementsQuery(filters: Paging & { kind: PlanKind; status?: PlanStatus }) {
  return useQuery({
    queryKey: [...ARRANGEMENTS_QUERY_KEY, 'plans', filters],
    queryFn: () => apiJson<ArrangementsPage>('GET', `/api/admin/arrangements?${query({ ...filters })}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/arrangements/installments?status=due|failed. */
export function useInstallmentQueueQuery(filters: Paging & { status: 'due' | 'failed' }) {
  return useQuery({
    queryKey: [...ARRANGEMENTS_QUERY_KEY, 'installments', filters],
    queryFn: () =>
      apiJson<InstallmentQueuePage>('GET', `/api/admin/arrangements/installments?${query({ ...filters })}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/promises?status=&page=&pageSize=. */
export function usePromisesQuery(filters: Paging & { status?: PromiseStatus }) {
  return useQuery({
    queryKey: [...ARRANGEMENTS_QUERY_KEY, 'promises', filters],
    queryFn: () => apiJson<PromisesPage>('GET', `/api/admin/promises?${query({ ...filters })}`),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/plans/{id}/approve | decline: staff decide a plan outside the limits. */
export function usePlanDecisionMutation() {
  const queryClient = useQueryClient();
  return useMutation<PaymentPlan, Error, { id: number; decision: 'approve' | 'decline' }>({
    mutationFn: ({ id, decision }) => apiJson<PaymentPlan>('POST', `/api/admin/plans/${id}/${decision}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ARRANGEMENTS_QUERY_KEY }),
  });
}
