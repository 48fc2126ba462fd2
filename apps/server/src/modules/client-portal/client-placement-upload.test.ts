import { CLIENT_PORTAL_MESSAGES, type ImportResult } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../../test/kits/accounts-import/import-test-kit';
import {
  buildClientPortalTestApp,
  type ClientPortalTestApp,
} from '../../../test/kits/client-portal/client-portal-kit';
import { multipart } from '../../../test/multipart';
import { accountAudit, clients, debtAccounts, placements } from '../../db/schema';

/** POST /api/client/placements: the accounts import, every row placed with the caller's client. */
let t: ClientPortalTestApp;
beforeAll(async () => {
  t = await buildClientPortalTestApp();
});
afterAll(() => t?.close());

const upload = (cookie: string, csv: string, fields: Record<string, string> = {}) => {
  const form = multipart(fields, [{ field: 'file', name: 'june.csv', content: csv, type: 'text/csv' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/client/placements',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
};
const account = async (accountNumber: string) =>
  (await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.accountNumber, accountNumber)))[0];

describe('POST /api/client/placements', () => {
  it("places every row with the caller's client in a new placement, whatever client_code says", async () => {
    const res = await upload(
      t.a.cookie,
      toCsv([
        ['account_number', 'debtor_name', 'current_amount', 'client_code'],
        ['UP-1', 'Ann Upload', '100.00', ''],
        ['UP-2', 'Ben Upload', '200.00', 'abank'],
        ['UP-3', 'Cy Other', '300.00', 'BBANK'],
        ['UP-4', 'Di Nobody', '400.00', 'NOPE'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as ImportResult;
    expect(result).toMatchObject({ importType: 'accounts', created: 2, errors: 2 });
    expect(result.rowErrors).toEqual([
      { row: 4, column: 'client_code', reason: CLIENT_PORTAL_MESSAGES.notYourCode('BBANK') },
      { row: 5, column: 'client_code', reason: CLIENT_PORTAL_MESSAGES.notYourCode('NOPE') },
    ]);
    const one = await account('UP-1');
    const two = await account('UP-2');
    expect([one.clientId, two.clientId]).toEqual([t.a.id, t.a.id]);
    expect(one.placementId).toBe(two.placementId);
    const [placement] = await t.deps.db
      .select()
      .from(placements)
      .where(eq(placements.id, one.placementId ?? 0));
    expect(placement).toMatchObject({ clientId: t.a.id, label: 'june.csv', createdByUserId: t.a.userId });
    expect(await account('UP-3')).toBeUndefined();
    // The portal lists them.
    const listed = await t.get(t.a.cookie, `/api/client/accounts?placementId=${placement.id}`);
    expect(listed.json().total).toBe(2);
  });

  it('refuses an account number the agency holds already (another client, the default one or their own) and changes nothing of it', async () => {
    const [fallback] = await t.deps.db.select().from(clients).where(eq(clients.isDefault, true));
    await t.deps.db
      .insert(debtAccounts)
      .values({ accountNumber: 'DFLT-1', fullName: 'Dee Default', clientId: fallback.id });
    const res = await upload(
      t.a.cookie,
      toCsv([
        ['account_number', 'debtor_name', 'current_amount', 'ssn'],
        ['BBANK-1', 'Taken Over', '1.00', '999887777'],
        ['DFLT-1', 'Taken Over', '1.00', ''],
        ['ABANK-1', 'ABANK Debtor One', '1.00', ''],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    // A placement file adds accounts: the client's own account is not rewritten by it either (its
    // balance, its age, which sets the commission tier), and no answer says whose an account is:
    // another client's (or the default one's) is only "rejected" (decision 0091).
    expect(res.json()).toMatchObject({ created: 0, updated: 0, errors: 3 });
    expect(res.json().rowErrors).toEqual([
      { row: 2, column: null, reason: CLIENT_PORTAL_MESSAGES.rowRejected },
      { row: 3, column: null, reason: CLIENT_PORTAL_MESSAGES.rowRejected },
      { row: 4, column: 'account_number', reason: CLIENT_PORTAL_MESSAGES.alreadyYours },
    ]);
    expect(res.body).not.toContain('BBANK Bank');
    expect(await account('BBANK-1')).toMatchObject({
      clientId: t.b.id,
      fullName: 'BBANK Debtor 1',
      unpaidBalance: '750.00',
    });
    expect(await account('DFLT-1')).toMatchObject({ clientId: fallback.id, fullName: 'Dee Default' });
    expect(await account('ABANK-1')).toMatchObject({
      clientId: t.a.id,
      fullName: 'ABANK Debtor 1',
      unpaidBalance: '750.00',
    });
    // Not even an audit line of the refused SSN lands on B's account.
    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.debtAccountId, t.b.accounts[0].id));
    expect(audit).toEqual([]);
    expect((await t.get(t.b.cookie, `/api/client/accounts/${t.b.accounts[0].id}`)).json().account.ssn).toBe(
      '***-**-6666',
    );
  });

  it('places accounts only, and not for an inactive client', async () => {
    const csv = toCsv([
      ['account_number', 'amount', 'payment_date'],
      ['ABANK-1', '10.00', '2026-06-01'],
    ]);
    const payments = await upload(t.a.cookie, csv, { importType: 'payments' });
    expect(payments.statusCode).toBe(400);
    expect(payments.json().message).toBe(CLIENT_PORTAL_MESSAGES.accountsOnly);
    await t.deps.db.update(clients).set({ active: false }).where(eq(clients.id, t.b.id));
    const inactive = await upload(t.b.cookie, toCsv([['account_number'], ['BB-NEW']]));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe(CLIENT_PORTAL_MESSAGES.inactiveClient);
    expect(await account('BB-NEW')).toBeUndefined();
  });

  it('the back office import is unchanged: a row with a code goes to that client', async () => {
    const form = multipart({ importType: 'accounts' }, [
      {
        field: 'file',
        name: 'office.csv',
        content: toCsv([
          ['account_number', 'client_code'],
          ['OF-1', 'ABANK'],
        ]),
        type: 'text/csv',
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { cookie: t.cookies.admin, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await account('OF-1')).clientId).toBe(t.a.id);
  });
});
