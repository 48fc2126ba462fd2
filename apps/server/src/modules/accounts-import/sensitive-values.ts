import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { boundTo } from '../../security/field-bindings';
import type { FieldEncryption } from '../../security/field-encryption';
import { recordImportAudit } from '../account-timeline';
import type { ParsedRow } from './row-parser';

/**
 * SSNs and birth dates of an import: encrypted at rest (never stored or audited in plain text),
 * with the identity look-up hashes set whenever either is written (identity_hash needs both, from
 * the file or from what is stored).
 *
 * Each row is encrypted as it is read (its "secrets" JSON assumes every value is new). When the
 * batch is written, the stored values of its existing accounts are decrypted and compared: since
 * encryption is randomised, an unchanged value must be kept rather than rewritten, so that
 * re-importing a file leaves the row untouched. Those decisions travel as a small "keep" list.
 */
const STORED_COLUMN = {
  ssn: 'ssn_encrypted',
  birth_date: 'birth_date_encrypted',
  co_signer_ssn: 'co_signer_ssn_encrypted',
  co_signer_dob: 'co_signer_dob_encrypted',
} as const;
export type SensitiveField = keyof typeof STORED_COLUMN;
const ALL_FIELDS = Object.keys(STORED_COLUMN) as SensitiveField[];

type Plain = Partial<Record<SensitiveField, string | null>>;
type Stored = Map<string, { id: number; plain: Plain }>;

interface AuditEntry {
  /** The file's row: a row the statement refuses changes nothing, so its entries are dropped. */
  row: number;
  account_id: number;
  field: SensitiveField;
  old_value: string | null;
  new_value: string;
}

/** A row of the keep list: which encrypted values to leave as stored, and recomputed hashes. */
export type KeepRow = {
  row_no: number;
  identity_hash?: string | null;
  ssn_last4_hash?: string | null;
} & Partial<Record<`keep_${SensitiveField}`, boolean>>;

/** What an audit row may show of a secret: an SSN's last 4, nothing of a date. */
function masked(field: SensitiveField, value: string | null): string | null {
  if (value === null) return null;
  return field.endsWith('ssn') ? `***-**-${value.slice(-4)}` : '[hidden]';
}

export class SensitiveValues {
  static handles(key: string): boolean {
    return key in STORED_COLUMN;
  }

  readonly fields: SensitiveField[];

  constructor(
    private readonly encryption: FieldEncryption,
    keys: ReadonlySet<string>,
  ) {
    this.fields = ALL_FIELDS.filter((f) => keys.has(f));
  }

  get active(): boolean {
    return this.fields.length > 0;
  }

  get writesIdentity(): boolean {
    return this.fields.includes('ssn') || this.fields.includes('birth_date');
  }

  get writesLast4(): boolean {
    return this.fields.includes('ssn');
  }

  /** The encrypted columns the file writes (as the statement's secrets JSON names them). */
  encryptedColumns(): { field: SensitiveField; column: string }[] {
    return this.fields.map((field) => ({ field, column: STORED_COLUMN[field] }));
  }

  /**
   * The row's secrets JSON (every value taken as new) and its key: [row_no, account_number, …the
   * plain values in `fields` order], kept to compare with the stored values.
   */
  encryptRow(row: ParsedRow): { json: string; key: string } {
    // Ciphertexts and hashes are base64 (with ':'): nothing in them needs JSON escaping.
    const quoted = (v: string | null) => (v === null ? 'null' : `"${v}"`);
    let json = `{"row_no":${row.number}`;
    const plain: (string | null)[] = [];
    const accountNumber = String(row.values.account_number);
    for (const field of this.fields) {
      const value = row.values[field];
      const text = value === null || value === undefined ? null : String(value);
      const column = STORED_COLUMN[field];
      // Bound to the account number the statement upserts by: the same before and after the insert.
      json += `,"${column}":${quoted(text === null ? null : this.encryption.encrypt(text, boundTo.account(column, accountNumber)))}`;
      plain.push(text);
    }
    const ssn = row.values.ssn ? String(row.values.ssn) : null;
    const birthDate = row.values.birth_date ? String(row.values.birth_date) : null;
    if (this.writesIdentity) {
      json += `,"identity_hash":${quoted(ssn && birthDate ? this.encryption.identityHash(ssn.slice(-4), birthDate) : null)}`;
    }
    if (this.writesLast4)
      json += `,"ssn_last4_hash":${quoted(ssn ? this.encryption.ssnLast4Hash(ssn.slice(-4)) : null)}`;
    return {
      json: `${json}}`,
      key: JSON.stringify([row.number, accountNumber, ...plain]),
    };
  }

