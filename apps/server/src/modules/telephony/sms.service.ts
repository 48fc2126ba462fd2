import { CONTACT_CENTER_MESSAGES as M, normalizePhone, type PreferredLanguage } from '@arrears/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { smsMessages } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { languageOfAccount } from '../../i18n/language';
import { SMS_WEBHOOK_PATH, toE164 } from '../../providers/telephony/telephony-provider';
import { addTimelineEntry } from '../account-timeline';
import { requireAccount } from '../accounts';
import { ComplianceBlockError, discloseSms, guardContact, withSmsOptOut } from '../compliance';
import { keywordOf } from './inbound-sms.service';

const MAX_SMS = 1600;

export interface SendSmsInput {
  debtAccountId: number;
  user: { id: number };
  phoneNumber: string;
  message: string;
  /** The language the message is written in (the compose card's choice); the account's by default. */
  language?: PreferredLanguage;
  /** Where the provider's reason for a failure goes: it is not shown to the caller. */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Sends a text to a debtor's number and keeps it in the SMS history and the timeline. The compliance
 * rules are asked first (decision 0024: consent, STOP and other opt-outs, cease, dispute hold, time of day):
 * a blocked text is answered 409 with the rule, never reaches the provider and is kept as 'refused'.
 * Every text carries the debt-collector disclosure (decision 0097: the full form on the first
 * communication, the short one after, in the message's and the account's language) and ends with the
 * STOP opt-out line, whatever the agent wrote. A message the provider would not take is kept as
 * 'failed' and answered 502. Used by send-sms and by the compose call (channel sms).
 */
export async function sendSmsToDebtor(
  deps: AppDeps,
  input: SendSmsInput,
): Promise<{ id: number; status: string }> {
  if (!input.message.trim()) throw new HttpError(400, M.emptyMessage);
  const to = normalizePhone(input.phoneNumber);
  if (!to) throw new HttpError(400, M.noPhone);
  if (to.length !== 10) throw new HttpError(400, 'Enter a 10-digit phone number');
  await requireAccount(deps.db, input.debtAccountId);
  // The last point before the text leaves: the disclosure, then the opt-out line in the account's
  // language (the agent writes the text itself; the provider gets exactly what is stored).
  const accountLang = await languageOfAccount(deps.db, input.debtAccountId);
  const disclosed = await discloseSms(
    deps.db,
    { accountId: input.debtAccountId, languages: [input.language ?? accountLang] },
    input.message,
  );
  const message = withSmsOptOut(disclosed, accountLang);
  if (message.length > MAX_SMS)
    throw new HttpError(
      400,
      `A text message may be at most ${MAX_SMS} characters, the disclosure and the opt-out line included`,
    );

  const provider = deps.telephony;
  const row = {
    debtAccountId: input.debtAccountId,
    userId: input.user.id,
    direction: 'outbound',
    fromNumber: provider.fromNumber,
    toNumber: to,
    body: message,
  };
  try {
    await guardContact(deps, {
      accountId: input.debtAccountId,
      channel: 'sms',
      target: to,
      user: input.user,
    });
  } catch (error) {
    if (error instanceof ComplianceBlockError) {
      await deps.db.insert(smsMessages).values({ ...row, status: 'refused', errorMessage: error.message });
    }
    throw error;
  }

  let sent: { sid: string | null; status: string; error: string | null };
  try {
    sent = await provider.sendSms({
      to: toE164(to),
      body: message,
      statusCallbackUrl: `${deps.config.publicUrl.replace(/\/+$/, '')}${SMS_WEBHOOK_PATH}`,
    });
  } catch (error) {
    sent = { sid: null, status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  const now = new Date(deps.clock());
  const failed = sent.status === 'failed' || sent.status === 'undelivered';
  const [stored] = await deps.db
    .insert(smsMessages)
    .values({
      ...row,
      status: sent.status,
      providerSid: sent.sid,
      errorMessage: sent.error,
      sentAt: failed ? null : now,
    })
    .returning({ id: smsMessages.id });
  if (failed) {
    // The provider's text may carry account or internal details: it is logged and stored, not answered.
    input.log.warn({ smsId: stored.id, reason: sent.error }, 'telephony: the provider did not send a text');
    throw new HttpError(502, M.smsFailed.description);
  }
  await addTimelineEntry(deps.db, {
    debtAccountId: input.debtAccountId,
    channel: 'SMS',
    userId: input.user.id,
    message,
    details: { smsId: stored.id, to, status: sent.status },
  });
  return { id: stored.id, status: sent.status };
}

/** A carrier's error code as a delivery report stores it; any other provider text stays internal. */
const CARRIER_ERROR = /^Error \d+$/;

/** What the agent may read of why a text did not go out (see the history item's `error`). */
function errorOf(status: string, stored: string | null): string | null {
  if (!stored) return null;
  if (status === 'refused') return stored;
  return CARRIER_ERROR.test(stored) ? stored : null;
}

/** The account's texts, both ways, newest first (SMS history item, docs/product/contact-center.md). */
export async function smsHistory(deps: AppDeps, debtAccountId: number) {
  const rows = await deps.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.debtAccountId, debtAccountId))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id));
  return rows.map((r) => {
    const inbound = r.direction === 'inbound';
    return {
      id: r.id,
      direction: inbound ? ('inbound' as const) : ('outbound' as const),
      body: r.body,
      status: r.status,
      sentAt: r.sentAt?.toISOString() ?? null,
      receivedAt: r.receivedAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      readAt: r.readAt?.toISOString() ?? null,
      error: inbound ? null : errorOf(r.status, r.errorMessage),
      keyword: inbound ? keywordOf(r.body) : null,
    };
  });
}

/**
 * An agent has read the account's replies (decision 0040): every unread inbound text of the account is
 * marked read by them now, which takes it off the "replies to read" list. Answers how many.
 */
export async function markSmsRead(deps: AppDeps, debtAccountId: number, user: { id: number }) {
  const marked = await deps.db
    .update(smsMessages)
    .set({ readAt: new Date(deps.clock()), readByUserId: user.id })
    .where(
      and(
        eq(smsMessages.debtAccountId, debtAccountId),
        eq(smsMessages.direction, 'inbound'),
        isNull(smsMessages.readAt),
      ),
    )
    .returning({ id: smsMessages.id });
  return marked.length;
}
