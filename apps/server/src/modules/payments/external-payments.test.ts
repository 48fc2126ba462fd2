import { PAYMENT_MESSAGES } from '@arrears/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/factories';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { accountAudit, contactEvents, debtAccounts, payments, securityEvents } from '../../db/schema';
import { INVALID_PAYMENT_DATE } from './external-payments.service';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(() => t.close());

type Role = 'admin' | 'staff' | 'collector' | 'debtor';
const record = (payload: Record<string, unknown>, role: Role | null = 'admin') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/record-external',
    payload,
    headers: role ? { cookie: t.cookies[role] } : {},
  });

async function newAccount(unpaidBalance: string) {
  return insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance });
}

/** Everything a recording could have changed on an account. */
async function stateOf(id: number) {
  const { db } = t.deps;
  const [account] = await db
    .select({ balance: debtAccounts.unpaidBalance, lastActivityDate: debtAccounts.lastActivityDate })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, id));
  return {
    ...account,
    payments: (await db.select().from(payments).where(eq(payments.debtAccountId, id))).length,
    timeline: (await db.select().from(contactEvents).where(eq(contactEvents.debtAccountId, id))).length,
    audit: (await db.select().from(accountAudit).where(eq(accountAudit.debtAccountId, id))).length,
  };
}

