import { formatMoney, formatPhone, isValidationPeriodOpen } from '@arrears/domain';
import { and, desc, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  calls,
  contactEvents,
  debtAccounts,
  promises,
  smsMessages,
  validationNotices,
} from '../../db/schema';
import { wrongPartyToReview } from '../compliance';
import { findHotLeads } from '../dashboard';
import { noticesOverdue } from '../letters';
import { openCallbackRequests } from './callback-requests';
import { inScope, type QueueScope } from './queue-scope';
import { returnedMail } from './returned-mail-queue';

export type { ReasonHit } from './reason-hit';

import type { ReasonHit } from './reason-hit';

/**
 * A reason for an account to be in My queue. `rank` orders the reasons (lower first); `find`
 * answers the accounts in scope that have it, at most PROVIDER_LIMIT of them.
 */
export interface QueueReasonProvider {
  code: string;
  label: string;
  rank: number;
  find(db: Database, scope: QueueScope, now: number): Promise<ReasonHit[]>;
}

/** How many accounts one reason may bring; the queue shows 50 ready, so this leaves room for waiting ones. */
export const PROVIDER_LIMIT = 200;

/** Only accounts with something left to collect are worth a call. */
const owing = gt(debtAccounts.unpaidBalance, '0');

/** An inbound text that asks to be called ("call me after 5", "please call back"). */
const ASKS_FOR_CALL = String.raw`\m(call|ring|phone)\s+(me|back)\M|\mcallback\M`;

const shortDay = (d: Date) => d.toISOString().slice(0, 10);
const quote = (body: string) => (body.length > 80 ? `${body.slice(0, 79)}…` : body);

/**
 * The latest saved call disposition of the account asks for a callback, an unread text asks to be
 * called, or the consumer asked the IVR for a callback not yet returned.
 */
async function callbacksRequested(db: Database, scope: QueueScope): Promise<ReasonHit[]> {
  const latest = db
    .selectDistinctOn([calls.debtAccountId], {
      accountId: calls.debtAccountId,
      disposition: calls.disposition,
      notes: calls.dispositionNotes,
      at: calls.dispositionAt,
    })
    .from(calls)
    .where(sql`${calls.disposition} IS NOT NULL`)
    .orderBy(calls.debtAccountId, desc(calls.dispositionAt), desc(calls.id))
    .as('latest');
  const fromCalls = await db
    .select({ accountId: latest.accountId, notes: latest.notes, at: latest.at })
    .from(latest)
    .innerJoin(debtAccounts, eq(debtAccounts.id, latest.accountId))
    .where(and(eq(latest.disposition, 'callback_requested'), inScope(scope), owing))
    .orderBy(latest.at)
    .limit(PROVIDER_LIMIT);
  const fromTexts = await db
    .select({ accountId: smsMessages.debtAccountId, body: smsMessages.body })
    .from(smsMessages)
    .innerJoin(debtAccounts, eq(debtAccounts.id, smsMessages.debtAccountId))
    .where(
      and(
        eq(smsMessages.direction, 'inbound'),
        isNull(smsMessages.readAt),
        sql`${smsMessages.body} ~* ${ASKS_FOR_CALL}`,
        inScope(scope),
        owing,
      ),
    )
    .orderBy(smsMessages.createdAt)
    .limit(PROVIDER_LIMIT);
  const fromIvr = await openCallbackRequests(db, scope);
  return [
    ...fromCalls.map((r) => ({
      accountId: r.accountId,
      detail: `Callback requested on a call${r.at ? ` (${shortDay(r.at)})` : ''}${r.notes ? `: ${quote(r.notes)}` : ''}`,
    })),
    ...fromTexts.map((r) => ({ accountId: r.accountId as number, detail: `Text: “${quote(r.body)}”` })),
    ...fromIvr,
  ];
}

