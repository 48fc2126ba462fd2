import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ACCOUNT_SECRET_COLUMNS } from './field-bindings';
import { type FieldEncryption, isEncryptedValue, MisplacedValueError } from './field-encryption';

const BATCH_ROWS = 500;

type Row = Record<string, string | number | null>;

/** A table holding encrypted values, and the keyed hashes that follow from them. */
interface EncryptedTable {
  table: string;
  /** Pages through the table (an integer column). */
  key: string;
  /** The row key values are bound to (field-bindings.ts). */
  boundBy: string;
  columns: readonly string[];
  /** New lookup hashes from the row's plain values (each column by name). */
  hashes?: (plain: Record<string, string | null>, encryption: FieldEncryption) => Row;
}

const ENCRYPTED_TABLES: readonly EncryptedTable[] = [
  {
    table: 'debt_accounts',
    key: 'id',
    boundBy: 'account_number',
    columns: ACCOUNT_SECRET_COLUMNS,
    // As the import, registration and demo data compute them: last 4 of the SSN, the stored birth date.
    hashes: ({ ssn_encrypted: ssn, birth_date_encrypted: birthDate }, encryption) => ({
      identity_hash: ssn && birthDate ? encryption.identityHash(ssn.slice(-4), birthDate) : null,
      ssn_last4_hash: ssn ? encryption.ssnLast4Hash(ssn.slice(-4)) : null,
    }),
  },
  { table: 'mfa_credentials', key: 'user_id', boundBy: 'user_id', columns: ['secret_encrypted'] },
  { table: 'mail_outbox', key: 'id', boundBy: 'id', columns: ['text_body', 'html_body'] },
];

export interface RotationReport {
  tables: Record<string, { rows: number; values: number }>;
  /** Values that do not open where they are stored: their rows are left as they are. */
  misplaced: MisplacedValueError[];
}

/**
 * Rewrites every encrypted value that is not yet under the current key in the bound form (v3):
 * v1 and v2 values, and v3 values under a previous key, are decrypted and written again bound to
 * their row and column. Each account's lookup hashes are recomputed from its plain SSN and birth
 * date. Resumable: values already under the current key are skipped, so a second run (or one after
 * an interruption) finishes the rest. A row holding a value bound elsewhere is not touched (a
 * rewrite would bind it where it was put); it is reported. Run it with the instances stopped: until
 * an account is rewritten, lookups under the new key do not find it. Batches of 500 rows, one
 * transaction each.
 */
export async function rotateDataKey(db: Database, encryption: FieldEncryption): Promise<RotationReport> {
  const report: RotationReport = { tables: {}, misplaced: [] };
  for (const spec of ENCRYPTED_TABLES)
    report.tables[spec.table] = await rotateTable(db, encryption, spec, report.misplaced);
  return report;
}

async function rotateTable(
  db: Database,
  encryption: FieldEncryption,
  spec: EncryptedTable,
  misplaced: MisplacedValueError[],
) {
  const prefix = encryption.currentPrefix;
  const key = sql.identifier(spec.key);
  const stale = sql.join(
    spec.columns.map(
      (c) => sql`(${sql.identifier(c)} IS NOT NULL AND NOT starts_with(${sql.identifier(c)}, ${prefix}))`,
    ),
    sql` OR `,
  );
  const columns = sql.join(
    spec.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const tally = { rows: 0, values: 0 };
  let after = -1;
  for (;;) {
    const { rows } = await db.execute<Row>(sql`
      SELECT ${key} AS key, ${sql.identifier(spec.boundBy)} AS bound_by, ${columns} FROM ${sql.identifier(spec.table)}
      WHERE ${key} > ${after} AND (${stale}) ORDER BY ${key} LIMIT ${BATCH_ROWS}`);
    if (rows.length === 0) return tally;
    await db.transaction(async (tx) => {
      // New hashes of the same SSNs and birth dates: no account goes to identity review for it.
      await tx.execute(sql`set local arrears.rekeying = 'on'`);
      for (const row of rows) {
        const plain = plainValues(row, spec, encryption, misplaced);
        if (!plain) continue;
        const changes: Row = {};
        for (const column of spec.columns) {
          const stored = row[column];
          if (typeof stored === 'string' && plain[column] !== null && !encryption.isCurrent(stored))
            changes[column] = encryption.encrypt(plain[column], binding(spec, column, row));
        }
        tally.values += Object.keys(changes).length;
        const hashes = spec.hashes?.(plain, encryption) ?? {};
        const assignments: SQL[] = Object.entries({ ...changes, ...hashes }).map(
          ([column, value]) => sql`${sql.identifier(column)} = ${value}`,
        );
        if (assignments.length === 0) continue;
        await tx.execute(
          sql`UPDATE ${sql.identifier(spec.table)} SET ${sql.join(assignments, sql`, `)} WHERE ${key} = ${row.key}`,
        );
        tally.rows += 1;
      }
    });
    after = Number(rows[rows.length - 1]?.key);
  }
}

function binding(spec: EncryptedTable, column: string, row: Row) {
  return { table: spec.table, column, row: String(row.bound_by) };
}

/**
 * The row's encrypted values in plain text (null where empty or not encrypted), or null when one
 * of them is bound to another place (noted in `misplaced`).
 */
function plainValues(
  row: Row,
  spec: EncryptedTable,
  encryption: FieldEncryption,
  misplaced: MisplacedValueError[],
) {
  const plain: Record<string, string | null> = {};
  let readable = true;
  for (const column of spec.columns) {
    const value = row[column];
    try {
      plain[column] =
        typeof value === 'string' && isEncryptedValue(value)
          ? encryption.decrypt(value, binding(spec, column, row))
          : null;
    } catch (error) {
      if (!(error instanceof MisplacedValueError)) throw error;
      misplaced.push(error);
      readable = false;
    }
  }
  return readable ? plain : null;
}