describe('POST /api/payments/record-external', () => {
  it('lowers the balance to the cent and writes the payment, timeline, audit and security event', async () => {
    const account = await newAccount('1000.10');
    const res = await record({
      debtAccountId: account.id,
      amount: 0.3,
      transactionId: ' EXT-0001 ',
      paymentDate: '2026-02-27',
      cardLast4: '4242',
      notes: 'Paid at the branch',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ newBalance: 999.8, paymentId: expect.any(Number), duplicate: false });

    const { db } = t.deps;
    const [row] = await db.select().from(payments).where(eq(payments.id, body.paymentId));
    expect(row).toMatchObject({
      debtAccountId: account.id,
      userId: null,
      createdByUserId: t.users.admin.id,
      amount: '0.30',
      paymentDate: '2026-02-27',
      paymentMethod: 'credit_card',
      status: 'approved',
      source: 'external',
      transactionId: 'EXT-0001',
      referenceNumber: 'EXT-0001',
      cardLast4: '4242',
      notes: 'Paid at the branch',
      balanceBefore: '1000.10',
      balanceAfter: '999.80',
    });
    expect(await stateOf(account.id)).toEqual({
      balance: '999.80',
      lastActivityDate: '2026-02-27',
      payments: 1,
      timeline: 1,
      audit: 1,
    });
    const [timeline] = await db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, account.id));
    expect(timeline).toMatchObject({ channel: 'Payment', userId: t.users.admin.id });
    expect(timeline.message).toBe('External payment $0.30 recorded (card •••• 4242), transaction EXT-0001');
    const [audit] = await db.select().from(accountAudit).where(eq(accountAudit.debtAccountId, account.id));
    expect(audit).toMatchObject({
      source: 'payment',
      field: 'unpaid_balance',
      oldValue: '1000.10',
      newValue: '999.80',
    });

    const [event] = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'external_payment_recorded'))
      .orderBy(desc(securityEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      success: true,
      riskLevel: 'LOW',
      userId: t.users.admin.id,
      username: 'accounts-admin',
    });
    expect(event.description).toBe(`External payment of $0.30 recorded on account ${account.accountNumber}`);
    expect(event.details).toMatchObject({
      paymentId: body.paymentId,
      debtAccountId: account.id,
      amount: '0.30',
    });
  });

  it('dates the payment today (US Eastern) by default and records "other" without card digits', async () => {
    const account = await newAccount('50.00');
    // 02:30 UTC on 3 March is still 2 March in New York (a fresh session: the others idled out by then).
    const start = t.clock.nowMs;
    t.clock.nowMs = Date.parse('2026-03-03T02:30:00Z');
    const cookie = await signIn(t.app, 'accounts-admin');
    const recordLate = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/payments/record-external', payload, headers: { cookie } });
    const res = await recordLate({
      debtAccountId: String(account.id),
      amount: '12.34',
      transactionId: null,
      notes: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().newBalance).toBe(37.66);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, account.id));
    expect(row).toMatchObject({
      paymentDate: '2026-03-02',
      paymentMethod: 'other',
      referenceNumber: null,
      notes: null,
    });

    // …so 3 March is still in the future there.
    const future = await recordLate({ debtAccountId: account.id, amount: 1, paymentDate: '2026-03-03' });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(PAYMENT_MESSAGES.paymentDateInFuture);
    expect((await stateOf(account.id)).payments).toBe(1);
    t.clock.nowMs = start;
  });

  it('takes the whole balance, then refuses anything more', async () => {
    const account = await newAccount('100.00');
    const above = await record({ debtAccountId: account.id, amount: 100.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('Amount cannot exceed the unpaid balance of $100.00.');

    const all = await record({ debtAccountId: account.id, amount: '100.00' });
    expect(all.json()).toMatchObject({ newBalance: 0, duplicate: false });
    const more = await record({ debtAccountId: account.id, amount: 0.01 });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(PAYMENT_MESSAGES.zeroBalance);
    expect(await stateOf(account.id)).toMatchObject({ balance: '0.00', payments: 1, timeline: 1, audit: 1 });
  });

  it('leaves what a card charge still with the processor may take: 400 above the rest, balance unchanged', async () => {
    const account = await newAccount('100.00');
    // A card charge reserved and not yet answered by the processor (as reserveCharge writes it).
    await t.deps.db.insert(payments).values({
      debtAccountId: account.id,
      userId: t.users.admin.id,
      createdByUserId: t.users.admin.id,
      amount: '60.00',
      requestedAmount: '60.00',
      paymentDate: '2026-02-27',
      paymentMethod: 'credit_card',
      status: 'processing',
      source: 'agent',
      invoice: `INV-INFLIGHT-${account.id}`,
      createdAt: new Date(t.deps.clock()),
    });
    const before = await stateOf(account.id);
    const all = await record({ debtAccountId: account.id, amount: '100.00' });
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toBe(PAYMENT_MESSAGES.amountAboveBalance('$40.00'));
    expect(await stateOf(account.id)).toEqual(before);

    const rest = await record({ debtAccountId: account.id, amount: '40.00' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ newBalance: 60, duplicate: false });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const account = await newAccount('250.00');
    const before = await stateOf(account.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 5 }, PAYMENT_MESSAGES.account],
      [{ debtAccountId: 'abc', amount: 5 }, PAYMENT_MESSAGES.account],
      // Past PostgreSQL's integer: a bad id, not a database error.
      [{ debtAccountId: 99_999_999_999, amount: 5 }, PAYMENT_MESSAGES.account],
      [{ debtAccountId: '2147483648', amount: 5 }, PAYMENT_MESSAGES.account],
      [{ debtAccountId: account.id }, PAYMENT_MESSAGES.amountMin],
      [{ debtAccountId: account.id, amount: 0 }, PAYMENT_MESSAGES.amountMin],
      [{ debtAccountId: account.id, amount: -3 }, PAYMENT_MESSAGES.amountMin],
      [{ debtAccountId: account.id, amount: '1.005' }, PAYMENT_MESSAGES.amountFormat],
      [{ debtAccountId: account.id, amount: 5, cardLast4: '12a4' }, PAYMENT_MESSAGES.cardLast4],
      [{ debtAccountId: account.id, amount: 5, cardLast4: '12345' }, PAYMENT_MESSAGES.cardLast4],
      [
        { debtAccountId: account.id, amount: 5, paymentDate: '03/01/2026' },
        PAYMENT_MESSAGES.paymentDateRequired,
      ],
      [{ debtAccountId: account.id, amount: 5, paymentDate: '2026-02-30' }, INVALID_PAYMENT_DATE],
      [
        { debtAccountId: account.id, amount: 5, paymentDate: '2027-01-01' },
        PAYMENT_MESSAGES.paymentDateInFuture,
      ],
      [{ debtAccountId: account.id, amount: 5, notes: 'x'.repeat(1001) }, 'Must be at most 1000 characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await record(payload);
      expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
    const missing = await record({ debtAccountId: 999_999, amount: 5 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PAYMENT_MESSAGES.accountNotFound);
    expect(await stateOf(account.id)).toEqual(before);
  });

  it('is for admin and staff only: 403 for collectors and debtors, 401 signed out, nothing changed', async () => {
    const account = await newAccount('80.00');
    for (const [role, status] of [
      ['collector', 403],
      ['debtor', 403],
      [null, 401],
    ] as const) {
      expect((await record({ debtAccountId: account.id, amount: 1 }, role)).statusCode).toBe(status);
    }
    expect((await stateOf(account.id)).payments).toBe(0);
    const byStaff = await record({ debtAccountId: account.id, amount: '79.99' }, 'staff');
    expect(byStaff.json()).toMatchObject({ newBalance: 0.01, duplicate: false });
  });
});
