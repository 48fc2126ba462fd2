import type { LedgerEntry, LedgerKind } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';

interface EntryRow extends Record<string, unknown> {
  id: number;
  debt_account_id: number;
  kind: string;
  amount: string;
  effective_date: string;
  posted_at: string | Date;
  posted_by: string | null;
  method: string | null;
  payment_id: number | null;
  reverses_entry_id: number | null;
  reversed_by_entry_id: number | null;
  reason: string | null;
  description: string | null;
  source: string;
  balance_after: string;
}

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * An account's ledger in posting order (the entry's id), each line with the running balance after
 * it, who posted it, and the reversal that undid it if any. The last balanceAfter is the account's.
 */
export async function accountLedger(db: Database | Transaction, accountId: number): Promise<LedgerEntry[]> {
  const result = await db.execute<EntryRow>(sql`
    SELECT e.id, e.debt_account_id, e.kind, e.amount::text AS amount, e.effective_date::text AS effective_date,
      e.posted_at, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS posted_by, e.method,
      e.payment_id, e.reverses_entry_id, r.id AS reversed_by_entry_id, e.reason, e.description, e.source,
      (sum(e.amount) OVER (ORDER BY e.id))::numeric(14,2)::text AS balance_after
    FROM ledger_entries e
    LEFT JOIN users u ON u.id = e.posted_by_user_id
    LEFT JOIN ledger_entries r ON r.reverses_entry_id = e.id
    WHERE e.debt_account_id = ${accountId}
    ORDER BY e.id`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    debtAccountId: Number(r.debt_account_id),
    kind: r.kind as LedgerKind,
    amount: r.amount,
    effectiveDate: r.effective_date,
    postedAt: iso(r.posted_at),
    postedBy: r.posted_by,
    method: r.method,
    paymentId: r.payment_id === null ? null : Number(r.payment_id),
    reversesEntryId: r.reverses_entry_id === null ? null : Number(r.reverses_entry_id),
    reversedByEntryId: r.reversed_by_entry_id === null ? null : Number(r.reversed_by_entry_id),
    reason: r.reason,
    description: r.description,
    source: r.source,
    balanceAfter: r.balance_after,
  }));
}

/** One entry of an account's ledger as the API shows it (after a posting: its line with its balance). */
export async function ledgerEntryOf(
  db: Database | Transaction,
  accountId: number,
  entryId: number,
): Promise<LedgerEntry> {
  const entry = (await accountLedger(db, accountId)).find((e) => e.id === entryId);
  if (!entry) throw new Error(`Ledger entry ${entryId} is not on account ${accountId}`);
  return entry;
}
