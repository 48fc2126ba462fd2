import { LETTER_BATCH_MESSAGES as BM } from '@arrears/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { letters } from '../../db/schema';
import { requireAccount } from '../accounts';
import { returnedAtCurrentAddress } from './returned-mail.service';

/**
 * Print letters already queued when mail to the account's address came back are held, not batched,
 * until the address changes (decision 0071): the same test as a new letter's refusal, so an address
 * edit or an import that changes it releases them. Answers each held account's reason.
 */
export async function heldAccounts(db: Database, accountIds: Iterable<number>): Promise<Map<number, string>> {
  const held = new Map<number, string>();
  for (const id of new Set(accountIds)) {
    if (await returnedAtCurrentAddress(db, await requireAccount(db, id))) held.set(id, BM.heldReturnedMail);
  }
  return held;
}

/** The accounts whose queued print letters, not in a batch yet, are held now. */
export async function heldForBatch(db: Database): Promise<number[]> {
  const waiting = await db
    .selectDistinct({ id: letters.debtAccountId })
    .from(letters)
    .where(and(eq(letters.status, 'queued'), eq(letters.delivery, 'print'), isNull(letters.batchId)));
  return [
    ...(
      await heldAccounts(
        db,
        waiting.map((w) => w.id),
      )
    ).keys(),
  ];
}
