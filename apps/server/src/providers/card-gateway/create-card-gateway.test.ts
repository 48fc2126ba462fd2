import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createCardGateway } from './create-card-gateway';
import { SandboxCardGateway } from './sandbox-gateway';
import { UsaepayCardGateway } from './usaepay-gateway';

const BASE_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
const USAEPAY_ENV = { USAEPAY_API_KEY: 'test-api-key', USAEPAY_API_PIN: '4321' };

// A processor that approves anything, to see the configured base URL and key really being used.
let server: Server;
let baseUrl: string;
const authorizations: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    authorizations.push(req.headers.authorization ?? '');
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ result_code: 'A', result: 'Approved', refnum: '3000000001', authcode: '123456' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('createCardGateway', () => {
  it('uses the sandbox by default and when PAYMENT_GATEWAY=sandbox', () => {
    for (const env of [BASE_ENV, { ...BASE_ENV, PAYMENT_GATEWAY: 'sandbox' }]) {
      const gateway = createCardGateway(loadConfig(env));
      expect(gateway).toBeInstanceOf(SandboxCardGateway);
      expect(gateway.name).toBe('sandbox');
    }
  });

  it('uses the USAePay client, with the configured URL and key, when PAYMENT_GATEWAY=usaepay', async () => {
    const config = loadConfig({
      ...BASE_ENV,
      ...USAEPAY_ENV,
      PAYMENT_GATEWAY: 'usaepay',
      USAEPAY_BASE_URL: baseUrl,
      USAEPAY_TIMEOUT_MS: '5000',
    });
    const gateway = createCardGateway(config);
    expect(gateway).toBeInstanceOf(UsaepayCardGateway);
    expect(gateway.name).toBe('usaepay');

    const result = await gateway.sale({
      invoice: 'ARR-INV-CFG',
      amountCents: 100,
      card: { cardholder: 'Jane Doe', number: '4000100011112224', expMonth: 1, expYear: 2031, cvc: '999' },
    });
    expect(result).toMatchObject({ outcome: 'approved', approvedAmountCents: 100, refnum: '3000000001' });
    const basic = authorizations.at(-1)?.replace(/^Basic /, '') ?? '';
    expect(Buffer.from(basic, 'base64').toString('utf8')).toMatch(/^test-api-key:s2\/[^/]+\/[0-9a-f]{64}$/);
  });

  it('refuses PAYMENT_GATEWAY=usaepay without its keys', () => {
    expect(() => loadConfig({ ...BASE_ENV, PAYMENT_GATEWAY: 'usaepay' })).toThrow(
      /USAEPAY_BASE_URL is required/,
    );
    const config = { ...loadConfig(BASE_ENV), paymentGateway: 'usaepay' as const, usaepay: null };
    expect(() => createCardGateway(config)).toThrow(/USAEPAY_BASE_URL, USAEPAY_API_KEY and USAEPAY_API_PIN/);
  });

  it('refuses to start production on the sandbox', () => {
    expect(() => loadConfig({ ...BASE_ENV, NODE_ENV: 'production' })).toThrow(
      /PAYMENT_GATEWAY=sandbox is not allowed in production/,
    );
  });
});
