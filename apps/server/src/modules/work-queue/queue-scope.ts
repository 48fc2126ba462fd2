import type { Role } from '@arrears/domain';
import { eq, isNull, or, type SQL } from 'drizzle-orm';
import { debtAccounts } from '../../db/schema';

/**
 * Whose accounts a user works (decision 0040): a collector only the accounts assigned to them;
 * admin and staff theirs plus the unassigned pool.
 */
export interface QueueScope {
  userId: number;
  includePool: boolean;
}

export function scopeOf(user: { id: number; role: Role }): QueueScope {
  return { userId: user.id, includePool: user.role !== 'collector' };
}

/** The scope as a condition on debt_accounts. */
export function inScope(scope: QueueScope): SQL {
  const mine = eq(debtAccounts.assignedUserId, scope.userId);
  return (scope.includePool ? or(mine, isNull(debtAccounts.assignedUserId)) : mine) as SQL;
}
