import { z } from 'zod';
import { userSchema } from '../auth/user';
import { THROTTLES } from '../security/throttles';

/** Two-factor constants (docs/product/back-office.md and decision 0010). */
export const MFA_LIMITS = {
  codeLength: 6,
  backupCodeLength: 6,
  backupCodeCount: 10,
  /** Codes of the previous and next 30-second step are accepted too. */
  window: 1,
  /** The second-factor throttle: wrong codes in a row, and the lock they set. */
  maxFailures: THROTTLES['second-factor'].limit,
  lockoutMs: THROTTLES['second-factor'].windowMs,
  /** How long after the password step the second factor may be given. */
  challengeTtlMs: 5 * 60 * 1000,
} as const;

export const MFA_MESSAGES = {
  codeRequired: 'Please enter a verification code or backup code.',
  codeRequiredTitle: 'Code Required',
  sixDigits: 'Please enter the 6-digit verification code',
  invalidCode: 'Invalid verification code. Please try again.',
  verificationFailed: 'Verification Failed',
  backupCodesUnavailable: 'Backup codes not available',
  currentPasswordRequired: 'Please enter your current password',
  locked: 'Too many invalid codes. Two-factor sign-in is locked for 15 minutes.',
  noPendingLogin: 'Your sign-in has expired. Please sign in again.',
  notSetUp: 'Two-factor authentication has not been set up. Start the setup first.',
  alreadyEnabled: 'Two-factor authentication is already enabled.',
  wrongPassword: 'The current password is incorrect.',
  setupFailed: 'Setup Failed',
  disableFailed: 'Failed to disable MFA',
  backupCodeShape: 'A backup code has 6 characters',
} as const;

const code = z
  .string({ error: MFA_MESSAGES.sixDigits })
  .trim()
  .regex(/^\d{6}$/, MFA_MESSAGES.sixDigits);
const backupCode = z
  .string({ error: MFA_MESSAGES.backupCodeShape })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6}$/, MFA_MESSAGES.backupCodeShape));

/** POST /api/mfa/verify-login: a current code or one backup code. */
export const mfaVerifyLoginSchema = z
  .object({ token: code.optional(), backupCode: backupCode.optional() })
  .refine((v) => v.token || v.backupCode, { message: MFA_MESSAGES.codeRequired });
export type MfaVerifyLoginPayload = z.infer<typeof mfaVerifyLoginSchema>;
export const mfaVerifyLoginResponseSchema = z.object({ success: z.literal(true), user: userSchema });

/** POST /api/mfa/setup answer: the QR (PNG data URL of the otpauth:// URI) and 10 backup codes. */
export const mfaSetupResponseSchema = z.object({ qrCode: z.string(), backupCodes: z.array(z.string()) });
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;

/** POST /api/mfa/verify: confirms the setup. backupCodes is echoed by the client; the server keeps its own. */
export const mfaVerifySchema = z.object({ token: code, backupCodes: z.array(z.string()).optional() });
export const mfaDisableSchema = z.object({
  currentPassword: z
    .string({ error: MFA_MESSAGES.currentPasswordRequired })
    .min(1, MFA_MESSAGES.currentPasswordRequired),
});
/** Answer of POST /api/mfa/verify and /api/mfa/disable (the spec shows none): the new state. */
export const mfaStateChangeResponseSchema = z.object({ success: z.literal(true), mfaEnabled: z.boolean() });
export type MfaStateChangeResponse = z.infer<typeof mfaStateChangeResponseSchema>;
export const mfaStatusResponseSchema = z.object({ mfaEnabled: z.boolean() });
export type MfaStatusResponse = z.infer<typeof mfaStatusResponseSchema>;
