import { readFileSync } from 'node:fs';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@arrears/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImportTestApp,
  day,
  type ImportTestApp,
  reorderXlsx,
  type Sheet,
  toCsv,
  toXls,
  toXlsx,
} from '../../../test/kits/accounts-import/import-test-kit';
import { debtAccounts, importRuns } from '../../db/schema';
import { boundTo } from '../../security/field-bindings';

let t: ImportTestApp;
beforeAll(async () => {
  t = await buildImportTestApp();
});
afterAll(() => t.close());

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const accountCount = async () => (await t.deps.db.select({ n: count() }).from(debtAccounts))[0].n;
const runCount = async () => (await t.deps.db.select({ n: count() }).from(importRuns))[0].n;

/** Typed cells as a spreadsheet has them: a date cell, a number cell, a serial day number. */
const typedSheet = (prefix: string): Sheet => [
  [
    'account_number',
    'Due Date',
    'next_payment_due_date',
    'current_amount',
    'debtor_phone',
    'zip_code',
    'days_delinquent',
    'ssn',
  ],
  [`${prefix}-1`, day('2024-03-15'), 45366, 1234.56, 2155550101, 8002, 45, 12345678],
  [`${prefix}-2`, '04/01/2024', '2024-05-01', '$1,234.56', '(215) 555-0102', '19103', '7', '123-45-6789'],
  [`${prefix}-3`, 'not a date', null, 10, null, null, null, null],
];

describe.each([
  ['.xlsx written by exceljs', 'XLSX', 'accounts.xlsx', toXlsx],
  [
    '.xlsx with its workbook part stored last',
    'XLSXLAST',
    'accounts.xlsx',
    async (rows: Sheet) => reorderXlsx(await toXlsx(rows), ['xl/workbook.xml']),
  ],
  ['.xls (BIFF8) written by SheetJS', 'XLS', 'accounts.xls', async (rows: Sheet) => toXls(rows)],
])('%s', (_label, prefix, name, write) => {
  it('reads date cells, number cells and serial dates like the CSV', async () => {
    const result = await t.importFile('accounts', name, await write(typedSheet(prefix)));
    expect(result).toMatchObject({ created: 2, errors: 1 });
    expect(result.rowErrors).toEqual([
      { row: 4, column: 'Due Date', reason: 'Due Date "not a date" is not a date (use MM/DD/YYYY)' },
    ]);
    expect(await t.account(`${prefix}-1`)).toMatchObject({
      firstDueDate: '2024-03-15',
      nextPymtDue: '2024-03-15',
      unpaidBalance: '1234.56',
      primaryPhone: '2155550101',
      zipCode: '08002',
      daysDelinq: 45,
    });
    const first = `${prefix}-1`;
    expect(
      t.deps.encryption.decrypt(
        (await t.account(first)).ssnEncrypted as string,
        boundTo.account('ssn_encrypted', first),
      ),
    ).toBe('012345678');
    expect(await t.account(`${prefix}-2`)).toMatchObject({
      firstDueDate: '2024-04-01',
      unpaidBalance: '1234.56',
    });
  });
});

describe('committed fixtures', () => {
  it.each([
    ['accounts.xlsx', 'FIX-XLSX'],
    ['accounts.xls', 'FIX-XLS'],
  ])('imports %s: header variants, typed cells, a bad amount', async (name, prefix) => {
    const result = await t.importFile('accounts', name, fixture(name));
    expect(result).toMatchObject({ created: 2, errors: 1, unknownColumns: [] });
    expect(result.rowErrors).toEqual([
      {
        row: 4,
        column: 'Current Amount',
        reason: 'Current Amount "lots" is not an amount (for example 1234.56 or $1,234.56)',
      },
    ]);
    expect(await t.account(`${prefix}-1`)).toMatchObject({
      firstName: 'Avery',
      fullName: 'Avery Stone',
      unpaidBalance: '1520.75',
      firstDueDate: '2024-02-29',
      primaryPhone: '6095550140',
      zipCode: '08002',
    });
    expect(await t.account(`${prefix}-2`)).toMatchObject({
      unpaidBalance: '2045.10',
      firstDueDate: '2024-03-01',
    });
  });
});

