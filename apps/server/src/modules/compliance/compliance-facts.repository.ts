import {
  type CallFact,
  type ContactChannel,
  type ContactFacts,
  normalizePhone,
  STATE_CALL_LIMITS,
  type TextFact,
} from '@arrears/domain';
import { and, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  calls,
  contactPreferences,
  type DebtAccountRow,
  smsMessages,
  smsOptIns,
  smsOptOuts,
  validationNotices,
} from '../../db/schema';
import { openDisputeFor } from '../disputes';
import { scrubFactsOf } from '../scrubs';
import { licensedStatesOf } from './compliance-settings.service';

/**
 * Calls (and texts) of the debt the frequency rules look at: 7 local days, or a state's longer
 * window (state-call-limits.ts), plus margin for time zones.
 */
const CALL_LOOKBACK_MS =
  Math.max(9, ...STATE_CALL_LIMITS.map((limit) => limit.days + 2)) * 24 * 60 * 60 * 1000;

/** Dispositions that say a telephone conversation with the consumer took place. */
export const CONVERSATION_DISPOSITIONS = ['contacted', 'payment_promise', 'dispute', 'callback_requested'];

/** The 10 digits of a number as the tables may hold it ('(215) 555-0123', '+12155550123'). */
export function tenDigitsOf(phone: string | null | undefined): string | null {
  const digits = normalizePhone(phone ?? '') ?? '';
  return digits.length === 10 ? digits : null;
}

/** The last 10 digits of a stored number, in SQL (numbers are stored in several spellings). */
export const lastTenSql = (column: AnyPgColumn): SQL<string> =>
  sql<string>`right(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 10)`;

/** The spellings sms_opt_outs may hold for a number (10 digits, with 1, E.164). */
const optOutSpellings = (ten: string) => [ten, `1${ten}`, `+1${ten}`];

/** Active (not revoked) preferences of the account, by kind, with the number each is about. */
async function activePreferences(db: Database, accountId: number) {
  return db
    .select({ kind: contactPreferences.kind, phone: contactPreferences.phone })
    .from(contactPreferences)
    .where(and(eq(contactPreferences.debtAccountId, accountId), isNull(contactPreferences.revokedAt)));
}

/** A preference about "a number" applies to `ten` when it names that number or no number at all. */
const aboutNumber = (phone: string | null, ten: string | null) =>
  phone === null || tenDigitsOf(phone) === ten;

/** The number texted STOP (and not START since). */
export async function smsOptedOut(db: Database, ten: string | null): Promise<boolean> {
  if (!ten) return false;
  const [row] = await db
    .select({ phone: smsOptOuts.phoneNumber })
    .from(smsOptOuts)
    .where(inArray(smsOptOuts.phoneNumber, optOutSpellings(ten)))
    .limit(1);
  return Boolean(row);
}

async function textOptInOnFile(db: Database, ten: string | null): Promise<boolean> {
  if (!ten) return false;
  const [row] = await db
    .select({ id: smsOptIns.id })
    .from(smsOptIns)
    // A form anyone can fill in is consent only once the number confirmed it (decision 0032).
    // sms_opt_ins_last_ten_idx: the same expression, and its predicate written as literals.
    .where(
      and(
        eq(lastTenSql(smsOptIns.phoneNumber), ten),
        sql`${smsOptIns.consent} and ${smsOptIns.confirmedAt} is not null`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The number's owner said "do not call" on a call to it (any account, the latest disposition):
 * kept from the first contact center (decision 0022) as an opt-out of calls to that number.
 */
async function numberMarkedDoNotCall(db: Database, ten: string | null): Promise<boolean> {
  if (!ten) return false;
  const [row] = await db
    .select({ disposition: calls.disposition })
    .from(calls)
    // calls_to_number_disposition_idx (to_number, disposition_at desc, id desc) where disposition is not null.
    .where(and(eq(calls.toNumber, ten), sql`${calls.disposition} is not null`))
    .orderBy(desc(calls.dispositionAt), desc(calls.id))
    .limit(1);
  return row?.disposition === 'do_not_call';
}

async function callsOfDebt(db: Database, accountId: number, now: number) {
  return db
    .select({
      createdAt: calls.createdAt,
      status: calls.status,
      answeredAt: calls.answeredAt,
      disposition: calls.disposition,
    })
    .from(calls)
    .where(and(eq(calls.debtAccountId, accountId), gte(calls.createdAt, new Date(now - CALL_LOOKBACK_MS))));
}

/**
 * Texts sent about the debt in the same window: a state's limit counts them with calls (decision
 * 0105). A sent text carries the app clock's sent_at; one never sent, its row's time.
 */
async function textsOfDebt(db: Database, accountId: number, now: number): Promise<TextFact[]> {
  const at = sql<Date>`coalesce(${smsMessages.sentAt}, ${smsMessages.createdAt})`.mapWith(
    (v: string | Date) => new Date(v),
  );
  const rows = await db
    .select({ at, status: smsMessages.status })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.debtAccountId, accountId),
        eq(smsMessages.direction, 'outbound'),
        gte(sql`coalesce(${smsMessages.sentAt}, ${smsMessages.createdAt})`, new Date(now - CALL_LOOKBACK_MS)),
      ),
    );
  return rows.map((r) => ({ sentAt: r.at.getTime(), status: r.status }));
}

