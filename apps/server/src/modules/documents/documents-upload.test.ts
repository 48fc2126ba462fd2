import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDocumentsTestApp,
  type DocumentsTestApp,
  samplePdf,
} from '../../../test/kits/documents/document-test-kit';
import { accountAudit, documents } from '../../db/schema';

let t: DocumentsTestApp;
let pdf: Buffer;
beforeAll(async () => {
  t = await buildDocumentsTestApp();
  pdf = await samplePdf('Statement for Alice');
});
afterAll(async () => t.closeAll());

const rowsOf = (accountId: number) =>
  t.deps.db.select().from(documents).where(eq(documents.debtAccountId, accountId));

/** A file that is a PDF by content, padded to `size` bytes. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

describe('POST /api/admin/upload-document', () => {
  it('stores a real PDF under a random name with its size, hash, uploader and an audit line', async () => {
    const accountId = t.debtorA.account.id;
    const res = await t.upload(
      { debtAccountId: String(accountId), documentType: 'statement' },
      { name: 'March statement.pdf', content: pdf },
    );
    expect(res.statusCode, res.body).toBe(201);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const answer = res.json();
    expect(answer).toMatchObject({
      originalFilename: 'March statement.pdf',
      documentType: 'statement',
      size: pdf.length,
      sha256,
      debtAccountId: accountId,
      accountNumber: t.debtorA.account.accountNumber,
      uploadedBy: t.users.admin.username,
    });

    const [row] = await t.deps.db.select().from(documents).where(eq(documents.id, answer.id));
    expect(row.uploadedByUserId).toBe(t.users.admin.id);
    expect(row.storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(await t.storedFiles()).toEqual([row.storedName]);
    expect((await readFile(join(t.documentsDir, row.storedName))).equals(pdf)).toBe(true);

    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.debtAccountId, accountId));
    expect(audit).toEqual([
      expect.objectContaining({
        userId: t.users.admin.id,
        source: 'document',
        newValue: `#${answer.id} March statement.pdf`,
        reason: expect.stringContaining(sha256),
      }),
    ]);
  });

  it('lets staff upload too, with the type defaulting to other', async () => {
    const res = await t.upload(
      { debtAccountId: String(t.debtorB.account.id) },
      { name: 'letter.pdf', content: pdf },
      t.cookies.staff,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ documentType: 'other', uploadedBy: t.users.staff.username });
  });

  it('refuses a text file renamed .pdf, sent as application/pdf, and keeps nothing', async () => {
    const account = t.debtorB.account.id;
    const before = { files: await t.storedFiles(), rows: (await rowsOf(account)).length };
    for (const content of ['Just some notes, not a PDF.\n', '%PDF-1.7\ntruncated upload', '']) {
      const res = await t.upload(
        { debtAccountId: String(account), documentType: 'notice' },
        { name: content ? 'notes.pdf' : 'empty.pdf', content },
      );
      // An empty file input is a missing file; the others are not PDFs by content.
      const expected = content ? DOCUMENT_MESSAGES.invalidType : DOCUMENT_MESSAGES.missingInformation;
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expected });
    }
    expect(await t.storedFiles()).toEqual(before.files);
    expect(await rowsOf(account)).toHaveLength(before.rows);
  });

  it('refuses a file over 10 MB with 413 and keeps nothing on disk or in the table; 10 MB exactly is fine', async () => {
    const account = t.debtorA.account.id;
    const before = { files: await t.storedFiles(), rows: (await rowsOf(account)).length };
    const res = await t.upload(
      { debtAccountId: String(account), documentType: 'contract' },
      { name: 'huge.pdf', content: pdfOfSize(DOCUMENT_MAX_BYTES + 1) },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: DOCUMENT_MESSAGES.tooLarge });
    expect(await t.storedFiles()).toEqual(before.files);
    expect(await rowsOf(account)).toHaveLength(before.rows);

    const atLimit = await t.upload(
      { debtAccountId: String(account), documentType: 'contract' },
      { name: 'big.pdf', content: pdfOfSize(DOCUMENT_MAX_BYTES) },
    );
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect(atLimit.json().size).toBe(DOCUMENT_MAX_BYTES);
  });

  it('asks for a file and an account, and refuses an unknown account or document type', async () => {
    const before = await t.storedFiles();
    const file = { name: 'a.pdf', content: pdf };
    const cases: Array<[Record<string, string>, typeof file | null, number, string]> = [
      [{ debtAccountId: String(t.debtorA.account.id) }, null, 400, DOCUMENT_MESSAGES.missingInformation],
      [{ documentType: 'statement' }, file, 400, DOCUMENT_MESSAGES.missingInformation],
      [{ debtAccountId: '' }, file, 400, DOCUMENT_MESSAGES.missingInformation],
      [{ debtAccountId: '999999' }, file, 404, DOCUMENT_MESSAGES.accountNotFound],
      [{ debtAccountId: 'abc' }, file, 404, DOCUMENT_MESSAGES.accountNotFound],
      [
        { debtAccountId: String(t.debtorA.account.id), documentType: 'invoice' },
        file,
        400,
        DOCUMENT_MESSAGES.invalidDocumentType,
      ],
    ];
    for (const [fields, upload, status, message] of cases) {
      const res = await t.upload(fields, upload);
      expect([res.statusCode, res.json()], JSON.stringify(fields)).toEqual([status, { message }]);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload-document',
      headers: { cookie: t.cookies.admin },
      payload: { debtAccountId: t.debtorA.account.id },
    });
    expect([json.statusCode, json.json()]).toEqual([400, { message: DOCUMENT_MESSAGES.missingInformation }]);
    expect(await t.storedFiles()).toEqual(before);
  });

  it('takes one file only, in the document field', async () => {
    const res = await t.upload(
      { debtAccountId: String(t.debtorA.account.id) },
      { name: 'a.pdf', content: pdf, field: 'file' },
    );
    expect([res.statusCode, res.json()]).toEqual([400, { message: DOCUMENT_MESSAGES.missingInformation }]);
  });

  it('is for admin and staff only: 403 for a collector or debtor, 401 signed out, nothing stored', async () => {
    const before = await t.storedFiles();
    const fields = { debtAccountId: String(t.debtorA.account.id), documentType: 'statement' };
    const file = { name: 'mine.pdf', content: pdf };
    expect((await t.upload(fields, file, t.cookies.collector)).statusCode).toBe(403);
    expect((await t.upload(fields, file, t.debtorA.cookie)).statusCode).toBe(403);
    expect((await t.upload(fields, file, null)).statusCode).toBe(401);
    expect(await t.storedFiles()).toEqual(before);
  });
});
