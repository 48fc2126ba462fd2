import type { ImportResult, ImportType, Role } from '@arrears/domain';
import { toCsv as csvText } from '@arrears/harness/accounts-csv';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { debtAccounts, type UserRow } from '../../../src/db/schema';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../build-test-app';
import { createUser, signIn } from '../../factories';
import { multipart } from '../../multipart';

export type Cell = string | number | Date | null;
export type Sheet = Cell[][];

type InjectResponse = Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;

export interface ImportTestApp extends TestApp {
  cookies: Record<Role, string>;
  users: Record<Role, UserRow>;
  /** POST /api/admin/import as a role; answers the raw inject response. */
  upload(
    file: { name: string; content: Buffer | string; type?: string } | null,
    fields?: { importType?: string; uploadId?: string },
    role?: Role,
  ): InjectResponse;
  /** Uploads and expects 200: the import result. */
  importFile(importType: ImportType, name: string, content: Buffer | string): Promise<ImportResult>;
  get(url: string, role?: Role): InjectResponse;
  account(accountNumber: string): Promise<typeof debtAccounts.$inferSelect>;
}

/** The import page's form: the fields, then the file in the `file` field. */
export function importForm(
  fields: Record<string, string>,
  file: { name: string; content: Buffer | string; type?: string } | null,
): { payload: Buffer; headers: Record<string, string> } {
  return multipart(fields, file ? [{ field: 'file', ...file }] : []);
}

export async function buildImportTestApp(options: TestAppOptions = {}): Promise<ImportTestApp> {
  const t = await buildTestApp(options);
  const cookies = {} as Record<Role, string>;
  const users = {} as Record<Role, UserRow>;
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    users[role] = await createUser(t.deps.db, { username: `import-${role}`, role });
    cookies[role] = await signIn(t.app, `import-${role}`);
  }
  const upload: ImportTestApp['upload'] = (file, fields = { importType: 'accounts' }, role = 'admin') => {
    const body = importForm(fields as Record<string, string>, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      payload: body.payload,
      headers: { ...body.headers, cookie: cookies[role] },
    });
  };
  return {
    ...t,
    cookies,
    users,
    upload,
    async importFile(importType, name, content) {
      const res = await upload({ name, content }, { importType });
      if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
      return res.json() as ImportResult;
    },
    get: (url, role = 'admin') => t.app.inject({ method: 'GET', url, headers: { cookie: cookies[role] } }),
    async account(accountNumber) {
      const [row] = await t.deps.db
        .select()
        .from(debtAccounts)
        .where(eq(debtAccounts.accountNumber, accountNumber));
      if (!row) throw new Error(`no account ${accountNumber}`);
      return row;
    },
  };
}

/** CSV text from rows, quoting where needed. */
export function toCsv(rows: Sheet): string {
  return csvText(rows);
}

/** An .xlsx written by exceljs; Date cells become real date cells (MM/DD/YYYY format). */
export async function toXlsx(rows: Sheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const r of rows) {
    const row = sheet.addRow(r);
    r.forEach((v, i) => {
      if (v instanceof Date) row.getCell(i + 1).numFmt = 'mm/dd/yyyy';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The same workbook with its parts stored in another order: the zip format lets a writer put the
 * workbook part (sheet names) after the worksheets, and a streaming reader meets them in that order.
 */
export async function reorderXlsx(xlsx: Buffer, last: string[]): Promise<Buffer> {
  const source = await JSZip.loadAsync(xlsx);
  const names = Object.keys(source.files).filter((n) => !source.files[n].dir);
  const out = new JSZip();
  for (const name of [...names.filter((n) => !last.includes(n)), ...last]) {
    out.file(name, await source.files[name].async('uint8array'));
  }
  return out.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * A legacy .xls (BIFF8) written by SheetJS; Date cells are date-formatted serial numbers. SheetJS
 * counts a Date's serial on the local clock unless told UTC: day() dates are UTC, so without it a
 * machine west of UTC would write the day before (2024-03-15 → 45365.83, 3/14/24 20:00).
 */
export function toXls(rows: Sheet): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet(rows, { cellDates: false, UTC: true }),
    'Sheet1',
  );
  return XLSX.write(workbook, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

/** A UTC calendar date as spreadsheets store it. */
export const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
