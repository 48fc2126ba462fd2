import { CONSUMER_AUTHORIZATION_REQUIRED } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { CountingGateway } from '../../../test/kits/payments/counting-gateway';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';
import { debtAccounts, payments } from '../../db/schema';

let t: TestApp;
const gateway = new CountingGateway();
beforeAll(async () => {
  t = await buildTestApp({ cardGateway: gateway });
});
afterAll(async () => t.close());

async function agent() {
  const user = await createUser(t.deps.db, { role: 'staff' });
  return { user, cookie: await signIn(t.app, user.username) };
}

async function rowsOf(accountId: number) {
  return t.deps.db.select().from(payments).where(eq(payments.debtAccountId, accountId));
}

describe("an agent's card payment and the consumer's authorization", () => {
  it('stores who read the words, when, and the words the server built, and answers them on the payment', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, {
      unpaidBalance: '300.00',
      accountNumber: 'ACC-AUTH-1',
    });
    const { user, cookie } = await agent();
    const res = await pay(t, cookie, cardBody(account.id, { amount: 42.5, consumerAuthorized: true }));
    expect(res.statusCode, res.body).toBe(200);
    const words = `Do you authorize ${t.deps.config.brand.companyName} to charge $42.50 to your Visa ending 2224 today, one time, for your account ACC-AUTH-1?`;
    const [row] = await rowsOf(account.id);
    expect(row.authorizedByUserId).toBe(user.id);
    expect(row.authorizationWords).toBe(words);
    // Server time: the app's clock, whatever the client says.
    expect(row.authorizedAt?.getTime()).toBe(t.deps.clock());
    expect(res.json()).toMatchObject({
      success: true,
      authorization: { agentUserId: user.id, agentName: user.username, words },
    });
    expect(new Date(res.json().authorization.authorizedAt).getTime()).toBe(row.authorizedAt?.getTime());
    // The workspace's payment history shows it on the payment.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/debtors/${account.id}/payments`,
      headers: { cookie },
    });
    expect(history.json()).toEqual([
      expect.objectContaining({
        id: row.id,
        authorization: { authorizedAt: row.authorizedAt?.toISOString(), readBy: user.username },
      }),
    ]);
  });

  it('ignores any words the client sends: only the confirmation counts', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '100.00' });
    const { cookie } = await agent();
    const body = {
      ...cardBody(account.id, { consumerAuthorized: true }),
      authorizationWords: 'I agree to anything',
    };
    expect((await pay(t, cookie, body)).statusCode).toBe(200);
    const [row] = await rowsOf(account.id);
    expect(row.authorizationWords).toMatch(
      /^Do you authorize .* to charge \$25\.00 to your Visa ending 2224 today/,
    );
  });

  it('refuses a staff payment without the confirmation with 400 and charges nothing', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '100.00' });
    const { cookie } = await agent();
    const charges = gateway.charges.length;
    for (const consumerAuthorized of [undefined, false]) {
      const res = await pay(t, cookie, cardBody(account.id, { consumerAuthorized }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CONSUMER_AUTHORIZATION_REQUIRED);
    }
    expect(gateway.charges.length).toBe(charges);
    expect(await rowsOf(account.id)).toEqual([]);
    const [acc] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, account.id));
    expect(acc.unpaidBalance).toBe('100.00');
  });

  it('charges once for a replay with the same invoice, and answers the same authorization', async () => {
    const account = await insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance: '100.00' });
    const { cookie } = await agent();
    const body = cardBody(account.id, { amount: 30, consumerAuthorized: true });
    const charges = gateway.charges.length;
    const first = await pay(t, cookie, body);
    const again = await pay(t, cookie, body);
    expect(again.json()).toEqual(first.json());
    expect(gateway.charges.length - charges).toBe(1);
    expect(await rowsOf(account.id)).toHaveLength(1);
  });

  it("leaves the debtor's own payment as it was: no confirmation asked, none recorded", async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '100.00' });
    const res = await pay(t, cookie, cardBody(account.id));
    expect(res.json()).toMatchObject({ success: true });
    expect(res.json().authorization).toBeUndefined();
    const [row] = await rowsOf(account.id);
    expect([row.authorizedByUserId, row.authorizedAt, row.authorizationWords]).toEqual([null, null, null]);
  });
});
