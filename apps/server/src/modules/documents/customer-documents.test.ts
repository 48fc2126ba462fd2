import { DOCUMENT_MESSAGES } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import {
  buildDocumentsTestApp,
  type DocumentsTestApp,
  samplePdf,
} from '../../../test/kits/documents/document-test-kit';
import { pdfText } from '../../../test/pdf-text';

let t: DocumentsTestApp;
const ids = { a1: 0, a2: 0, b: 0, deleted: 0 };

async function uploaded(accountId: number, name: string, text: string, documentType = 'statement') {
  const res = await t.upload(
    { debtAccountId: String(accountId), documentType },
    { name, content: await samplePdf(text) },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  t = await buildDocumentsTestApp();
  // Alice has two accounts; Bob one.
  const second = await insertAccount(t.deps.db, t.deps.encryption, { userId: t.debtorA.user.id });
  ids.a1 = await uploaded(t.debtorA.account.id, 'Loan contract.pdf', 'Alice contract', 'contract');
  ids.a2 = await uploaded(second.id, 'Notice – résumé.pdf', 'Alice notice', 'notice');
  ids.b = await uploaded(t.debtorB.account.id, 'Bob statement.pdf', 'Bob private statement');
  ids.deleted = await uploaded(t.debtorA.account.id, 'Withdrawn.pdf', 'Withdrawn');
  const del = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/documents/${ids.deleted}`,
    headers: { cookie: t.cookies.admin },
  });
  expect(del.statusCode).toBe(200);
});
afterAll(async () => t.closeAll());

describe('GET /api/customer/documents', () => {
  it("lists the documents of the caller's own accounts only, newest first, without deleted ones", async () => {
    const res = await t.get('/api/customer/documents', t.debtorA.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json();
    expect(list.map((d: { id: number }) => d.id)).toEqual([ids.a2, ids.a1]);
    expect(list[1]).toEqual({
      id: ids.a1,
      originalFilename: 'Loan contract.pdf',
      documentType: 'contract',
      size: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      accountNumber: t.debtorA.account.accountNumber,
      kind: 'upload',
    });
    expect(list[1]).not.toHaveProperty('sha256');

    const bob = (await t.get('/api/customer/documents', t.debtorB.cookie)).json();
    expect(bob.map((d: { id: number }) => d.id)).toEqual([ids.b]);
  });

  it('answers an empty list to a signed-in user without accounts and 401 when signed out', async () => {
    expect((await t.get('/api/customer/documents', t.cookies.collector)).json()).toEqual([]);
    expect((await t.get('/api/customer/documents', t.cookies.debtor)).json()).toEqual([]);
    expect((await t.get('/api/customer/documents', null)).statusCode).toBe(401);
  });
});

describe('GET /api/customer/documents/{id}', () => {
  it('streams the PDF inline by default and as an attachment with ?download=1', async () => {
    const inline = await t.get(`/api/customer/documents/${ids.a1}`, t.debtorA.cookie);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="Loan contract.pdf"; filename*=UTF-8''Loan%20contract.pdf`,
    );
    expect(inline.headers['cache-control']).toBe('private, no-store');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(await pdfText(inline.rawPayload)).toContain('Alice contract');

    const download = await t.get(`/api/customer/documents/${ids.a2}?download=1`, t.debtorA.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Notice _ r_sum_.pdf"; filename*=UTF-8''Notice%20%E2%80%93%20r%C3%A9sum%C3%A9.pdf`,
    );
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
  });

  it("answers another debtor's document exactly like a missing one, revealing nothing", async () => {
    const missing = await t.get('/api/customer/documents/987654', t.debtorA.cookie);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: DOCUMENT_MESSAGES.notFound }]);
    for (const url of [
      `/api/customer/documents/${ids.b}`,
      `/api/customer/documents/${ids.b}?download=1`,
      `/api/customer/documents/${ids.deleted}`,
      '/api/customer/documents/abc',
    ]) {
      const res = await t.get(url, t.debtorA.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(missing.body);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
    // Bob still gets his own; staff (no accounts of their own) do not get it through the customer call.
    expect((await t.get(`/api/customer/documents/${ids.b}`, t.debtorB.cookie)).statusCode).toBe(200);
    expect((await t.get(`/api/customer/documents/${ids.b}`, t.cookies.staff)).statusCode).toBe(404);
    expect((await t.get(`/api/customer/documents/${ids.b}`, null)).statusCode).toBe(401);
  });
});
