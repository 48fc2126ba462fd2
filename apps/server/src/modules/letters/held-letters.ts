import { LETTER_BATCH_MESSAGES as BM } from '@arrears/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { letters } from '../../db/schema';
import { requireAccount } from '../accounts';
import { returnedAtCurrentAddress } from './returned-mail.service';
import { scrubHeldAccounts } from './scrubbed-letters';

/**
 * Print letters already queued when mail to the account's address came back are held, not batched,
 * until the address changes (decision 0071): the same test as a new letter's refusal, so an address
 * edit or an import that changes it releases them. So are those of an account a scrub flag holds
 * back (decision 0101) until staff lift it. Answers each held account's reason.
 */
export async function heldAccounts(
  db: Database,
  accountIds: Iterable<number>,
  now: number,
): Promise<Map<number, string>> {
  const ids = [...new Set(accountIds)];
  const held = await scrubHeldAccounts(db, ids, now);
  for (const id of ids) {
    if (held.has(id)) continue;
    if (await returnedAtCurrentAddress(db, await requireAccount(db, id))) held.set(id, BM.heldReturnedMail);
  }
  return held;
}

/** The accounts whose queued print letters, not in a batch yet, are held now. */
export async function heldForBatch(db: Database, now: number): Promise<number[]> {
  const waiting = await db
    .selectDistinct({ id: letters.debtAccountId })
    .from(letters)
    .where(and(eq(letters.status, 'queued'), eq(letters.delivery, 'print'), isNull(letters.batchId)));
  return [
    ...(
      await heldAccounts(
        db,
        waiting.map((w) => w.id),
        now,
      )
    ).keys(),
  ];
}
