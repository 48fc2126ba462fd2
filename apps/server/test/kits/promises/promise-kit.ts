import { eq } from 'drizzle-orm';
import { promises } from '../../../src/db/schema';
import { postLedgerEntry } from '../../../src/modules/ledger/ledger-posting';
import type { TestApp } from '../../build-test-app';

/** 10:00 in US Eastern on `day`, the test clock's hour. */
export const at = (day: string) => Date.parse(`${day}T15:00:00Z`);

/** A payment by check of `cents` on `day`, posted to the ledger as an agent records one. */
export async function payOn(t: TestApp, debtAccountId: number, cents: number, day: string): Promise<number> {
  const { entryId } = await postLedgerEntry(t.deps.db, {
    debtAccountId,
    kind: 'direct_payment',
    amountCents: -cents,
    effectiveDate: day,
    postedByUserId: null,
    source: 'agent',
    method: 'check',
  });
  return entryId;
}

export async function promiseStatus(t: TestApp, id: number): Promise<string> {
  const [row] = await t.deps.db.select().from(promises).where(eq(promises.id, id));
  return row.status;
}
