import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, letters } from '../../db/schema';
import { sameAddress } from '../letters';
import { inScope, type QueueScope } from './queue-scope';
import type { ReasonHit } from './reason-hit';

/** How many accounts with returned mail one queue read looks at (the queue's PROVIDER_LIMIT). */
const LIMIT = 200;

/**
 * My queue's returned_mail reason: the account's latest returned letter went to the address it
 * still has, so someone has to find a new one. Changing the address takes it out of the queue.
 */
export async function returnedMail(db: Database, scope: QueueScope): Promise<ReasonHit[]> {
  const latest = db
    .selectDistinctOn([letters.debtAccountId], {
      accountId: letters.debtAccountId,
      letterId: letters.id,
      figures: letters.figures,
      returnedAt: letters.returnedAt,
    })
    .from(letters)
    .where(eq(letters.status, 'returned'))
    .orderBy(letters.debtAccountId, desc(letters.returnedAt), desc(letters.id))
    .as('returned');
  const rows = await db
    .select({
      letterId: latest.letterId,
      figures: latest.figures,
      returnedAt: latest.returnedAt,
      account: debtAccounts,
    })
    .from(latest)
    .innerJoin(debtAccounts, eq(debtAccounts.id, latest.accountId))
    .where(and(inScope(scope), gt(debtAccounts.unpaidBalance, '0')))
    .orderBy(latest.returnedAt)
    .limit(LIMIT);
  return rows
    .filter((r) => sameAddress(r.figures.addressLines, r.account))
    .map((r) => ({
      accountId: r.account.id,
      detail: `Letter ${r.letterId} came back${r.returnedAt ? ` (${r.returnedAt.toISOString().slice(0, 10)})` : ''}: find a new address`,
    }));
}
