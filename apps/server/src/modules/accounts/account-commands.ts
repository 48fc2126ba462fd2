import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type DebtAccountRow, debtAccounts } from '../../db/schema';

/**
 * The writes to debt_accounts that other modules make: each takes the caller's transaction, so the
 * change commits with the caller's audit and timeline lines. The balance is never among them: it
 * moves with the ledger (its trigger). The accounts import writes its batches through
 * import-accounts-sql.ts, beside this file.
 */
type Db = Database | Transaction;

/** New accounts as given (the demo data). */
export async function insertAccounts(
  db: Db,
  rows: readonly (typeof debtAccounts.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(debtAccounts).values([...rows]);
}

/** The day and amount of the account's latest payment. Answers false when the account is gone. */
export async function recordLastActivity(
  db: Db,
  accountId: number,
  activity: { date: string; amount: string },
  /** Whether updated_at moves too (a payment taken now does; the demo's back-dated ones do not). */
  touch = true,
): Promise<boolean> {
  const rows = await db
    .update(debtAccounts)
    .set({
      lastActivityDate: activity.date,
      lastActivityAmount: activity.amount,
      ...(touch ? { updatedAt: sql`now()` } : {}),
    })
    .where(eq(debtAccounts.id, accountId))
    .returning({ id: debtAccounts.id });
  return rows.length > 0;
}

/** The agency user the accounts are assigned to, or none (back to the pool). */
export async function setAssignee(
  db: Db,
  accountIds: readonly number[],
  userId: number | null,
): Promise<void> {
  if (accountIds.length === 0) return;
  await db
    .update(debtAccounts)
    // updated_at moves too, so the accounts list's ETag changes and its Assignee column follows.
    .set({ assignedUserId: userId, updatedAt: sql`now()` })
    .where(inArray(debtAccounts.id, [...accountIds]));
}

/** The client and placement the accounts (by number) are held for. */
export async function placeAccounts(
  db: Db,
  accountNumbers: readonly string[],
  placement: { clientId: number; placementId: number },
): Promise<void> {
  await db
    .update(debtAccounts)
    .set({ clientId: placement.clientId, placementId: placement.placementId })
    .where(inArray(debtAccounts.accountNumber, [...accountNumbers]));
}

/** Closes the accounts for collection: their client took them back. Those recalled before stay as they are. */
export async function markRecalled(
  db: Db,
  accountIds: readonly number[],
  recall: { at: Date; accountStatus: string },
): Promise<void> {
  await db
    .update(debtAccounts)
    .set({ recalledAt: recall.at, accountStatus: recall.accountStatus, updatedAt: recall.at })
    .where(and(inArray(debtAccounts.id, [...accountIds]), isNull(debtAccounts.recalledAt)));
}

/** The account's status, in the code's words and as the table shows it. */
export async function setAccountStatus(
  db: Db,
  accountId: number,
  state: { status: string; accountStatus: string; at: Date },
): Promise<void> {
  await db
    .update(debtAccounts)
    .set({ status: state.status, accountStatus: state.accountStatus, updatedAt: state.at })
    .where(eq(debtAccounts.id, accountId));
}

/** The contact fields an agent or the consumer may change (phones, e-mail, address). */
export type ContactField =
  | 'primaryPhone'
  | 'workPhone'
  | 'alternatePhone'
  | 'emailAddress'
  | 'address1'
  | 'address2'
  | 'city'
  | 'state'
  | 'zipCode';

export async function updateContactFields(
  db: Db,
  accountId: number,
  values: Partial<Record<ContactField, string | null>>,
): Promise<void> {
  await db
    .update(debtAccounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(debtAccounts.id, accountId));
}

/** Whether mail reaches the account's address (returned mail marks it bad). */
export async function setAddressStatus(db: Db, accountId: number, addressStatus: string): Promise<void> {
  await db.update(debtAccounts).set({ addressStatus }).where(eq(debtAccounts.id, accountId));
}

/** Whether the debt is past the statute of limitations. */
export async function setTimeBarred(db: Db, accountId: number, timeBarred: boolean): Promise<void> {
  await db.update(debtAccounts).set({ timeBarred }).where(eq(debtAccounts.id, accountId));
}

/** Where a portal sign-up's identity match stands: pending, rejected, or settled (null). */
export async function setIdentityReview(
  db: Db,
  accountId: number,
  identityReview: DebtAccountRow['identityReview'],
): Promise<void> {
  await db.update(debtAccounts).set({ identityReview }).where(eq(debtAccounts.id, accountId));
}

/**
 * Links accounts no user holds yet to this portal user; one another user got meanwhile is left
 * alone. Answers the ids linked.
 */
export async function linkUnlinkedAccounts(
  db: Db,
  accountIds: readonly number[],
  userId: number,
): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const linked = await db
    .update(debtAccounts)
    .set({ userId })
    .where(and(inArray(debtAccounts.id, [...accountIds]), isNull(debtAccounts.userId)))
    .returning({ id: debtAccounts.id });
  return linked.map(({ id }) => id);
}
