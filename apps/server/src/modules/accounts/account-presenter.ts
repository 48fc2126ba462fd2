import { ACCOUNT_FIELDS, type AccountFieldType } from '@arrears/domain';
import { getTableColumns } from 'drizzle-orm';
import { type DebtAccountRow, debtAccounts } from '../../db/schema';
import type { FieldEncryption } from '../../security/field-encryption';

/** One value of the API's account object: decimal strings for money, 'yyyy-mm-dd' dates, ISO timestamps. */
export type AccountValue = string | number | null;
/** The account as the back office sees it: the keys of ACCOUNT_FIELDS (snake_case), sensitive values masked. */
export type AccountRecord = Record<string, AccountValue>;

/** The encrypted column behind each sensitive field of the catalogue. */
const SENSITIVE_COLUMNS: Record<string, keyof DebtAccountRow> = {
  ssn: 'ssnEncrypted',
  birth_date: 'birthDateEncrypted',
  co_signer_ssn: 'coSignerSsnEncrypted',
  co_signer_dob: 'coSignerDobEncrypted',
};
const SSN_FIELDS = new Set(['ssn', 'co_signer_ssn']);

/** snake_case column name → the Drizzle property of the row. */
const PROPERTY_OF: Record<string, keyof DebtAccountRow> = Object.fromEntries(
  Object.entries(getTableColumns(debtAccounts)).map(([property, column]) => [
    column.name,
    property as keyof DebtAccountRow,
  ]),
);

export interface AccountColumn {
  key: string;
  type: AccountFieldType;
  label: string;
  /** The row property the value comes from (the encrypted one for sensitive fields). */
  property: keyof DebtAccountRow;
}

/** The catalogue joined to the table: built once, so presenting a row is a plain loop. */
export const ACCOUNT_COLUMNS: readonly AccountColumn[] = ACCOUNT_FIELDS.map((field) => {
  const property = SENSITIVE_COLUMNS[field.key] ?? PROPERTY_OF[field.key];
  if (!property) throw new Error(`ACCOUNT_FIELDS key "${field.key}" has no column in debt_accounts`);
  return { ...field, property };
});

/** The row property of a field key (edit fields, sort keys); undefined for unknown or sensitive keys. */
export function propertyOfField(key: string): keyof DebtAccountRow | undefined {
  return SENSITIVE_COLUMNS[key] ? undefined : PROPERTY_OF[key];
}

function decryptOrNull(encryption: FieldEncryption, stored: string): string | null {
  try {
    return encryption.decrypt(stored);
  } catch {
    return null; // a value written under another key: shown as fully masked
  }
}

/** '***-**-1234': only the last 4 digits ever leave the server. */
export function maskSsn(plain: string | null): string {
  const digits = (plain ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '***-**-****';
}

/** '**\/**\/1985': the year only, so a birth date never leaves the server whole. */
export function maskBirthDate(plainIso: string | null): string {
  const year = /^(\d{4})-/.exec(plainIso ?? '')?.[1];
  return `**/**/${year ?? '****'}`;
}

/** The masked text of a sensitive field, or null when nothing is stored. */
export function maskedValue(key: string, stored: unknown, encryption: FieldEncryption): string | null {
  if (typeof stored !== 'string' || stored === '') return null;
  const plain = decryptOrNull(encryption, stored);
  return SSN_FIELDS.has(key) ? maskSsn(plain) : maskBirthDate(plain);
}

/** One value in API form. */
function apiValue(column: AccountColumn, raw: unknown, encryption: FieldEncryption): AccountValue {
  if (column.type === 'sensitive') return maskedValue(column.key, raw, encryption);
  if (raw === null || raw === undefined) return null;
  if (raw instanceof Date) return raw.toISOString();
  if (column.type === 'integer') return Number(raw);
  return String(raw);
}

/** A stored account as the API's account object (spec 2 §3 field names). */
export function presentAccount(
  row: DebtAccountRow,
  encryption: FieldEncryption,
  columns: readonly AccountColumn[] = ACCOUNT_COLUMNS,
): AccountRecord {
  const record: AccountRecord = {};
  for (const column of columns) record[column.key] = apiValue(column, row[column.property], encryption);
  return record;
}

/** The fields of the compact table (spec 2 §2) plus what its links and badge need. */
export const COMPACT_FIELD_KEYS = [
  'id',
  'account_number',
  'status',
  'full_name',
  'account_status',
  'last_activity_date',
  'last_activity_amount',
] as const;
export const COMPACT_COLUMNS: readonly AccountColumn[] = ACCOUNT_COLUMNS.filter((c) =>
  (COMPACT_FIELD_KEYS as readonly string[]).includes(c.key),
);
