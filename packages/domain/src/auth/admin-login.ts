import { z } from 'zod';

/** The validated admin login form (spec 2 §5). */
export const adminLoginSchema = z.object({
  username: z
    .string({ error: 'Username must be at least 3 characters' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(100, 'Must be at most 100 characters'),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Must be at most 128 characters'),
});
export type AdminLoginPayload = z.infer<typeof adminLoginSchema>;

/** Texts of the admin area (spec 2 §6, §8; spec 3 §6). */
export const ADMIN_MESSAGES = {
  adminPrivilegesRequired: 'Access denied. Admin privileges required.',
  administratorPrivilegesRequired: 'Access denied. Administrator privileges required.',
  notAdminAccount:
    'Your account does not have admin privileges. Please log out and sign in with an administrator account.',
  featureRequiresAdmin:
    "You don't have permission to access this page. This feature requires administrator privileges.",
  loginFailed: 'Login failed. Please check your credentials.',
  unexpected: 'An unexpected error occurred.',
  accountDeactivated: 'This account has been deactivated. Please contact your administrator.',
} as const;

/** Milliseconds between a successful admin sign-in and the move to /admin (spec 2 §9). */
export const ADMIN_REDIRECT_DELAY_MS = 100;
