import { randomUUID } from 'node:crypto';
import { CLIENT_MESSAGES, CLIENT_PORTAL_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../../test/kits/accounts-import/import-test-kit';
import {
  buildClientPortalTestApp,
  type ClientPortalTestApp,
} from '../../../test/kits/client-portal/client-portal-kit';
import { multipart } from '../../../test/multipart';
import { clients, debtAccounts } from '../../db/schema';

/**
 * A client's placement file is no oracle (decision 0091): client B learns nothing from its answer
 * about an account number client A holds. Such a row is "rejected" in the very words, place and
 * counts of a row refused for another cause only the agency may explain; the agency's record of the
 * import says why.
 */
let t: ClientPortalTestApp;
beforeAll(async () => {
  t = await buildClientPortalTestApp();
});
afterAll(() => t?.close());

const upload = (cookie: string, csv: string, uploadId = randomUUID()) => {
  const form = multipart({ uploadId }, [
    { field: 'file', name: 'b-file.csv', content: csv, type: 'text/csv' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/client/placements',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
};
const HEADER = ['account_number', 'debtor_name', 'current_amount', 'placement_id'];
let n = 0;
const fresh = () => `B-NEW-${Date.now().toString(36)}-${++n}`;

/** Client B's answer with what differs by nature (the upload's id) left out. */
async function answerOf(rows: string[][]) {
  const uploadId = randomUUID();
  const res = await upload(t.b.cookie, toCsv([HEADER, ...rows]), uploadId);
  expect(res.statusCode, res.body).toBe(200);
  const { uploadId: answeredId, ...rest } = res.json();
  expect(answeredId).toBe(uploadId);
  return { uploadId, answer: rest, body: res.body.replace(uploadId, '<id>') };
}

describe("a client's placement file answers alike for another client's account number", () => {
  it('held by client A, or refused for an unknown placement: the same answer to B, the reason to the agency', async () => {
    const heldByA = t.a.accounts[0].accountNumber;
    const held = await answerOf([
      [fresh(), 'Ann New', '10.00', ''],
      [heldByA, 'Taken Over', '20.00', ''],
      [fresh(), 'Cy New', '30.00', ''],
    ]);
    const unknown = await answerOf([
      [fresh(), 'Ann New', '10.00', ''],
      [fresh(), 'Nobody Has This', '20.00', '987654321'],
      [fresh(), 'Cy New', '30.00', ''],
    ]);
    // Another client's placement: the same again.
    const othersPlacement = await answerOf([
      [fresh(), 'Ann New', '10.00', ''],
      [fresh(), 'Placed Elsewhere', '20.00', String(t.a.placementId)],
      [fresh(), 'Cy New', '30.00', ''],
    ]);

    expect(held.answer).toEqual(unknown.answer);
    expect(held.body).toBe(unknown.body);
    expect(othersPlacement.body).toBe(held.body);
    expect(held.answer).toMatchObject({ created: 2, updated: 0, unchanged: 0, errors: 1, totalRows: 3 });
    expect(held.answer.rowErrors).toEqual([
      { row: 3, column: null, reason: CLIENT_PORTAL_MESSAGES.rowRejected },
    ]);
    expect(held.body).not.toContain('ABANK');
    expect(held.body).not.toContain(heldByA);

    // A's account is untouched.
    const [a] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.accountNumber, heldByA));
    expect(a).toMatchObject({ clientId: t.a.id, fullName: t.a.accounts[0].fullName });

    // The agency sees why: the holder's code, the unknown placement.
    const errorsCsv = async (uploadId: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/import/${uploadId}/errors.csv`,
        headers: { cookie: t.cookies.staff },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    };
    expect(await errorsCsv(held.uploadId)).toContain(CLIENT_MESSAGES.placedByOther('ABANK'));
    expect(await errorsCsv(unknown.uploadId)).toContain(CLIENT_MESSAGES.unknownPlacement('987654321'));
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/admin/import/${held.uploadId}`,
      headers: { cookie: t.cookies.staff },
    });
    expect(progress.json()).toMatchObject({ created: 2, errors: 1 });
  });

  it('an account number held by the default client is rejected alike; B’s own account is named as theirs', async () => {
    const [fallback] = await t.deps.db.select().from(clients).where(eq(clients.isDefault, true));
    const dflt = `DFLT-${Date.now().toString(36)}`;
    await t.deps.db
      .insert(debtAccounts)
      .values({ accountNumber: dflt, fullName: 'Dee Default', clientId: fallback.id });
    const own = t.b.accounts[0].accountNumber;
    const heldByA = t.a.accounts[1].accountNumber;
    const res = await answerOf([
      [dflt, 'Taken Over', '1.00', ''],
      [heldByA, 'Taken Over', '1.00', ''],
      [own, 'Again', '1.00', ''],
    ]);
    expect(res.answer).toMatchObject({ created: 0, updated: 0, unchanged: 0, errors: 3 });
    expect(res.answer.rowErrors).toEqual([
      { row: 2, column: null, reason: CLIENT_PORTAL_MESSAGES.rowRejected },
      { row: 3, column: null, reason: CLIENT_PORTAL_MESSAGES.rowRejected },
      { row: 4, column: 'account_number', reason: CLIENT_PORTAL_MESSAGES.alreadyYours },
    ]);
    const [b] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.accountNumber, own));
    expect(b.fullName).toBe(t.b.accounts[0].fullName);
  });

  it('the agency’s own import still names the holder in its answer', async () => {
    const form = multipart({ importType: 'accounts' }, [
      {
        field: 'file',
        name: 'agency.csv',
        content: toCsv([
          ['account_number', 'debtor_name', 'current_amount', 'client_code'],
          [t.a.accounts[0].accountNumber, 'Moved?', '1.00', 'BBANK'],
        ]),
        type: 'text/csv',
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { cookie: t.cookies.staff, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rowErrors).toEqual([
      { row: 2, column: 'client_code', reason: CLIENT_MESSAGES.placedByOther('ABANK') },
    ]);
  });
});
