import {
  formatPhone,
  PREFERENCE_LIFT_MESSAGES,
  WRONG_PARTY_SOURCE,
  type WrongPartyReport,
} from '@arrears/domain';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { contactPreferences, debtAccounts } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry } from '../account-timeline';
import { lastTenSql } from './compliance-facts.repository';

/** contact_preferences.source of what a debtor asked in the chat (decision 0048). */
export const CHAT_SOURCE = 'chat';
/** contact_preferences.source of a "wrong person" report: staff review these (work queue). */
export { WRONG_PARTY_SOURCE };
/**
 * contact_preferences.kind of a wrong-person report from a chat that proved no identity (decision
 * 0088): it stops nothing (the contact guard reads only the preference kinds) and waits for staff,
 * who stop the number or keep it; their decision closes it (revoked_at, revoked_by).
 */
export const WRONG_PARTY_REVIEW_KIND = 'wrong_party_review';

const CEASE_NOTE =
  'Asked in the chat to stop contact: a request in writing, by electronic means (Regulation F §1006.6(c), 12 CFR 1006.6(e))';

async function hasLive(tx: Transaction, accountId: number, kind: string, phone: string | null) {
  const [row] = await tx
    .select({ id: contactPreferences.id })
    .from(contactPreferences)
    .where(
      and(
        eq(contactPreferences.debtAccountId, accountId),
        eq(contactPreferences.kind, kind),
        phone === null ? isNull(contactPreferences.phone) : eq(contactPreferences.phone, phone),
        isNull(contactPreferences.revokedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Locks the account row: two requests at once record one preference, not two. */
async function lockAccount(tx: Transaction, accountId: number) {
  await tx
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, accountId))
    .for('update');
}

/**
 * "Stop contacting me" of a verified chat: a cease request on each account, recorded like the
 * agent's (kind 'cease', source chat) with a timeline line. An account that already has one is left
 * as it is. Answers how many accounts got a new one.
 */
export async function recordChatCease(db: Database, accountIds: readonly number[]): Promise<number> {
  let recorded = 0;
  for (const accountId of accountIds) {
    const added = await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      if (await hasLive(tx, accountId, 'cease', null)) return false;
      const [row] = await tx
        .insert(contactPreferences)
        .values({ debtAccountId: accountId, kind: 'cease', source: CHAT_SOURCE, note: CEASE_NOTE })
        .returning({ id: contactPreferences.id });
      await addTimelineEntry(tx, {
        debtAccountId: accountId,
        channel: 'Update',
        message: `Cease communication recorded: the debtor asked in the chat to stop contact. ${CEASE_NOTE}.`,
        details: {
          kind: 'contact_preference',
          preferenceId: row.id,
          preference: 'cease',
          source: CHAT_SOURCE,
        },
      });
      return true;
    });
    if (added) recorded += 1;
  }
  return recorded;
}

/** The accounts that hold this number as their own, work or alternate phone. */
export async function accountsWithPhone(db: Database, ten: string): Promise<number[]> {
  const rows = await db
    .select({ id: debtAccounts.id })
    .from(debtAccounts)
    .where(
      or(
        eq(lastTenSql(debtAccounts.primaryPhone), ten),
        eq(lastTenSql(debtAccounts.workPhone), ten),
        eq(lastTenSql(debtAccounts.alternatePhone), ten),
      ),
    );
  return rows.map((r) => r.id);
}

/** Opt-outs of calls and texts about that number only (source chat_wrong_party); the new rows' ids. */
async function stopNumber(
  tx: Transaction,
  accountId: number,
  ten: string,
  note: string,
  userId: number | null,
): Promise<number[]> {
  const ids: number[] = [];
  for (const kind of ['opt_out_call', 'opt_out_sms'] as const) {
    if (await hasLive(tx, accountId, kind, ten)) continue;
    const [row] = await tx
      .insert(contactPreferences)
      .values({
        debtAccountId: accountId,
        kind,
        phone: ten,
        source: WRONG_PARTY_SOURCE,
        note,
        recordedByUserId: userId,
      })
      .returning({ id: contactPreferences.id });
    ids.push(row.id);
  }
  return ids;
}

/**
 * "You have the wrong person" from a chat that proved the identity (decisions 0048, 0088): on each
 * of the given accounts (the session's own that hold the number), calls and texts to that number
 * stop and a timeline line asks staff to review the number; the work queue lists it until they do.
 */
export async function recordWrongParty(
  db: Database,
  accountIds: readonly number[],
  ten: string,
): Promise<void> {
  const shown = formatPhone(ten);
  await eachAccountLocked(db, accountIds, async (tx, accountId) => {
    const ids = await stopNumber(
      tx,
      accountId,
      ten,
      `The consumer, verified in the chat, said the person reached at ${shown} is not them`,
      null,
    );
    if (ids.length === 0) return;
    await addTimelineEntry(tx, {
      debtAccountId: accountId,
      channel: 'Update',
      message: `Wrong person reported in the chat for ${shown} by the verified consumer: calls and texts to this number are stopped. Please review the number.`,
      details: { kind: 'contact_preference', preferenceIds: ids, phone: ten, source: WRONG_PARTY_SOURCE },
    });
  });
}

/** Runs `work` once per account, each in its own transaction with the account row locked first. */
async function eachAccountLocked(
  db: Database,
  accountIds: readonly number[],
  work: (tx: Transaction, accountId: number) => Promise<void>,
): Promise<void> {
  for (const accountId of accountIds) {
    await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      await work(tx, accountId);
    });
  }
}

