import { ASSIGNMENT_MESSAGES, type Assignee, type AssignmentResult } from '@arrears/domain';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { recordAudit } from '../account-timeline';
import { requireAccount, setAssignee } from '../accounts';
import { forgetQueueCounts } from './queue-counts';

const AGENCY_ROLES = ['admin', 'staff', 'collector'] as const;

const nameOf = (u: { firstName: string | null; lastName: string | null; username: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.username;

/** The users an account may be assigned to: active agency users, by name. */
export async function listAssignees(db: Database): Promise<Assignee[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      role: users.role,
    })
    .from(users)
    .where(and(inArray(users.role, [...AGENCY_ROLES]), isNull(users.deactivatedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((u) => ({ id: u.id, name: nameOf(u), role: u.role }));
}

/** 400 unless `userId` is an active agency user (never a debtor, never a deactivated user). */
async function requireAssignee(db: Database, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, [...AGENCY_ROLES]), isNull(users.deactivatedAt)));
  if (!row) throw new HttpError(400, ASSIGNMENT_MESSAGES.badUser);
}

/**
 * Assigns accounts to an agency user, or back to the pool (null). Only accounts whose assignee
 * changes are updated, and each change is one audit line (field assigned_user_id, before and after).
 */
export async function assignAccounts(
  db: Database,
  accountIds: readonly number[],
  userId: number | null,
  byUserId: number,
): Promise<AssignmentResult> {
  if (userId !== null) await requireAssignee(db, userId);
  const ids = [...new Set(accountIds)];
  const result = await db.transaction(async (tx) => {
    const changed = await tx
      .select({ id: debtAccounts.id, previous: debtAccounts.assignedUserId })
      .from(debtAccounts)
      .where(
        and(
          inArray(debtAccounts.id, ids),
          userId === null
            ? isNotNull(debtAccounts.assignedUserId)
            : or(isNull(debtAccounts.assignedUserId), ne(debtAccounts.assignedUserId, userId)),
        ),
      )
      .for('update');
    if (changed.length === 0) return { changed: 0, assignedUserId: userId };
    await setAssignee(
      tx,
      changed.map((c) => c.id),
      userId,
    );
    await recordAudit(
      tx,
      changed.map((c) => ({
        debtAccountId: c.id,
        userId: byUserId,
        source: 'assignment' as const,
        field: 'assigned_user_id',
        oldValue: c.previous === null ? null : String(c.previous),
        newValue: userId === null ? null : String(userId),
      })),
    );
    return { changed: changed.length, assignedUserId: userId };
  });
  // Accounts moved between queues: the home's kept queue figures are counted again (decision 0117).
  if (result.changed > 0) forgetQueueCounts(db);
  return result;
}

/** PUT one account's assignment: 404 for an unknown account. */
export async function assignAccount(
  db: Database,
  accountId: number,
  userId: number | null,
  byUserId: number,
) {
  await requireAccount(db, accountId);
  return assignAccounts(db, [accountId], userId, byUserId);
}
