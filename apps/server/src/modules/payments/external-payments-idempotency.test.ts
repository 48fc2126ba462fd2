import { PAYMENT_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { accountAudit, contactEvents, debtAccounts, payments, securityEvents } from '../../db/schema';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(() => t.close());

const record = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/record-external',
    payload,
    headers: { cookie: t.cookies.admin },
  });

const newAccount = (unpaidBalance: string) => insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance });

async function balanceOf(id: number): Promise<string> {
  const [row] = await t.deps.db
    .select({ balance: debtAccounts.unpaidBalance })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, id));
  return row.balance;
}

async function countsOf(id: number) {
  const { db } = t.deps;
  const rows = await db.select().from(payments).where(eq(payments.debtAccountId, id));
  return {
    payments: rows.length,
    timeline: (await db.select().from(contactEvents).where(eq(contactEvents.debtAccountId, id))).length,
    audit: (await db.select().from(accountAudit).where(eq(accountAudit.debtAccountId, id))).length,
  };
}

async function recordedEventsFor(paymentId: number): Promise<number> {
  const rows = await t.deps.db
    .select({ details: securityEvents.details })
    .from(securityEvents)
    .where(eq(securityEvents.eventType, 'external_payment_recorded'));
  return rows.filter((r) => r.details?.paymentId === paymentId).length;
}

describe('recording an external payment twice (idempotency on the transaction id)', () => {
  it('answers the first recording again, with the balance it left, and changes nothing', async () => {
    const account = await newAccount('1000.00');
    const first = await record({ debtAccountId: account.id, amount: 100, transactionId: 'IDEM-1' });
    expect(first.json()).toMatchObject({ newBalance: 900, duplicate: false });
    const other = await record({ debtAccountId: account.id, amount: 50, transactionId: 'IDEM-2' });
    expect(other.json()).toMatchObject({ newBalance: 850, duplicate: false });

    // Sent again later (another date, notes, card digits): the same payment, not a new one.
    const again = await record({
      debtAccountId: account.id,
      amount: '100.00',
      transactionId: 'IDEM-1',
      paymentDate: '2026-01-15',
      notes: 'resent',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ newBalance: 900, paymentId: first.json().paymentId, duplicate: true });
    expect(await balanceOf(account.id)).toBe('850.00');
    expect(await countsOf(account.id)).toEqual({ payments: 2, timeline: 2, audit: 2 });
    expect(await recordedEventsFor(first.json().paymentId)).toBe(1);
  });

  it('answers a repeat even when its amount is now above the balance it left', async () => {
    const account = await newAccount('20.00');
    const first = await record({ debtAccountId: account.id, amount: 20, transactionId: 'IDEM-ALL' });
    expect(first.json()).toMatchObject({ newBalance: 0, duplicate: false });
    const again = await record({ debtAccountId: account.id, amount: 20, transactionId: 'IDEM-ALL' });
    expect(again.json()).toEqual({ newBalance: 0, paymentId: first.json().paymentId, duplicate: true });
  });

  it('refuses the same transaction id for another account or another amount (409), changing nothing', async () => {
    const account = await newAccount('500.00');
    const otherAccount = await newAccount('500.00');
    await record({ debtAccountId: account.id, amount: 10, transactionId: 'IDEM-409' });

    for (const payload of [
      { debtAccountId: otherAccount.id, amount: 10, transactionId: 'IDEM-409' },
      { debtAccountId: account.id, amount: 10.01, transactionId: 'IDEM-409' },
    ]) {
      const res = await record(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.transactionIdReused('IDEM-409'));
    }
    expect(await balanceOf(account.id)).toBe('490.00');
    expect(await balanceOf(otherAccount.id)).toBe('500.00');
    expect(await countsOf(otherAccount.id)).toEqual({ payments: 0, timeline: 0, audit: 0 });
  });

  it('records 10 concurrent identical submissions once: one row, one balance change', async () => {
    const account = await newAccount('1000.10');
    const payload = { debtAccountId: account.id, amount: '0.30', transactionId: 'IDEM-CONCURRENT' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => record(payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const bodies = answers.map((a) => a.json());
    const ids = new Set(bodies.map((b) => b.paymentId));
    expect(ids.size).toBe(1);
    expect(bodies.filter((b) => b.duplicate === false)).toHaveLength(1);
    expect(bodies.every((b) => b.newBalance === 999.8)).toBe(true);
    expect(await balanceOf(account.id)).toBe('999.80');
    expect(await countsOf(account.id)).toEqual({ payments: 1, timeline: 1, audit: 1 });
    expect(await recordedEventsFor([...ids][0])).toBe(1);
  });

  it('lets one of two accounts racing for the same transaction id have it; the other gets 409', async () => {
    const a = await newAccount('300.00');
    const b = await newAccount('300.00');
    const [ra, rb] = await Promise.all([
      record({ debtAccountId: a.id, amount: 25, transactionId: 'IDEM-RACE' }),
      record({ debtAccountId: b.id, amount: 25, transactionId: 'IDEM-RACE' }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const balances = [await balanceOf(a.id), await balanceOf(b.id)].sort();
    expect(balances).toEqual(['275.00', '300.00']);
    const rows = await t.deps.db.select().from(payments).where(eq(payments.referenceNumber, 'IDEM-RACE'));
    expect(rows).toHaveLength(1);
  });

  it('applies 10 concurrent different payments on one account exactly (the row lock serialises them)', async () => {
    const account = await newAccount('100.00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        record({ debtAccountId: account.id, amount: '1.11', transactionId: `SER-${i}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const newBalances = answers.map((a) => a.json().newBalance).sort((x, y) => y - x);
    expect(newBalances).toEqual([98.89, 97.78, 96.67, 95.56, 94.45, 93.34, 92.23, 91.12, 90.01, 88.9]);
    expect(await balanceOf(account.id)).toBe('88.90');
    const rows = await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, account.id));
    // Each row's before/after chain into the next: no two payments read the same balance.
    expect(new Set(rows.map((r) => r.balanceBefore)).size).toBe(10);
  });
});
