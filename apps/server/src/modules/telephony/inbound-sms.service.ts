import { type Brand, normalizePhone, type PreferredLanguage } from '@arrears/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contactPreferences, debtAccounts, smsMessages, smsOptOuts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { accountLanguage } from '../../i18n/language';
import { messagesFor } from '../../i18n/t';
import { addTimelineEntry } from '../account-timeline';
import { confirmByReply } from '../sms-opt-in';

/** The carrier keywords (the ones Twilio's own opt-out handling knows); they work in every language. */
const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
const START_WORDS = ['START', 'UNSTOP'];
const HELP_WORDS = ['HELP'];
/** The Spanish ones (CTIA: a program in Spanish honours them too); the reply to them is in Spanish. */
const SPANISH_STOP_WORDS = ['ALTO', 'PARAR', 'CANCELAR'];
const SPANISH_HELP_WORDS = ['AYUDA'];
const SPANISH_YES_WORDS = ['SÍ', 'SI'];

/** The replies in `lang` (English by default: the texts docs/product states). */
export const inboundSmsReplies = (brand: Brand, lang: PreferredLanguage = 'en') => {
  const m = messagesFor(lang, 'telephony');
  const values = { company: brand.companyName, phone: brand.phone, hours: m('smsReplies.supportHours') };
  return {
    stop: m('smsReplies.stop', values),
    start: m('smsReplies.start', values),
    help: m('smsReplies.help', values),
    confirmed: m('smsReplies.confirmed', values),
  };
};

export type Keyword = 'stop' | 'start' | 'help' | null;

const wordOf = (body: string) =>
  body
    .trim()
    .replace(/^¡+/, '')
    .replace(/[.!]+$/, '')
    .toUpperCase();

/** A whole message that says YES (or SÍ, which the Spanish confirmation text asks for). */
const isYes = (body: string) => ['YES', ...SPANISH_YES_WORDS].includes(wordOf(body));

/** The keyword a whole message is (case, spaces and trailing punctuation aside), if any. */
export function keywordOf(body: string): Keyword {
  const word = wordOf(body);
  if (STOP_WORDS.includes(word) || SPANISH_STOP_WORDS.includes(word)) return 'stop';
  if (START_WORDS.includes(word)) return 'start';
  if (HELP_WORDS.includes(word) || SPANISH_HELP_WORDS.includes(word)) return 'help';
  return null;
}

/** A Spanish keyword is answered in Spanish whatever the account says. */
const isSpanishKeyword = (body: string) => {
  const word = wordOf(body);
  return [...SPANISH_STOP_WORDS, ...SPANISH_HELP_WORDS, ...SPANISH_YES_WORDS].includes(word);
};

/** The reply's language: Spanish for a Spanish keyword or an account that reads Spanish, else English. */
async function replyLanguage(
  deps: AppDeps,
  body: string,
  debtAccountId: number | null,
): Promise<PreferredLanguage> {
  if (isSpanishKeyword(body)) return 'es';
  if (debtAccountId === null) return 'en';
  const [account] = await deps.db
    .select({ preferredLanguage: debtAccounts.preferredLanguage })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, debtAccountId));
  return account ? accountLanguage(account) : 'en';
}

const lastTen = (column: AnyPgColumn) =>
  sql<string>`right(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 10)`;

/**
 * The account a reply from this number belongs to: the one last texted at it, else the first
 * account with it as primary, work or alternate phone.
 */
async function accountForNumber(deps: AppDeps, tenDigits: string): Promise<number | null> {
  const [texted] = await deps.db
    .select({ id: smsMessages.debtAccountId })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.direction, 'outbound'),
        eq(smsMessages.toNumber, tenDigits),
        isNotNull(smsMessages.debtAccountId),
      ),
    )
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(1);
  if (texted?.id) return texted.id;
  const [owner] = await deps.db
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(
      or(
        eq(lastTen(debtAccounts.primaryPhone), tenDigits),
        eq(lastTen(debtAccounts.workPhone), tenDigits),
        eq(lastTen(debtAccounts.alternatePhone), tenDigits),
      ),
    )
    .orderBy(asc(debtAccounts.id))
    .limit(1);
  return owner?.id ?? null;
}

