import {
  ACCOUNT_COLUMN_ALIASES,
  ACCOUNT_FIELDS,
  type AccountFieldType,
  accountFieldLabel,
  type ImportType,
  normalizeClientCode,
  normalizeHeader,
  PAYMENT_TEMPLATE_COLUMNS,
  TRANSACTION_TEMPLATE_COLUMNS,
} from '@arrears/domain';
import { SCRUB_IMPORT_FIELDS } from './scrub-columns';
import type { CellValue } from './sheets/sheet-rows';
import {
  MAX_NOTE,
  type Parsed,
  parseDate,
  parseDebtTypeCell,
  parseEmail,
  parseInteger,
  parseMoney,
  parsePhone,
  parsePreferredLanguageCell,
  parseRate,
  parseSsn,
  parseText,
  parseYesNo,
  parseZip,
} from './value-parsers';

/**
 * Which file column feeds which field. Headers match ignoring case, spaces and underscores
 * (normalizeHeader): the template names of docs/product/accounts-import.md (ACCOUNT_COLUMN_ALIASES) and every field name
 * of the full record and its plain label (the export's headings), so "Debtor First Name",
 * "DEBTOR_FIRST_NAME", "first_name" and "First name" all land in first_name. Unknown columns are
 * reported, never fatal.
 */
export interface FieldSpec {
  /** The record's field name (for accounts, the spec's snake_case name; 'note' is an internal note). */
  key: string;
  /** The SQL type of the value handed to the database. */
  sqlType: 'text' | 'numeric' | 'date' | 'integer' | 'boolean';
  parse(cell: CellValue): Parsed<string | number>;
}

export interface MappedColumn {
  index: number;
  /** The header as written in the file (row errors name it). */
  header: string;
  field: FieldSpec;
}

export interface ColumnMapping {
  columns: MappedColumn[];
  unknownColumns: string[];
  /** Required fields no column feeds: the file is refused. */
  missing: string[];
}

/** Never written by an import: the database sets them. */
const SYSTEM_FIELDS = new Set(['id', 'user_id', 'status', 'created_at', 'updated_at', 'recalled_at']);

function accountFieldSpec(key: string, type: AccountFieldType): FieldSpec {
  if (key === 'ssn' || key === 'co_signer_ssn') return { key, sqlType: 'text', parse: parseSsn };
  if (key === 'preferred_language') return { key, sqlType: 'text', parse: parsePreferredLanguageCell };
  if (type === 'sensitive') return { key, sqlType: 'text', parse: parseSecretDate }; // birth dates
  if (type === 'money') return { key, sqlType: 'numeric', parse: parseMoney };
  if (type === 'rate') return { key, sqlType: 'numeric', parse: parseRate };
  if (type === 'date') return { key, sqlType: 'date', parse: parseDate };
  if (type === 'integer') return { key, sqlType: 'integer', parse: parseInteger };
  if (key.endsWith('_phone')) return { key, sqlType: 'text', parse: parsePhone };
  if (key.endsWith('email_address')) return { key, sqlType: 'text', parse: parseEmail };
  if (key.endsWith('zip_code')) return { key, sqlType: 'text', parse: parseZip };
  return { key, sqlType: 'text', parse: (cell) => parseText(cell) };
}

/** A birth date: its bad value is not repeated in the error (errors are stored and downloaded). */
function parseSecretDate(cell: CellValue): Parsed<string> {
  const parsed = parseDate(cell);
  return 'error' in parsed ? { error: 'is not a date (use MM/DD/YYYY)' } : parsed;
}

const NOTE_FIELD: FieldSpec = { key: 'note', sqlType: 'text', parse: (cell) => parseText(cell, MAX_NOTE) };

/** Codes are stored upper-case; a file may write them in any case. */
const CLIENT_CODE_FIELD: FieldSpec = {
  key: 'client_code',
  sqlType: 'text',
  parse: (cell) => {
    const parsed = parseText(cell, 32);
    return 'error' in parsed || parsed.value === null ? parsed : { value: normalizeClientCode(parsed.value) };
  },
};
const PLACEMENT_ID_FIELD: FieldSpec = { key: 'placement_id', sqlType: 'integer', parse: parseInteger };
/** Past the statute of limitations (decision 0067): not a column of the spec's record, so added here. */
const TIME_BARRED_FIELD: FieldSpec = { key: 'time_barred', sqlType: 'boolean', parse: parseYesNo };

/**
 * The kind of debt and the date of first delinquency: with the state they give the limitation
 * period, and an account past it is flagged time-barred on import (decision 0107). Not columns of
 * the spec's record either.
 */
