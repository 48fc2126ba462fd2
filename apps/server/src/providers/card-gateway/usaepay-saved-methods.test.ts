import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_API_KEY,
  FAKE_PIN,
  type FakeUsaepay,
  json,
  startFakeUsaepay,
} from '../../../test/kits/payments/usaepay-fake';
import type { TokenSaleRequest } from './saved-method-gateway';
import { USAEPAY_MESSAGES } from './usaepay-http';
import { SAVED_METHOD_MESSAGES, UsaepaySavedMethods } from './usaepay-saved-methods';

const CARD_NUMBER = '4000100011112224';
const CVV = '987';
const ACCOUNT_NUMBER = '1234567890';
const ROUTING = '021000021';

const CARD = {
  cardholder: 'Jane Doe',
  number: CARD_NUMBER,
  expMonth: 9,
  expYear: 2030,
  cvc: CVV,
  avsStreet: '1234 Main St',
  avsZip: '12345',
};
const BANK = {
  routingNumber: ROUTING,
  accountNumber: ACCOUNT_NUMBER,
  accountType: 'savings' as const,
  holderName: 'Jane Q Doe',
};

// The documented cc:save answer (REST v2 "Tokenization" → "Create Token").
const SAVED = {
  type: 'transaction',
  key: '',
  refnum: '',
  is_duplicate: 'N',
  result_code: 'A',
  result: 'Approved',
  authcode: '',
  creditcard: { number: '4000xxxxxxxx2224', cardholder: 'Jane Doe' },
  savedcard: { type: 'Visa', key: 'tqb9-o076-tpfk-lb8l', cardnumber: '4000xxxxxxxx2224' },
};
// The documented customer:sale answer on a check method ("Customer Transactions").
const ACH_APPROVED = {
  type: 'transaction',
  key: '1nf0crqxd88f683',
  refnum: '100075',
  is_duplicate: 'N',
  result_code: 'A',
  result: 'Approved',
  authcode: 'TMD0C7',
  invoice: 'plan-7-1',
  proc_refnum: '18120443975126',
  auth_amount: '12.34',
  trantype: 'Check Sale',
};

let fake: FakeUsaepay;
beforeAll(async () => {
  fake = await startFakeUsaepay();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.seen.length = 0;
  fake.routes.clear();
});

function gateway(timeoutMs = 5000) {
  return new UsaepaySavedMethods({ baseUrl: fake.baseUrl, apiKey: FAKE_API_KEY, pin: FAKE_PIN, timeoutMs });
}

/** Whatever came back, it carries no card number, CVV or bank account number. */
function clean<T>(result: T): T {
  const text = JSON.stringify(result);
  for (const secret of [CARD_NUMBER, CVV, ACCOUNT_NUMBER]) expect(text).not.toContain(secret);
  return result;
}

