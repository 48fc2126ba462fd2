import type { DebtorAccount } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorKey, debtorPath } from './debtor-keys';

export const SNAPSHOT_REFRESH_MS = 60_000;

/** GET /api/debtors/{id}: the debtor account as the agent screen reads it (docs/product/contact-center.md). */
export const fetchDebtor = (id: number) => apiJson<DebtorAccount>('GET', debtorPath(id));

export function useDebtorQuery(id: number) {
  return useQuery({
    queryKey: debtorKey(id),
    queryFn: () => fetchDebtor(id),
    retry: false,
    enabled: id > 0,
    // The compliance snapshot is live (decision 0024): the consumer's local time and the calling-hours
    // verdicts change with the clock, so the workspace reads it again every minute.
    refetchInterval: SNAPSHOT_REFRESH_MS,
  });
}
