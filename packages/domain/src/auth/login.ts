import { z } from 'zod';
import { roleSchema } from './role-schema';
import { userSchema } from './user';

/** Customer sign-in (docs/product/sign-in.md). The spec gives no messages for this form; these are ours. */
export const loginPayloadSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/**
 * The password was right but the account has two-factor on: no session yet. The second factor goes
 * to POST /api/mfa/verify-login, which the `arrears_mfa` cookie set with this answer ties to the user.
 */
export const mfaChallengeResponseSchema = z.object({ mfaRequired: z.literal(true), role: roleSchema });
export type MfaChallengeResponse = z.infer<typeof mfaChallengeResponseSchema>;

/**
 * The login answer (docs/product/sign-in.md): the user object when the
 * sign-in is complete, or { mfaRequired: true, role } when a second factor is needed.
 * `mfaRequired` exists on both variants so clients can narrow on it.
 */
export const loginResponseSchema = z.union([
  userSchema.extend({ mfaRequired: z.literal(false).optional() }),
  mfaChallengeResponseSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do this.',
  usernameTaken: 'That username is already taken. Please choose another.',
  emailTaken: 'An account with that email address already exists. Please log in instead.',
} as const;