describe('USAePay saved card', () => {
  it('tokenizes with cc:save and keeps the key, last four and brand', async () => {
    fake.routes.set('POST /api/v2/transactions', json(200, SAVED));
    const result = clean(await gateway().saveCard(CARD));
    expect(result).toEqual({ ok: true, token: 'tqb9-o076-tpfk-lb8l', last4: '2224', cardType: 'V' });
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]).toMatchObject({ method: 'POST', path: '/api/v2/transactions', hashValid: true });
    expect(fake.seen[0]?.body).toEqual({
      command: 'cc:save',
      creditcard: {
        cardholder: 'Jane Doe',
        number: CARD_NUMBER,
        expiration: '0930',
        cvc: CVV,
        avs_street: '1234 Main St',
        avs_postalcode: '12345',
      },
    });
  });

  it('refuses without a token when the card is refused, masking any echoed number', async () => {
    fake.routes.set(
      'POST /api/v2/transactions',
      json(200, {
        ...SAVED,
        result_code: 'E',
        result: 'Error',
        savedcard: undefined,
        error: `Card ${CARD_NUMBER} expired`,
        error_code: '10110',
      }),
    );
    expect(clean(await gateway().saveCard(CARD))).toEqual({
      ok: false,
      errorMessage: 'Card XXXXXXXXXXXX2224 expired',
      errorCode: '10110',
    });
  });

  it('refuses an approval that has no saved-card key, an HTTP error and a time-out', async () => {
    fake.routes.set('POST /api/v2/transactions', json(200, { ...SAVED, savedcard: {} }));
    expect(await gateway().saveCard(CARD)).toMatchObject({
      ok: false,
      errorMessage: SAVED_METHOD_MESSAGES.noToken,
    });
    fake.routes.set(
      'POST /api/v2/transactions',
      json(429, { error: 'API Rate Limit Exceed', errorcode: 155 }),
    );
    expect(await gateway().saveCard(CARD)).toEqual({
      ok: false,
      errorMessage: 'API Rate Limit Exceed',
      errorCode: '155',
    });
    fake.routes.set('POST /api/v2/transactions', (res) => setTimeout(() => json(200, SAVED)(res), 2000));
    const started = Date.now();
    expect(await gateway(300).saveCard(CARD)).toMatchObject({
      ok: false,
      errorMessage: USAEPAY_MESSAGES.gatewayTimeout,
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('USAePay saved bank account', () => {
  it('saves a customer and a check payment method, and the token names both', async () => {
    fake.routes.set(
      'POST /api/v2/customers',
      json(200, { key: 'ksddgpqgpbs5zkmb', type: 'customer', first_name: 'Jane Q', last_name: 'Doe' }),
    );
    fake.routes.set(
      'POST /api/v2/customers/ksddgpqgpbs5zkmb/payment_methods',
      json(200, [
        {
          key: 'on02x3rbwshz23nhb',
          type: 'customerpaymentmethod',
          method_name: 'Savings',
          expires: '0000-00-00',
        },
      ]),
    );
    const result = clean(await gateway().saveBankAccount(BANK));
    expect(result).toEqual({
      ok: true,
      token: 'ksddgpqgpbs5zkmb/on02x3rbwshz23nhb',
      last4: '7890',
      cardType: null,
    });
    expect(fake.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v2/customers',
      'POST /api/v2/customers/ksddgpqgpbs5zkmb/payment_methods',
    ]);
    expect(fake.seen[0]?.body).toEqual({ first_name: 'Jane Q', last_name: 'Doe' });
    expect(fake.seen[1]?.body).toEqual([
      {
        method_name: 'Savings',
        cardholder: 'Jane Q Doe',
        routing: ROUTING,
        account: ACCOUNT_NUMBER,
        account_type: 'savings',
        pay_type: 'check',
      },
    ]);
  });

  it('removes the new customer when the method is refused, and never repeats the account number', async () => {
    fake.routes.set('POST /api/v2/customers', json(200, { key: 'ksddgpqgpbs5zkmb', type: 'customer' }));
    fake.routes.set(
      'POST /api/v2/customers/ksddgpqgpbs5zkmb/payment_methods',
      json(400, { error: `Invalid account ${ACCOUNT_NUMBER} for routing ${ROUTING}`, errorcode: 41 }),
    );
    fake.routes.set('DELETE /api/v2/customers/ksddgpqgpbs5zkmb', json(200, { status: 'success' }));
    const result = clean(await gateway().saveBankAccount({ ...BANK, holderName: 'Prince' }));
    expect(result).toEqual({
      ok: false,
      errorMessage: `Invalid account XXXX7890 for routing ${ROUTING}`,
      errorCode: '41',
    });
    expect(fake.seen[0]?.body).toEqual({ company: 'Prince' });
    expect(fake.seen.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/api/v2/customers/ksddgpqgpbs5zkmb',
      body: null,
    });
  });

  it('stops at a refused customer without saving the account anywhere', async () => {
    fake.routes.set('POST /api/v2/customers', json(400, { error: 'Missing name', errorcode: 37 }));
    expect(clean(await gateway().saveBankAccount(BANK))).toEqual({
      ok: false,
      errorMessage: 'Missing name',
      errorCode: '37',
    });
    expect(fake.seen).toHaveLength(1);
  });
});

const SALE: TokenSaleRequest = {
  invoice: 'plan-7-1',
  amountCents: 1234,
  description: 'Installment 1 of 3 on ACC-100001',
  type: 'card',
  token: 'tqb9-o076-tpfk-lb8l',
  holderName: 'Jane Doe',
};

describe('USAePay sale on a saved method', () => {
  it('charges a saved card with the token in place of the number', async () => {
    fake.routes.set(
      'POST /api/v2/transactions',
      json(200, {
        ...ACH_APPROVED,
        key: 'nnfkg4y0452kztm',
        refnum: '100071',
        authcode: '329045',
        creditcard: { number: '4000xxxxxxxx2224', type: 'V' },
        trantype: 'Credit Card Sale',
      }),
    );
    const result = clean(await gateway().tokenSale(SALE));
    expect(fake.seen[0]?.body).toEqual({
      command: 'cc:sale',
      amount: '12.34',
      invoice: 'plan-7-1',
      description: 'Installment 1 of 3 on ACC-100001',
      creditcard: { cardholder: 'Jane Doe', number: 'tqb9-o076-tpfk-lb8l' },
    });
    expect(result).toMatchObject({
      outcome: 'approved',
      approvedAmountCents: 1234,
      refnum: '100071',
      authCode: '329045',
      card: { type: 'V', maskedNumber: 'XXXXXXXXXXXX2224' },
    });
  });

  it('charges a saved bank account with customer:sale on its customer and method', async () => {
    fake.routes.set('POST /api/v2/transactions', json(200, ACH_APPROVED));
    const result = await gateway().tokenSale({
      ...SALE,
      type: 'ach',
      token: 'ksddgpqgpbs5zkmb/on02x3rbwshz23nhb',
      amountCents: 2500,
    });
    expect(fake.seen[0]?.body).toEqual({
      command: 'customer:sale',
      custkey: 'ksddgpqgpbs5zkmb',
      paymethod_key: 'on02x3rbwshz23nhb',
      amount: '25.00',
      invoice: 'plan-7-1',
      description: 'Installment 1 of 3 on ACC-100001',
    });
    expect(result).toMatchObject({
      outcome: 'approved',
      resultCode: 'A',
      refnum: '100075',
      authCode: 'TMD0C7',
    });
  });

  it('maps a decline, and keeps a time-out for reconciliation', async () => {
    fake.routes.set(
      'POST /api/v2/transactions',
      json(200, {
        ...ACH_APPROVED,
        result_code: 'D',
        result: 'Declined',
        error: 'Insufficient funds',
        error_code: '10127',
        auth_amount: '0.00',
      }),
    );
    expect(await gateway().tokenSale(SALE)).toMatchObject({
      outcome: 'declined',
      approvedAmountCents: 0,
      errorMessage: 'Insufficient funds',
      errorCode: '10127',
    });
    fake.routes.set('POST /api/v2/transactions', (res) =>
      setTimeout(() => json(200, ACH_APPROVED)(res), 2000),
    );
    expect(await gateway(300).tokenSale({ ...SALE, type: 'ach', token: 'a/b' })).toMatchObject({
      outcome: 'timeout',
      approvedAmountCents: 0,
    });
  });

  it('refuses a token of the wrong kind or a card number without asking the processor', async () => {
    for (const request of [
      { ...SALE, type: 'ach' as const, token: 'tqb9-o076-tpfk-lb8l' },
      { ...SALE, token: 'ksddgpqgpbs5zkmb/on02x3rbwshz23nhb' },
      { ...SALE, token: CARD_NUMBER },
    ]) {
      expect(clean(await gateway().tokenSale(request))).toMatchObject({
        outcome: 'error',
        errorMessage: SAVED_METHOD_MESSAGES.badToken,
      });
    }
    await expect(gateway().tokenSale({ ...SALE, amountCents: 12.5 })).rejects.toThrow(RangeError);
    expect(fake.seen).toHaveLength(0);
  });
});
