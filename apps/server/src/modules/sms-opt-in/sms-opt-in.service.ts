import {
  type PreferredLanguage,
  SMS_OPT_IN_CONFIRMATION,
  SMS_OPT_IN_MESSAGES,
  type SmsOptIn,
  smsConsentText,
  smsConsentTextEs,
  THROTTLES,
} from '@arrears/domain';
import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsMessages, smsOptIns } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { t } from '../../i18n/t';
import { SMS_WEBHOOK_PATH, toE164 } from '../../providers/telephony/telephony-provider';
import type { RequestOrigin } from '../../request-origin';
import { smsOptedOut } from '../compliance';
import { hashConfirmationCode, newConfirmationCode } from './sms-opt-in-code';

const PER_IP = THROTTLES['sms-opt-in-ip'];
const PER_NUMBER = THROTTLES['sms-opt-in-number'];

export interface OptInRequest {
  input: SmsOptIn;
  userId: number | null;
  origin: RequestOrigin;
  /** The language of the form's page: the confirmation text is written in it. */
  lang?: PreferredLanguage;
}

/** Opt-ins stored matching `where` within the window, on the database clock (the one that stamped them). */
async function recentOptIns(db: Database, where: SQL | undefined, windowMs: number): Promise<number> {
  const since = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .select({ n: count() })
    .from(smsOptIns)
    .where(and(where, gte(smsOptIns.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * POST /api/sms-opt-in/submit (docs/product/text-opt-in.md): keeps the consent record — name, the 10-digit number,
 * the exact wording agreed to (built here from the server's brand, not taken from the request),
 * the user when signed in, IP and user agent; the time is the row's created_at — and texts the
 * number a code. The record is pending: anyone can type any number into a public form, so it counts
 * as consent only once the number replies YES or its code is typed back (decision 0032).
 *
 * The confirmation text itself needs no consent (it is the one message the person just asked for)
 * but a number that said STOP gets none, and at most a few per hour go to one number.
 *
 * The throttles insert first and count after: each request's count sees its own row and every row
 * committed before it, so parallel requests cannot all pass a check made before any of them wrote.
 * A row over a limit is taken back and answered 429.
 */
export async function recordSmsOptIn(deps: AppDeps, req: OptInRequest): Promise<void> {
  const { db, config } = deps;
  const phone = req.input.phoneNumber;
  if (await smsOptedOut(db, phone)) throw new HttpError(409, SMS_OPT_IN_MESSAGES.numberStopped);
  const code = newConfirmationCode();
  const ip = req.origin.ip;
  const [row] = await db
    .insert(smsOptIns)
    .values({
      fullName: req.input.fullName,
      phoneNumber: phone,
      consent: req.input.consent,
      // The words the person ticked, in the language the form showed them (TCPA: the record is what was agreed to).
      consentText: (req.lang === 'es' ? smsConsentTextEs : smsConsentText)(config.brand.companyName),
      userId: req.userId,
      ipAddress: ip,
      userAgent: req.origin.userAgent?.slice(0, 500) ?? null,
      codeHash: hashConfirmationCode(config.sessionSecret, phone, code),
      codeExpiresAt: new Date(deps.clock() + SMS_OPT_IN_CONFIRMATION.codeTtlMs),
    })
    .returning({ id: smsOptIns.id });
  const takeBack = async (status: number, message: string) => {
    await db.delete(smsOptIns).where(eq(smsOptIns.id, row.id));
    throw new HttpError(status, message);
  };
  if (ip && (await recentOptIns(db, eq(smsOptIns.ipAddress, ip), PER_IP.windowMs)) > PER_IP.limit)
    await takeBack(429, SMS_OPT_IN_MESSAGES.throttled);
  const toNumber = await recentOptIns(db, eq(smsOptIns.phoneNumber, phone), PER_NUMBER.windowMs);
  if (toNumber > PER_NUMBER.limit) await takeBack(429, SMS_OPT_IN_MESSAGES.numberThrottled);
  if (!(await sendConfirmationText(deps, phone, code, req.lang)))
    await takeBack(502, SMS_OPT_IN_MESSAGES.textFailed);
}

/** The code text, through the configured provider, kept in the SMS history (of no account). */
async function sendConfirmationText(
  deps: AppDeps,
  phone: string,
  code: string,
  lang: PreferredLanguage = 'en',
): Promise<boolean> {
  const provider = deps.telephony;
  // English is smsConfirmationText's wording (@arrears/domain), kept in the catalogue word for word.
  const body = t(lang, 'sms-opt-in:confirmationText', { company: deps.config.brand.companyName, code });
  let sent: { sid: string | null; status: string; error: string | null };
  try {
    sent = await provider.sendSms({
      to: toE164(phone),
      body,
      statusCallbackUrl: `${deps.config.publicUrl.replace(/\/+$/, '')}${SMS_WEBHOOK_PATH}`,
    });
  } catch (error) {
    sent = { sid: null, status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  const failed = sent.status === 'failed' || sent.status === 'undelivered';
  // The code stays out of the stored copy: the history is read by staff, the code is the number's proof.
  await deps.db.insert(smsMessages).values({
    direction: 'outbound',
    fromNumber: provider.fromNumber,
    toNumber: phone,
    body: body.replace(code, '••••••'),
    status: sent.status,
    providerSid: sent.sid,
    errorMessage: sent.error,
    sentAt: failed ? null : new Date(deps.clock()),
  });
  return !failed;
}
