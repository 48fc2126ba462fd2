import {
  ACCOUNT_TEMPLATE_COLUMNS,
  AUTH_MESSAGES,
  type ImportProgress,
  PAYMENT_TEMPLATE_COLUMNS,
  TRANSACTION_TEMPLATE_COLUMNS,
} from '@arrears/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildImportTestApp,
  type ImportTestApp,
  importForm,
  toCsv,
} from '../../../test/kits/accounts-import/import-test-kit';

let t: ImportTestApp;
beforeAll(async () => {
  t = await buildImportTestApp();
});
afterAll(() => t.close());

describe('who may import', () => {
  const csv = toCsv([['account_number'], ['ROLE-1']]);
  const calls = [
    'GET /api/admin/import/some-upload-id',
    'GET /api/admin/import/some-upload-id/errors.csv',
    'GET /api/admin/import-templates/accounts?format=csv',
  ];

  it.each(['collector', 'debtor'] as const)(
    'a %s gets 403 on every import call and imports nothing',
    async (role) => {
      const res = await t.upload({ name: 'a.csv', content: csv }, { importType: 'accounts' }, role);
      expect([res.statusCode, res.json()]).toEqual([403, { message: AUTH_MESSAGES.forbidden }]);
      for (const call of calls) {
        const answer = await t.get(call.split(' ')[1], role);
        expect(answer.statusCode, call).toBe(403);
      }
      const [{ n }] = (await t.deps.db.execute('SELECT count(*)::int AS n FROM debt_accounts')).rows as {
        n: number;
      }[];
      expect(n).toBe(0);
    },
  );

  it('signed out gets 401; staff may import like admin', async () => {
    const body = importForm({ importType: 'accounts' }, { name: 'a.csv', content: csv });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/import', ...body });
    expect(anonymous.statusCode).toBe(401);
    const staff = await t.upload({ name: 'a.csv', content: csv }, { importType: 'accounts' }, 'staff');
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ accounts: 1, created: 1 });
  });
});

describe('templates', () => {
  const types = [
    ['accounts', ACCOUNT_TEMPLATE_COLUMNS],
    ['payments', PAYMENT_TEMPLATE_COLUMNS],
    ['transactions', TRANSACTION_TEMPLATE_COLUMNS],
  ] as const;

  it.each(types)('the %s template as CSV is its header row', async (type, columns) => {
    const res = await t.get(`/api/admin/import-templates/${type}?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${type}_import_template.csv"`);
    expect(res.body).toBe(`${columns.join(',')}\r\n`);
  });

  it.each(types)('the %s template as .xlsx reads back with its columns', async (type, columns) => {
    const res = await t.get(`/api/admin/import-templates/${type}?format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const header = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...columns]);
  });

  it('a filled-in template imports', async () => {
    const res = await t.get('/api/admin/import-templates/payments?format=csv');
    const filled = `${res.body}ROLE-1,12.00,05/01/2024,ach,TPL-1,\r\n`;
    expect(await t.importFile('payments', 'filled.csv', filled)).toMatchObject({ created: 1, errors: 0 });
    expect((await t.get('/api/admin/import-templates/debtors')).statusCode).toBe(400);
  });
});

describe('progress while a file is imported', () => {
  it('reports rows done of the total from the database while the upload is processed', async () => {
    const uploadId = 'progress-test-0001';
    const rows = Array.from({ length: 5000 }, (_, i) => [`PROG-${i}`, 'Reading']);
    const body = importForm(
      { importType: 'accounts', uploadId },
      { name: 'long.csv', content: toCsv([['account_number', 'city'], ...rows]) },
    );
    const running = t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      ...body,
      headers: { ...body.headers, cookie: t.cookies.admin },
    });
    let done = false;
    void running.then(() => {
      done = true;
    });
    const seen: ImportProgress[] = [];
    while (!done) {
      const res = await t.get(`/api/admin/import/${uploadId}`);
      if (res.statusCode === 200) seen.push(res.json());
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await running).json()).toMatchObject({ uploadId, created: 5000 });
    const during = seen.filter((p) => p.status === 'running' && p.processedRows > 0);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((p) => p.totalRows === 5000 && p.processedRows <= 5000)).toBe(true);
    const processed = seen.map((p) => p.processedRows);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));
    const final = await t.get(`/api/admin/import/${uploadId}`);
    expect(final.json()).toMatchObject({
      status: 'completed',
      processedRows: 5000,
      totalRows: 5000,
      created: 5000,
    });

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      ...body,
      headers: { ...body.headers, cookie: t.cookies.admin },
    });
    expect(reused.statusCode).toBe(409);
  });
});
