import { randomUUID } from 'node:crypto';
import { LEDGER_MESSAGES, REFUND_OWED_DESCRIPTION } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { accountAudit, clients, debtAccounts, ledgerEntries, placements } from '../../db/schema';
import { ledgerMismatches } from './ledger-posting';

/**
 * Manual ledger postings as an attacker (or a double click) would send them (decision 0091): the
 * Idempotency-Key, the floor of zero, and the dates a posting may carry. The test clock's today is
 * 2026-03-02 (US Eastern).
 */
let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(() => t.close());

const url = (id: number) => `/api/admin/accounts/${id}/ledger`;
const post = (
  id: number,
  payload: object,
  key: string | null = randomUUID(),
  role: 'admin' | 'staff' = 'staff',
) =>
  t.app.inject({
    method: 'POST',
    url: url(id),
    headers: { cookie: t.cookies[role], ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });
const entriesOf = (id: number) =>
  t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.debtAccountId, id)).orderBy(ledgerEntries.id);
const balanceOf = async (id: number) =>
  (await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, id)))[0].unpaidBalance;
/** Entered on 2026-01-20, so dates from then to today are open. */
const account = (unpaidBalance: string) =>
  insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance, createdAt: new Date('2026-01-20T15:00:00Z') });

describe('Idempotency-Key', () => {
  it('a burst of 10 with the same key posts one entry, and every answer is that entry', async () => {
    const a = await account('500.00');
    const key = randomUUID();
    const body = { kind: 'adjustment', amount: '-40.00', reason: 'Goodwill credit' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(a.id, body, key)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const ids = new Set(answers.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(answers.map((r) => r.json())).toEqual(Array(10).fill(answers[0].json()));
    expect(answers[0].json()).toMatchObject({ amount: '-40.00', balanceAfter: '460.00' });

    const entries = await entriesOf(a.id);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['placement', '500.00'],
      ['adjustment', '-40.00'],
    ]);
    expect(await balanceOf(a.id)).toBe('460.00');
    const audit = await t.deps.db.select().from(accountAudit).where(eq(accountAudit.debtAccountId, a.id));
    expect(audit.filter((r) => r.source === 'ledger')).toHaveLength(1);

    // Sent again later (a retry after a lost answer): the same answer, still one entry.
    const again = await post(a.id, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(answers[0].json());
    expect(await entriesOf(a.id)).toHaveLength(2);
    expect(await ledgerMismatches(t.deps.db)).toEqual([]);
  });

  it('the same key with a different posting is a 422 and posts nothing', async () => {
    const a = await account('300.00');
    const key = randomUUID();
    expect((await post(a.id, { kind: 'fee', amount: '10.00', reason: 'Late fee' }, key)).statusCode).toBe(
      201,
    );
    const changed = [
      { kind: 'fee', amount: '10.01', reason: 'Late fee' },
      { kind: 'interest', amount: '10.00', reason: 'Late fee' },
      { kind: 'fee', amount: '10.00', reason: 'Another fee' },
      { kind: 'fee', amount: '10.00', reason: 'Late fee', effectiveDate: '2026-02-01' },
    ];
    for (const body of changed) {
      const res = await post(a.id, body, key);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({ message: LEDGER_MESSAGES.idempotencyKeyReused });
    }
    expect(await entriesOf(a.id)).toHaveLength(2);
    expect(await balanceOf(a.id)).toBe('310.00');
  });

  it('a key names one posting on one account: the same key on another account posts there', async () => {
    const a = await account('100.00');
    const b = await account('100.00');
    const key = randomUUID();
    const body = { kind: 'fee', amount: '5.00', reason: 'Fee' };
    const [first, second] = [await post(a.id, body, key), await post(b.id, body, key)];
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().id).not.toBe(second.json().id);
    expect([await balanceOf(a.id), await balanceOf(b.id)]).toEqual(['105.00', '105.00']);
  });

  it('is required: without it, or with a malformed one, a 400 and nothing posted', async () => {
    const a = await account('100.00');
    const body = { kind: 'fee', amount: '5.00', reason: 'Fee' };
    const missing = await post(a.id, body, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: LEDGER_MESSAGES.idempotencyKeyRequired });
    for (const key of ['short', 'x'.repeat(201), 'has space in it', 'quote"quote"']) {
      const res = await post(a.id, body, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({ message: LEDGER_MESSAGES.idempotencyKeyFormat });
    }
    expect(await entriesOf(a.id)).toHaveLength(1);
  });
});

