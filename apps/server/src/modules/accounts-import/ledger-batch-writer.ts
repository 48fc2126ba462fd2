import type { ImportRowError } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { importAuditCte } from '../account-timeline';
import { importLastActivityCte } from '../accounts';
import { importPostingsCte } from '../ledger';
import { importPaymentsCte } from '../payments';
import { withParams } from './account-upsert-sql';
import type { BatchWriteResult, BatchWriter, JsonParam } from './batch-writer';
import { JsonRowsBuffer } from './json-rows-buffer';

/**
 * Payments and ledger transactions: matched to accounts by account_number, applied once
 * (reference_number is unique: a reference already stored is 'unchanged'; one seen earlier in the
 * same file is an error), and in the same statement the account's unpaid balance and last activity
 * move (each row is posted to the ledger, whose trigger moves the balance), in numeric arithmetic. Sign rule: a payment lowers the balance by its amount (which
 * must be positive); a transaction adds its signed amount (a charge or fee is positive, a credit or
 * adjustment in the debtor's favour is negative). Last activity becomes the latest-dated row of the
 * batch unless the account already shows a later date.
 */
type LedgerKind = 'payments' | 'transactions';

const SHAPES = {
  payments: {
    table: 'payments',
    recordDef:
      'row_no integer, account_number text, amount numeric, payment_date date, payment_method text, reference_number text, notes text',
    insert: importPaymentsCte(),
    balanceChange: '- p.total',
    reason: 'Imported payments',
  },
  transactions: {
    table: 'account_transactions',
    recordDef:
      'row_no integer, account_number text, amount numeric, transaction_date date, transaction_type text, description text, reference_number text',
    insert: `ins AS (INSERT INTO account_transactions (debt_account_id, amount, transaction_date, transaction_type, description, reference_number, source)
    SELECT m.account_id, m.amount, m.transaction_date, m.transaction_type, m.description, m.reference_number, 'import' FROM matched m WHERE m.account_id IS NOT NULL ORDER BY m.row_no
    ON CONFLICT (reference_number) DO NOTHING
    RETURNING id, debt_account_id, amount, transaction_date AS day, reference_number, transaction_type AS method, coalesce(description, transaction_type) AS description)`,
    balanceChange: '+ p.total',
    reason: 'Imported transactions',
  },
} as const;

function ledgerStatement(kind: LedgerKind): string {
  const s = SHAPES[kind];
  return `WITH input AS (SELECT * FROM json_to_recordset(%ROWS%::json) AS x(${s.recordDef})),
  actor AS (SELECT %USER%::integer AS user_id),
  matched AS (SELECT i.*, d.id AS account_id FROM input i LEFT JOIN debt_accounts d ON d.account_number = i.account_number),
  existing AS (SELECT t.id, t.reference_number FROM ${s.table} t JOIN input i ON i.reference_number = t.reference_number),
  ${s.insert},
  -- The ledger entries move the balances (migration 0020's trigger, once the statement is done).
  ${importPostingsCte(kind)},
  per_account AS (SELECT debt_account_id, sum(amount) AS total,
      (array_agg(day ORDER BY day DESC, id DESC))[1] AS latest_date,
      (array_agg(amount ORDER BY day DESC, id DESC))[1] AS latest_amount
    FROM ins GROUP BY debt_account_id),
  before AS (SELECT d.id, d.unpaid_balance, d.last_activity_date, d.last_activity_amount
    FROM debt_accounts d JOIN per_account p ON p.debt_account_id = d.id),
  ${importLastActivityCte('per_account')},
  ${importAuditCte(
    `SELECT upd.id AS account_id, f.field, f.old_value, f.new_value
    FROM upd JOIN before b ON b.id = upd.id JOIN per_account p ON p.debt_account_id = upd.id
    CROSS JOIN LATERAL (VALUES
      ('unpaid_balance', b.unpaid_balance::text, (b.unpaid_balance ${s.balanceChange})::text),
      ('last_activity_date', b.last_activity_date::text, upd.last_activity_date::text),
      ('last_activity_amount', b.last_activity_amount::text, upd.last_activity_amount::text)
    ) AS f(field, old_value, new_value)
    WHERE f.old_value IS DISTINCT FROM f.new_value`,
    s.reason,
  )}
  SELECT m.row_no, m.account_number, m.reference_number, m.account_id, ins.id IS NOT NULL AS inserted, e.id AS existing_id
  FROM matched m
  LEFT JOIN ins ON ins.reference_number = m.reference_number
  LEFT JOIN existing e ON e.reference_number = m.reference_number`;
}

/**
 * @param firstNewId ids above this one were written by this import (read when it started): a
 *   reference that exists with such an id was an earlier row of the same file.
 */
export function ledgerBatchWriter(
  kind: LedgerKind,
  userId: number,
  firstNewId: number,
  jsonParam: JsonParam,
): BatchWriter<Buffer> {
  const statement = ledgerStatement(kind);
  const seenInBatch = new Map<string, number>();
  const duplicate = (row: number, reference: string, column = 'reference_number'): ImportRowError => ({
    row,
    column,
    reason: `reference_number "${reference}" appears more than once in the file`,
  });

  const rows = new JsonRowsBuffer(64 * 1024);
  return {
    add(row) {
      const reference = String(row.values.reference_number);
      if (seenInBatch.has(reference)) return duplicate(row.number, reference);
      seenInBatch.set(reference, row.number);
      rows.push(JSON.stringify({ ...row.values, row_no: row.number }));
      return 'ok';
    },
    get size() {
      return rows.size;
    },
    take() {
      seenInBatch.clear();
      return rows.take();
    },
    async write(tx: Transaction, json): Promise<BatchWriteResult> {
      const result = await tx.execute(withParams(statement, { ROWS: jsonParam(json), USER: userId }));
      const counts = { created: 0, updated: 0, unchanged: 0, errors: 0 };
      const errors: ImportRowError[] = [];
      type Outcome = {
        row_no: number;
        account_number: string;
        reference_number: string;
        account_id: number | null;
        inserted: boolean;
        existing_id: number | null;
      };
      for (const r of result.rows as Outcome[]) {
        if (r.account_id === null) {
          counts.errors += 1;
          errors.push({
            row: r.row_no,
            column: 'account_number',
            reason: `No account with number "${r.account_number}"`,
          });
        } else if (r.inserted) counts.created += 1;
        else if (r.existing_id !== null && Number(r.existing_id) > firstNewId) {
          counts.errors += 1;
          errors.push(duplicate(r.row_no, r.reference_number));
        } else counts.unchanged += 1;
      }
      return { counts, errors };
    },
  };
}

/** The highest id of the table when an import starts (see ledgerBatchWriter). */
export async function lastLedgerId(tx: Pick<Transaction, 'execute'>, kind: LedgerKind): Promise<number> {
  const result = await tx.execute(sql.raw(`SELECT coalesce(max(id), 0) AS id FROM ${SHAPES[kind].table}`));
  return Number((result.rows[0] as { id: number | string }).id);
}
