import { MAX_ROW_ID } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { calls, contactChangeRequests, debtAccounts } from '../db/schema';
import type { AccountKey } from '../route-access';

/** A positive row id from a path parameter, or null (the route's own schema answers the bad ones). */
function rowIdOf(value: unknown): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID ? n : null;
}

/** The account a workspace route is about, from its path parameters; null when it names none that exists. */
async function accountIdOf(
  db: Database,
  key: AccountKey,
  params: Record<string, unknown>,
): Promise<number | null> {
  if (key === 'id') return rowIdOf(params.id);
  if (key === 'callSid') {
    if (typeof params.callSid !== 'string') return null;
    const [row] = await db
      .select({ accountId: calls.debtAccountId })
      .from(calls)
      .where(eq(calls.callSid, params.callSid))
      .limit(1);
    return row?.accountId ?? null;
  }
  const id = rowIdOf(params.id);
  if (id === null) return null;
  const [row] = await db
    .select({ accountId: contactChangeRequests.debtAccountId })
    .from(contactChangeRequests)
    .where(eq(contactChangeRequests.id, id))
    .limit(1);
  return row?.accountId ?? null;
}

/**
 * Whether the route's account is assigned to this user (decision 0040). An account that does not
 * exist is not theirs either, so a collector learns nothing about other ids (403 both ways).
 */
export async function isAssignedTo(
  db: Database,
  userId: number,
  key: AccountKey,
  params: Record<string, unknown>,
): Promise<boolean> {
  const accountId = await accountIdOf(db, key, params);
  if (accountId === null) return false;
  const [row] = await db
    .select({ assignedUserId: debtAccounts.assignedUserId })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, accountId))
    .limit(1);
  return row?.assignedUserId === userId;
}
