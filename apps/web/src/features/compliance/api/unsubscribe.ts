import type { UnsubscribeAnswer, UnsubscribeLink } from '@arrears/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** GET /api/unsubscribe/link: what the e-mail's link names; reads only (decision 0032). */
export function useUnsubscribeLinkQuery(token: string) {
  return useQuery({
    queryKey: ['/api/unsubscribe/link', token],
    queryFn: () => apiJson<UnsubscribeLink>('GET', withToken('/api/unsubscribe/link', token)),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/unsubscribe: the e-mail opt-out, once the person pressed the button. */
export function useUnsubscribeMutation(token: string) {
  return useMutation({
    mutationFn: () => apiJson<UnsubscribeAnswer>('POST', withToken('/api/unsubscribe', token)),
  });
}
