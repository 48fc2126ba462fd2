import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPartKey, debtorPath } from './debtor-keys';

/** GET /api/debtors/{id}/visits: how often the debtor opened the portal. */
export const fetchVisits = (id: number) => apiJson<{ visitCount: number }>('GET', debtorPath(id, 'visits'));

export function useVisitsQuery(id: number) {
  return useQuery({ queryKey: debtorPartKey(id, 'visits'), queryFn: () => fetchVisits(id) });
}
