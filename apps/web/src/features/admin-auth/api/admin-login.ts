import { ADMIN_MESSAGES, type AdminLoginPayload, isAgencyRole, type Role } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import { isMfaChallenge, type LoginAnswer, logout } from '@/features/auth';
import { apiJson } from '@/lib/api-client';
import { isJsonErrorAnswer, jsonErrorText } from './error-text';

/** POST /api/admin/login: the user, or `{ mfaRequired, role }` while a second factor is pending. */
export function adminLogin(payload: AdminLoginPayload): Promise<LoginAnswer> {
  return apiJson<LoginAnswer>('POST', '/api/admin/login', payload);
}

/** Thrown when a signed-in answer is not the agency's user (the server refuses those with 403 first). */
export class NotAdminError extends Error {
  constructor(role: Role) {
    super(role === 'client' ? ADMIN_MESSAGES.clientSignInElsewhere : ADMIN_MESSAGES.debtorSignInElsewhere);
  }
}

/** The refusals that send a customer or a client's user to their own sign-in, /login (decision 0116). */
export function isSignInElsewhere(text: string): boolean {
  return text === ADMIN_MESSAGES.debtorSignInElsewhere || text === ADMIN_MESSAGES.clientSignInElsewhere;
}

/**
 * The staff sign-in call (admin, staff and collectors). A debtor or a client's user never keeps a
 * session here: should the server ever answer with one, the client signs it out again.
 */
export function useAdminLoginMutation() {
  return useMutation<LoginAnswer, Error, AdminLoginPayload>({
    mutationFn: async (payload) => {
      const answer = await adminLogin(payload);
      if (!isMfaChallenge(answer) && !isAgencyRole(answer.role)) {
        await logout().catch(() => undefined);
        throw new NotAdminError(answer.role);
      }
      return answer;
    },
  });
}

/** docs/product/back-office.md: the server's message, else the generic failure; anything that is not an answer is unexpected. */
export function adminLoginErrorText(error: unknown): string {
  if (error instanceof NotAdminError) return error.message;
  if (!isJsonErrorAnswer(error)) return ADMIN_MESSAGES.unexpected;
  return jsonErrorText(error) ?? ADMIN_MESSAGES.loginFailed;
}
