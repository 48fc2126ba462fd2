/**
 * The parts of the accounts import's batch statements that write debt_accounts. The import writes
 * a batch of about 1,000 rows in one set-based statement (one round trip, not a write per row), so
 * this module hands it SQL rather than taking rows, and stays the one writer of the table. Each
 * part is a CTE; the text it is given is the import's own code, never input.
 */

/**
 * `ins`: new accounts, from `select` (a SELECT whose columns follow `columns`). An account number
 * another import created meanwhile is skipped, never overwritten (the caller reports it as lost).
 */
export function importNewAccountsCte(columns: readonly string[], select: string): string {
  return `ins AS (INSERT INTO debt_accounts (${columns.join(', ')})
       ${select}
       ON CONFLICT (account_number) DO NOTHING
       RETURNING id, account_number)`;
}

/**
 * `upd`: existing accounts (alias d) changed by `assignments` ("column = expression"), for the rows
 * `fromWhere` picks (its FROM and WHERE). updated_at moves with them. Never the balance: it moves
 * with the ledger only (migration 0020 refuses it).
 */
export function importChangedAccountsCte(assignments: readonly string[], fromWhere: string): string {
  return `upd AS (UPDATE debt_accounts d
       SET ${assignments.join(',\n         ')},
         updated_at = now()
       ${fromWhere}
       RETURNING d.id, d.account_number, d.client_id, d.unpaid_balance)`;
}

/**
 * `upd`: each account's last activity from an imported payment or transaction. `perAccount` names
 * a CTE of (debt_account_id, latest_date, latest_amount); an account that already shows a later
 * day keeps its own.
 */
export function importLastActivityCte(perAccount: string): string {
  const moved = 'd.last_activity_date IS NULL OR p.latest_date >= d.last_activity_date';
  return `upd AS (UPDATE debt_accounts d SET
      last_activity_date = CASE WHEN ${moved} THEN p.latest_date ELSE d.last_activity_date END,
      last_activity_amount = CASE WHEN ${moved} THEN p.latest_amount ELSE d.last_activity_amount END,
      updated_at = now()
    FROM ${perAccount} p WHERE d.id = p.debt_account_id
    RETURNING d.id, d.last_activity_date, d.last_activity_amount)`;
}
