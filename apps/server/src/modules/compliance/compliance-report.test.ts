import { complianceReportSchema } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import { contactAttempts, type DebtAccountRow } from '../../db/schema';
import { REPORT_MESSAGES } from './compliance-report.repository';

let t: ComplianceTestApp;
let a: DebtAccountRow;
let b: DebtAccountRow;
beforeAll(async () => {
  t = await buildComplianceTestApp();
  a = await t.account({ fullName: 'Report Person', accountNumber: 'ACC-R-1' });
  b = await t.account({ fullName: '=HYPERLINK("http://evil")', accountNumber: 'ACC-R-2' });
  // Monday 2 March 10:00 EST: one allowed call, one text blocked (no consent), one allowed e-mail.
  expect((await t.dial(a)).statusCode).toBe(200);
  expect((await t.text(a)).statusCode).toBe(409);
  expect((await t.email(a)).statusCode).toBe(200);
  // Around the next week's boundary (US Eastern, daylight time from 8 March): Sunday 23:30 and Monday 00:30.
  await t.deps.db.insert(contactAttempts).values(
    ['2026-03-09T03:30:00Z', '2026-03-09T04:30:00Z'].map((at) => ({
      debtAccountId: b.id,
      channel: 'call',
      target: '6095550100',
      allowed: false,
      rule: 'call_frequency',
      message: '@SUM(1+1)',
      evaluation: {},
      createdAt: new Date(at),
    })),
  );
});
afterAll(async () => t.close());

const report = (query = '') => t.request('GET', `/api/admin/compliance${query}`, 'admin');

describe('GET /api/admin/compliance', () => {
  it('lists blocked attempts newest first and contacts per debt per Monday-start week (US Eastern)', async () => {
    const res = await report('?from=2026-03-01&to=2026-03-15');
    expect(res.statusCode).toBe(200);
    const body = complianceReportSchema.parse(res.json());
    expect(body.blocked.map((x) => [x.accountNumber, x.channel, x.rule, x.createdAt])).toEqual([
      ['ACC-R-2', 'call', 'call_frequency', '2026-03-09T04:30:00.000Z'],
      ['ACC-R-2', 'call', 'call_frequency', '2026-03-09T03:30:00.000Z'],
      ['ACC-R-1', 'sms', 'sms_consent', '2026-03-02T15:00:00.000Z'],
    ]);
    expect(body.blocked[2]).toMatchObject({
      debtorName: 'Report Person',
      agentName: 'Sam User',
      allowed: false,
    });
    expect(body.weekly).toEqual([
      {
        debtAccountId: b.id,
        accountNumber: 'ACC-R-2',
        debtorName: b.fullName,
        weekOf: '2026-03-09',
        calls: 0,
        texts: 0,
        emails: 0,
        blocked: 1,
      },
      {
        debtAccountId: a.id,
        accountNumber: 'ACC-R-1',
        debtorName: 'Report Person',
        weekOf: '2026-03-02',
        calls: 1,
        texts: 0,
        emails: 1,
        blocked: 1,
      },
      {
        debtAccountId: b.id,
        accountNumber: 'ACC-R-2',
        debtorName: b.fullName,
        weekOf: '2026-03-02',
        calls: 0,
        texts: 0,
        emails: 0,
        blocked: 1,
      },
    ]);
  });

  it('defaults to the last 30 days (today included) and filters by Eastern calendar days', async () => {
    const byDefault = (await report()).json();
    expect(byDefault.blocked.map((x: { accountNumber: string }) => x.accountNumber)).toEqual(['ACC-R-1']);
    expect((await report('?from=2026-03-03&to=2026-03-07')).json()).toEqual({ blocked: [], weekly: [] });
    // Sunday 8 March 23:30 EDT is on the 8th in Eastern time, though 9 March in UTC.
    const sunday = (await report('?from=2026-03-08&to=2026-03-08')).json();
    expect(sunday.blocked.map((x: { createdAt: string }) => x.createdAt)).toEqual([
      '2026-03-09T03:30:00.000Z',
    ]);
  });

  it.each([
    ['?from=2026-03-10&to=2026-03-01', REPORT_MESSAGES.order],
    ['?from=2026-02-30', REPORT_MESSAGES.invalidDate],
    ['?from=2024-01-01&to=2026-03-01', REPORT_MESSAGES.tooLong],
  ])('400 for %s', async (query, message) => {
    const res = await report(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('400 for a date that is not yyyy-mm-dd; staff may read it too', async () => {
    expect((await report('?to=March')).statusCode).toBe(400);
    expect((await t.request('GET', '/api/admin/compliance', 'staff')).statusCode).toBe(200);
  });
});

describe('GET /api/admin/compliance/export', () => {
  it('CSV: both tables, a file name with the range, formula-like cells neutralised', async () => {
    const res = await t.request(
      'GET',
      '/api/admin/compliance/export?format=csv&from=2026-03-01&to=2026-03-15',
      'staff',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="compliance_report_2026-03-01_2026-03-15.csv"',
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Blocked contact attempts');
    expect(lines[1]).toBe('Time (UTC),Account number,Debtor,Channel,Target,Rule,Reason,Agent');
    expect(lines[2]).toBe(
      `2026-03-09T04:30:00.000Z,ACC-R-2,"'=HYPERLINK(""http://evil"")",call,6095550100,call_frequency,'@SUM(1+1),`,
    );
    expect(lines).toContain('Contacts per debt per week');
    expect(lines).toContain('2026-03-02,ACC-R-1,Report Person,1,0,1,1');
  });

  it('XLSX: a sheet per table with the same rows', async () => {
    const res = await t.request(
      'GET',
      '/api/admin/compliance/export?format=xlsx&from=2026-03-01&to=2026-03-15',
      'admin',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('compliance_report_2026-03-01_2026-03-15.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Blocked attempts', 'Contacts per week']);
    const blocked = workbook.getWorksheet('Blocked attempts');
    expect(blocked?.rowCount).toBe(4);
    expect(blocked?.getRow(2).getCell(3).value).toBe(`'=HYPERLINK("http://evil")`);
    const weekly = workbook.getWorksheet('Contacts per week');
    expect(weekly?.getRow(3).values).toEqual([
      undefined,
      '2026-03-02',
      'ACC-R-1',
      'Report Person',
      1,
      0,
      1,
      1,
    ]);
  });

  it('400 for another format', async () => {
    const res = await t.request('GET', '/api/admin/compliance/export?format=pdf', 'admin');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Format must be csv or xlsx');
  });
});

describe('retention (12 CFR 1006.100)', () => {
  it('the database refuses deleting an attempt younger than 3 years; an older one may go', async () => {
    const [fresh] = await t.attempts(a.id);
    await expect(t.deps.db.delete(contactAttempts).where(eq(contactAttempts.id, fresh.id))).rejects.toThrow();
    expect(await t.attempts(a.id)).toHaveLength(3);
    const [old] = await t.deps.db
      .insert(contactAttempts)
      .values({
        debtAccountId: a.id,
        channel: 'call',
        allowed: true,
        evaluation: {},
        createdAt: new Date(Date.now() - 4 * 366 * 24 * 60 * 60 * 1000),
      })
      .returning();
    await t.deps.db.delete(contactAttempts).where(eq(contactAttempts.id, old.id));
    expect(await t.attempts(a.id)).toHaveLength(3);
  });
});
