import type { agentPaymentRecordSchema } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { debtorPartKey, debtorPath } from './debtor-keys';

export type AgentPaymentRecord = z.infer<typeof agentPaymentRecordSchema>;

/** GET /api/debtors/{id}/payments: the payment history of the agent view. */
export const fetchDebtorPayments = (id: number) =>
  apiJson<AgentPaymentRecord[]>('GET', debtorPath(id, 'payments'));

export function useDebtorPaymentsQuery(id: number) {
  return useQuery({ queryKey: debtorPartKey(id, 'payments'), queryFn: () => fetchDebtorPayments(id) });
}