/** The accounts that have this number as primary, work or alternate phone. */
async function accountsWithNumber(deps: AppDeps, tenDigits: string): Promise<number[]> {
  const rows = await deps.db
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(
      or(
        eq(lastTen(debtAccounts.primaryPhone), tenDigits),
        eq(lastTen(debtAccounts.workPhone), tenDigits),
        eq(lastTen(debtAccounts.alternatePhone), tenDigits),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * A STOP is also an opt_out_sms preference (source sms_stop) of every account with the number, so
 * the agent sees it on the account and in the snapshot (decision 0024); one live row per account.
 */
async function recordStopPreferences(deps: AppDeps, tenDigits: string): Promise<void> {
  const ids = await accountsWithNumber(deps, tenDigits);
  if (ids.length === 0) return;
  const existing = await deps.db
    .select({ id: contactPreferences.debtAccountId })
    .from(contactPreferences)
    .where(
      and(
        inArray(contactPreferences.debtAccountId, ids),
        eq(contactPreferences.kind, 'opt_out_sms'),
        eq(contactPreferences.phone, tenDigits),
        isNull(contactPreferences.revokedAt),
      ),
    );
  const missing = ids.filter((id) => !existing.some((e) => e.id === id));
  if (missing.length === 0) return;
  await deps.db.insert(contactPreferences).values(
    missing.map((debtAccountId) => ({
      debtAccountId,
      kind: 'opt_out_sms',
      phone: tenDigits,
      source: 'sms_stop',
      note: 'The consumer replied STOP',
    })),
  );
}

/** START lifts what STOP recorded (an agent-recorded opt-out stays). */
async function revokeStopPreferences(deps: AppDeps, tenDigits: string): Promise<void> {
  await deps.db
    .update(contactPreferences)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(contactPreferences.kind, 'opt_out_sms'),
        eq(contactPreferences.source, 'sms_stop'),
        eq(contactPreferences.phone, tenDigits),
        isNull(contactPreferences.revokedAt),
      ),
    );
}

export interface InboundSms {
  messageSid: string | null;
  from: string;
  to: string | null;
  body: string;
}

/**
 * A text from a debtor: kept in the history of the matching account (or of none), and STOP /
 * START / HELP acted on. Returns the reply to send back, if any. A retried delivery (same
 * MessageSid) is answered again but stored once.
 */
export async function receiveSms(deps: AppDeps, sms: InboundSms): Promise<string | null> {
  const from = normalizePhone(sms.from) ?? sms.from;
  const keyword = keywordOf(sms.body);
  const debtAccountId = from.length === 10 ? await accountForNumber(deps, from) : null;
  const stored = await deps.db
    .insert(smsMessages)
    .values({
      debtAccountId,
      direction: 'inbound',
      fromNumber: from,
      toNumber: normalizePhone(sms.to) ?? sms.to,
      body: sms.body,
      status: 'received',
      providerSid: sms.messageSid,
      receivedAt: new Date(deps.clock()),
    })
    .onConflictDoNothing()
    .returning({ id: smsMessages.id });

  if (keyword === 'stop') {
    await deps.db.insert(smsOptOuts).values({ phoneNumber: from }).onConflictDoNothing();
    if (from.length === 10) await recordStopPreferences(deps, from);
  } else if (keyword === 'start') {
    await deps.db.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, from));
    if (from.length === 10) await revokeStopPreferences(deps, from);
  }
  // YES to the opt-in's text confirms it; like START it lifts a STOP sent since (YES is also a
  // carrier opt-in word). A YES with no pending opt-in is only a message.
  const confirmed = from.length === 10 && isYes(sms.body) && (await confirmByReply(deps, from));
  if (confirmed) {
    await deps.db.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, from));
    await revokeStopPreferences(deps, from);
  }
  if (stored.length && debtAccountId !== null) {
    await addTimelineEntry(deps.db, {
      debtAccountId,
      channel: 'SMS',
      userId: null,
      message: `Inbound SMS: ${sms.body}`,
      details: { smsId: stored[0].id, from, direction: 'inbound', keyword: confirmed ? 'yes' : keyword },
    });
  }
  if (!confirmed && !keyword) return null;
  const replies = inboundSmsReplies(deps.config.brand, await replyLanguage(deps, sms.body, debtAccountId));
  return confirmed ? replies.confirmed : keyword ? replies[keyword] : null;
}

/** A delivery report for a text we sent (Twilio's status callback). */
export async function updateSmsDelivery(
  deps: AppDeps,
  report: { messageSid: string; status: string; errorCode: string | null },
): Promise<void> {
  await deps.db
    .update(smsMessages)
    .set({
      status: report.status,
      ...(report.errorCode ? { errorMessage: `Error ${report.errorCode}` } : {}),
    })
    .where(and(eq(smsMessages.providerSid, report.messageSid), eq(smsMessages.direction, 'outbound')));
}