/** The dashboard's hot leads (portal visits, no payment since), over its default 7 days. */
async function hotLeads(db: Database, scope: QueueScope): Promise<ReasonHit[]> {
  const leads = await findHotLeads(db, 7, 'recency');
  if (leads.length === 0) return [];
  const ids = leads.map((l) => l.accountId);
  const visible = await db
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(and(inArray(debtAccounts.id, ids), inScope(scope)));
  const keep = new Set(visible.map((r) => r.id));
  return leads
    .filter((l) => keep.has(l.accountId))
    .slice(0, PROVIDER_LIMIT)
    .map((l) => ({ accountId: l.accountId, detail: `${l.visitCount} portal visits in 7 days` }));
}

/** Inbound texts no agent has read yet. */
async function repliesToRead(db: Database, scope: QueueScope): Promise<ReasonHit[]> {
  const rows = await db
    .select({ accountId: smsMessages.debtAccountId, unread: sql<number>`count(*)::int` })
    .from(smsMessages)
    .innerJoin(debtAccounts, eq(debtAccounts.id, smsMessages.debtAccountId))
    .where(and(eq(smsMessages.direction, 'inbound'), isNull(smsMessages.readAt), inScope(scope)))
    .groupBy(smsMessages.debtAccountId)
    .orderBy(sql`min(${smsMessages.createdAt})`)
    .limit(PROVIDER_LIMIT);
  return rows.map((r) => ({
    accountId: r.accountId as number,
    detail: r.unread === 1 ? '1 unread reply' : `${r.unread} unread replies`,
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Validation notice sent and its period still running, or placed in the last 30 days. */
async function newInValidationPeriod(db: Database, scope: QueueScope, now: number): Promise<ReasonHit[]> {
  const latestNotice = db
    .selectDistinctOn([validationNotices.debtAccountId], {
      accountId: validationNotices.debtAccountId,
      sentOn: validationNotices.sentOn,
    })
    .from(validationNotices)
    .orderBy(validationNotices.debtAccountId, desc(validationNotices.createdAt), desc(validationNotices.id))
    .as('notice');
  // A notice's period is 5 business days plus 30 days: one sent over 50 days ago is over.
  const recentSend = new Date(now - 50 * DAY_MS).toISOString().slice(0, 10);
  const placedSince = new Date(now - 30 * DAY_MS);
  const rows = await db
    .select({ accountId: debtAccounts.id, sentOn: latestNotice.sentOn, placedAt: debtAccounts.createdAt })
    .from(debtAccounts)
    .leftJoin(latestNotice, eq(latestNotice.accountId, debtAccounts.id))
    .where(
      and(
        inScope(scope),
        owing,
        sql`(${latestNotice.sentOn} >= ${recentSend} OR ${debtAccounts.createdAt} >= ${placedSince})`,
      ),
    )
    .orderBy(debtAccounts.createdAt, debtAccounts.id)
    .limit(PROVIDER_LIMIT);
  return rows.flatMap((r) => {
    if (r.sentOn && isValidationPeriodOpen(r.sentOn, now))
      return [{ accountId: r.accountId, detail: `Validation notice sent ${r.sentOn}` }];
    if (r.placedAt.getTime() >= placedSince.getTime())
      return [{ accountId: r.accountId, detail: `Placed ${shortDay(r.placedAt)}` }];
    return [];
  });
}

/**
 * Someone said in the chat a number on the account is not the debtor's (decisions 0048, 0088): a
 * verified consumer's report already stopped the number; an unverified one waits for staff's decision.
 */
async function wrongPartyReported(db: Database, scope: QueueScope): Promise<ReasonHit[]> {
  const rows = await wrongPartyToReview(db, inScope(scope), PROVIDER_LIMIT);
  return rows.map((r) => ({
    accountId: r.accountId,
    detail: r.pending
      ? `Wrong person reported for ${formatPhone(r.phone)} (${shortDay(r.at)}), not verified: nothing is stopped; stop the number or keep it`
      : `Wrong person reported for ${formatPhone(r.phone)} (${shortDay(r.at)}): review the number`,
  }));
}

/** The account's latest promise to pay was broken (decision 0058) and nothing is owed less since: call about it. */
async function brokenPromises(db: Database, scope: QueueScope): Promise<ReasonHit[]> {
  const latest = db
    .selectDistinctOn([promises.debtAccountId], {
      accountId: promises.debtAccountId,
      status: promises.status,
      amount: promises.amount,
      dueDate: promises.dueDate,
    })
    .from(promises)
    .orderBy(promises.debtAccountId, desc(promises.createdAt), desc(promises.id))
    .as('latest');
  const rows = await db
    .select({ accountId: latest.accountId, amount: latest.amount, dueDate: latest.dueDate })
    .from(latest)
    .innerJoin(debtAccounts, eq(debtAccounts.id, latest.accountId))
    .where(and(eq(latest.status, 'broken'), inScope(scope), owing))
    .orderBy(latest.dueDate)
    .limit(PROVIDER_LIMIT);
  return rows.map((r) => ({
    accountId: r.accountId,
    detail: `Promised ${formatMoney(r.amount)} by ${r.dueDate}, not paid`,
  }));
}

/** No call, no text and no e-mail to the consumer yet. */
async function neverContacted(db: Database, scope: QueueScope): Promise<ReasonHit[]> {
  const rows = await db
    .select({ accountId: debtAccounts.id })
    .from(debtAccounts)
    .where(
      and(
        inScope(scope),
        owing,
        notExists(db.select({ x: sql`1` }).from(calls).where(eq(calls.debtAccountId, debtAccounts.id))),
        notExists(
          db
            .select({ x: sql`1` })
            .from(smsMessages)
            .where(
              and(eq(smsMessages.debtAccountId, debtAccounts.id), eq(smsMessages.direction, 'outbound')),
            ),
        ),
        notExists(
          db
            .select({ x: sql`1` })
            .from(contactEvents)
            .where(and(eq(contactEvents.debtAccountId, debtAccounts.id), eq(contactEvents.channel, 'Email'))),
        ),
      ),
    )
    .orderBy(debtAccounts.createdAt, debtAccounts.id)
    .limit(PROVIDER_LIMIT);
  return rows.map((r) => ({ accountId: r.accountId, detail: null }));
}

/** Contacted, and no validation notice sent within five days of the first contact (decision 0069). */
async function validationNoticeOverdue(db: Database, scope: QueueScope, now: number): Promise<ReasonHit[]> {
  const rows = await noticesOverdue(db, {
    now,
    where: inScope(scope),
    pendingOnly: true,
    limit: PROVIDER_LIMIT,
  });
  return rows.map((r) => ({
    accountId: r.debtAccountId,
    detail: `First contacted ${r.firstContactOn}; the validation notice was due by ${r.dueBy}`,
  }));
}

/**
 * Why an account is in My queue, best first (decision 0040). Other areas add their reason here:
 * broken payment plans (arrangements), returned mail (letters) will join this list.
 */
export const QUEUE_REASONS: readonly QueueReasonProvider[] = [
  { code: 'notice_overdue', label: 'Validation notice overdue', rank: 3, find: validationNoticeOverdue },
  { code: 'wrong_party', label: 'Wrong person reported', rank: 5, find: wrongPartyReported },
  { code: 'callback_requested', label: 'Callback requested', rank: 10, find: callbacksRequested },
  { code: 'broken_promise', label: 'Broken promise', rank: 15, find: brokenPromises },
  { code: 'returned_mail', label: 'Returned mail', rank: 17, find: returnedMail },
  { code: 'hot_lead', label: 'Hot lead', rank: 20, find: hotLeads },
  { code: 'reply_to_read', label: 'Reply to read', rank: 30, find: repliesToRead },
  { code: 'validation_period', label: 'New: in validation period', rank: 40, find: newInValidationPeriod },
  { code: 'never_contacted', label: 'Never contacted', rank: 50, find: neverContacted },
];
