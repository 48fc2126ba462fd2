import { SMS_OPT_IN_MESSAGES, SMS_OPT_IN_THROTTLE, type SmsOptIn, smsConsentText } from '@arrears/domain';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsOptIns } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../security-events/security-events.service';

export interface OptInRequest {
  input: SmsOptIn;
  companyName: string;
  userId: number | null;
  origin: RequestOrigin;
}

/** Opt-ins stored from this IP within the window, on the database clock (the one that stamped them). */
async function recentFromIp(db: Database, ip: string): Promise<number> {
  const since = sql`now() - make_interval(secs => ${SMS_OPT_IN_THROTTLE.windowMs / 1000})`;
  const [row] = await db
    .select({ n: count() })
    .from(smsOptIns)
    .where(and(eq(smsOptIns.ipAddress, ip), gte(smsOptIns.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * POST /api/sms-opt-in/submit (spec 3 §2.12): keeps the consent record — name, the 10-digit number,
 * the exact wording agreed to (built here from the server's brand, not taken from the request),
 * the user when signed in, IP and user agent; the time is the row's created_at. Each submission is
 * its own record, so a repeat opt-in is a new, later consent. Public, so throttled per IP.
 *
 * The throttle inserts first and counts after: each request's count sees its own row and every row
 * committed before it, so parallel requests cannot all pass a check made before any of them wrote.
 * A row over the limit is taken back and answered 429.
 */
export async function recordSmsOptIn(db: Database, req: OptInRequest): Promise<void> {
  const ip = req.origin.ip;
  const [row] = await db
    .insert(smsOptIns)
    .values({
      fullName: req.input.fullName,
      phoneNumber: req.input.phoneNumber,
      consent: req.input.consent,
      consentText: smsConsentText(req.companyName),
      userId: req.userId,
      ipAddress: ip,
      userAgent: req.origin.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: smsOptIns.id });
  if (ip && (await recentFromIp(db, ip)) > SMS_OPT_IN_THROTTLE.maxPerIp) {
    await db.delete(smsOptIns).where(eq(smsOptIns.id, row.id));
    throw new HttpError(429, SMS_OPT_IN_MESSAGES.throttled);
  }
}
