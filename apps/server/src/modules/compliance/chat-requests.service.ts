import { formatPhone } from '@arrears/domain';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { contactPreferences, debtAccounts } from '../../db/schema';
import { addTimelineEntry } from '../account-timeline/account-timeline.service';
import { lastTenSql } from './compliance-facts.repository';

/** contact_preferences.source of what a debtor asked in the chat (decision 0048). */
export const CHAT_SOURCE = 'chat';
/** contact_preferences.source of a "wrong person" report: staff review these (work queue). */
export const WRONG_PARTY_SOURCE = 'chat_wrong_party';

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

/**
 * "You have the wrong person" for a number (decision 0048): on each account that holds it, calls
 * and texts to that number stop (opt-outs about that number only, source chat_wrong_party) and a
 * timeline line asks staff to review the number; the work queue lists it until they do.
 */
export async function recordWrongParty(
  db: Database,
  accountIds: readonly number[],
  ten: string,
): Promise<void> {
  const shown = formatPhone(ten);
  for (const accountId of accountIds) {
    await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
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
            note: `The person reached at ${shown} said in the chat they are not the debtor`,
          })
          .returning({ id: contactPreferences.id });
        ids.push(row.id);
      }
      if (ids.length === 0) return;
      await addTimelineEntry(tx, {
        debtAccountId: accountId,
        channel: 'Update',
        message: `Wrong person reported in the chat for ${shown}: calls and texts to this number are stopped. Please review the number.`,
        details: { kind: 'contact_preference', preferenceIds: ids, phone: ten, source: WRONG_PARTY_SOURCE },
      });
    });
  }
}

/** Live wrong-person reports whose number is still on the account: what staff have to review. */
export async function wrongPartyToReview(db: Database, where?: SQL, limit = 200) {
  return db
    .selectDistinctOn([contactPreferences.debtAccountId], {
      accountId: contactPreferences.debtAccountId,
      phone: contactPreferences.phone,
      at: contactPreferences.createdAt,
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
