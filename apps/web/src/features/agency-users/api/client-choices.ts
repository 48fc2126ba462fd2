import type { Client } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

/** The clients a client user may be tied to (active ones), loaded once the admin picks that role. */
export function useClientChoicesQuery(enabled: boolean) {
  return useQuery({
    queryKey: ['/api/admin/clients', 'user-choices'],
    queryFn: async () => (await apiJson<Client[]>('GET', '/api/admin/clients')).filter((c) => c.active),
    enabled,
  });
}
