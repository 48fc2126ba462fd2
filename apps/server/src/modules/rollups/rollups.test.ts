import { randomUUID } from 'node:crypto';
import { addDays, PAYMENT_TEMPLATE_COLUMNS, TRANSACTION_TEMPLATE_COLUMNS } from '@arrears/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import {
  buildImportTestApp,
  type ImportTestApp,
  toCsv,
} from '../../../test/kits/accounts-import/import-test-kit';
import { accountWithPlan, runOn, TODAY } from '../../../test/kits/arrangements/scheduler-kit';
import { cardBody, pay } from '../../../test/kits/payments/payment-fixtures';
import type { Database } from '../../db/client';
import { debtAccounts, ledgerEntries, payments } from '../../db/schema';
import { ledgerMismatches } from '../ledger/ledger-posting';
import { sweepStaleCharges } from '../payments/stale-charges';
import {
  accountTotals,
  collectedTotal,
  foldRollups,
  paymentSummary,
  paymentsBetween,
} from './rollups.repository';

/*
 * The money rollups (decision 0076) against the full sums, after every kind of posting, read before
 * the fold (totals + pending deltas) and after it (totals alone).
 */

let t: ImportTestApp;
type Role = 'admin' | 'staff';
// A manual ledger posting carries its Idempotency-Key (decision 0091): a new one per call here.
const post = (url: string, payload: object, role: Role = 'admin') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: t.cookies[role], 'idempotency-key': randomUUID() },
    payload,
  });
const account = (unpaidBalance: string, extra: Parameters<typeof insertAccount>[2] = {}) =>
  insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance, ...extra });

