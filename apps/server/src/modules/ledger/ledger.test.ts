import { randomUUID } from 'node:crypto';
import { LEDGER_MESSAGES, PAYMENT_MESSAGES } from '@arrears/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/kits/accounts/accounts-test-app';
import { cardBody, pay } from '../../../test/kits/payments/payment-fixtures';
import { accountAudit, contactEvents, debtAccounts, ledgerEntries, payments } from '../../db/schema';
import { ledgerMismatches } from './ledger-posting';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(() => t.close());

type Role = 'admin' | 'staff' | 'collector' | 'debtor';
/** A new Idempotency-Key per call unless one is given (a manual posting needs one, decision 0091). */
const post = (url: string, payload: object, role: Role = 'admin', key: string | null = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: t.cookies[role], ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });
const ledgerOf = async (id: number, role: Role = 'admin') => t.get(`/api/admin/accounts/${id}/ledger`, role);
const balanceOf = async (id: number) =>
  (await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, id)))[0].unpaidBalance;
const account = (unpaidBalance: string) => insertAccount(t.deps.db, t.deps.encryption, { unpaidBalance });

async function payByCard(debtAccountId: number, amount: string) {
  const res = await pay(t, t.cookies.staff, cardBody(debtAccountId, { amount, consumerAuthorized: true }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().paymentId as number;
}
async function entryOfPayment(paymentId: number) {
  const [entry] = await t.deps.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));
  return entry;
}

