import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_API_KEY,
  FAKE_PIN,
  type FakeUsaepay,
  json,
  startFakeUsaepay,
} from '../../../test/kits/payments/usaepay-fake';
import { UsaepaySavedMethods } from './usaepay-saved-methods';

// What became of an ACH debit, read from the customer's history (REST v2 "Customer Transactions";
// status codes per USAePay's transaction status list; decision 0063).
let fake: FakeUsaepay;
beforeAll(async () => {
  fake = await startFakeUsaepay();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.seen.length = 0;
  fake.routes.clear();
});

function gateway() {
  return new UsaepaySavedMethods({
    baseUrl: fake.baseUrl,
    apiKey: FAKE_API_KEY,
    pin: FAKE_PIN,
    timeoutMs: 5000,
  });
}

const TOKEN = 'ksddgpqgpbs5zkmb/on02x3rbwshz23nhb';
const HISTORY = '/api/v2/customers/ksddgpqgpbs5zkmb/transactions';
const row = (refnum: string, status_code: string, check: object = {}) => ({
  type: 'transaction',
  key: `k${refnum}`,
  refnum,
  trantype: 'Check Sale',
  result_code: 'A',
  status_code,
  check: { accountholder: 'Jane Q Doe', returned: null, banknote: null, ...check },
});
const page = (rows: object[], total = rows.length) =>
  json(200, { type: 'list', limit: 100, offset: 0, data: rows, total: String(total) });
const ASK = { refnum: '100075', token: TOKEN, submittedOn: '2026-11-02', asOf: '2026-11-05' };

describe('USAePay ACH status', () => {
  it('reads settled, pending and returned from the customer history', async () => {
    fake.routes.set(`GET ${HISTORY}`, page([row('100070', 'S'), row('100075', 'S')]));
    expect(await gateway().achStatus(ASK)).toEqual({ state: 'settled', returnCode: null, reason: null });
    expect(fake.seen[0]).toMatchObject({
      method: 'GET',
      path: `${HISTORY}?limit=100&offset=0`,
      hashValid: true,
    });

    for (const code of ['P', 'B', 'F', 'T', 'M', 'N']) {
      fake.routes.set(`GET ${HISTORY}`, page([row('100075', code)]));
      expect((await gateway().achStatus(ASK)).state).toBe('pending');
    }

    fake.routes.set(
      `GET ${HISTORY}`,
      page([row('100075', 'R', { returned: '2026-11-04', banknote: 'R01: Insufficient Funds' })]),
    );
    expect(await gateway().achStatus(ASK)).toEqual({
      state: 'returned',
      returnCode: 'R01',
      reason: 'R01: Insufficient Funds',
    });
  });

  it('treats a voided or failed debit as not collected', async () => {
    fake.routes.set(`GET ${HISTORY}`, page([row('100075', 'V')]));
    expect(await gateway().achStatus(ASK)).toMatchObject({ state: 'returned', returnCode: null });
    fake.routes.set(`GET ${HISTORY}`, page([row('100075', 'E')]));
    expect(await gateway().achStatus(ASK)).toMatchObject({ state: 'returned', returnCode: null });
    fake.routes.set(`GET ${HISTORY}`, page([row('100075', 'R')]));
    expect(await gateway().achStatus(ASK)).toEqual({
      state: 'returned',
      returnCode: null,
      reason: 'Returned by the bank',
    });
  });

  it('pages through a long history, and says pending when it cannot know', async () => {
    const first = Array.from({ length: 100 }, (_, i) => row(String(200000 + i), 'S'));
    let call = 0;
    fake.routes.set(`GET ${HISTORY}`, (res) =>
      page(call++ === 0 ? first : [row('100075', 'R', { banknote: 'R02 Account Closed' })], 101)(res),
    );
    expect(await gateway().achStatus(ASK)).toMatchObject({ state: 'returned', returnCode: 'R02' });
    expect(fake.seen.map((r) => r.path)).toEqual([
      `${HISTORY}?limit=100&offset=0`,
      `${HISTORY}?limit=100&offset=100`,
    ]);

    fake.routes.set(`GET ${HISTORY}`, page([row('100070', 'S')]));
    expect(await gateway().achStatus(ASK)).toMatchObject({
      state: 'pending',
      reason: expect.stringMatching(/no such transaction/),
    });
    fake.routes.set(`GET ${HISTORY}`, json(500, { error: 'Internal gateway error', errorcode: 9001 }));
    expect(await gateway().achStatus(ASK)).toEqual({
      state: 'pending',
      returnCode: null,
      reason: 'Internal gateway error',
    });
    expect(await gateway().achStatus({ ...ASK, token: 'tqb9-o076-tpfk-lb8l' })).toMatchObject({
      state: 'pending',
    });
  });
});
