import type { ContactChangeRequest } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorKey, debtorPath } from './debtor-keys';

export const contactChangeRequestsKey = (id: number) =>
  [...debtorKey(id), 'contact-change-requests'] as const;

/** GET /api/debtors/{id}/contact-change-requests: what the debtor asked to change from the chat, newest first. */
export const fetchContactChangeRequests = async (id: number) =>
  (await apiJson<ContactChangeRequest[] | undefined>('GET', debtorPath(id, 'contact-change-requests'))) ?? [];

export function useContactChangeRequestsQuery(id: number) {
  return useQuery({ queryKey: contactChangeRequestsKey(id), queryFn: () => fetchContactChangeRequests(id) });
}
