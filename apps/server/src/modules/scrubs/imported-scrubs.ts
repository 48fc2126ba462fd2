import type { ScrubInput } from '@arrears/domain';
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { debtAccounts } from '../../db/schema';
import { recordScrub } from './scrub-commands';

/** A flag an accounts file gives for one of its rows. */
export interface ImportedScrub {
  row: number;
  accountNumber: string;
  input: ScrubInput;
}

/**
 * Records the flags of an import batch's written rows (decision 0100), in the batch's transaction:
 * the accounts were just created or updated by the same statement, so each number finds its account.
 */
export async function recordImportedScrubs(
  tx: Transaction,
  scrubs: readonly ImportedScrub[],
  origin: { userId: number | null; today: string; at: Date },
): Promise<void> {
  if (scrubs.length === 0) return;
  const accounts = await tx
    .select({ id: debtAccounts.id, accountNumber: debtAccounts.accountNumber })
    .from(debtAccounts)
    .where(inArray(debtAccounts.accountNumber, [...new Set(scrubs.map((s) => s.accountNumber))]));
  const idOf = new Map(accounts.map((a) => [a.accountNumber, a.id]));
  for (const s of scrubs) {
    const accountId = idOf.get(s.accountNumber);
    if (accountId === undefined) continue;
    await recordScrub(tx, accountId, s.input, {
      source: 'import',
      userId: origin.userId,
      today: origin.today,
      at: origin.at,
    });
  }
}
