import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { dumpDatabase } from '../../../test/database-dump';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';

const CARDS = [
  { number: '4000100011112224', cvv: '8461' }, // approved
  { number: '4000300011112220', cvv: '7352' }, // declined
  { number: '4000300211112228', cvv: '6943' }, // processing error
  { number: '371122223332225', cvv: '5827' }, // approved Amex
];

let t: TestApp;
let log = '';
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream });
});
afterAll(async () => t.close());

/** The number as typed in any grouping, and the CVV as a whole token. */
function leaks(text: string, card: { number: string; cvv: string }): string[] {
  const found: string[] = [];
  const spaced = card.number.replace(/(\d{4})(?=\d)/g, '$1 ');
  if (text.includes(card.number)) found.push(card.number);
  if (text.includes(spaced)) found.push(spaced);
  if (new RegExp(`(?<![0-9])${card.cvv}(?![0-9])`).test(text)) found.push(`cvv ${card.cvv}`);
  return found;
}

describe('card numbers and CVVs', () => {
  it('are in neither the database nor the server log after approved, declined, failed and refused payments', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '900.00' });
    for (const card of CARDS) {
      const res = await pay(
        t,
        cookie,
        cardBody(account.id, {
          cardNumber: card.number.replace(/(\d{4})(?=\d)/g, '$1 '),
          cvv: card.cvv,
          amount: 10,
        }),
      );
      expect(res.statusCode).toBe(200);
      // The same card refused by validation (above the balance, and an expired date) must not leak either.
      expect(
        (await pay(t, cookie, cardBody(account.id, { cardNumber: card.number, cvv: card.cvv, amount: 5000 })))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await pay(
            t,
            cookie,
            cardBody(account.id, { cardNumber: card.number, cvv: card.cvv, expYear: '2020' }),
          )
        ).statusCode,
      ).toBe(400);
    }
    const dump = await dumpDatabase(t.deps.db);
    expect(dump).toContain('2224'); // the last 4 are kept, so the dump really holds the payments
    expect(log).toContain('/api/usaepay/process-payment'); // and the log really saw the requests
    for (const card of CARDS) {
      expect(leaks(dump, card)).toEqual([]);
      expect(leaks(log, card)).toEqual([]);
    }
  });
});
