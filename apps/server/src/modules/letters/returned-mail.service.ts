import { ADDRESS_STATUS_BAD, LETTER_BATCH_MESSAGES as BM, LETTER_MESSAGES as M } from '@arrears/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DebtAccountRow, type LetterRow, letters } from '../../db/schema';
import { HttpError } from '../../http-error';
import { addTimelineEntry, recordAudit } from '../account-timeline';
import { requireAccount, setAddressStatus } from '../accounts';
import { addressLinesOf } from '../statements';

/** Two addresses are the same when their printed lines match, whatever the case and spacing. */
const addressKey = (lines: readonly string[]) =>
  lines.map((l) => l.toLowerCase().replace(/\s+/g, ' ')).join('|');

/** The letter went to the address the account has now. */
export function sameAddress(printed: readonly string[], account: DebtAccountRow): boolean {
  return addressKey(printed) === addressKey(addressLinesOf(account));
}

/** The account's latest returned letter, when it went to the address the account still has. */
export async function returnedAtCurrentAddress(
  db: Database,
  account: DebtAccountRow,
): Promise<LetterRow | null> {
  const [latest] = await db
    .select()
    .from(letters)
    .where(and(eq(letters.debtAccountId, account.id), eq(letters.status, 'returned')))
    .orderBy(desc(letters.returnedAt), desc(letters.id))
    .limit(1);
  if (!latest) return null;
  return sameAddress(latest.figures.addressLines, account) ? latest : null;
}

/** A print letter to an address the post office sent mail back from waits until the address changes. */
export async function refuseReturnedAddress(db: Database, account: DebtAccountRow): Promise<void> {
  if (await returnedAtCurrentAddress(db, account)) throw new HttpError(409, BM.addressReturned);
}

/**
 * POST /api/admin/letters/{id}/returned: the post office sent a mailed letter back. The letter is
 * 'returned', the account's address status becomes bad (audited), the timeline says so, and the
 * account joins My queue until its address changes (queue reason returned_mail).
 */
export async function markLetterReturned(
  db: Database,
  input: { id: number; userId: number; now: number },
): Promise<LetterRow> {
  const [letter] = await db.select().from(letters).where(eq(letters.id, input.id));
  if (!letter) throw new HttpError(404, M.notFound);
  if (letter.status !== 'mailed') throw new HttpError(409, BM.returnedNotMailed);
  const account = await requireAccount(db, letter.debtAccountId);
  return db.transaction(async (tx) => {
    // The English and Spanish pair went in one envelope: its companion came back with it.
    const ids = letter.companionLetterId === null ? [letter.id] : [letter.id, letter.companionLetterId];
    const back = await tx
      .update(letters)
      .set({ status: 'returned', returnedAt: new Date(input.now) })
      .where(and(inArray(letters.id, ids), eq(letters.status, 'mailed')))
      .returning();
    const updated = back.find((row) => row.id === letter.id);
    if (!updated) throw new HttpError(409, BM.returnedNotMailed);
    const companion = back.find((row) => row.id !== letter.id);
    if (account.addressStatus !== ADDRESS_STATUS_BAD) {
      await setAddressStatus(tx, account.id, ADDRESS_STATUS_BAD);
      await recordAudit(tx, {
        debtAccountId: account.id,
        userId: input.userId,
        source: 'returned_mail',
        field: 'address_status',
        oldValue: account.addressStatus,
        newValue: ADDRESS_STATUS_BAD,
        reason: `Letter ${letter.id} came back returned`,
      });
    }
    await addTimelineEntry(tx, {
      debtAccountId: account.id,
      channel: 'Note',
      userId: input.userId,
      message: companion
        ? `Letter ${letter.id} came back returned with its companion, letter ${companion.id}; the address is marked bad and no more letters print to it until it changes`
        : `Letter ${letter.id} came back returned; the address is marked bad and no more letters print to it until it changes`,
      details: {
        kind: 'returned_mail',
        letterId: letter.id,
        ...(companion ? { companionLetterId: companion.id } : {}),
      },
    });
    return updated;
  });
}
