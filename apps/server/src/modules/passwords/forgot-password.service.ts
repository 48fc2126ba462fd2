import { PASSWORD_RULES, type PreferredLanguage } from '@arrears/domain';
import { passwordResetTokens } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { countRecentEvents, recordSecurityEvent } from '../../security/security-events';
import { findUserByEmail } from '../users';
import { passwordResetMail, resetLinkFor } from './reset-mail';
import { countRecentResetMails, newResetToken } from './reset-tokens';

export const FORGOT_PASSWORD_LIMITS = {
  /** Requests from one IP address, whatever the e-mail, before 429. */
  perIp: 10,
  /** Reset e-mails to one address; beyond it the answer stays the same but no e-mail goes out. */
  perEmail: 3,
  windowMs: 15 * 60 * 1000,
} as const;

export const FORGOT_PASSWORD_THROTTLED =
  'Too many password reset requests from this network. Please wait 15 minutes and try again.';

type Outcome = 'sent' | 'unknown_email' | 'inactive_user' | 'email_limit';

const DESCRIPTIONS: Record<Outcome, string> = {
  sent: 'Password reset requested: a reset link goes out by e-mail',
  unknown_email: 'Password reset requested for an e-mail address with no account',
  inactive_user: 'Password reset requested for a deactivated account: no e-mail sent',
  email_limit: 'Password reset requested: no e-mail sent, the limit of 3 in 15 minutes was reached',
};

/**
 * POST /api/forgot-password. The caller always gets the same answer: whether an account exists, is
 * deactivated, or hit its e-mail limit shows only in the security events. Every request counts
 * toward the per-IP limit (a password_reset_requested event each).
 *
 * The same reads and one event write run for every address; the writes that only a real account
 * causes (link and e-mail) come back as `deliver`, which the route runs once the answer has gone out,
 * so the answer time does not tell whether the address has an account (OWASP forgot-password advice).
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  origin: RequestOrigin,
  lang: PreferredLanguage = 'en',
): Promise<{ deliver: (() => Promise<void>) | null }> {
  const { db, config, mail, clock } = deps;
  const { perIp, perEmail, windowMs } = FORGOT_PASSWORD_LIMITS;
  if (
    origin.ip &&
    (await countRecentEvents(db, ['password_reset_requested'], { ip: origin.ip }, windowMs)) >= perIp
  ) {
    await recordSecurityEvent(db, {
      type: 'password_reset_throttled',
      success: false,
      description: 'Password reset refused: too many requests from this IP address',
      origin,
      riskLevel: 'HIGH',
    });
    throw new HttpError(429, FORGOT_PASSWORD_THROTTLED);
  }

  const user = await findUserByEmail(db, email);
  const { token, tokenHash } = newResetToken();
  const mailsSent = await countRecentResetMails(db, user?.id ?? 0, windowMs);
  const outcome: Outcome = !user
    ? 'unknown_email'
    : user.deactivatedAt
      ? 'inactive_user'
      : mailsSent >= perEmail
        ? 'email_limit'
        : 'sent';
  await recordSecurityEvent(db, {
    type: 'password_reset_requested',
    success: outcome === 'sent',
    description: DESCRIPTIONS[outcome],
    origin,
    user,
    details: { email: email.toLowerCase(), ...(outcome === 'sent' ? {} : { reason: outcome }) },
  });
  if (!user || outcome !== 'sent') return { deliver: null };

  const expiresAt = new Date(clock() + PASSWORD_RULES.resetTokenTtlMs);
  const deliver = async () => {
    await db.transaction(async (tx) => {
      await tx
        .insert(passwordResetTokens)
        .values({ userId: user.id, tokenHash, expiresAt, requestedIp: origin.ip });
      // The language the debtor is using on the page; the back office's users read English.
      const mailLang = user.role === 'debtor' ? lang : 'en';
      await mail.enqueue(
        passwordResetMail(user, resetLinkFor(config.publicUrl, token), config.brand, mailLang),
        tx,
      );
    });
    mail.notify();
  };
  return { deliver };
}
