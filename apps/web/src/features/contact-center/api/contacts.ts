import type { ContactHistoryEntry } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPartKey, debtorPath } from './debtor-keys';

/** GET /api/debtors/{id}/contacts: the contact timeline, newest first. */
export const fetchContacts = (id: number) =>
  apiJson<ContactHistoryEntry[]>('GET', debtorPath(id, 'contacts'));

export function useContactsQuery(id: number) {
  return useQuery({ queryKey: debtorPartKey(id, 'contacts'), queryFn: () => fetchContacts(id) });
}
