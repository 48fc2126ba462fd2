import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('the portal reads answer only the caller’s own accounts and payments', () => {
  it('lists own accounts, totals of approved payments per account, and payments with portal statuses', async () => {
    const me = await debtorWithAccount(t, {
      unpaidBalance: '300.00',
      principalOriginal: '450.00',
      schoolName: 'CFC AUTO CREDIT',
    });
    const second = await insertAccount(t.deps.db, t.deps.encryption, {
      userId: me.user.id,
      unpaidBalance: '50.00',
    });
    const stranger = await debtorWithAccount(t, { unpaidBalance: '999.00' });
    await pay(t, stranger.cookie, cardBody(stranger.account.id, { amount: 1 }));

    await pay(t, me.cookie, cardBody(me.account.id, { amount: '10.10' }));
    await pay(t, me.cookie, cardBody(me.account.id, { amount: '0.20' }));
    await pay(t, me.cookie, cardBody(me.account.id, { amount: 5, cardNumber: '4000300011112220' }));

    const accounts = (await get('/api/customer/accounts', me.cookie)).json();
    expect(accounts.map((a: { id: number }) => a.id)).toEqual([me.account.id, second.id]);
    expect(accounts[0]).toMatchObject({
      account_number: me.account.accountNumber,
      unpaid_balance: '289.70',
      principal_original: '450.00',
      school_name: 'CFC AUTO CREDIT',
      first_name: 'Jane',
    });

    expect((await get('/api/customer/payment-totals', me.cookie)).json()).toEqual({
      [me.account.id]: '10.30',
      [second.id]: '0.00',
    });

    const list = (await get('/api/customer/payments', me.cookie)).json();
    expect(list).toHaveLength(3);
    expect(list.map((p: { status: string }) => p.status).sort()).toEqual([
      'completed',
      'completed',
      'failed',
    ]);
    const failed = list.find((p: { status: string }) => p.status === 'failed');
    expect(failed).toMatchObject({
      amount: '5.00',
      method: 'credit_card',
      receiptAvailable: false,
      cardLast4: '2220',
    });
    const done = list.find((p: { amount: string }) => p.amount === '10.10');
    expect(done.reference).toMatch(/^PAY-/);
    expect(done.receiptAvailable).toBe(true);
  });

  it('answers empty lists to a signed-in user with no accounts, and 401 when signed out', async () => {
    const admin = await createUser(t.deps.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.username);
    expect((await get('/api/customer/accounts', cookie)).json()).toEqual([]);
    expect((await get('/api/customer/payments', cookie)).json()).toEqual([]);
    expect((await get('/api/customer/payment-totals', cookie)).json()).toEqual({});
    expect((await get('/api/customer/accounts')).statusCode).toBe(401);
  });
});
