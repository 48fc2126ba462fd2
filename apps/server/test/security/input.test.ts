import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ACCOUNT_TEMPLATE_COLUMNS, DOCUMENT_MAX_BYTES, IMPORT_MAX_BYTES } from '@arrears/domain';
import { count, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtAccounts, documents, importRuns, mailOutbox } from '../../src/db/schema';
import { XLSX_TOO_LARGE_UNZIPPED } from '../../src/modules/accounts-import/sheets/xlsx-expansion';
import {
  buildDocumentsTestApp,
  type DocumentsTestApp,
  documentForm,
  samplePdf,
} from '../kits/documents/document-test-kit';
import { type SweepLine, writeSweepEvidence } from './security-evidence';
import { xlsxBomb } from './xlsx-bomb';

/**
 * Upload sweep: every route that takes a file (document upload, accounts import, contact-center
 * attachments) gets the same hostile files. A file is judged by its bytes, never its name or the
 * browser's type; a refused file leaves nothing on disk or in the database; a name is only ever a
 * display name. The .xlsx zip bomb is refused while the server's memory stays bounded.
 */

const IMPORT_TEMP_DIR = join(tmpdir(), 'arrears-imports'); // upload-receiver's folder
const MB = 1024 * 1024;

let t: DocumentsTestApp;
const evidence: SweepLine[] = [];

beforeAll(async () => {
  t = await buildDocumentsTestApp();
});
afterAll(async () => {
  if (evidence.length)
    writeSweepEvidence('input', 'uploads (content checks, sizes, names, zip bomb)', evidence);
  await t?.closeAll();
});

interface Upload {
  name: string;
  content: Buffer;
  type: string;
}

/** Each upload route, with how to send a file and what it must leave behind when refused. */
const ROUTES = {
  document: {
    send: (file: Upload) =>
      send(
        '/api/admin/upload-document',
        { debtAccountId: String(t.debtorB.account.id), documentType: 'notice' },
        file,
        'document',
      ),
    kept: async () => ({
      files: (await t.storedFiles()).length,
      rows: (await t.deps.db.select({ n: count() }).from(documents))[0].n,
    }),
  },
  import: {
    send: (file: Upload) => send('/api/admin/import', { importType: 'accounts' }, file, 'file'),
    // A refused file may leave its run marked failed (the attempt is on record), nothing else.
    kept: async () => ({
      runs: (
        await t.deps.db.select({ n: count() }).from(importRuns).where(ne(importRuns.status, 'failed'))
      )[0].n,
      accounts: (await t.deps.db.select({ n: count() }).from(debtAccounts))[0].n,
    }),
  },
  attachment: {
    send: (file: Upload) =>
      send(
        `/api/debtors/${t.debtorB.account.id}/contact`,
        { channel: 'email', subject: 'Your account', message: 'See attached.', phone: '' },
        file,
        'attachments',
      ),
    kept: async () => ({ mails: (await t.deps.db.select({ n: count() }).from(mailOutbox))[0].n }),
  },
} as const;

function send(url: string, fields: Record<string, string>, file: Upload, field: string) {
  const body = documentForm(fields, { ...file, field });
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: t.cookies.admin },
  });
}

const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n',
);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 1)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512, 0)]);

/** Files that are not what their name and type claim: refused by each route that cannot take them. */
const FAKES: Record<string, { file: Upload; refusedBy: (keyof typeof ROUTES)[] }> = {
  'HTML renamed .pdf': {
    file: { name: 'statement.pdf', content: HTML, type: 'application/pdf' },
    // The import reads text as CSV (and finds no header); an attachment of text goes out as text/plain.
    refusedBy: ['document', 'import'],
  },
  'Windows executable renamed .pdf': {
    file: { name: 'invoice.pdf', content: EXE, type: 'application/pdf' },
    refusedBy: ['document', 'import', 'attachment'],
  },
  'ELF binary renamed .xlsx': {
    file: {
      name: 'accounts.xlsx',
      content: ELF,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    refusedBy: ['document', 'import', 'attachment'],
  },
  'PDF header, HTML body, no end marker': {
    file: {
      name: 'half.pdf',
      content: Buffer.concat([Buffer.from('%PDF-1.7\n'), HTML]),
      type: 'application/pdf',
    },
    refusedBy: ['document'],
  },
};

describe('files are judged by content', () => {
  const cases = Object.entries(FAKES).flatMap(([name, fake]) =>
    fake.refusedBy.map((route) => ({ name, route, fake })),
  );

  it.each(cases)('$route refuses $name (4xx) and keeps nothing', async ({ route, fake }) => {
    const before = await ROUTES[route].kept();
    const res = await ROUTES[route].send(fake.file);
    expect([400, 415], res.body).toContain(res.statusCode);
    expect(typeof res.json().message).toBe('string');
    expect(await ROUTES[route].kept()).toEqual(before);
  });

  it('sweep summary', () => {
    evidence.push({
      area: 'Fake files (HTML/EXE/ELF renamed, PDF header without PDF) × upload routes',
      cases: cases.length,
      result: 'each refused 400/415, nothing stored, no mail queued',
    });
  });
});

describe('oversized files: 413 and nothing kept', () => {
  const huge = (bytes: number) =>
    Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 15, 0x20), Buffer.from('\n%%EOF\n')]);
  const sizes: Record<keyof typeof ROUTES, number> = {
    document: DOCUMENT_MAX_BYTES + 1,
    import: IMPORT_MAX_BYTES + 1,
    attachment: 10 * MB + 1,
  };

  it.each(Object.keys(ROUTES) as (keyof typeof ROUTES)[])('%s', async (route) => {
    const before = await ROUTES[route].kept();
    const tempBefore = new Set(existsSync(IMPORT_TEMP_DIR) ? await readdir(IMPORT_TEMP_DIR) : []);
    const marker = `%PDF-1.7\n`;
    const res = await ROUTES[route].send({
      name: 'huge.pdf',
      content: huge(sizes[route]),
      type: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(await ROUTES[route].kept()).toEqual(before);
    if (route === 'import') {
      // Nothing of ours left in the import's temporary folder (other tests may be using it).
      for (const name of await readdir(IMPORT_TEMP_DIR)) {
        if (tempBefore.has(name)) continue;
        const file = await open(join(IMPORT_TEMP_DIR, name), 'r').catch(() => null);
        if (!file) continue;
        const head = Buffer.alloc(9);
        await file.read(head, 0, 9, 0);
        await file.close();
        expect(head.toString(), `left behind: ${name}`).not.toBe(marker);
      }
    }
    evidence.push({
      area: `Oversized upload: ${route} (${sizes[route]} bytes)`,
      cases: 1,
      result: '413, nothing on disk or in the database',
    });
  });
});