/**
 * "You have the wrong person" from someone who proved no identity (decision 0088): nothing stops.
 * Each account that holds the number gets a report for staff to review (one open report per
 * account and number) and a timeline line; the work queue lists it until staff decide.
 */
export async function recordWrongPartyForReview(
  db: Database,
  accountIds: readonly number[],
  ten: string,
): Promise<void> {
  const shown = formatPhone(ten);
  await eachAccountLocked(db, accountIds, async (tx, accountId) => {
    if (await hasLive(tx, accountId, WRONG_PARTY_REVIEW_KIND, ten)) return;
    const [row] = await tx
      .insert(contactPreferences)
      .values({
        debtAccountId: accountId,
        kind: WRONG_PARTY_REVIEW_KIND,
        phone: ten,
        source: WRONG_PARTY_SOURCE,
        note: `Someone who did not verify said in the chat that the person reached at ${shown} is not the debtor`,
      })
      .returning({ id: contactPreferences.id });
    await addTimelineEntry(tx, {
      debtAccountId: accountId,
      channel: 'Update',
      message: `Wrong person reported in the chat for ${shown} by someone who did not verify: nothing is stopped. Please review the number.`,
      details: {
        kind: 'contact_preference',
        preferenceId: row.id,
        preference: WRONG_PARTY_REVIEW_KIND,
        phone: ten,
        source: WRONG_PARTY_SOURCE,
      },
    });
  });
}

/** The account's wrong-person reports still to review, newest first. */
export async function wrongPartyReportsOf(db: Database, accountId: number): Promise<WrongPartyReport[]> {
  const rows = await db
    .select()
    .from(contactPreferences)
    .where(
      and(
        eq(contactPreferences.debtAccountId, accountId),
        eq(contactPreferences.kind, WRONG_PARTY_REVIEW_KIND),
        isNull(contactPreferences.revokedAt),
      ),
    )
    .orderBy(desc(contactPreferences.createdAt), desc(contactPreferences.id));
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone ?? '',
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Staff decide a wrong-person report (decision 0088): `stop` stops calls and texts to the number on
 * this account (as a verified report would); `keep` leaves the number callable (it is the debtor's).
 * Either closes the report, with a timeline line naming who decided.
 */
export async function reviewWrongPartyReport(
  db: Database,
  input: { accountId: number; reportId: number; action: 'stop' | 'keep'; userId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, input.accountId);
    const [report] = await tx
      .select()
      .from(contactPreferences)
      .where(
        and(
          eq(contactPreferences.id, input.reportId),
          eq(contactPreferences.debtAccountId, input.accountId),
          eq(contactPreferences.kind, WRONG_PARTY_REVIEW_KIND),
        ),
      );
    if (!report?.phone) throw new HttpError(404, PREFERENCE_LIFT_MESSAGES.reviewNotFound);
    if (report.revokedAt) throw new HttpError(409, PREFERENCE_LIFT_MESSAGES.reviewDone);
    const shown = formatPhone(report.phone);
    await tx
      .update(contactPreferences)
      .set({ revokedAt: new Date(), revokedByUserId: input.userId })
      .where(eq(contactPreferences.id, report.id));
    const ids =
      input.action === 'stop'
        ? await stopNumber(
            tx,
            input.accountId,
            report.phone,
            `Staff confirmed a wrong-person report: the person reached at ${shown} is not the debtor`,
            input.userId,
          )
        : [];
    await addTimelineEntry(tx, {
      debtAccountId: input.accountId,
      channel: 'Update',
      userId: input.userId,
      message:
        input.action === 'stop'
          ? `Wrong-person report for ${shown} reviewed: calls and texts to this number are stopped.`
          : `Wrong-person report for ${shown} reviewed: the number is the debtor's and stays callable.`,
      details: {
        kind: 'contact_preference',
        preferenceId: report.id,
        preference: WRONG_PARTY_REVIEW_KIND,
        action: input.action,
        preferenceIds: ids,
        phone: report.phone,
        source: WRONG_PARTY_SOURCE,
      },
    });
  });
}

/**
 * Live wrong-person reports (stops of a verified chat, and reports of an unverified one) whose number
 * is still on the account: what staff have to review.
 */
export async function wrongPartyToReview(db: Database, where?: SQL, limit = 200) {
  return db
    .selectDistinctOn([contactPreferences.debtAccountId], {
      accountId: contactPreferences.debtAccountId,
      phone: contactPreferences.phone,
      at: contactPreferences.createdAt,
      /** A report of an unverified chat: nothing stopped yet, staff decide. */
      pending: sql<boolean>`${contactPreferences.kind} = ${WRONG_PARTY_REVIEW_KIND}`,
    })
    .from(contactPreferences)
    .innerJoin(debtAccounts, eq(debtAccounts.id, contactPreferences.debtAccountId))
    .where(
      and(
        eq(contactPreferences.source, WRONG_PARTY_SOURCE),
        isNull(contactPreferences.revokedAt),
        where,
        or(
          eq(lastTenSql(debtAccounts.primaryPhone), contactPreferences.phone),
          eq(lastTenSql(debtAccounts.workPhone), contactPreferences.phone),
          eq(lastTenSql(debtAccounts.alternatePhone), contactPreferences.phone),
        ),
      ),
    )
    .orderBy(contactPreferences.debtAccountId, contactPreferences.createdAt)
    .limit(limit);
}
