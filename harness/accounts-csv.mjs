// Accounts files as an agency exports them: one writer for the import tests, the whole-process
// suites and the benchmarks, so they all send the import the same CSV.

/** One cell: empty for null, the ISO day of a Date, quoted when it holds a comma, quote or line break. */
export function csvCell(value) {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of `rows` (the first is the header), with CRLF line ends as spreadsheets write them. */
export function toCsv(rows) {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const pad = (n, width) => String(n).padStart(width, '0');

/** The import template's columns a generated account fills (plus birth_date, for the identity check). */
export const ACCOUNT_CSV_COLUMNS = [
  'account_number',
  'debtor_name',
  'debtor_first_name',
  'debtor_last_name',
  'ssn',
  'birth_date',
  'original_amount',
  'current_amount',
  'status',
  'debtor_email',
  'debtor_phone',
  'address_1',
  'city',
  'state',
  'zip_code',
];

/** Account i's number under a prefix: `${prefix}-0000001`. */
export const accountNumber = (prefix, i) => `${prefix}-${pad(i, 7)}`;

/** Account i's balance in cents: varied and deterministic, so a test can check every stored row. */
export const balanceCentsOf = (i) => 50_000 + ((i * 7919) % 900_000);

/** Account i in ACCOUNT_CSV_COLUMNS: deterministic, a distinct number, e-mail and SSN per row. */
export function accountCsvRow(prefix, i) {
  const ssn = pad((i * 104_729) % 1_000_000_000, 9);
  const cents = balanceCentsOf(i);
  return [
    accountNumber(prefix, i),
    `Dana ${i} Rivera`,
    'Dana',
    'Rivera',
    `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`,
    `0${(i % 9) + 1}/1${i % 10}/19${70 + (i % 30)}`,
    `${Math.trunc(cents / 100) + 500}.00`,
    `${Math.trunc(cents / 100)}.${pad(cents % 100, 2)}`,
    'ACTIVE',
    `dana${i}@example.com`,
    `(215) 555-${pad(i % 10_000, 4)}`,
    `${(i % 9000) + 100} Market Street`,
    'Philadelphia',
    'PA',
    '19103',
  ];
}

/** An accounts CSV of `rows` generated accounts numbered from 1 (file row i + 1). */
export function accountsCsv(prefix, rows) {
  const lines = [ACCOUNT_CSV_COLUMNS];
  for (let i = 1; i <= rows; i += 1) lines.push(accountCsvRow(prefix, i));
  return toCsv(lines);
}
