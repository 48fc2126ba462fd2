import type { QuickAccessVerifyBody, QuickAccessVerifyResponse } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { QUICK_ACCESS_VARIANTS, type QuickAccessVariant } from '../identity-variants';

/** POST /api/quick-access-verify or /api/dispute-quick-access-verify (docs/product/identity.md). */
export function verifyIdentity(
  variant: QuickAccessVariant,
  body: QuickAccessVerifyBody,
): Promise<QuickAccessVerifyResponse> {
  return apiJson<QuickAccessVerifyResponse>('POST', QUICK_ACCESS_VARIANTS[variant].verifyPath, body);
}

export function useVerifyIdentityMutation(variant: QuickAccessVariant) {
  return useMutation<QuickAccessVerifyResponse, Error, QuickAccessVerifyBody>({
    mutationFn: (body) => verifyIdentity(variant, body),
  });
}