describe('never below zero unless a refund is owed', () => {
  it('refuses an adjustment that would leave a credit without the refund reason, and posts nothing', async () => {
    const a = await account('50.00');
    const res = await post(a.id, { kind: 'adjustment', amount: '-50.01', reason: 'Correction' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: LEDGER_MESSAGES.belowZero('$50.00') });
    expect(await entriesOf(a.id)).toHaveLength(1);
    expect(await balanceOf(a.id)).toBe('50.00');
    // Down to zero exactly is fine.
    expect(
      (await post(a.id, { kind: 'adjustment', amount: '-50.00', reason: 'Correction' })).statusCode,
    ).toBe(201);
    expect(await balanceOf(a.id)).toBe('0.00');
    const below = await post(a.id, { kind: 'adjustment', amount: '-0.01', reason: 'Correction' });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(LEDGER_MESSAGES.belowZero('$0.00'));
  });

  it('a burst of different keys cannot together go below zero: the row lock lets one through', async () => {
    const a = await account('100.00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(a.id, { kind: 'adjustment', amount: '-60.00', reason: 'Burst' })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(9);
    expect(await balanceOf(a.id)).toBe('40.00');
    expect(await ledgerMismatches(t.deps.db)).toEqual([]);
  });

  it('a refund owed may leave a credit: the balance goes negative and the entry says why', async () => {
    const a = await account('30.00');
    const res = await post(a.id, {
      kind: 'adjustment',
      amount: '-45.50',
      reason: 'Paid twice: $15.50 to refund',
      refundOwed: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      amount: '-45.50',
      balanceAfter: '-15.50',
      description: REFUND_OWED_DESCRIPTION,
      reason: 'Paid twice: $15.50 to refund',
    });
    expect(await balanceOf(a.id)).toBe('-15.50');
    const [audit] = await t.deps.db.select().from(accountAudit).where(eq(accountAudit.debtAccountId, a.id));
    expect(audit.reason).toBe('Adjustment (refund owed to the consumer): Paid twice: $15.50 to refund');
    expect(await ledgerMismatches(t.deps.db)).toEqual([]);
  });

  it('refund owed is for a lowering adjustment only; a write-off still never goes below zero', async () => {
    const a = await account('20.00');
    const cases: Array<[object, string]> = [
      [
        { kind: 'fee', amount: '1.00', reason: 'x', refundOwed: true },
        LEDGER_MESSAGES.refundOwedAdjustmentOnly,
      ],
      [
        { kind: 'adjustment', amount: '5.00', reason: 'x', refundOwed: true },
        LEDGER_MESSAGES.refundOwedLowers,
      ],
      [
        { kind: 'settlement_writeoff', amount: '20.01', reason: 'x', refundOwed: true },
        LEDGER_MESSAGES.refundOwedAdjustmentOnly,
      ],
      [
        { kind: 'settlement_writeoff', amount: '20.01', reason: 'x' },
        LEDGER_MESSAGES.writeOffAboveBalance('$20.00'),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(a.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    expect(await entriesOf(a.id)).toHaveLength(1);
  });
});

describe('the date of a posting', () => {
  it('is refused before the placement and in the future, with nothing posted', async () => {
    const [client] = await t.deps.db
      .insert(clients)
      .values({
        code: `LDG${Date.now().toString(36).toUpperCase()}`,
        name: 'Ledger Dates Bank',
        remitMethod: 'net',
        remitFrequency: 'monthly',
        commissionRate: '25',
      })
      .returning();
    const [placement] = await t.deps.db
      .insert(placements)
      .values({ clientId: client.id, placedOn: '2026-02-10', label: 'February file' })
      .returning();
    const a = await insertAccount(t.deps.db, t.deps.encryption, {
      unpaidBalance: '200.00',
      clientId: client.id,
      placementId: placement.id,
    });
    const body = (effectiveDate: string) => ({ kind: 'fee', amount: '3.00', reason: 'Fee', effectiveDate });
    const before = await post(a.id, body('2026-02-09'));
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({ message: LEDGER_MESSAGES.effectiveDateBeforePlacement('2026-02-10') });
    const future = await post(a.id, body('2026-03-03'));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: LEDGER_MESSAGES.effectiveDateInFuture });
    const longAgo = await post(a.id, {
      kind: 'adjustment',
      amount: '-1.00',
      reason: 'x',
      effectiveDate: '1999-01-01',
    });
    expect(longAgo.statusCode).toBe(400);
    expect(await entriesOf(a.id)).toHaveLength(1);

    // The day of the placement and today are both open.
    expect((await post(a.id, body('2026-02-10'))).statusCode).toBe(201);
    expect((await post(a.id, body('2026-03-02'))).statusCode).toBe(201);
    expect(await balanceOf(a.id)).toBe('206.00');
  });

  it('an account entered by hand counts from the day it was entered', async () => {
    const a = await account('10.00');
    const res = await post(a.id, { kind: 'fee', amount: '1.00', reason: 'x', effectiveDate: '2026-01-19' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: LEDGER_MESSAGES.effectiveDateBeforePlacement('2026-01-20') });
  });
});
