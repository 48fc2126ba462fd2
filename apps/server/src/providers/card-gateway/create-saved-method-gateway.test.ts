import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_API_KEY,
  FAKE_PIN,
  type FakeUsaepay,
  json,
  startFakeUsaepay,
} from '../../../test/kits/payments/usaepay-fake';
import { loadConfig } from '../../config';
import { createSavedMethodGateway } from './create-saved-method-gateway';
import { SandboxSavedMethods } from './sandbox-saved-methods';
import { UsaepaySavedMethods } from './usaepay-saved-methods';

const BASE_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

let fake: FakeUsaepay;
beforeAll(async () => {
  fake = await startFakeUsaepay();
});
afterAll(() => fake.close());

describe('createSavedMethodGateway', () => {
  it('uses the sandbox by default', () => {
    const gateway = createSavedMethodGateway(loadConfig(BASE_ENV));
    expect(gateway).toBeInstanceOf(SandboxSavedMethods);
    expect(gateway.name).toBe('sandbox');
  });

  it('uses USAePay, with the configured URL, key and PIN, when PAYMENT_GATEWAY=usaepay', async () => {
    const config = loadConfig({
      ...BASE_ENV,
      PAYMENT_GATEWAY: 'usaepay',
      USAEPAY_BASE_URL: `${fake.baseUrl}/`,
      USAEPAY_API_KEY: FAKE_API_KEY,
      USAEPAY_API_PIN: FAKE_PIN,
    });
    const gateway = createSavedMethodGateway(config);
    expect(gateway).toBeInstanceOf(UsaepaySavedMethods);
    expect(gateway.name).toBe('usaepay');

    fake.routes.set(
      'POST /api/v2/transactions',
      json(200, {
        result_code: 'A',
        savedcard: { type: 'MasterCard', key: 'abcd-efgh-ijkl-mnop', cardnumber: '5555xxxxxxxx4444' },
      }),
    );
    const saved = await gateway.saveCard({
      cardholder: 'Jane Doe',
      number: '5555555555554444',
      expMonth: 1,
      expYear: 2031,
      cvc: '999',
    });
    expect(saved).toEqual({ ok: true, token: 'abcd-efgh-ijkl-mnop', last4: '4444', cardType: 'M' });
    expect(fake.seen.at(-1)).toMatchObject({ path: '/api/v2/transactions', hashValid: true });
  });

  it('refuses usaepay without its keys', () => {
    const config = { ...loadConfig(BASE_ENV), paymentGateway: 'usaepay' as const, usaepay: null };
    expect(() => createSavedMethodGateway(config)).toThrow(
      /USAEPAY_BASE_URL, USAEPAY_API_KEY and USAEPAY_API_PIN/,
    );
  });
});