beforeAll(async () => {
  t = await buildImportTestApp({ startMailSender: false });
  const res = await post('/api/admin/clients', {
    code: 'ROLL',
    name: 'Rollup College',
    commissionRate: 25,
    remitMethod: 'net',
    remitFrequency: 'daily',
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => {
  expect(await ledgerMismatches(t.deps.db)).toEqual([]);
  await t.close();
});

interface Sums {
  days: string[];
  accounts: string[];
}

/** Per-day approved payments and per-client-and-status accounts, from the rows themselves. */
async function fullSums(db: Database): Promise<Sums> {
  const days = await db.execute<{ line: string }>(sql`
    SELECT payment_date::text || ' ' || sum(amount)::numeric(16,2)::text || ' ' || count(*) AS line
    FROM payments WHERE status = 'approved' GROUP BY payment_date ORDER BY payment_date`);
  const accounts = await db.execute<{ line: string }>(sql`
    SELECT client_id || ' ' || status || ' ' || count(*) || ' ' || sum(unpaid_balance)::numeric(18,2)::text AS line
    FROM debt_accounts GROUP BY client_id, status ORDER BY client_id, status`);
  return { days: days.rows.map((r) => r.line), accounts: accounts.rows.map((r) => r.line) };
}

/** The same, from the rollups (totals + deltas), keys that net to nothing left out. */
async function rollupSums(db: Database): Promise<Sums> {
  const days = await db.execute<{ line: string }>(sql`
    SELECT payment_date::text || ' ' || sum(amount)::numeric(16,2)::text || ' ' || sum(payments) AS line FROM (
      SELECT payment_date, amount, payments FROM payment_day_totals
      UNION ALL SELECT payment_date, amount, payments FROM payment_day_deltas
    ) d GROUP BY payment_date HAVING sum(payments) <> 0 OR sum(amount) <> 0 ORDER BY payment_date`);
  const accounts = await db.execute<{ line: string }>(sql`
    SELECT client_id || ' ' || status || ' ' || sum(accounts) || ' ' || sum(outstanding)::numeric(18,2)::text AS line FROM (
      SELECT client_id, status, accounts, outstanding FROM account_totals
      UNION ALL SELECT client_id, status, accounts, outstanding FROM account_totals_deltas
    ) a GROUP BY client_id, status HAVING sum(accounts) <> 0 OR sum(outstanding) <> 0 ORDER BY client_id, status`);
  return { days: days.rows.map((r) => r.line), accounts: accounts.rows.map((r) => r.line) };
}

/** The figures the screens read, from the rows themselves. */
async function fullFigures(db: Database) {
  const result = await db.execute<Record<string, string>>(sql`
    SELECT (SELECT coalesce(sum(amount), 0)::numeric(16,2)::text FROM payments WHERE status = 'approved') AS collected,
           (SELECT count(*)::text FROM payments WHERE status = 'approved') AS payments,
           (SELECT to_char(min(payment_date), 'YYYY-MM-DD') FROM payments WHERE status = 'approved') AS earliest,
           (SELECT to_char(max(payment_date), 'YYYY-MM-DD') FROM payments WHERE status = 'approved') AS latest,
           (SELECT count(*)::text FROM debt_accounts) AS accounts,
           (SELECT coalesce(sum(unpaid_balance), 0)::numeric(18,2)::text FROM debt_accounts) AS outstanding,
           (SELECT coalesce(sum(amount), 0)::numeric(16,2)::text FROM payments
             WHERE status = 'approved' AND payment_date BETWEEN '2026-02-01' AND '2026-03-02') AS february`);
  const byStatus = await db.execute<{ status: string; n: number }>(
    sql`SELECT status, count(*)::int AS n FROM debt_accounts GROUP BY status`,
  );
  const r = result.rows[0];
  return {
    collected: r.collected,
    summary: {
      totalAmount: r.collected,
      totalPayments: Number(r.payments),
      earliest: r.earliest ?? null,
      latest: r.latest ?? null,
    },
    accounts: {
      accounts: Number(r.accounts),
      outstanding: r.outstanding,
      byStatus: Object.fromEntries(byStatus.rows.map((s) => [s.status, Number(s.n)])),
    },
    february: r.february,
  };
}

async function rollupFigures(db: Database) {
  return {
    collected: await collectedTotal(db),
    summary: await paymentSummary(db),
    accounts: await accountTotals(db),
    february: (await paymentsBetween(db, '2026-02-01', '2026-03-02')).amount,
  };
}

async function pendingDeltas(): Promise<number> {
  const result = await t.deps.db.execute<{ n: number }>(sql`
    SELECT ((SELECT count(*) FROM payment_day_deltas) + (SELECT count(*) FROM account_totals_deltas))::int AS n`);
  return Number(result.rows[0].n);
}

/** Rollups equal the full sums with the deltas pending, and again once folded (nothing left pending). */
async function expectExact(what: string): Promise<void> {
  const { db } = t.deps;
  const full = await fullSums(db);
  expect(full.days.length + full.accounts.length, what).toBeGreaterThan(0);
  expect(await rollupSums(db), `${what}, before the fold`).toEqual(full);
  expect(await rollupFigures(db), `${what}, before the fold`).toEqual(await fullFigures(db));
  await foldRollups(db);
  expect(await pendingDeltas(), what).toBe(0);
  expect(await rollupSums(db), `${what}, after the fold`).toEqual(full);
  expect(await rollupFigures(db), `${what}, after the fold`).toEqual(await fullFigures(db));
}

async function entryOfPayment(paymentId: number) {
  const [entry] = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));
  return entry;
}

describe('money rollups equal the full sums', () => {
  it('after card payments approved, declined, and a stale charge marked for reconciliation', async () => {
    const a = await account('500.00');
    await expectExact('account inserted');
    const paid = await pay(t, t.cookies.staff, cardBody(a.id, { amount: 120.25, consumerAuthorized: true }));
    expect(paid.statusCode, paid.body).toBe(200);
    await expectExact('card approved');
    const declined = await pay(
      t,
      t.cookies.staff,
      cardBody(a.id, { amount: 30, cardNumber: '4000300011112220', consumerAuthorized: true }),
    );
    expect(declined.statusCode).not.toBe(500);
    await expectExact('card declined');
    await t.deps.db.insert(payments).values({
      debtAccountId: a.id,
      amount: '40.00',
      paymentDate: TODAY,
      paymentMethod: 'credit_card',
      status: 'processing',
      source: 'portal',
      invoice: `INV-ROLLUP-STALE-${Date.now()}`,
      createdAt: sql`now() - interval '1 hour'`,
    });
    expect(await sweepStaleCharges(t.deps)).toBeGreaterThanOrEqual(1);
    await expectExact('stale charge marked for reconciliation');
  });

  it('after an external payment, a chargeback and an NSF reversal', async () => {
    const a = await account('900.00');
    const recorded = async (amount: string, paymentDate: string) => {
      const res = await post(
        '/api/payments/record-external',
        { debtAccountId: a.id, amount, paymentDate, transactionId: `EXT-ROLL-${amount}` },
        'staff',
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().paymentId as number;
    };
    const first = await recorded('100.00', '2026-02-27');
    const second = await recorded('55.55', '2026-01-15');
    await expectExact('external payments');
    for (const [paymentId, reason] of [
      [first, 'chargeback'],
      [second, 'nsf'],
    ] as const) {
      const entry = await entryOfPayment(paymentId);
      const res = await post(`/api/admin/ledger/entries/${entry.id}/reverse`, {
        reason,
        note: 'Bank said so',
      });
      expect(res.statusCode, res.body).toBe(201);
      await expectExact(`${reason} reversal`);
    }
  });

  it('after manual postings: adjustment, fee, interest and a write-off', async () => {
    const a = await account('1000.00');
    for (const [kind, amount] of [
      ['adjustment', '-2.35'],
      ['fee', '15.00'],
      ['interest', '12.34'],
      ['settlement_writeoff', '400.00'],
    ] as const) {
      const res = await post(`/api/admin/accounts/${a.id}/ledger`, {
        kind,
        amount,
        reason: `Posting ${kind}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      await expectExact(kind);
    }
  });

  it('after an accounts import with a placement, a payments import and a transactions import', async () => {
    const placed = await t.importFile(
      'accounts',
      'accounts.csv',
      toCsv([
        ['account_number', 'debtor_name', 'current_amount', 'client_code'],
        ['ROLL-1', 'Pat Lee', '1000.00', 'ROLL'],
        ['ROLL-2', 'Ray Cole', '250.10', 'ROLL'],
        ['ROLL-3', 'Avery Stone', '75.00', ''],
      ]),
    );
    expect(placed).toMatchObject({ errors: 0 });
    await expectExact('accounts import');
    const again = await t.importFile(
      'accounts',
      'accounts.csv',
      toCsv([
        ['account_number', 'debtor_name', 'current_amount', 'client_code'],
        ['ROLL-2', 'Ray Cole', '260.10', 'ROLL'],
        ['ROLL-4', 'Sam Hill', '10.00', 'ROLL'],
      ]),
    );
    expect(again).toMatchObject({ errors: 0 });
    await expectExact('accounts re-import (update and insert)');
    const paid = await t.importFile(
      'payments',
      'payments.csv',
      toCsv([
        [...PAYMENT_TEMPLATE_COLUMNS],
        ['ROLL-1', '$100.10', '03/01/2024', 'credit_card', 'ROLL-PAY-1', 'First'],
        ['ROLL-1', '0.20', '03/01/2024', 'ACH', 'ROLL-PAY-2', null],
        ['ROLL-2', '50', '02/01/2025', '', 'ROLL-PAY-3', null],
      ]),
    );
    expect(paid).toMatchObject({ created: 3, errors: 0 });
    await expectExact('payments import');
    const charged = await t.importFile(
      'transactions',
      'transactions.csv',
      toCsv([
        [...TRANSACTION_TEMPLATE_COLUMNS],
        ['ROLL-2', '25.50', '04/01/2024', 'late_fee', 'Late fee April', 'ROLL-TX-1'],
        ['ROLL-2', '-10', '04/02/2024', 'adjustment', 'Goodwill credit', 'ROLL-TX-2'],
      ]),
    );
    expect(charged).toMatchObject({ created: 2, errors: 0 });
    await expectExact('transactions import');
  });

  it('after an account edit of the balance, a recall and a change of status and client', async () => {
    const a = await account('300.00');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${a.id}`,
      headers: { cookie: t.cookies.admin },
      payload: {
        unpaid_balance: '275.50',
        balanceChangeReason: 'Client correction',
        account_status: 'Disputed',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await expectExact('balance edit');
    const [client] = await t.deps.db
      .execute<{ id: number }>(sql`SELECT id FROM clients WHERE code = 'ROLL'`)
      .then((r) => r.rows);
    await t.deps.db.update(debtAccounts).set({ clientId: client.id }).where(eq(debtAccounts.id, a.id));
    const recall = await post(`/api/admin/clients/${client.id}/recalls`, {
      accountIds: [a.id],
      reason: 'Paid the school directly',
    });
    expect(recall.statusCode, recall.body).toBe(201);
    await expectExact('recall');
    await t.deps.db.update(debtAccounts).set({ status: 'closed' }).where(eq(debtAccounts.id, a.id));
    await expectExact('status change');
  });

  it('after plan installments, an ACH return and a settlement paid in full', async () => {
    await accountWithPlan(t, { bankAccount: '2222222222' });
    await accountWithPlan(t, { balance: '900.00' });
    await accountWithPlan(t, { kind: 'settlement', balance: '1000.00', totalCents: 40_000, installments: 1 });
    await runOn(t, TODAY);
    await expectExact('installments charged, settlement paid and written off');
    const nextDay = await runOn(t, addDays(TODAY, 1));
    expect(nextDay.returned).toBe(1);
    await expectExact('ACH return');
    const settled = await t.deps.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM debt_accounts WHERE status = 'settled_in_full'`,
    );
    expect(Number(settled.rows[0].n)).toBe(1);
  });

  it('after deletes of payments and accounts', async () => {
    const a = await account('80.00');
    const [p] = await t.deps.db
      .insert(payments)
      .values({
        debtAccountId: a.id,
        amount: '12.00',
        paymentDate: TODAY,
        paymentMethod: 'ach',
        source: 'external',
      })
      .returning();
    await expectExact('raw payment');
    await t.deps.db
      .update(payments)
      .set({ amount: '13.00', paymentDate: '2026-02-28' })
      .where(eq(payments.id, p.id));
    await expectExact('payment amount and date changed');
    await t.deps.db.delete(payments).where(eq(payments.id, p.id));
    await expectExact('payment deleted');
    await t.deps.db.delete(debtAccounts).where(eq(debtAccounts.id, a.id));
    await expectExact('account deleted');
  });

  it('with two transactions at once: neither waits on the other, and a fold between them misses nothing', async () => {
    const { db } = t.deps;
    const a = await account('500.00');
    const b = await account('700.00');
    await expectExact('two accounts');
    const paymentOn = (id: number, amount: string) => ({
      debtAccountId: id,
      amount,
      paymentDate: TODAY,
      paymentMethod: 'ach',
      source: 'external',
    });
    if (t.deps.databaseKind === 'postgres') {
      // The first transaction stays open with its payment (and its deltas) uncommitted…
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted = () => {};
      const ready = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const first = db.transaction(async (tx) => {
        await tx.insert(payments).values(paymentOn(a.id, '11.11'));
        inserted();
        await held;
      });
      await ready;
      // …while a second one posts on the same day and commits, and the job folds: neither waits.
      await db.insert(payments).values(paymentOn(b.id, '22.22'));
      expect(await foldRollups(db)).toBeGreaterThan(0);
      expect(await collectedTotal(db)).toBe((await fullFigures(db)).collected);
      release();
      await first;
    } else {
      // One connection: the transactions run one after the other.
      await Promise.all([
        db.transaction(async (tx) => {
          await tx.insert(payments).values(paymentOn(a.id, '11.11'));
        }),
        db.transaction(async (tx) => {
          await tx.insert(payments).values(paymentOn(b.id, '22.22'));
          await foldRollups(tx);
        }),
      ]);
    }
    await expectExact('two transactions');
  });
});
