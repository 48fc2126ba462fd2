import { z } from 'zod';
import { REQUIRED_STEPS } from './required-step';
import { roleSchema } from './role-schema';

/** The user as the client sees it (docs/product/sign-in.md). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  mfaEnabled: z.boolean(),
  /** A step the user must complete before any other call (decision 0030); null: none. */
  requiredStep: z.enum(REQUIRED_STEPS).nullable(),
});
export type User = z.infer<typeof userSchema>;

export const currentUserResponseSchema = z.object({ user: userSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const registerResponseSchema = z.object({ user: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** Where a user lands after signing in on the customer sign-in page (docs/product/sign-in.md). */
export function homePathFor(role: User['role']): string {
  if (role === 'debtor') return '/debtor';
  if (role === 'admin' || role === 'staff') return '/admin';
  if (role === 'collector') return '/admin/contact-center';
  if (role === 'client') return '/client';
  return '/account';
}
