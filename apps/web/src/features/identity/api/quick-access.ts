import type { QuickAccessBody, User } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { QUICK_ACCESS_VARIANTS, type QuickAccessVariant } from '../identity-variants';
import { storeSignedInUser } from './signed-in-user';

/** POST /api/quick-access or /api/dispute-quick-access: the answer is the signed-in user. */
export function completeQuickAccess(variant: QuickAccessVariant, body: QuickAccessBody): Promise<User> {
  return apiJson<User>('POST', QUICK_ACCESS_VARIANTS[variant].completePath, body);
}

export function useQuickAccessMutation(variant: QuickAccessVariant) {
  const queryClient = useQueryClient();
  return useMutation<User, Error, QuickAccessBody>({
    mutationFn: (body) => completeQuickAccess(variant, body),
    onSuccess: (user) => storeSignedInUser(queryClient, user),
  });
}
