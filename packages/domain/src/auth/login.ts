import { z } from 'zod';
import { userSchema } from './user';

/** Customer sign-in (spec 1 §7). The spec gives no messages for this form; these are ours. */
export const loginPayloadSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** The login answer is the user object; a later variant reports mfaRequired (spec 2 §3). */
export const loginResponseSchema = userSchema.extend({ mfaRequired: z.boolean().optional() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do this.',
  usernameTaken: 'That username is already taken. Please choose another.',
  emailTaken: 'An account with that email address already exists. Please log in instead.',
} as const;
