import type { Transaction } from '../../db/client';
import { recordAudit } from '../account-timeline';
import { linkUnlinkedAccounts } from '../accounts';

/**
 * Links accounts that have no user yet to this user, with an audit row each (who can now see the
 * account, and how). An account another user got meanwhile is left alone. Answers the ids linked.
 */
export async function linkAccountsToUser(
  tx: Transaction,
  accountIds: readonly number[],
  userId: number,
  reason: string,
): Promise<number[]> {
  if (accountIds.length === 0) return [];
  const linked = await linkUnlinkedAccounts(tx, accountIds, userId);
  if (linked.length > 0) {
    await recordAudit(
      tx,
      linked.map((id) => ({
        debtAccountId: id,
        userId,
        source: 'portal_link',
        field: 'user_id',
        oldValue: null,
        newValue: String(userId),
        reason,
      })),
    );
  }
  return linked;
}
