import { ACCOUNT_FIELD_KEYS, accountFieldLabel } from '@arrears/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccounts } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { EXPORT_BATCH_SIZE, exportFileName } from './accounts-export';

/** More than one keyset batch, so the batch boundary is crossed. */
const ACCOUNTS = EXPORT_BATCH_SIZE + 234;

let t: AccountsTestApp;
let sheet: ExcelJS.Worksheet;
let headers: Record<string, string | string[] | number | undefined>;

const column = (key: string) => ACCOUNT_FIELD_KEYS.indexOf(key) + 1;

beforeAll(async () => {
  t = await buildAccountsTestApp();
  const { db, encryption } = t.deps;
  await insertAccounts(db, encryption, [
    {
      accountNumber: 'EXP-0001',
      fullName: 'Maria Garcia',
      ssn: '987654321',
      birthDate: '1979-11-03',
      unpaidBalance: '4875.25',
      nextPymtDue: '2026-04-01',
      daysDelinq: 45,
      interestRate: '5.2500',
    },
  ]);
  // The rest in a few multi-row inserts.
  for (let start = 1; start < ACCOUNTS; start += 500) {
    const count = Math.min(500, ACCOUNTS - start);
    await insertAccounts(
      db,
      encryption,
      Array.from({ length: count }, (_, i) => ({
        accountNumber: `EXP-${String(start + i + 1).padStart(4, '0')}`,
        fullName: `Export Person ${start + i}`,
        unpaidBalance: `${start + i}.10`,
      })),
    );
  }
  const res = await t.get('/api/admin/export-excel', 'staff');
  expect(res.statusCode).toBe(200);
  headers = res.headers;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  sheet = workbook.worksheets[0];
});
afterAll(() => t.close());

describe('GET /api/admin/export-excel', () => {
  it('downloads an .xlsx named with the US Eastern date', () => {
    expect(headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The test clock reads 2026-03-02 15:00 UTC.
    expect(headers['content-disposition']).toBe(
      'attachment; filename="debt_accounts_export_2026-03-02.xlsx"',
    );
  });

  it('has the plain labels as its header row, in the record order, and one row per account', () => {
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(ACCOUNT_FIELD_KEYS.map(accountFieldLabel));
    expect(header.slice(0, 3)).toEqual(['Record ID', 'Portal user ID', 'Account number']);
    expect(sheet.actualRowCount).toBe(ACCOUNTS + 1);
    expect(sheet.getRow(ACCOUNTS + 1).getCell(column('account_number')).value).toBe(
      `EXP-${String(ACCOUNTS).padStart(4, '0')}`,
    );
  });

  it('writes real dates, real numbers and masked SSNs', () => {
    const row = sheet.getRow(2);
    expect(row.getCell(column('account_number')).value).toBe('EXP-0001');

    const due = row.getCell(column('next_pymt_due'));
    expect(due.value).toBeInstanceOf(Date);
    expect((due.value as Date).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(due.numFmt).toMatch(/yy/);

    const balance = row.getCell(column('unpaid_balance'));
    expect(balance.value).toBe(4875.25);
    expect(balance.numFmt).toBe('#,##0.00');
    expect(row.getCell(column('days_delinq')).value).toBe(45);
    expect(row.getCell(column('interest_rate')).value).toBe(5.25);
    expect(row.getCell(column('created_at')).value).toBeInstanceOf(Date);

    expect(row.getCell(column('ssn')).value).toBe('***-**-4321');
    expect(row.getCell(column('birth_date')).value).toBe('**/**/1979');
    expect(row.getCell(column('full_name')).value).toBe('Maria Garcia');
    expect(row.getCell(column('email_address')).value).toBeNull(); // empty stays empty
    // The client that placed it (decision 0049): every account has one, the default client at least.
    expect(row.getCell(column('client_code')).value).toBe('DEFAULT');
  });

  it('names the file by the Eastern calendar day, also late in the evening', () => {
    expect(exportFileName(Date.parse('2026-03-03T03:30:00Z'))).toBe('debt_accounts_export_2026-03-02.xlsx');
    expect(exportFileName(Date.parse('2026-07-01T04:30:00Z'))).toBe('debt_accounts_export_2026-07-01.xlsx');
  });

  it('refuses collectors and debtors', async () => {
    for (const role of ['collector', 'debtor'] as const) {
      expect((await t.get('/api/admin/export-excel', role)).statusCode).toBe(403);
    }
  });
});