describe('what the file really is', () => {
  const csv = toCsv([
    ['account_number', 'city'],
    ['KIND-1', 'Trenton'],
  ]);

  it('accepts a renamed .txt that holds CSV, and a semicolon-separated CSV', async () => {
    expect((await t.importFile('accounts', 'export.txt', csv)).created).toBe(1);
    const semicolons = 'account_number;city\r\nKIND-2;Newark\r\n';
    expect((await t.importFile('accounts', 'semicolons.csv', semicolons)).created).toBe(1);
    expect(await t.account('KIND-2')).toMatchObject({ city: 'Newark' });
  });

  it('reads UTF-8 (a character cut by the read boundary stays whole) and Latin-1 CSV', async () => {
    let text = 'account_number,city\r\n';
    for (let i = 0; Buffer.byteLength(text) < 262_000; i += 1) text += `PAD-${i},Plain\r\n`;
    const before = 262_144 - 1 - Buffer.byteLength(`${text}UTF-1,Z`) - 'PAD-X,\r\n'.length;
    text += `PAD-X,${'x'.repeat(before)}\r\nUTF-1,Zürich\r\n`; // 'ü' starts on the last byte of the first 256 KB
    expect(Buffer.from(text).subarray(262_143, 262_145).toString()).toBe('ü');
    expect((await t.importFile('accounts', 'utf8.csv', text)).errors).toBe(0);
    expect(await t.account('UTF-1')).toMatchObject({ city: 'Zürich' });

    const latin1 = Buffer.from('account_number,city\r\nLATIN-1,Münster\r\n', 'latin1');
    expect((await t.importFile('accounts', 'latin1.csv', latin1)).created).toBe(1);
    expect(await t.account('LATIN-1')).toMatchObject({ city: 'Münster' });
  });

  it('refuses a PNG renamed .csv, a PDF and a zip that is not a workbook, writing nothing', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
    const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj\n', 'latin1');
    const zip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex'); // an empty zip
    const before = [await accountCount(), await runCount()];
    for (const [name, content] of [
      ['photo.csv', png],
      ['letter.csv', pdf],
      ['archive.xlsx', zip],
    ] as const) {
      const res = await t.upload({ name, content });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ message: IMPORT_MESSAGES.wrongType });
    }
    expect([await accountCount(), await runCount()]).toEqual(before);
  });

  it('refuses a file over 10 MB while it streams, writing nothing', async () => {
    const before = [await accountCount(), await runCount()];
    const big = `account_number,city\r\n${'BIG-1,Somewhere\r\n'.repeat(Math.ceil(IMPORT_MAX_BYTES / 17) + 10)}`;
    const res = await t.upload({ name: 'big.csv', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: IMPORT_MESSAGES.tooLarge });
    expect([await accountCount(), await runCount()]).toEqual(before);
  });

  it('answers 400 without a file, or with an unknown import type', async () => {
    const noFile = await t.upload(null, { importType: 'accounts' });
    expect([noFile.statusCode, noFile.json()]).toEqual([400, { message: IMPORT_MESSAGES.missingFile }]);
    const wrongType = await t.upload({ name: 'a.csv', content: csv }, { importType: 'debtors' });
    expect([wrongType.statusCode, wrongType.json()]).toEqual([
      400,
      { message: 'importType must be accounts, payments or transactions' },
    ]);
  });
});

describe('a file that cannot be read at all changes nothing', () => {
  it.each([
    ['an empty file', 'empty.csv', '', 'The file is empty.'],
    ['blank lines only', 'blank.csv', '\r\n\r\n', 'The file has no header row: it is empty.'],
    [
      'no header row',
      'noheader.csv',
      'ACC-1,Trenton\r\n',
      'The file has no account_number column. The first row must be the header row with the column names of the template.',
    ],
    [
      'an unclosed quote',
      'quote.csv',
      'account_number,city\r\nQ-1,"Trenton\r\nQ-2,Camden\r\n',
      'The file could not be read: a quoted value that starts on line 2 is never closed.',
    ],
  ])('%s', async (_label, name, content, message) => {
    const before = await accountCount();
    const res = await t.upload({ name, content });
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    expect(await accountCount()).toBe(before);
  });

  it('a truncated or damaged workbook', async () => {
    const whole = await toXlsx([['account_number'], ['CUT-1']]);
    const before = await accountCount();
    for (const content of [
      whole.subarray(0, whole.length - 200),
      toXls([['account_number'], ['CUT-2']]).subarray(0, 600),
    ]) {
      const res = await t.upload({ name: 'cut.xlsx', content });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^The workbook could not be read/);
    }
    expect(await accountCount()).toBe(before);
  });
});