const DEBT_TYPE_FIELD: FieldSpec = { key: 'debt_type', sqlType: 'text', parse: parseDebtTypeCell };
const FIRST_DELINQUENCY_FIELD: FieldSpec = {
  key: 'date_of_first_delinquency',
  sqlType: 'date',
  parse: parseDate,
};

/** Fields of an accounts file that place the account rather than fill the record. */
export const PLACEMENT_KEYS: ReadonlySet<string> = new Set(['client_code', 'placement_id']);

/** Every account field an import may write, by normalized header. */
const ACCOUNT_TARGETS: ReadonlyMap<string, FieldSpec> = (() => {
  const byKey = new Map<string, FieldSpec>();
  for (const f of ACCOUNT_FIELDS) {
    if (!SYSTEM_FIELDS.has(f.key)) byKey.set(f.key, accountFieldSpec(f.key, f.type));
  }
  byKey.set('note', NOTE_FIELD);
  // The client and placement an account is placed with (docs/product/clients.md): not columns of the record.
  byKey.set('client_code', CLIENT_CODE_FIELD);
  byKey.set('placement_id', PLACEMENT_ID_FIELD);
  byKey.set('time_barred', TIME_BARRED_FIELD);
  byKey.set('debt_type', DEBT_TYPE_FIELD);
  byKey.set('date_of_first_delinquency', FIRST_DELINQUENCY_FIELD);
  // Scrub flags (decision 0100): recorded through the scrubs module, not columns of the record.
  for (const spec of SCRUB_IMPORT_FIELDS) byKey.set(spec.key, spec);
  const targets = new Map<string, FieldSpec>();
  for (const [key, spec] of byKey) targets.set(normalizeHeader(key), spec);
  for (const [alias, key] of Object.entries(ACCOUNT_COLUMN_ALIASES)) {
    const spec = byKey.get(key);
    if (spec) targets.set(normalizeHeader(alias), spec);
  }
  // The export's plain headings ("Days delinquent"), so an exported file loads back; a field key or
  // a template name that reads the same keeps its meaning.
  for (const [key, spec] of byKey) {
    const label = normalizeHeader(accountFieldLabel(key));
    if (!targets.has(label)) targets.set(label, spec);
  }
  return targets;
})();

const requiredText = (key: string): FieldSpec => ({ key, sqlType: 'text', parse: (cell) => parseText(cell) });

const LEDGER_FIELDS: Record<string, FieldSpec> = {
  account_number: requiredText('account_number'),
  amount: { key: 'amount', sqlType: 'numeric', parse: parseMoney },
  payment_date: { key: 'payment_date', sqlType: 'date', parse: parseDate },
  transaction_date: { key: 'transaction_date', sqlType: 'date', parse: parseDate },
  payment_method: requiredText('payment_method'),
  transaction_type: requiredText('transaction_type'),
  reference_number: requiredText('reference_number'),
  description: requiredText('description'),
  notes: { key: 'notes', sqlType: 'text', parse: (cell) => parseText(cell, MAX_NOTE) },
};

function ledgerTargets(columns: readonly string[]): ReadonlyMap<string, FieldSpec> {
  return new Map(columns.map((c) => [normalizeHeader(c), LEDGER_FIELDS[c]]));
}

const TARGETS: Record<ImportType, ReadonlyMap<string, FieldSpec>> = {
  accounts: ACCOUNT_TARGETS,
  payments: ledgerTargets(PAYMENT_TEMPLATE_COLUMNS),
  transactions: ledgerTargets(TRANSACTION_TEMPLATE_COLUMNS),
};

/** Columns without which a file cannot be imported at all. */
export const REQUIRED_COLUMNS: Record<ImportType, readonly string[]> = {
  accounts: ['account_number'],
  payments: ['account_number', 'amount', 'payment_date', 'reference_number'],
  transactions: ['account_number', 'amount', 'transaction_date', 'transaction_type', 'reference_number'],
};

export function mapColumns(importType: ImportType, headerCells: readonly CellValue[]): ColumnMapping {
  const targets = TARGETS[importType];
  const columns: MappedColumn[] = [];
  const unknownColumns: string[] = [];
  const taken = new Set<string>();
  headerCells.forEach((cell, index) => {
    const header = cell === null ? '' : String(cell).trim();
    if (!header) return;
    const field = targets.get(normalizeHeader(header));
    // A second column for the same field (debtor_email and email_address) is ignored and reported.
    if (!field || taken.has(field.key)) {
      unknownColumns.push(header);
      return;
    }
    taken.add(field.key);
    columns.push({ index, header, field });
  });
  const missing = REQUIRED_COLUMNS[importType].filter((key) => !taken.has(key));
  return { columns, unknownColumns, missing };
}