async function debtMarkedDoNotCall(db: Database, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.debtAccountId, accountId), eq(calls.disposition, 'do_not_call')))
    .limit(1);
  return Boolean(row);
}

async function latestValidationNotice(db: Database, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ sentOn: validationNotices.sentOn })
    .from(validationNotices)
    .where(eq(validationNotices.debtAccountId, accountId))
    .orderBy(desc(validationNotices.createdAt), desc(validationNotices.id))
    .limit(1);
  return row?.sentOn ?? null;
}

export interface FactsRequest {
  account: DebtAccountRow;
  channel: ContactChannel;
  /** The number dialled or texted (any spelling); for e-mail, ignored. */
  phone: string | null;
  now: number;
}

/**
 * Everything the rules need about one contact, read in parallel. Opt-outs are reported for all
 * channels (the snapshot shows them), the text opt-out and consent for `phone`.
 */
export async function gatherContactFacts(db: Database, req: FactsRequest): Promise<ContactFacts> {
  const { account, now } = req;
  const ten = tenDigitsOf(req.phone);
  const [prefs, callRows, stopped, optedIn, numberDnc, debtDnc, dispute, sentOn, texts, licensed, scrubs] =
    await Promise.all([
      activePreferences(db, account.id),
      callsOfDebt(db, account.id, now),
      smsOptedOut(db, ten),
      textOptInOnFile(db, ten),
      req.channel === 'call' ? numberMarkedDoNotCall(db, ten) : Promise.resolve(false),
      debtMarkedDoNotCall(db, account.id),
      openDisputeFor(db, account.id),
      latestValidationNotice(db, account.id),
      textsOfDebt(db, account.id, now),
      licensedStatesOf(db),
      scrubFactsOf(db, account.id),
    ]);
  const has = (kind: string, aboutPhone = false) =>
    prefs.some((p) => p.kind === kind && (!aboutPhone || aboutNumber(p.phone, ten)));
  const callFacts: CallFact[] = callRows.map((c) => ({
    placedAt: c.createdAt.getTime(),
    status: c.status,
    conversation: c.answeredAt !== null && CONVERSATION_DISPOSITIONS.includes(c.disposition ?? ''),
  }));
  return {
    channel: req.channel,
    now,
    location: {
      state: account.state?.trim() || null,
      zip: account.zipCode?.trim() || null,
      phone: ten ?? tenDigitsOf(account.primaryPhone),
    },
    calls: callFacts,
    optOuts: {
      // An opt-out of calls names no number (all of them) or one (a wrong-person report, decision 0048).
      call: has('opt_out_call', true) || numberDnc,
      sms: has('opt_out_sms', true) || stopped,
      email: has('opt_out_email'),
    },
    smsConsent: optedIn || has('sms_consent', true),
    recalled: account.recalledAt !== null,
    cease: has('cease') || debtDnc,
    openDispute: dispute ? { filedAt: dispute.createdAt.getTime() } : null,
    validationNoticeSentOn: sentOn,
    texts,
    licensedStates: licensed,
    scrubs,
    // A call or text to the attorney's own number is the communication 1692c(a)(2) asks for (decision 0102).
    toAttorney: req.channel !== 'email' && ten !== null && scrubs.attorney?.phone === ten,
  };
}