describe('path-like names are display names only', () => {
  const NAMES = [
    '../../etc/passwd.pdf',
    '..\\..\\windows\\win.ini.pdf',
    'a/b/c/report.pdf',
    'nul\u0000byte.pdf',
    '/etc/shadow.pdf',
  ];

  it.each(NAMES)(
    'document %j: stored under a random name inside the folder, shown without folders',
    async (name) => {
      const res = await ROUTES.document.send({
        name,
        content: await samplePdf('Named'),
        type: 'application/pdf',
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.deps.db.select().from(documents).where(eq(documents.id, res.json().id));
      expect(row.originalFilename).not.toMatch(/[\\/]/);
      expect(row.originalFilename).not.toContain('\u0000');
      expect(row.storedName).not.toContain(row.originalFilename.replace(/\.pdf$/, ''));
      expect(await t.storedFiles()).toContain(row.storedName);
      expect(existsSync(resolve(t.documentsDir, '../../etc/passwd.pdf'))).toBe(false);
      const file = await t.get(`/api/admin/documents/${row.id}/file?download=1`);
      expect(file.statusCode).toBe(200);
      const disposition = String(file.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="[^"/\\]+"/);
      expect(disposition).not.toMatch(/[\r\n]/);
      expect(disposition).not.toContain('\u0000');
    },
  );

  it.each(NAMES)(
    'import %j: the run keeps it as a name; the file lives under a random name',
    async (name) => {
      const csv = Buffer.from(
        `${ACCOUNT_TEMPLATE_COLUMNS.slice(0, 3).join(',')}\r\nSEC-${randomUUID().slice(0, 8)},G1,Pat Doe\r\n`,
      );
      const res = await ROUTES.import.send({ name, content: csv, type: 'text/csv' });
      expect(res.statusCode, res.body).toBe(200);
      const [run] = await t.deps.db
        .select()
        .from(importRuns)
        .where(eq(importRuns.uploadId, res.json().uploadId));
      expect(run.fileName).not.toContain('\u0000');
      expect(existsSync(resolve(IMPORT_TEMP_DIR, name.split('\u0000').join('')))).toBe(false);
    },
  );

  it('summary', () => {
    evidence.push({
      area: 'Path-like names (../, ..\\, /, NUL) on document upload and import',
      cases: 2 * NAMES.length,
      result:
        'stored under random names, names kept for display only (folders and control characters removed)',
    });
  });
});

describe('the .xlsx zip bomb', () => {
  it('a few-hundred-KB workbook whose sheet inflates to 400 MB is refused; the server’s memory stays bounded', async () => {
    const expanded = 400 * MB;
    const bomb = await xlsxBomb(expanded, [...ACCOUNT_TEMPLATE_COLUMNS.slice(0, 8)]);
    const start = process.memoryUsage();
    let peakRss = start.rss;
    let peakHeap = start.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 10);
    const res = await ROUTES.import.send({
      name: 'bomb.xlsx',
      content: bomb,
      type: 'application/octet-stream',
    });
    clearInterval(sampler);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(XLSX_TOO_LARGE_UNZIPPED);
    const accounts = await t.deps.db.select({ n: count() }).from(debtAccounts);
    expect((await ROUTES.import.kept()).accounts).toBe(accounts[0].n);
    const [run] = await t.deps.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(1);
    expect(run?.status).toBe('failed');
    const growth = { rss: (peakRss - start.rss) / MB, heap: (peakHeap - start.heapUsed) / MB };
    // Without the guard this grew the process by ~700 MB for a 300 MB cell; bounded means well under the sheet.
    expect(growth.rss).toBeLessThan(expanded / MB / 2);
    evidence.push({
      area: `.xlsx zip bomb: ${Math.round(bomb.length / 1024)} KB inflating to ${expanded / MB} MB (accounts import)`,
      cases: 1,
      result: `400 "${XLSX_TOO_LARGE_UNZIPPED.slice(0, 48)}…"; peak growth RSS ${growth.rss.toFixed(0)} MB, heap ${growth.heap.toFixed(0)} MB (was ~700 MB RSS for 300 MB before the cap)`,
    });
  }, 120_000);
});
