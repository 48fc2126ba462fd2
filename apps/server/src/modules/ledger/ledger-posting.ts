import { centsToDecimal, easternDateOf, type LedgerKind, parseCents } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';

/** One entry to post. `amountCents` is signed: its effect on what the debtor owes. */
export interface LedgerPosting {
  debtAccountId: number;
  kind: LedgerKind;
  amountCents: number;
  /** yyyy-mm-dd: the day the money moved. */
  effectiveDate: string;
  postedByUserId: number | null;
  source: string;
  method?: string | null;
  paymentId?: number | null;
  accountTransactionId?: number | null;
  reversesEntryId?: number | null;
  reason?: string | null;
  description?: string | null;
  /** A manual posting's Idempotency-Key (unique per account). */
  idempotencyKey?: string | null;
}

export interface PostedEntry {
  entryId: number;
  balanceBeforeCents: number;
  balanceAfterCents: number;
}

/**
 * Posts one entry inside the caller's transaction. The database moves the account's balance by the
 * amount (the trigger of migration 0020, which also holds the account's row lock until commit, so
 * concurrent postings on one account queue and each sees the other's result); the balance read back
 * here is therefore exactly this entry's "after".
 */
export async function postLedgerEntry(tx: Database | Transaction, p: LedgerPosting): Promise<PostedEntry> {
  if (!Number.isSafeInteger(p.amountCents))
    throw new Error(`Ledger amount must be whole cents: ${p.amountCents}`);
  const inserted = await tx.execute<{ id: number }>(sql`
    INSERT INTO ledger_entries (debt_account_id, kind, amount, effective_date, posted_by_user_id, source,
      method, payment_id, account_transaction_id, reverses_entry_id, reason, description, idempotency_key)
    VALUES (${p.debtAccountId}, ${p.kind}, ${centsToDecimal(p.amountCents)}::numeric, ${p.effectiveDate}::date,
      ${p.postedByUserId}, ${p.source}, ${p.method ?? null}, ${p.paymentId ?? null},
      ${p.accountTransactionId ?? null}, ${p.reversesEntryId ?? null}, ${p.reason ?? null}, ${p.description ?? null},
      ${p.idempotencyKey ?? null})
    RETURNING id`);
  const entryId = Number(inserted.rows[0]?.id);
  const balance = await tx.execute<{ unpaid_balance: string }>(
    sql`SELECT unpaid_balance::text AS unpaid_balance FROM debt_accounts WHERE id = ${p.debtAccountId}`,
  );
  const after = balance.rows[0];
  if (!after) throw new Error(`Account ${p.debtAccountId} vanished while an entry was posted`);
  const balanceAfterCents = parseCents(after.unpaid_balance) ?? 0;
  return { entryId, balanceBeforeCents: balanceAfterCents - p.amountCents, balanceAfterCents };
}

/** Accounts whose stored balance is not the sum of their ledger (none, ever: the property tests ask). */
export async function ledgerMismatches(
  db: Database | Transaction,
): Promise<{ debtAccountId: number; balance: string; ledger: string }[]> {
  const result = await db.execute<{ id: number; balance: string; ledger: string }>(sql`
    SELECT d.id, d.unpaid_balance::text AS balance, coalesce(e.total, 0)::numeric(14,2)::text AS ledger
    FROM debt_accounts d
    LEFT JOIN (SELECT debt_account_id, sum(amount) AS total FROM ledger_entries GROUP BY 1) e ON e.debt_account_id = d.id
    WHERE d.unpaid_balance <> coalesce(e.total, 0)
    ORDER BY d.id`);
  return result.rows.map((r) => ({ debtAccountId: Number(r.id), balance: r.balance, ledger: r.ledger }));
}

/** A balance corrected on the account edit form: an adjustment dated today, with the editor's reason. */
export async function postBalanceCorrection(
  tx: Database | Transaction,
  c: { debtAccountId: number; amountCents: number; editorUserId: number; reason: string },
): Promise<void> {
  await postLedgerEntry(tx, {
    debtAccountId: c.debtAccountId,
    kind: 'adjustment',
    amountCents: c.amountCents,
    effectiveDate: easternDateOf(Date.now()),
    postedByUserId: c.editorUserId,
    source: 'edit',
    reason: c.reason,
    description: 'Balance corrected on the account edit form',
  });
}