describe('GET /api/admin/accounts/:id/ledger', () => {
  it('lists the entries oldest first with the running balance and who posted each', async () => {
    const a = await account('500.00');
    await payByCard(a.id, '120.25');
    expect(
      (
        await post(
          `/api/admin/accounts/${a.id}/ledger`,
          { kind: 'fee', amount: '15.00', reason: 'Late fee' },
          'staff',
        )
      ).statusCode,
    ).toBe(201);
    const res = await ledgerOf(a.id, 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = res.json();
    expect(rows.map((e: Record<string, unknown>) => [e.kind, e.amount, e.balanceAfter, e.postedBy])).toEqual([
      ['placement', '500.00', '500.00', null],
      ['payment', '-120.25', '379.75', `${t.users.staff.firstName} ${t.users.staff.lastName}`],
      ['fee', '15.00', '394.75', `${t.users.staff.firstName} ${t.users.staff.lastName}`],
    ]);
    expect(rows.at(-1).balanceAfter).toBe(await balanceOf(a.id));
  });

  it('answers 404 for an unknown account and 403 to collectors and debtors', async () => {
    expect((await ledgerOf(999999)).statusCode).toBe(404);
    expect((await ledgerOf(Number.NaN)).statusCode).toBe(404);
    const a = await account('10.00');
    for (const role of ['collector', 'debtor'] as const)
      expect((await ledgerOf(a.id, role)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/accounts/:id/ledger', () => {
  it('applies the sign of the kind: interest and fees raise, a write-off lowers, an adjustment is as given', async () => {
    const a = await account('1000.00');
    const cases: Array<[string, string, string, string]> = [
      ['interest', '12.34', '12.34', '1012.34'],
      ['fee', '0.01', '0.01', '1012.35'],
      ['adjustment', '-2.35', '-2.35', '1010.00'],
      ['adjustment', '5', '5.00', '1015.00'],
      ['settlement_writeoff', '415.00', '-415.00', '600.00'],
    ];
    for (const [kind, amount, signed, after] of cases) {
      const res = await post(`/api/admin/accounts/${a.id}/ledger`, {
        kind,
        amount,
        reason: `Posting ${kind}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        kind,
        amount: signed,
        balanceAfter: after,
        reason: `Posting ${kind}`,
      });
    }
    expect(await balanceOf(a.id)).toBe('600.00');
    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.debtAccountId, a.id), eq(accountAudit.source, 'ledger')));
    expect(audit.map((r) => [r.oldValue, r.newValue, r.reason])).toContainEqual([
      '1015.00',
      '600.00',
      'Settlement write-off: Posting settlement_writeoff',
    ]);
    expect(await ledgerMismatches(t.deps.db)).toEqual([]);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const a = await account('100.00');
    const cases: Array<[object, string]> = [
      [{ kind: 'payment', amount: '1.00', reason: 'x' }, LEDGER_MESSAGES.postingKind],
      [{ kind: 'fee', amount: '-1.00', reason: 'x' }, LEDGER_MESSAGES.amountPositive],
      [{ kind: 'interest', amount: '0', reason: 'x' }, LEDGER_MESSAGES.amountPositive],
      [{ kind: 'adjustment', amount: '0.00', reason: 'x' }, LEDGER_MESSAGES.adjustmentNotZero],
      [{ kind: 'fee', amount: '1.234', reason: 'x' }, LEDGER_MESSAGES.amountFormat],
      [{ kind: 'fee', amount: 'ten', reason: 'x' }, LEDGER_MESSAGES.amountFormat],
      [{ kind: 'fee', amount: '1.00', reason: '  ' }, LEDGER_MESSAGES.reasonRequired],
      [{ kind: 'fee', amount: '1.00' }, LEDGER_MESSAGES.reasonRequired],
      [
        { kind: 'fee', amount: '1.00', reason: 'x', effectiveDate: '2026-02-30' },
        LEDGER_MESSAGES.effectiveDate,
      ],
      [
        { kind: 'fee', amount: '1.00', reason: 'x', effectiveDate: '2026-03-03' },
        LEDGER_MESSAGES.effectiveDateInFuture,
      ],
      [
        { kind: 'settlement_writeoff', amount: '100.01', reason: 'x' },
        LEDGER_MESSAGES.writeOffAboveBalance('$100.00'),
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post(`/api/admin/accounts/${a.id}/ledger`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    expect((await ledgerOf(a.id)).json()).toHaveLength(1);
    expect(await balanceOf(a.id)).toBe('100.00');
    expect(
      (await post('/api/admin/accounts/999999/ledger', { kind: 'fee', amount: '1', reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          `/api/admin/accounts/${a.id}/ledger`,
          { kind: 'fee', amount: '1', reason: 'x' },
          'collector',
        )
      ).statusCode,
    ).toBe(403);
  });

  it('takes a past effective date and posts the write-off of the whole balance', async () => {
    const a = await insertAccount(t.deps.db, t.deps.encryption, {
      unpaidBalance: '80.00',
      createdAt: new Date('2026-01-20T15:00:00Z'),
    });
    const res = await post(`/api/admin/accounts/${a.id}/ledger`, {
      kind: 'settlement_writeoff',
      amount: '80.00',
      reason: 'Settled for less',
      effectiveDate: '2026-02-01',
    });
    expect(res.json()).toMatchObject({ effectiveDate: '2026-02-01', balanceAfter: '0.00' });
  });
});

describe('POST /api/admin/ledger/entries/:id/reverse', () => {
  it('posts the opposite amount once, marks the payment reversed, and writes a timeline line and an audit row', async () => {
    const a = await account('300.00');
    const paymentId = await payByCard(a.id, '100.00');
    const entry = await entryOfPayment(paymentId);
    const res = await post(
      `/api/admin/ledger/entries/${entry.id}/reverse`,
      { reason: 'chargeback', note: 'Disputed with the bank' },
      'staff',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'reversal',
      amount: '100.00',
      reversesEntryId: entry.id,
      reason: 'chargeback',
      description: 'Disputed with the bank',
      balanceAfter: '300.00',
    });
    expect(await balanceOf(a.id)).toBe('300.00');
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row.status).toBe('reversed');
    const [line] = await t.deps.db
      .select()
      .from(contactEvents)
      .where(eq(contactEvents.debtAccountId, a.id))
      .orderBy(desc(contactEvents.id))
      .limit(1);
    expect(line.message).toBe(
      `Payment #${paymentId} of $100.00 reversed (Chargeback): Disputed with the bank`,
    );
    const audit = await t.deps.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.debtAccountId, a.id), eq(accountAudit.source, 'ledger')));
    expect(audit.map((r) => [r.field, r.oldValue, r.newValue, r.userId])).toEqual([
      ['unpaid_balance', '200.00', '300.00', t.users.staff.id],
    ]);
    // The ledger shows which entry undid the payment; the summary no longer counts it as paid.
    const lines = (await ledgerOf(a.id)).json();
    expect(lines.find((l: { id: number }) => l.id === entry.id).reversedByEntryId).toBe(res.json().id);

    const again = await post(`/api/admin/ledger/entries/${entry.id}/reverse`, { reason: 'void' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LEDGER_MESSAGES.alreadyReversed);
    expect(await balanceOf(a.id)).toBe('300.00');
  });

  it('reverses a payment twice at once only once', async () => {
    const a = await account('50.00');
    const entry = await entryOfPayment(await payByCard(a.id, '20.00'));
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(`/api/admin/ledger/entries/${entry.id}/reverse`, { reason: 'nsf' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await balanceOf(a.id)).toBe('50.00');
  });

  it('reverses only payments, refuses an unknown entry or reason, and is for admin and staff', async () => {
    const a = await account('40.00');
    const [placement] = await t.deps.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.debtAccountId, a.id));
    const refused = await post(`/api/admin/ledger/entries/${placement.id}/reverse`, { reason: 'void' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, LEDGER_MESSAGES.onlyPaymentsReverse]);
    expect((await post('/api/admin/ledger/entries/99999999/reverse', { reason: 'void' })).statusCode).toBe(
      404,
    );
    expect((await post('/api/admin/ledger/entries/abc/reverse', { reason: 'void' })).statusCode).toBe(404);
    const entry = await entryOfPayment(await payByCard(a.id, '5.00'));
    const badReason = await post(`/api/admin/ledger/entries/${entry.id}/reverse`, { reason: 'oops' });
    expect([badReason.statusCode, badReason.json().message]).toEqual([400, LEDGER_MESSAGES.reversalReason]);
    for (const role of ['collector', 'debtor'] as const)
      expect(
        (await post(`/api/admin/ledger/entries/${entry.id}/reverse`, { reason: 'void' }, role)).statusCode,
      ).toBe(403);
    expect(await balanceOf(a.id)).toBe('35.00');
  });
});

describe('payments made to the client, and recalled accounts', () => {
  const recordExternal = (body: object) => post('/api/payments/record-external', body, 'staff');

  it('records a payment made directly to the client as a direct payment, and it can be reversed', async () => {
    const a = await account('200.00');
    const res = await recordExternal({
      debtAccountId: a.id,
      amount: '60.00',
      paidTo: 'client',
      paymentDate: '2026-03-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await entryOfPayment(res.json().paymentId);
    expect([entry.kind, entry.amount, entry.effectiveDate]).toEqual([
      'direct_payment',
      '-60.00',
      '2026-03-01',
    ]);
    const agency = await recordExternal({ debtAccountId: a.id, amount: '10.00' });
    expect((await entryOfPayment(agency.json().paymentId)).kind).toBe('payment');
    expect(
      (await recordExternal({ debtAccountId: a.id, amount: '1.00', paidTo: 'bank' })).json().message,
    ).toContain(PAYMENT_MESSAGES.paidTo);
    expect((await post(`/api/admin/ledger/entries/${entry.id}/reverse`, { reason: 'void' })).statusCode).toBe(
      201,
    );
    expect(await balanceOf(a.id)).toBe('190.00');
  });

  it('takes no card payment on a recalled account, but a reported payment and a reversal still post', async () => {
    const a = await account('500.00');
    const entry = await entryOfPayment(await payByCard(a.id, '25.00'));
    await t.deps.db.update(debtAccounts).set({ recalledAt: new Date() }).where(eq(debtAccounts.id, a.id));
    const card = await pay(t, t.cookies.staff, cardBody(a.id, { amount: '10.00', consumerAuthorized: true }));
    expect([card.statusCode, card.json().message]).toEqual([409, LEDGER_MESSAGES.recalledNoCardPayment]);
    expect(
      (await recordExternal({ debtAccountId: a.id, amount: '30.00', paidTo: 'client' })).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/admin/ledger/entries/${entry.id}/reverse`, { reason: 'chargeback' })).statusCode,
    ).toBe(201);
    expect(await balanceOf(a.id)).toBe('470.00');
  });
});

describe("the edit form's balance change", () => {
  const put = (id: number, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/accounts/${id}`,
      headers: { cookie: t.cookies.admin },
      payload,
    });

  it('posts the reason with the adjustment, and says none was given on the spec call without one', async () => {
    const a = await account('250.00');
    // The spec's call: the edit fields, no reason. The change is still an adjustment, never an overwrite.
    const bare = await put(a.id, { unpaid_balance: '240.00', city: 'Camden' });
    expect(bare.statusCode, bare.body).toBe(200);
    expect((await ledgerOf(a.id)).json().at(-1)).toMatchObject({
      kind: 'adjustment',
      amount: '-10.00',
      reason: LEDGER_MESSAGES.balanceChangeDefaultReason,
      balanceAfter: '240.00',
    });
    const ok = await put(a.id, { unpaid_balance: '200.00', balanceChangeReason: 'Creditor credit memo' });
    expect(ok.statusCode, ok.body).toBe(200);
    const lines = (await ledgerOf(a.id)).json();
    expect(lines.at(-1)).toMatchObject({
      kind: 'adjustment',
      amount: '-40.00',
      reason: 'Creditor credit memo',
      source: 'edit',
      balanceAfter: '200.00',
    });
    // Without a balance change no reason is asked for.
    expect((await put(a.id, { city: 'Trenton', unpaid_balance: '200' })).statusCode).toBe(200);
  });
});
