import { ADMIN_MESSAGES, type AdminLoginPayload, isBackOffice } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import { isMfaChallenge, type LoginAnswer, logout } from '@/features/auth';
import { apiJson } from '@/lib/api-client';
import { isJsonErrorAnswer, jsonErrorText } from './error-text';

/** POST /api/admin/login: the user, or `{ mfaRequired, role }` while a second factor is pending. */
export function adminLogin(payload: AdminLoginPayload): Promise<LoginAnswer> {
  return apiJson<LoginAnswer>('POST', '/api/admin/login', payload);
}

/** Thrown when a signed-in answer is not a back-office user (the server refuses those with 403 first). */
export class NotAdminError extends Error {
  constructor() {
    super(ADMIN_MESSAGES.adminPrivilegesRequired);
  }
}

/**
 * The admin sign-in call. A user who is not admin or staff never keeps a session here: should the
 * server ever answer with one, the client signs it out again.
 */
export function useAdminLoginMutation() {
  return useMutation<LoginAnswer, Error, AdminLoginPayload>({
    mutationFn: async (payload) => {
      const answer = await adminLogin(payload);
      if (!isMfaChallenge(answer) && !isBackOffice(answer.role)) {
        await logout().catch(() => undefined);
        throw new NotAdminError();
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
