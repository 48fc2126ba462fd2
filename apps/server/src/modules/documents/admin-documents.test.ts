import { DOCUMENT_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDocumentsTestApp,
  type DocumentsTestApp,
  samplePdf,
} from '../../../test/kits/documents/document-test-kit';
import { accountAudit, documents } from '../../db/schema';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await buildDocumentsTestApp();
});
afterAll(async () => t.closeAll());

async function uploaded(accountId: number, name: string) {
  const res = await t.upload(
    { debtAccountId: String(accountId), documentType: 'agreement' },
    { name, content: await samplePdf(name) },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; size: number };
}

const del = (id: number | string, cookie: string | null = t.cookies.admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/documents/${id}`, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/documents/{accountId}', () => {
  it("lists one account's documents, newest first, with who uploaded them", async () => {
    const first = await uploaded(t.debtorA.account.id, 'first.pdf');
    const second = await uploaded(t.debtorA.account.id, 'second.pdf');
    await uploaded(t.debtorB.account.id, 'other-account.pdf');

    const res = await t.get(`/api/admin/documents/${t.debtorA.account.id}`, t.cookies.staff);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((d: { originalFilename: string }) => d.originalFilename)).toEqual([
      'second.pdf',
      'first.pdf',
    ]);
    expect(list[0]).toMatchObject({
      id: second.id,
      documentType: 'agreement',
      size: second.size,
      uploadedBy: t.users.admin.username,
      debtAccountId: t.debtorA.account.id,
    });
    expect(list[1].id).toBe(first.id);
  });

  it('answers 404 for an unknown account', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await t.get(`/api/admin/documents/${id}`);
      expect([res.statusCode, res.json()]).toEqual([404, { message: DOCUMENT_MESSAGES.accountNotFound }]);
    }
  });

  it("opens any account's document for View and Download", async () => {
    const doc = await uploaded(t.debtorB.account.id, 'view-me.pdf');
    const view = await t.get(`/api/admin/documents/${doc.id}/file`, t.cookies.staff);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="view-me.pdf"/);
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await t.get(`/api/admin/documents/${doc.id}/file?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="view-me.pdf"/);
  });
});

describe('DELETE /api/admin/documents/{id}', () => {
  it('marks the document deleted (who, when), removes its file and writes an audit line', async () => {
    const doc = await uploaded(t.debtorA.account.id, 'to-delete.pdf');
    const [before] = await t.deps.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(await t.storedFiles()).toContain(before.storedName);

    const res = await del(doc.id, t.cookies.staff);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true, id: doc.id }]);

    const [after] = await t.deps.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(after.deletedAt).toBeInstanceOf(Date);
    expect(after.deletedByUserId).toBe(t.users.staff.id);
    expect(await t.storedFiles()).not.toContain(before.storedName);
    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.userId, t.users.staff.id));
    expect(audit).toEqual([
      expect.objectContaining({
        debtAccountId: t.debtorA.account.id,
        source: 'document',
        oldValue: `#${doc.id} to-delete.pdf`,
        newValue: null,
        reason: 'Deleted',
      }),
    ]);

    const listed = (await t.get(`/api/admin/documents/${t.debtorA.account.id}`)).json();
    expect(listed.map((d: { id: number }) => d.id)).not.toContain(doc.id);
    expect((await t.get(`/api/admin/documents/${doc.id}/file`)).statusCode).toBe(404);
    expect((await t.get(`/api/customer/documents/${doc.id}`, t.debtorA.cookie)).statusCode).toBe(404);

    // Deleting again, or an id that never existed, is a 404.
    for (const id of [doc.id, 987654, 'abc']) {
      const again = await del(id);
      expect([again.statusCode, again.json()]).toEqual([404, { message: DOCUMENT_MESSAGES.notFound }]);
    }
  });
});

describe('roles', () => {
  it('refuses collectors and debtors (403) and signed-out callers (401) on every admin call', async () => {
    const doc = await uploaded(t.debtorA.account.id, 'guarded.pdf');
    const calls = [
      () => t.get(`/api/admin/documents/${t.debtorA.account.id}`, t.cookies.collector),
      () => t.get(`/api/admin/documents/${doc.id}/file`, t.cookies.collector),
      () => del(doc.id, t.cookies.collector),
      () => t.get(`/api/admin/documents/${t.debtorA.account.id}`, t.debtorA.cookie),
      () => t.get(`/api/admin/documents/${doc.id}/file`, t.debtorA.cookie),
      () => del(doc.id, t.debtorA.cookie),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(403);
    expect((await t.get(`/api/admin/documents/${t.debtorA.account.id}`, null)).statusCode).toBe(401);
    expect((await t.get(`/api/admin/documents/${doc.id}/file`, null)).statusCode).toBe(401);
    expect((await del(doc.id, null)).statusCode).toBe(401);
    // Still there.
    expect((await t.get(`/api/customer/documents/${doc.id}`, t.debtorA.cookie)).statusCode).toBe(200);
  });
});
