import { z } from 'zod';

/**
 * Password rules of the admin area and their ages (docs/product/back-office.md). Every password that is set
 * anywhere has at least `min` characters (decision 0030: 8, not the spec's 6 for a change).
 */
export const PASSWORD_RULES = {
  min: 8,
  resetMin: 8,
  changeMin: 8,
  max: 128,
  resetTokenTtlMs: 30 * 60 * 1000,
  /** From this age on the dashboard shows a softer notice. */
  warningDays: 75,
  /** From this age on a new password is required. */
  maxAgeDays: 90,
  forgotRedirectSeconds: 5,
  resetRedirectMs: 2000,
} as const;

export const PASSWORD_MESSAGES = {
  forgotAccepted: 'If an account exists for that email address, we have sent password reset instructions.',
  forgotFailed: 'Failed to send reset email. Please try again.',
  networkError: 'Network error. Please try again.',
  invalidResetLink: 'Invalid reset link. Please request a new password reset.',
  expiredResetLink: 'This reset link has expired or was already used. Please request a new password reset.',
  resetMismatch: 'Passwords do not match.',
  resetTooShort: 'Password must be at least 8 characters long.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetDone: 'Your password has been reset. You can now sign in with your new password.',
  changeDone: 'Your password has been changed.',
  allRequired: 'All fields are required',
  newMismatch: 'New passwords do not match',
  newTooShort: 'New password must be at least 8 characters long',
  /** The server's answers for any password it is asked to set (decision 0030). */
  tooShort: 'Password must be at least 8 characters',
  tooCommon: 'This password is too common. Choose one that is harder to guess.',
  newSameAsCurrent: 'New password must be different from current password',
  currentWrong: 'Current password is incorrect',
  changeFailed: 'Failed to change password.',
  emailInvalid: 'Please enter a valid email address',
} as const;
const M = PASSWORD_MESSAGES;

export const forgotPasswordSchema = z.object({ email: z.email({ error: M.emailInvalid }).max(254) });

/** POST /api/reset-password */
export const resetPasswordPayloadSchema = z.object({
  token: z.string({ error: M.invalidResetLink }).min(1, M.invalidResetLink).max(200),
  password: z
    .string({ error: M.resetTooShort })
    .min(PASSWORD_RULES.resetMin, M.resetTooShort)
    .max(PASSWORD_RULES.max),
});
export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(PASSWORD_RULES.resetMin, M.resetTooShort).max(PASSWORD_RULES.max),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: M.resetMismatch, path: ['confirmPassword'] });

/** POST /api/admin/change-password */
export const changePasswordPayloadSchema = z
  .object({
    currentPassword: z.string({ error: M.allRequired }).min(1, M.allRequired).max(PASSWORD_RULES.max),
    newPassword: z
      .string({ error: M.allRequired })
      .min(1, M.allRequired)
      .min(PASSWORD_RULES.changeMin, M.newTooShort)
      .max(PASSWORD_RULES.max),
  })
  .refine((v) => v.currentPassword !== v.newPassword, { message: M.newSameAsCurrent, path: ['newPassword'] });
export const changePasswordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!v.currentPassword || !v.newPassword || !v.confirmPassword)
      return issue(M.allRequired, 'currentPassword');
    if (v.newPassword !== v.confirmPassword) return issue(M.newMismatch, 'confirmPassword');
    if (v.newPassword.length < PASSWORD_RULES.changeMin) return issue(M.newTooShort, 'newPassword');
    if (v.newPassword === v.currentPassword) return issue(M.newSameAsCurrent, 'newPassword');
  });

/** GET /api/admin/password-status */
export const passwordStatusSchema = z.object({
  needsUpdate: z.boolean(),
  warningPeriod: z.boolean(),
  passwordAge: z.number().int(),
});
export type PasswordStatus = z.infer<typeof passwordStatusSchema>;

/** Answers of the three password calls carry `error` (docs/product/back-office.md) beside our usual `message`. */
export const passwordCallResultSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * POST /api/reset-password also says which sign-in page the reset login uses (decision 0044): only
 * the holder of a valid link learns it, so it tells nothing about whether an e-mail has an account.
 */
export const resetPasswordResultSchema = passwordCallResultSchema.extend({
  signInPath: z.enum(['/login', '/admin-login']),
});
export type ResetPasswordResult = z.infer<typeof resetPasswordResultSchema>;
