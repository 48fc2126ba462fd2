import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  PAYMENT_GATEWAY: 'usaepay',
  USAEPAY_BASE_URL: 'https://sandbox.example.test',
  USAEPAY_API_KEY: 'key',
  USAEPAY_API_PIN: 'pin',
  TELEPHONY: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'tok',
  TWILIO_FROM_NUMBER: '+18885550147',
  DATABASE_URL: 'postgres://db.internal/arrears',
};

function problemsOf(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a configuration problem');
}

describe('loadConfig', () => {
  it('runs out of the box in development: embedded database, demo data, sandbox providers', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toMatchObject({ kind: 'pglite' });
    expect(c.demo).toBe(true);
    expect(c.paymentGateway).toBe('sandbox');
    expect(c.brand.phone).toBe('1-888-555-0147');
  });

  it('turns demo data off with DATABASE_URL and on request', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demo).toBe(false);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  });

  it('stops a production start without SESSION_SECRET or DATA_ENCRYPTION_KEY, naming them', () => {
    const message = problemsOf({ ...production, SESSION_SECRET: undefined, DATA_ENCRYPTION_KEY: '' });
    expect(message).toContain('SESSION_SECRET is required in production');
    expect(message).toContain('DATA_ENCRYPTION_KEY is required in production');
  });

  it('stops a production start with demo data or sandbox providers', () => {
    expect(problemsOf({ ...production, DEMO: 'true' })).toContain('DEMO=true is not allowed in production');
    expect(problemsOf({ ...production, PAYMENT_GATEWAY: 'sandbox' })).toContain('PAYMENT_GATEWAY=sandbox');
    expect(problemsOf({ ...production, TELEPHONY: undefined })).toContain('TELEPHONY=simulator');
  });

  it('accepts a complete production configuration, with secure cookies implied', () => {
    const c = loadConfig(production);
    expect(c.isProduction).toBe(true);
    expect(c.demo).toBe(false);
  });

  it('reads the test account left out of Total Collected', () => {
    expect(loadConfig({ TEST_ACCOUNT_NUMBER: ' ACC-TEST-0001 ' }).testAccountNumber).toBe('ACC-TEST-0001');
    expect(loadConfig({ TEST_ACCOUNT_NUMBER: '' }).testAccountNumber).toBeNull();
  });

  it('names the variable of a bad value', () => {
    expect(problemsOf({ PORT: 'eighty' })).toContain('PORT');
    expect(problemsOf({ DATA_ENCRYPTION_KEY: 'too-short' })).toContain(
      'DATA_ENCRYPTION_KEY: must be 32 bytes',
    );
    expect(problemsOf({ ADMIN_USERNAME: 'root' })).toContain(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
  });
});
