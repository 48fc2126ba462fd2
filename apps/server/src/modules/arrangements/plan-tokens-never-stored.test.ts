import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { dumpDatabase } from '../../../test/database-dump';
import { ACH, at, CARD, call, planBody, signedIn } from '../../../test/kits/arrangements/plan-kit';
import { debtorWithAccount } from '../../../test/kits/payments/payment-fixtures';

const CARD_NUMBER = '4000100011112224';
const CVV = CARD.cvv;
const BANK_ACCOUNT = ACH.accountNumber; // the sandbox's returned-NSF test account

let t: TestApp;
let log = '';
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream, startMailSender: false });
  t.clock.nowMs = at('2026-11-02');
});
afterAll(async () => t.close());

/** Where a number shows up: as typed, grouped in fours, and the CVV as a whole token. */
function leaks(text: string): string[] {
  const found: string[] = [];
  for (const number of [CARD_NUMBER, CARD_NUMBER.replace(/(\d{4})(?=\d)/g, '$1 '), BANK_ACCOUNT])
    if (text.includes(number)) found.push(number);
  if (new RegExp(`(?<![0-9])${CVV}(?![0-9])`).test(text)) found.push(`cvv ${CVV}`);
  return found;
}

describe('plan payment methods', () => {
  it('keep the processor token only: no table and no log line holds the card or bank account number', async () => {
    const card = await debtorWithAccount(t);
    const ach = await debtorWithAccount(t);
    const staff = await signedIn(t, 'staff');
    const post = (cookie: string, body: object) => call(t, cookie, 'POST', '/api/customer/plans', body);
    expect((await post(card.cookie, planBody(card.account.id, '2026-11-10'))).statusCode).toBe(201);
    const byPhone = await call(t, staff.cookie, 'POST', `/api/debtors/${ach.account.id}/plans`, {
      ...planBody(ach.account.id, '2026-11-10', { method: ACH }),
      authorization: undefined,
      authorizationRead: true,
    });
    expect(byPhone.statusCode, byPhone.body).toBe(201);
    // Refused requests carrying the numbers must not leak them either.
    const fresh = await debtorWithAccount(t);
    const refused = [
      planBody(fresh.account.id, '2026-11-10', { method: { ...CARD, expYear: 2020 } }),
      planBody(fresh.account.id, '2026-11-10', { method: { ...ACH, routingNumber: '123456789' } }),
      planBody(fresh.account.id, '2026-10-01', { method: ACH }),
    ];
    for (const body of refused) expect((await post(fresh.cookie, body)).statusCode).toBe(400);
    const changed = await call(t, card.cookie, 'PUT', `/api/customer/plans/${byPhone.json().id}/method`, {
      method: { ...CARD, cardNumber: CARD_NUMBER },
      authorization: true,
    });
    expect(changed.statusCode).toBe(404); // not theirs: refused after reading the body

    const dump = await dumpDatabase(t.deps.db);
    expect(dump).toMatch(/payment_methods\.token: sbx_card_approved_[0-9a-f]{16}/);
    expect(dump).toMatch(/payment_methods\.token: sbx_ach_returned_nsf_[0-9a-f]{16}/);
    expect(dump).toContain('payment_methods.last4: 2224');
    expect(log).toContain('/api/customer/plans');
    expect(leaks(dump)).toEqual([]);
    expect(leaks(log)).toEqual([]);
  });
});
