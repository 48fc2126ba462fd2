import { DEMO_BRAND, REMITTANCE_STATEMENT_COLUMNS } from '@arrears/domain';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { remittanceKit } from '../../../test/kits/remittances/remittance-fixtures';
import { pdfText } from '../../../test/pdf-text';

/** The remittance statement as PDF, .xlsx and CSV: header, totals, one line per transaction. */
let t: TestApp;
let kit: ReturnType<typeof remittanceKit>;
let staff: string;
let collector: string;
let id: number;
let accountNumber: string;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'rs-admin', role: 'admin' });
  await createUser(t.deps.db, { username: 'rs-staff', role: 'staff' });
  await createUser(t.deps.db, { username: 'rs-collector', role: 'collector' });
  kit = remittanceKit(t, await signIn(t.app, 'rs-admin'));
  staff = await signIn(t.app, 'rs-staff');
  collector = await signIn(t.app, 'rs-collector');
  const client = await kit.client({ name: 'Lakeside Hospital', commissionRate: '33.3333' });
  const account = await kit.account(client.id);
  accountNumber = account.accountNumber;
  await kit.pay(account.id, '10.01', '2026-02-02');
  await kit.pay(account.id, '250.00', '2026-02-03');
  id = (await kit.draft(client.id, '2026-02-01', '2026-02-07')).id;
});
afterAll(() => t.close());

const download = (format: string, cookie?: string) =>
  cookie
    ? t.app.inject({
        method: 'GET',
        url: `/api/admin/remittances/${id}/statement?format=${format}`,
        headers: { cookie },
      })
    : kit.call('GET', `/api/admin/remittances/${id}/statement?format=${format}`);

describe('GET /api/admin/remittances/:id/statement', () => {
  it('PDF: the agency, the client, period, totals and each transaction', async () => {
    const res = await download('pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="remittance-RM\w+-2026-02-01-2026-02-07-\d+\.pdf"$/,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      DEMO_BRAND.companyName,
      'Remittance Statement',
      'Lakeside Hospital',
      '2026-02-01 to 2026-02-07',
      'Gross collected $260.01',
      'Commission $86.67', // 3.34 + 83.33
      'Net due to the client $173.34',
      ...REMITTANCE_STATEMENT_COLUMNS,
      `2026-02-02 ${accountNumber}`,
      '$10.01 $3.34 $6.67',
      '$250.00 $83.33 $166.67',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
  });

  it('xlsx: the header rows, then a row per transaction with numbers', async () => {
    const res = await download('xlsx');
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Remittance');
    const rows: unknown[][] = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['Client', expect.stringContaining('Lakeside Hospital')]);
    expect(rows).toContainEqual(['Net due to the client', '$173.34']);
    const header = rows.findIndex((r) => r[0] === 'Date');
    expect(rows[header]).toEqual([...REMITTANCE_STATEMENT_COLUMNS]);
    expect(rows.slice(header + 1)).toEqual([
      ['2026-02-02', accountNumber, expect.any(String), 10.01, 3.34, 6.67],
      ['2026-02-03', accountNumber, expect.any(String), 250, 83.33, 166.67],
    ]);
  });

  it('CSV: a text/csv file with the header, then a row per transaction with exact decimals', async () => {
    const res = await download('csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/\.csv"$/);
    const rows = parse(res.body, { relax_column_count: true, skip_empty_lines: true }) as string[][];
    expect(rows).toContainEqual(['Period', '2026-02-01 to 2026-02-07']);
    const header = rows.findIndex((r) => r[0] === 'Date');
    expect(rows.slice(header)).toEqual([
      [...REMITTANCE_STATEMENT_COLUMNS],
      ['2026-02-02', accountNumber, expect.any(String), '10.01', '3.34', '6.67'],
      ['2026-02-03', accountNumber, expect.any(String), '250.00', '83.33', '166.67'],
    ]);
  });

  it('staff may download it, a collector may not; a bad format is a 400, an unknown remittance a 404', async () => {
    expect((await download('csv', staff)).statusCode).toBe(200);
    expect((await download('csv', collector)).statusCode).toBe(403);
    expect((await download('doc')).statusCode).toBe(400);
    const missing = await kit.call('GET', '/api/admin/remittances/999999/statement?format=pdf');
    expect(missing.statusCode).toBe(404);
  });
});
