import { PROMISE_MESSAGES as M, PAYMENT_MESSAGES, type PaymentPromise } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';
import { promiseStatus } from '../../../test/kits/promises/promise-kit';
import { DANA_CALLER } from '../../../test/kits/telephony/telephony-test-kit';
import { calls, promises } from '../../db/schema';

// The test clock: 2026-03-02 10:00 in US Eastern.
let t: ContactCenterTestApp;
beforeAll(async () => {
  t = await buildContactCenterTestApp();
});
afterAll(async () => t.close());

const promise = (id: number, body: object, role: 'staff' | 'collector' = 'staff') =>
  t.call('POST', `/api/debtors/${id}/promises`, role, body);

describe('POST /api/debtors/:id/promises', () => {
  it('records the promise and answers it with 201', async () => {
    const account = await t.account({ unpaidBalance: '500.00' });
    const res = await promise(account.id, { amount: '125.50', dueDate: '2026-03-10' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      debtAccountId: account.id,
      accountNumber: account.accountNumber,
      amount: '125.50',
      dueDate: '2026-03-10',
      status: 'open',
      source: 'api',
      callId: null,
      createdBy: t.users.staff.username,
      keptAt: null,
      brokenAt: null,
    });
    const list = await t.call('GET', `/api/debtors/${account.id}/promises`, 'staff');
    expect((list.json() as PaymentPromise[]).map((p) => p.id)).toEqual([res.json().id]);
  });

  it.each([
    [{ amount: 0, dueDate: '2026-03-10' }, PAYMENT_MESSAGES.amountMin],
    [{ amount: '500.01', dueDate: '2026-03-10' }, M.amountAboveBalance],
    [{ amount: 10, dueDate: '2026-03-01' }, M.dueDatePast],
    [{ amount: 10, dueDate: '2026-04-02' }, M.dueDateTooFar],
    [{ amount: 10, dueDate: '03/10/2026' }, M.dueDateRequired],
    [{ amount: 10 }, M.dueDateRequired],
  ])('refuses %j with 400', async (body, message) => {
    const account = await t.account({ unpaidBalance: '500.00' });
    const res = await promise(account.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(await t.deps.db.select().from(promises).where(eq(promises.debtAccountId, account.id))).toEqual([]);
  });

  it('takes today and the 30th day; refuses an account with nothing owed', async () => {
    const account = await t.account({ unpaidBalance: '500.00' });
    expect((await promise(account.id, { amount: 500, dueDate: '2026-03-02' })).statusCode).toBe(201);
    expect((await promise(account.id, { amount: 1, dueDate: '2026-04-01' })).statusCode).toBe(201);
    const paid = await t.account({ unpaidBalance: '0.00' });
    const res = await promise(paid.id, { amount: 1, dueDate: '2026-03-05' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.nothingOwed);
  });

  it('a collector makes promises on their accounts only', async () => {
    const theirs = await t.account({ assignedUserId: t.users.collector.id });
    const other = await t.account({ assignedUserId: t.users.staff.id });
    expect((await promise(theirs.id, { amount: 10, dueDate: '2026-03-05' }, 'collector')).statusCode).toBe(
      201,
    );
    expect((await promise(other.id, { amount: 10, dueDate: '2026-03-05' }, 'collector')).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', `/api/debtors/${other.id}/promises`, 'collector')).statusCode).toBe(403);
    expect((await t.call('POST', `/api/debtors/${theirs.id}/promises`, 'debtor', {})).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/promises', 'collector')).statusCode).toBe(403);
    expect((await promise(999999, { amount: 10, dueDate: '2026-03-05' })).statusCode).toBe(404);
  });
});

describe('the payment_promise disposition', () => {
  async function dialed() {
    const account = await t.account({ ...DANA_CALLER, unpaidBalance: '800.00' });
    const res = await t.call('POST', `/api/debtors/${account.id}/initiate-call`, 'staff', {
      phoneNumber: DANA_CALLER.primaryPhone,
    });
    expect(res.statusCode).toBe(200);
    return { account, callSid: res.json().callSid as string };
  }
  const save = (id: number, body: object) =>
    t.call('POST', `/api/debtors/${id}/save-disposition`, 'staff', body);

  it('the spec call without an amount and a date saves the disposition and makes no promise', async () => {
    const { account, callSid } = await dialed();
    const res = await save(account.id, { callSid, disposition: 'payment_promise', notes: 'Friday' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', `/api/debtors/${account.id}/promises`, 'staff')).json()).toEqual([]);
  });

  it('with only one of them, or a bad one, is refused, and the call keeps no disposition', async () => {
    const { account, callSid } = await dialed();
    const res = await save(account.id, {
      callSid,
      disposition: 'payment_promise',
      notes: 'Friday',
      promiseAmount: 100,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.dispositionNeedsPromise);
    const above = await save(account.id, {
      callSid,
      disposition: 'payment_promise',
      promiseAmount: '800.01',
      promiseDueDate: '2026-03-06',
    });
    expect(above.json().message).toBe(M.amountAboveBalance);
    const [call] = await t.deps.db.select().from(calls).where(eq(calls.callSid, callSid));
    expect(call.disposition).toBeNull();
  });

  it('with them makes a promise from the call', async () => {
    const { account, callSid } = await dialed();
    const res = await save(account.id, {
      callSid,
      disposition: 'payment_promise',
      notes: 'Will pay Friday',
      promiseAmount: 200,
      promiseDueDate: '2026-03-06',
    });
    expect(res.statusCode).toBe(200);
    const [call] = await t.deps.db.select().from(calls).where(eq(calls.callSid, callSid));
    const [made] = (
      await t.call('GET', `/api/debtors/${account.id}/promises`, 'staff')
    ).json() as PaymentPromise[];
    expect(made).toMatchObject({
      amount: '200.00',
      dueDate: '2026-03-06',
      source: 'disposition',
      callId: call.id,
    });
  });

  it('another disposition ignores promise fields', async () => {
    const { account, callSid } = await dialed();
    const res = await save(account.id, { callSid, disposition: 'contacted', promiseAmount: 5 });
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', `/api/debtors/${account.id}/promises`, 'staff')).json()).toEqual([]);
  });
});

describe('a payment that reaches a promise', () => {
  it('keeps it at once, without waiting for the daily evaluation', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '300.00' });
    const made = await promise(account.id, { amount: 40, dueDate: '2026-03-09' });
    const first = await pay(t, cookie, cardBody(account.id, { amount: 25 }));
    expect(first.statusCode).toBe(200);
    expect(await promiseStatus(t, made.json().id)).toBe('open');
    expect((await pay(t, cookie, cardBody(account.id, { amount: 15 }))).statusCode).toBe(200);
    expect(await promiseStatus(t, made.json().id)).toBe('kept');
  });
});
