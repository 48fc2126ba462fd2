import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../../test/database-dump';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { FakeTwilioApi } from '../../../test/kits/telephony/fake-twilio-api';
import { buildIvrTestApp, type IvrTestApp } from '../../../test/kits/telephony/ivr-test-kit';

const CARDS = [
  { number: '4000100011112224', cvv: '8461' }, // approved
  { number: '4000300011112220', cvv: '7352' }, // declined
  { number: '4000300211112228', cvv: '6943' }, // processing error
];

const api = new FakeTwilioApi();
let t: IvrTestApp;
let log = '';

beforeAll(async () => {
  await api.start();
  const logStream = new Writable({
    write(chunk, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  t = await buildIvrTestApp(api, { env: { LOG_LEVEL: 'trace' }, logStream });
});
afterAll(async () => {
  await t.close();
  await api.stop();
});

const leaks = (text: string, card: { number: string; cvv: string }) =>
  [
    text.includes(card.number) && card.number,
    new RegExp(`(?<![0-9])${card.cvv}(?![0-9])`).test(text) && `cvv ${card.cvv}`,
  ].filter(Boolean);

describe('the pay connector and card data', () => {
  it('keeps card numbers and CVVs out of the database and the server log, approved, declined, failed or refused', async () => {
    await insertAccount(t.deps.db, t.deps.encryption, {
      primaryPhone: '2155554100',
      ssn: '111224321',
      birthDate: '1970-01-30',
      unpaidBalance: '500.00',
    });
    const base = { CallSid: `CA${'4'.repeat(32)}`, From: '+12155554100', To: '+18885550147' };
    await t.webhook('/api/webhooks/twilio/voice', base);
    for (const digits of ['1', '4321', '01301970', '2', '2']) {
      await t.webhook('/api/webhooks/twilio/voice/gather', { ...base, Digits: digits });
    }
    const pay = await t.webhook('/api/webhooks/twilio/voice/gather', { ...base, Digits: '1000' });
    const reference = /name="reference" value="([^"]+)"/.exec(pay.body)?.[1] ?? '';
    expect(reference).not.toBe('');
    let n = 0;
    for (const card of CARDS) {
      for (const extra of [{}, { expiry_year: '2020' }, { amount: '999.00' }]) {
        n += 1;
        const res = await t.connector({
          method: 'charge',
          transaction_id: `txn-card-data-${n}`,
          cardnumber: card.number,
          cvv: card.cvv,
          expiry_month: '11',
          expiry_year: '2031',
          amount: '10.00',
          postal_code: '19103',
          parameters: { reference },
          ...extra,
        });
        expect(res.statusCode).toBe(200);
        expect(leaks(res.body, card)).toEqual([]);
      }
    }
    const dump = await dumpDatabase(t.deps.db);
    expect(dump).toContain('2224'); // the last 4 are kept, so the dump really holds the payments
    expect(log).toContain('/api/webhooks/twilio/pay-connector'); // and the log saw the requests
    for (const card of CARDS) {
      expect(leaks(dump, card)).toEqual([]);
      expect(leaks(log, card)).toEqual([]);
    }
  });
});
