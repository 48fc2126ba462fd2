import {
  type CallFact,
  type ContactChannel,
  type ContactFacts,
  normalizePhone,
  STATE_CALL_LIMITS,
  type TextFact,
} from '@arrears/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
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

export interface FactsRequest {
  account: DebtAccountRow;
  channel: ContactChannel;
  /** The number dialled or texted (any spelling); for e-mail, ignored. */
  phone: string | null;
  now: number;
}

interface OwnFactsRow extends Record<string, unknown> {
  prefs: { kind: string; phone: string | null }[];
  calls: { placed_ms: number; status: string; answered: boolean; disposition: string | null }[];
  stopped: boolean;
  opted_in: boolean;
  number_dnc: boolean;
  debt_dnc: boolean;
  sent_on: string | null;
  texts: { at_ms: number; status: string }[];
}

/** The rows of a subquery as a JSON array (an empty one for none). */
const jsonRows = (query: SQL) => sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;
/** A timestamp as epoch milliseconds, as the driver's Date would give them. */
const epochMs = (value: SQL | AnyPgColumn) => sql`floor(extract(epoch from ${value}) * 1000)::bigint`;

/**
 * The facts kept in this module's tables, in one statement (a workspace opening and every contact
 * the guard checks read them; each subquery was its own round trip, on the same index):
 * - prefs: the account's active (not revoked) preferences, by kind, with the number each is about;
 * - calls and texts about the debt in the look-back window: a state's limit counts texts with calls
 *   (decision 0105); a sent text carries the app clock's sent_at, one never sent its row's time;
 * - stopped: the number texted STOP (and not START since); opted_in: a consent on file that the
 *   number confirmed (a form anyone can fill in is consent only then, decision 0032);
 * - number_dnc: the number's owner said "do not call" on a call to it (any account, the latest
 *   disposition), kept from the first contact center (decision 0022) as an opt-out of calls to it;
 * - debt_dnc: a call of this debt ended "do not call"; sent_on: the latest validation notice.
 */
async function ownFacts(
  db: Database,
  accountId: number,
  ten: string | null,
  channel: ContactChannel,
  now: number,
): Promise<OwnFactsRow> {
  const since = new Date(now - CALL_LOOKBACK_MS).toISOString();
  const sentAt = sql`coalesce(${smsMessages.sentAt}, ${smsMessages.createdAt})`;
  const none = sql`false`;
  const result = await db.execute<OwnFactsRow>(sql`select
    ${jsonRows(sql`select ${contactPreferences.kind} as kind, ${contactPreferences.phone} as phone
      from ${contactPreferences}
      where ${contactPreferences.debtAccountId} = ${accountId} and ${contactPreferences.revokedAt} is null`)} as prefs,
    ${jsonRows(sql`select ${epochMs(calls.createdAt)} as placed_ms, ${calls.status} as status,
        ${calls.answeredAt} is not null as answered, ${calls.disposition} as disposition
      from ${calls}
      where ${calls.debtAccountId} = ${accountId} and ${calls.createdAt} >= ${since}::timestamptz`)} as calls,
    ${
      ten
        ? sql`exists (select 1 from ${smsOptOuts} where ${inArray(smsOptOuts.phoneNumber, optOutSpellings(ten))})`
        : none
    } as stopped,
    ${
      ten
        ? // sms_opt_ins_last_ten_idx: the same expression, and its predicate written as literals.
          sql`exists (select 1 from ${smsOptIns} where ${lastTenSql(smsOptIns.phoneNumber)} = ${ten}
            and ${smsOptIns.consent} and ${smsOptIns.confirmedAt} is not null)`
        : none
    } as opted_in,
    ${
      ten && channel === 'call'
        ? // calls_to_number_disposition_idx (to_number, disposition_at desc, id desc) where disposition is not null.
          sql`coalesce((select ${calls.disposition} = 'do_not_call' from ${calls}
            where ${calls.toNumber} = ${ten} and ${calls.disposition} is not null
            order by ${calls.dispositionAt} desc, ${calls.id} desc limit 1), false)`
        : none
    } as number_dnc,
    exists (select 1 from ${calls}
      where ${calls.debtAccountId} = ${accountId} and ${calls.disposition} = 'do_not_call') as debt_dnc,
    (select ${validationNotices.sentOn}::text from ${validationNotices}
      where ${validationNotices.debtAccountId} = ${accountId}
      order by ${validationNotices.createdAt} desc, ${validationNotices.id} desc limit 1) as sent_on,
    ${jsonRows(sql`select ${epochMs(sentAt)} as at_ms, ${smsMessages.status} as status
      from ${smsMessages}
      where ${smsMessages.debtAccountId} = ${accountId} and ${smsMessages.direction} = 'outbound'
        and ${sentAt} >= ${since}::timestamptz`)} as texts`);
  return result.rows[0] as OwnFactsRow;
}

/**
 * Everything the rules need about one contact: this module's facts in one statement (ownFacts), the
 * open dispute, the licences and the scrub flags beside it. Opt-outs are reported for all channels
 * (the snapshot shows them), the text opt-out and consent for `phone`.
 */
export async function gatherContactFacts(db: Database, req: FactsRequest): Promise<ContactFacts> {
  const { account, now } = req;
  const ten = tenDigitsOf(req.phone);
  const [own, dispute, licensed, scrubs] = await Promise.all([
    ownFacts(db, account.id, ten, req.channel, now),
    openDisputeFor(db, account.id),
    licensedStatesOf(db),
    scrubFactsOf(db, account.id),
  ]);
  const prefs = own.prefs;
  const stopped = Boolean(own.stopped);
  const optedIn = Boolean(own.opted_in);
  const numberDnc = Boolean(own.number_dnc);
  const debtDnc = Boolean(own.debt_dnc);
  const sentOn = own.sent_on ?? null;
  const texts: TextFact[] = own.texts.map((r) => ({ sentAt: Number(r.at_ms), status: r.status }));
  const has = (kind: string, aboutPhone = false) =>
    prefs.some((p) => p.kind === kind && (!aboutPhone || aboutNumber(p.phone, ten)));
  const callFacts: CallFact[] = own.calls.map((c) => ({
    placedAt: Number(c.placed_ms),
    status: c.status,
    conversation: c.answered && CONVERSATION_DISPOSITIONS.includes(c.disposition ?? ''),
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
