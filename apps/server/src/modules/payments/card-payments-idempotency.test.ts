import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { CountingGateway } from '../../../test/kits/payments/counting-gateway';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';
import { accountAudit, debtAccounts, payments } from '../../db/schema';

let t: TestApp;
const gateway = new CountingGateway();
beforeAll(async () => {
  t = await buildTestApp({ cardGateway: gateway });
});
afterAll(async () => t.close());

async function balanceOf(id: number): Promise<string> {
  const [row] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, id));
  return row.unpaidBalance;
}

describe('the invoice makes a payment idempotent', () => {
  it('20 concurrent identical submissions charge once, write one payment and one balance change, and all answer the same', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '500.00' });
    const body = cardBody(account.id, { amount: '123.45' });
    const chargesBefore = gateway.charges.length;

    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(t, cookie, body)));

    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((a) => a.json());
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0]).toMatchObject({ success: true, amount: 123.45, newBalance: 376.55 });
    expect(gateway.charges.length - chargesBefore).toBe(1);
    expect(
      await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, account.id)),
    ).toHaveLength(1);
    expect(
      await t.deps.db.select().from(accountAudit).where(eq(accountAudit.debtAccountId, account.id)),
    ).toHaveLength(1);
    expect(await balanceOf(account.id)).toBe('376.55');
  });

  it('answers a repeat sent later with the first result, a decline included', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    const body = cardBody(account.id, { cardNumber: '4000300011112220' });
    const first = (await pay(t, cookie, body)).json();
    const chargesBefore = gateway.charges.length;
    const second = (await pay(t, cookie, body)).json();
    expect(second).toEqual(first);
    expect(first.success).toBe(false);
    expect(gateway.charges.length).toBe(chargesBefore);
  });

  it('refuses an invoice reused for a different amount with 409 and charges nothing', async () => {
    const { account, cookie } = await debtorWithAccount(t);
    const body = cardBody(account.id, { amount: 10 });
    await pay(t, cookie, body);
    const chargesBefore = gateway.charges.length;
    const res = await pay(t, cookie, { ...body, amount: 11 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This payment reference was already used for a different payment.');
    expect(gateway.charges.length).toBe(chargesBefore);
    expect(await balanceOf(account.id)).toBe('990.00');
  });

  it('does not let two different payments in flight together take more than the balance', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '100.00' });
    const answers = await Promise.all([
      pay(t, cookie, cardBody(account.id, { amount: 70 })),
      pay(t, cookie, cardBody(account.id, { amount: 70 })),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(refused?.json().message).toBe('Amount cannot exceed the unpaid balance of $30.00.');
    expect(await balanceOf(account.id)).toBe('30.00');
  });
});

describe('a processor that does not answer', () => {
  it('keeps the payment for reconciliation: never approved, balance unchanged, a HIGH security event', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '200.00' });
    gateway.hang = Promise.reject(new Error('socket hang up'));
    gateway.hang.catch(() => undefined);
    try {
      const body = cardBody(account.id, { amount: 50 });
      const res = await pay(t, cookie, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: false,
        status: 'pending_reconciliation',
        confirmationCode: null,
      });
      expect(res.json().error).toContain('Please do not pay again');
      const [row] = await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, account.id));
      expect(row.status).toBe('pending_reconciliation');
      expect(await balanceOf(account.id)).toBe('200.00');
      // The same invoice does not charge again: it answers the unknown outcome.
      gateway.hang = null;
      const chargesBefore = gateway.charges.length;
      expect((await pay(t, cookie, body)).json().status).toBe('pending_reconciliation');
      expect(gateway.charges.length).toBe(chargesBefore);
    } finally {
      gateway.hang = null;
    }
  });
});
