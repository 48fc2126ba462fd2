import { OPEN_DISPUTE_STATUSES } from '@arrears/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { disputes } from '../../db/schema';

export interface OpenDispute {
  id: number;
  status: string;
  disputeType: string;
  createdAt: Date;
}

/**
 * The account's newest open dispute (pending or under review), or null. While one exists the
 * account counts as disputed: the contact center shows the flag.
 */
export async function openDisputeFor(
  db: Database | Transaction,
  debtAccountId: number,
): Promise<OpenDispute | null> {
  const [row] = await db
    .select({
      id: disputes.id,
      status: disputes.status,
      disputeType: disputes.disputeType,
      createdAt: disputes.createdAt,
    })
    .from(disputes)
    .where(
      and(eq(disputes.debtAccountId, debtAccountId), inArray(disputes.status, [...OPEN_DISPUTE_STATUSES])),
    )
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(1);
  return row ?? null;
}
