import { describeWindow, PASSWORD_RULES, type PreferredLanguage, THROTTLES } from '@arrears/domain';
import { passwordResetTokens } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { countRecentEvents, recordSecurityEvent } from '../../security/security-events';
import { findUserByEmail } from '../users';
import { passwordResetMail, resetLinkFor } from './reset-mail';
import { countRecentResetMails, newResetToken } from './reset-tokens';

/** Requests from one IP address, whatever the e-mail, before 429. */
const PER_IP = THROTTLES['password-reset-request'];
/** Reset e-mails to one user; beyond it the answer stays the same but no e-mail goes out. */
const PER_USER = THROTTLES['password-reset-mail'];

/** Both limits in the shape their tests read. */
export const FORGOT_PASSWORD_LIMITS = {
  perIp: PER_IP.limit,
  perEmail: PER_USER.limit,
  windowMs: PER_IP.windowMs,
} as const;

export const FORGOT_PASSWORD_THROTTLED =
  'Too many password reset requests from this network. Please wait 15 minutes and try again.';

type Outcome = 'sent' | 'unknown_email' | 'inactive_user' | 'email_limit';

const DESCRIPTIONS: Record<Outcome, string> = {
  sent: 'Password reset requested: a reset link goes out by e-mail',
  unknown_email: 'Password reset requested for an e-mail address with no account',
  inactive_user: 'Password reset requested for a deactivated account: no e-mail sent',
  email_limit: `Password reset requested: no e-mail sent, the limit of ${PER_USER.limit} in ${describeWindow(PER_USER.windowMs)} was reached`,
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
  if (
    origin.ip &&
    (await countRecentEvents(db, ['password_reset_requested'], { ip: origin.ip }, PER_IP.windowMs)) >=
      PER_IP.limit
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
  const mailsSent = await countRecentResetMails(db, user?.id ?? 0, PER_USER.windowMs);
  const outcome: Outcome = !user
    ? 'unknown_email'
    : user.deactivatedAt
      ? 'inactive_user'
      : mailsSent >= PER_USER.limit
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
