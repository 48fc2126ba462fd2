import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

/**
 * The accounts import writes its audit inside its set-based batch statements (one round trip per
 * batch, not one insert per row), so this module hands it the SQL rather than taking rows.
 *
 * A CTE named `audit` for such a statement: `changes` is a query whose columns are account_id,
 * field, old_value and new_value; the statement's `actor` CTE gives the importing user. `reason`
 * is a constant of the caller's code, never input.
 */
export function importAuditCte(changes: string, reason?: string): string {
  const why = reason === undefined ? 'NULL' : `'${reason.replaceAll("'", "''")}'`;
  return `audit AS (INSERT INTO account_audit (debt_account_id, user_id, source, field, old_value, new_value, reason)
    SELECT c.account_id, (SELECT user_id FROM actor), 'import', c.field, c.old_value, c.new_value, ${why}
    FROM (${changes}) AS c
    RETURNING 1)`;
}

/** Import audit rows made in code (the masked changes of encrypted values), in one statement. */
export async function recordImportAudit(
  tx: Transaction,
  userId: number,
  rows: readonly { account_id: number; field: string; old_value: string | null; new_value: string | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO account_audit (debt_account_id, user_id, source, field, old_value, new_value)
    SELECT a.account_id, ${userId}::integer, 'import', a.field, a.old_value, a.new_value
    FROM json_to_recordset(${JSON.stringify(rows)}::json)
      AS a(account_id integer, field text, old_value text, new_value text)`);
}
