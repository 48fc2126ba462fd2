import { centsToDecimal, formatCents } from '@arrears/domain';
import type { Database } from '../../db/client';
import { promises } from '../../db/schema';
import { addTimelineEntry } from '../account-timeline';
import { requireAccount } from '../accounts';
import { checkPromise } from './promise-rules';

export interface NewPromise {
  debtAccountId: number | string;
  amountCents: number;
  dueDate: string;
  userId: number;
  source: 'disposition' | 'api';
  callId?: number | null;
}

/** Records a promise after the rules of decision 0058; a promise made on the API gets its own timeline line. */
export async function createPromise(db: Database, input: NewPromise, now: number) {
  const account = await requireAccount(db, input.debtAccountId);
  checkPromise(input.amountCents, input.dueDate, account.unpaidBalance, now);
  const [row] = await db
    .insert(promises)
    .values({
      debtAccountId: account.id,
      amount: centsToDecimal(input.amountCents),
      dueDate: input.dueDate,
      createdByUserId: input.userId,
      source: input.source,
      callId: input.callId ?? null,
      createdAt: new Date(now),
    })
    .returning();
  if (input.source === 'api')
    await addTimelineEntry(db, {
      debtAccountId: account.id,
      channel: 'Note',
      userId: input.userId,
      message: `Promise to pay ${formatCents(input.amountCents)} by ${input.dueDate}`,
      details: { promiseId: row.id },
    });
  return row;
}
