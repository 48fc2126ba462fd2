import { LETTER_BATCH_MESSAGES as BM } from '@arrears/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { letters } from '../../db/schema';
import { requireAccount } from '../accounts';
import { returnedAtCurrentAddress } from './returned-mail.service';
import { scrubHeldAccounts, unlicensedHeldAccounts } from './scrubbed-letters';

/**
 * Print letters already queued when mail to the account's address came back are held, not batched,
 * until the address changes (decision 0071): the same test as a new letter's refusal, so an address
 * edit or an import that changes it releases them. So are those of an account a scrub flag holds
 * back (decision 0101) until staff lift it, and of a consumer in a state where the agency lists no
 * licence it needs (decision 0106) until an admin lists it. Answers each held account's reason.
 */
export async function heldAccounts(
  db: Database,
  accountIds: Iterable<number>,
  now: number,
): Promise<Map<number, string>> {
  const ids = [...new Set(accountIds)];
  const held = await scrubHeldAccounts(db, ids, now);
  const open = [];
  for (const id of ids) if (!held.has(id)) open.push(await requireAccount(db, id));
  for (const [id, reason] of await unlicensedHeldAccounts(db, open)) held.set(id, reason);
  for (const account of open) {
    if (held.has(account.id)) continue;
    if (await returnedAtCurrentAddress(db, account)) held.set(account.id, BM.heldReturnedMail);
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
