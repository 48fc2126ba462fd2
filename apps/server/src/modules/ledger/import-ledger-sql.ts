/**
 * The parts of the accounts import's batch statements that post to the ledger: one set-based
 * statement per batch, so this module hands the import SQL rather than taking entries, and stays
 * the one writer of ledger_entries. Each part is a CTE; the text it is given is the import's own
 * code, never input. The database moves each balance by the entries (migration 0020's trigger).
 */

/**
 * `adjusted`: a file's new balance for an existing account, posted as an adjustment of the
 * difference dated today (US Eastern), by the importing user (the statement's `actor` CTE).
 * `account` and `amount` are its expressions (the amount signed), `fromWhere` the FROM and WHERE.
 */
export function importBalanceAdjustmentCte(account: string, amount: string, fromWhere: string): string {
  return `adjusted AS (INSERT INTO ledger_entries (debt_account_id, kind, amount, effective_date,
         posted_by_user_id, source, reason)
       SELECT ${account}, 'adjustment', ${amount}, (now() AT TIME ZONE 'America/New_York')::date,
         (SELECT user_id FROM actor), 'import', 'Balance corrected by an accounts import'
       ${fromWhere}
       RETURNING id)`;
}

/**
 * `posted`: one entry per imported row, read from the CTE `ins` (id, debt_account_id, amount, day,
 * method, description). A payment lowers what is owed, and the ledger says card where the payments
 * table says credit_card; a transaction's type names its kind (interest, a fee, else an adjustment)
 * and its signed amount is the entry's.
 */
export function importPostingsCte(kind: 'payments' | 'transactions'): string {
  const entry =
    kind === 'payments'
      ? "'payment', -ins.amount, CASE ins.method WHEN 'credit_card' THEN 'card' ELSE ins.method END, ins.id, NULL::integer"
      : `CASE WHEN lower(ins.method) LIKE '%interest%' THEN 'interest'
        WHEN lower(ins.method) LIKE '%fee%' THEN 'fee' ELSE 'adjustment' END,
      ins.amount, NULL, NULL::integer, ins.id`;
  return `posted AS (INSERT INTO ledger_entries (kind, amount, method, payment_id, account_transaction_id,
      debt_account_id, effective_date, posted_by_user_id, source, description)
    SELECT ${entry}, ins.debt_account_id, ins.day, (SELECT user_id FROM actor), 'import', ins.description
    FROM ins ORDER BY ins.id)`;
}
