import { hasRefusedCharacter, type ImportRowError, type ImportType } from '@arrears/domain';
import type { ColumnMapping } from './column-mapping';
import type { SheetRow } from './sheets/sheet-rows';

/** A data row whose every value was read: field key → value (null = empty cell). */
export interface ParsedRow {
  number: number;
  values: Record<string, string | number | null>;
}

export type RowParse = { row: ParsedRow } | { errors: ImportRowError[] };

/** Payment methods as stored, and the ways files spell them. */
export const PAYMENT_METHODS = ['credit_card', 'ach', 'bank_transfer', 'check', 'cash', 'other'] as const;
const PAYMENT_METHOD_ALIASES: Record<string, (typeof PAYMENT_METHODS)[number]> = {
  card: 'credit_card',
  credit: 'credit_card',
  debit: 'credit_card',
  debit_card: 'credit_card',
  eft: 'ach',
  bank: 'bank_transfer',
  wire: 'bank_transfer',
  cheque: 'check',
};

function normalizePaymentMethod(value: string): string | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if ((PAYMENT_METHODS as readonly string[]).includes(key)) return key;
  return PAYMENT_METHOD_ALIASES[key] ?? null;
}

/**
 * Reads every mapped cell of a row. Each bad value is one error naming the row, the column (as
 * headed in the file) and the reason; a row with any error is skipped as a whole. Built once per
 * file: the per-row work is only the cells.
 */
export function rowParser(importType: ImportType, mapping: ColumnMapping): (row: SheetRow) => RowParse {
  const columns = mapping.columns;
  const headerOf: Record<string, string> = {};
  for (const { header, field } of columns) headerOf[field.key] = header;
  const dateKey = importType === 'payments' ? 'payment_date' : 'transaction_date';
  const required =
    importType === 'accounts'
      ? ['account_number']
      : [
          'account_number',
          'amount',
          dateKey,
          'reference_number',
          ...(importType === 'transactions' ? ['transaction_type'] : []),
        ];

  return (row) => {
    const values: ParsedRow['values'] = {};
    let errors: ImportRowError[] | null = null;
    const fail = (key: string, reason: string) => {
      errors ??= [];
      errors.push({ row: row.number, column: headerOf[key] ?? key, reason });
    };
    for (let c = 0; c < columns.length; c += 1) {
      const { index, header, field } = columns[c];
      const cell = row.cells[index] ?? null;
      // A cell with a control character (a NUL byte) is a bad value of its row (decision 0090).
      if (typeof cell === 'string' && hasRefusedCharacter(cell)) {
        fail(field.key, `${header} contains a control character`);
        continue;
      }
      const parsed = field.parse(cell);
      if ('error' in parsed) fail(field.key, `${header} ${parsed.error}`);
      else values[field.key] = parsed.value;
    }
    for (const key of required) {
      // A column with a bad value has its error already; an absent or empty one is required.
      if (values[key] === null || (values[key] === undefined && !hasError(errors, headerOf[key] ?? key)))
        fail(key, `${key} is required`);
    }
    if (importType !== 'accounts') checkLedgerRow(importType, values, fail);
    return errors ? { errors } : { row: { number: row.number, values } };
  };
}

function hasError(errors: ImportRowError[] | null, column: string): boolean {
  return errors?.some((e) => e.column === column) ?? false;
}

function checkLedgerRow(
  importType: 'payments' | 'transactions',
  values: ParsedRow['values'],
  fail: (key: string, reason: string) => void,
): void {
  const amount = values.amount;
  if (typeof amount === 'string') {
    if (importType === 'payments' && (amount.startsWith('-') || amount === '0.00')) {
      fail('amount', 'amount of a payment must be greater than 0');
    }
    if (importType === 'transactions' && /^-?0\.00$/.test(amount)) fail('amount', 'amount must not be 0');
  }
  if (importType === 'payments') {
    const method = values.payment_method;
    if (method === null || method === undefined) values.payment_method = 'other';
    else {
      const normalized = normalizePaymentMethod(String(method));
      if (normalized) values.payment_method = normalized;
      else fail('payment_method', `payment_method must be one of ${PAYMENT_METHODS.join(', ')}`);
    }
  }
}
