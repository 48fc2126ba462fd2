import type { Client } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/**
 * Every client (an agency has tens), for the table's client filter: GET /api/admin/clients under
 * the clients feature's key, so its changes refresh this list too.
 */
export function useClientOptionsQuery() {
  return useQuery({
    queryKey: ['/api/admin/clients', 'all'],
    queryFn: () => apiJson<Client[]>('GET', '/api/admin/clients'),
    staleTime: 60_000,
  });
}
