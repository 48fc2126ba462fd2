import type { UnreadReply } from '@arrears/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, smsMessages } from '../../db/schema';
import { inScope, type QueueScope } from './queue-scope';

/** The replies list shows this many at most; an agent reads them oldest first. */
export const REPLIES_LIMIT = 200;

/** Inbound texts on accounts in scope that no agent has marked read, oldest first. */
export async function unreadReplies(db: Database, scope: QueueScope): Promise<UnreadReply[]> {
  const rows = await db
    .select({
      id: smsMessages.id,
      accountId: debtAccounts.id,
      accountNumber: debtAccounts.accountNumber,
      fullName: debtAccounts.fullName,
      fromNumber: smsMessages.fromNumber,
      body: smsMessages.body,
      receivedAt: smsMessages.receivedAt,
      createdAt: smsMessages.createdAt,
    })
    .from(smsMessages)
    .innerJoin(debtAccounts, eq(debtAccounts.id, smsMessages.debtAccountId))
    .where(and(eq(smsMessages.direction, 'inbound'), isNull(smsMessages.readAt), inScope(scope)))
    .orderBy(asc(smsMessages.createdAt), asc(smsMessages.id))
    .limit(REPLIES_LIMIT);
  return rows.map(({ createdAt, receivedAt, ...r }) => ({
    ...r,
    receivedAt: (receivedAt ?? createdAt).toISOString(),
  }));
}
