import { PREFERRED_LANGUAGE_MESSAGE } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { accountAudit, type DebtAccountRow } from '../../db/schema';

let t: AccountsTestApp;
let account: DebtAccountRow;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  account = await insertAccount(t.deps.db, t.deps.encryption, { accountNumber: 'ACC-LANG-1', city: 'Miami' });
});
afterAll(() => t.close());

const put = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/accounts/${account.id}`,
    headers: { cookie: t.cookies.staff },
    payload,
  });

describe('the preferred language on the account edit', () => {
  it('is English by default, shown with the record, and changed with an audit row when sent', async () => {
    expect((await t.get(`/api/admin/accounts/${account.id}`, 'staff')).json().preferred_language).toBe('en');
    const res = await put({ preferred_language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().preferred_language).toBe('es');
    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(eq(accountAudit.debtAccountId, account.id));
    expect(audit.map((a) => [a.field, a.oldValue, a.newValue])).toEqual([['preferred_language', 'en', 'es']]);
  });

  it('leaves it alone when the spec’s call does not send it, and refuses a language it cannot write', async () => {
    expect((await put({ city: 'Tampa' })).json()).toMatchObject({ city: 'Tampa', preferred_language: 'es' });
    const bad = await put({ preferred_language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(PREFERRED_LANGUAGE_MESSAGE);
  });
});
