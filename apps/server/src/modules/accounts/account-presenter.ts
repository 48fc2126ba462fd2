import { ACCOUNT_FIELDS, type AccountFieldType } from '@arrears/domain';
import { getTableColumns } from 'drizzle-orm';
import { type DebtAccountRow, debtAccounts } from '../../db/schema';
import { type AccountSecretColumn, boundTo } from '../../security/field-bindings';
import { type FieldEncryption, MisplacedValueError } from '../../security/field-encryption';

/** One value of the API's account object: decimal strings for money, 'yyyy-mm-dd' dates, ISO timestamps. */
export type AccountValue = string | number | null;
/** The account as the back office sees it: the keys of ACCOUNT_FIELDS (snake_case), sensitive values masked. */
export type AccountRecord = Record<string, AccountValue>;

/** The encrypted column behind each sensitive field of the catalogue. */
const SENSITIVE_COLUMNS: Record<string, { property: keyof DebtAccountRow; column: AccountSecretColumn }> = {
  ssn: { property: 'ssnEncrypted', column: 'ssn_encrypted' },
  birth_date: { property: 'birthDateEncrypted', column: 'birth_date_encrypted' },
  co_signer_ssn: { property: 'coSignerSsnEncrypted', column: 'co_signer_ssn_encrypted' },
  co_signer_dob: { property: 'coSignerDobEncrypted', column: 'co_signer_dob_encrypted' },
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
  /** Sensitive fields: the column their values are bound to. */
  secret?: AccountSecretColumn;
}

/**
 * Fields read from another table, by the property the account's row carries them in: the
 * client's code (the account stores the client's id). The queries that read accounts for the
 * back office select it (accounts.repository.ts: clientCodeSql).
 */
export const JOINED_PROPERTIES: Record<string, keyof DebtAccountRow> = {
  client_code: 'clientCode' as keyof DebtAccountRow,
};

/** The catalogue joined to the table: built once, so presenting a row is a plain loop. */
export const ACCOUNT_COLUMNS: readonly AccountColumn[] = ACCOUNT_FIELDS.map((field) => {
  const sensitive = SENSITIVE_COLUMNS[field.key];
  const property = sensitive?.property ?? PROPERTY_OF[field.key] ?? JOINED_PROPERTIES[field.key];
  if (!property) throw new Error(`ACCOUNT_FIELDS key "${field.key}" has no column in debt_accounts`);
  return { ...field, property, ...(sensitive ? { secret: sensitive.column } : {}) };
});

/** The row property of a field key (edit fields, sort keys); undefined for unknown or sensitive keys. */
export function propertyOfField(key: string): keyof DebtAccountRow | undefined {
  return SENSITIVE_COLUMNS[key] ? undefined : PROPERTY_OF[key];
}

/** Told of each value bound to another row or column, which is shown as unreadable. */
export type OnMisplaced = (error: MisplacedValueError) => void;

function decryptOrNull(
  encryption: FieldEncryption,
  stored: string,
  column: AccountColumn,
  accountNumber: string,
  onMisplaced?: OnMisplaced,
): string | null {
  try {
    return encryption.decrypt(stored, boundTo.account(column.secret as AccountSecretColumn, accountNumber));
  } catch (error) {
    // Under a key no longer configured, or copied from another account or column: fully masked,
    // never another person's digits.
    if (error instanceof MisplacedValueError) onMisplaced?.(error);
    return null;
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

/** The masked text of a sensitive field of account `accountNumber`, or null when nothing is stored. */
export function maskedValue(
  column: AccountColumn,
  stored: unknown,
  accountNumber: string,
  encryption: FieldEncryption,
  onMisplaced?: OnMisplaced,
): string | null {
  if (typeof stored !== 'string' || stored === '') return null;
  const plain = decryptOrNull(encryption, stored, column, accountNumber, onMisplaced);
  return SSN_FIELDS.has(column.key) ? maskSsn(plain) : maskBirthDate(plain);
}

/** One value in API form. */
function apiValue(
  column: AccountColumn,
  row: DebtAccountRow,
  encryption: FieldEncryption,
  onMisplaced?: OnMisplaced,
): AccountValue {
  const raw = row[column.property];
  if (column.type === 'sensitive')
    return maskedValue(column, raw, row.accountNumber, encryption, onMisplaced);
  if (raw === null || raw === undefined) return null;
  if (raw instanceof Date) return raw.toISOString();
  if (column.type === 'integer') return Number(raw);
  return String(raw);
}

/** A stored account as the API's account object (field names, docs/product/accounts-import.md). */
export function presentAccount(
  row: DebtAccountRow,
  encryption: FieldEncryption,
  columns: readonly AccountColumn[] = ACCOUNT_COLUMNS,
  onMisplaced?: OnMisplaced,
): AccountRecord {
  const record: AccountRecord = {};
  for (const column of columns) record[column.key] = apiValue(column, row, encryption, onMisplaced);
  return record;
}

/** The fields of the compact table (docs/product/accounts-import.md) plus what its links and badge need. */
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

/** The back office's compact table (decision 0039): the spec's compact fields plus number, creditor, balance and delinquency. */
export const SUMMARY_FIELD_KEYS = [
  ...COMPACT_FIELD_KEYS,
  'school_name',
  'unpaid_balance',
  'days_delinq',
  'state',
] as const;
export const SUMMARY_COLUMNS: readonly AccountColumn[] = ACCOUNT_COLUMNS.filter((c) =>
  (SUMMARY_FIELD_KEYS as readonly string[]).includes(c.key),
);