  /** Stored values compare() needs: the file's fields, and SSN and birth date for identity_hash. */
  private get comparedFields(): SensitiveField[] {
    return this.writesIdentity
      ? [...new Set<SensitiveField>([...this.fields, 'ssn', 'birth_date'])]
      : this.fields;
  }

  /**
   * Reads (and locks) the stored secrets of a batch's existing accounts (keys: JSON of row keys).
   * A value bound to another account or column stops the import (MisplacedValueError): it cannot
   * be compared, and overwriting it would hide where it came from.
   */
  async readStored(tx: Transaction, keys: string | Buffer): Promise<Stored> {
    const result = await tx.execute(sql`
      SELECT id, account_number, ssn_encrypted, birth_date_encrypted, co_signer_ssn_encrypted, co_signer_dob_encrypted
      FROM debt_accounts
      WHERE account_number IN (SELECT k->>1 FROM json_array_elements(${keys}::json) AS k)
      FOR UPDATE`);
    const stored: Stored = new Map();
    for (const row of result.rows as Record<string, string | number | null>[]) {
      const plain: Plain = {};
      for (const field of this.comparedFields) {
        const column = STORED_COLUMN[field];
        const cipher = row[column];
        plain[field] =
          typeof cipher === 'string'
            ? this.encryption.decrypt(cipher, boundTo.account(column, String(row.account_number)))
            : null;
      }
      stored.set(String(row.account_number), { id: Number(row.id), plain });
    }
    return stored;
  }

  /**
   * For the rows whose account exists: the keep list (values equal to the stored ones, hashes
   * that need a stored value) and one masked audit entry per secret that changes.
   */
  compare(
    keys: [number, string, ...(string | null)[]][],
    stored: Stored,
  ): { keep: KeepRow[]; audit: AuditEntry[] } {
    const keep: KeepRow[] = [];
    const audit: AuditEntry[] = [];
    for (const [rowNumber, accountNumber, ...plain] of keys) {
      const existing = stored.get(accountNumber);
      if (!existing) continue;
      const entry: KeepRow = { row_no: rowNumber };
      const effective: Plain = { ...existing.plain };
      this.fields.forEach((field, i) => {
        const next = plain[i];
        const before = existing.plain[field] ?? null;
        if (next === null || next === before) {
          entry[`keep_${field}`] = true;
          return;
        }
        effective[field] = next;
        audit.push({
          row: rowNumber,
          account_id: existing.id,
          field,
          old_value: masked(field, before),
          new_value: masked(field, next) as string,
        });
      });
      // A hash the file alone could not give (one of SSN and birth date missing from it).
      const ssn = effective.ssn ?? null;
      const birthDate = effective.birth_date ?? null;
      if (this.writesIdentity && ssn && birthDate)
        entry.identity_hash = this.encryption.identityHash(ssn.slice(-4), birthDate);
      if (this.writesLast4 && ssn) entry.ssn_last4_hash = this.encryption.ssnLast4Hash(ssn.slice(-4));
      keep.push(entry);
    }
    return { keep, audit };
  }

  /** One audit row per changed secret, masked; in the batch's transaction. */
  async writeAudit(tx: Transaction, userId: number, audit: AuditEntry[]): Promise<void> {
    await recordImportAudit(tx, userId, audit);
  }
}
