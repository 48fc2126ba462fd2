import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CardSaleRequest, CardSaleResult } from './card-gateway';
import { usaepayAuthorization } from './usaepay-auth';
import { USAEPAY_MESSAGES, UsaepayCardGateway } from './usaepay-gateway';

// The example credentials of USAePay's REST documentation (help.usaepay.info/api/rest/ "Authentication").
const API_KEY = '_V87Qtb513Cd3vabM7RC0TbtJWeSo8p7';
const PIN = '123456';
const CARD_NUMBER = '4000100011112224';
const CVV = '987';

const SALE: CardSaleRequest = {
  invoice: 'ARR-INV-0001',
  amountCents: 1234,
  description: 'Payment on ACC-100001',
  card: {
    cardholder: 'Jane Doe',
    number: CARD_NUMBER,
    expMonth: 9,
    expYear: 2030,
    cvc: CVV,
    avsStreet: '1234 Main St',
    avsZip: '12345',
  },
};

// Shaped like the sandbox's own answer to 4000100011112224 (field names per the REST v2 docs).
const APPROVED = {
  type: 'transaction',
  key: 'enfy1zj9dh3cdjc',
  refnum: '3225593736',
  is_duplicate: 'N',
  result_code: 'A',
  result: 'Approved',
  authcode: '277588',
  creditcard: { type: 'V', number: 'XXXXXXXXXXXX2224', category_code: 'A' },
  invoice: 'ARR-INV-0001',
  avs: { result_code: 'YYY', result: 'Address: Match & 5 Digit Zip: Match' },
  cvc: { result_code: 'M', result: 'Match' },
  batch: { type: 'batch', key: 'ct189xsq1m3kdbp', sequence: '279' },
  auth_amount: '12.34',
  trantype: 'Credit Card Sale',
};
const NOT_TAKEN = { authcode: '000000', avs: APPROVED.avs, cvc: APPROVED.cvc, auth_amount: '0.00' };

/** What the fake processor saw of one request, checked the way USAePay checks it. */
interface SeenRequest {
  method: string;
  path: string;
  contentType: string;
  apiKey: string;
  seed: string;
  hashValid: boolean;
  body: Record<string, unknown>;
}

type Reply = (res: ServerResponse) => void;
const json =
  (status: number, body: unknown): Reply =>
  (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

let server: Server;
let baseUrl: string;
let reply: Reply;
const seen: SeenRequest[] = [];

function inspect(req: IncomingMessage, raw: string): SeenRequest {
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const apiKey = decoded.slice(0, colon);
  const [, seed = '', hash = ''] = /^s2\/([^/]+)\/([0-9a-f]{64})$/.exec(decoded.slice(colon + 1)) ?? [];
  const expected = createHash('sha256').update(`${API_KEY}${seed}${PIN}`).digest('hex');
  return {
    method: req.method ?? '',
    path: req.url ?? '',
    contentType: req.headers['content-type'] ?? '',
    apiKey,
    seed,
    hashValid: seed !== '' && hash === expected,
    body: JSON.parse(raw),
  };
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = inspect(req, Buffer.concat(chunks).toString('utf8'));
    seen.push(request);
    const valid =
      request.method === 'POST' && request.path === '/api/v2/transactions' && request.apiKey === API_KEY;
    if (!valid || !request.hashValid)
      return json(401, { error: 'Invalid API key or hash', errorcode: 23 })(res);
    reply(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  reply = json(200, APPROVED);
});

/** One sale through the client; whatever happened, the result never carries the card number or CVV. */
async function charge(request: CardSaleRequest = SALE, options: { timeoutMs?: number; url?: string } = {}) {
  const gateway = new UsaepayCardGateway({
    baseUrl: options.url ?? baseUrl,
    apiKey: API_KEY,
    pin: PIN,
    timeoutMs: options.timeoutMs ?? 5000,
  });
  const result: CardSaleResult = await gateway.sale(request);
  const text = JSON.stringify(result);
  expect(text).not.toContain(CARD_NUMBER);
  expect(text).not.toContain(CVV);
  return result;
}

const NOTHING = {
  approvedAmountCents: 0,
  refnum: null,
  authCode: null,
  card: { type: null, maskedNumber: null },
  avs: { result: null, resultCode: null },
  cvc: { result: null, resultCode: null },
  isDuplicate: false,
};

describe('USAePay authentication', () => {
  it('builds the documented header for the documented key, seed and PIN', () => {
    expect(usaepayAuthorization(API_KEY, PIN, 'abcdefghijklmnop')).toBe(
      'Basic X1Y4N1F0YjUxM0NkM3ZhYk03UkMwVGJ0SldlU284cDc6czIvYWJjZGVmZ2hpamtsbW5vcC9iNzRjMmZhOTFmYjBhMDk3NTVlMzc3ZWU4ZTIwYWE4NmQyYjkyYzNkMmYyNzcyODBkYjU5NWY2MzZiYjE5MGU2',
    );
  });

  it('signs every request with a fresh seed', async () => {
    await charge();
    await charge();
    expect(seen).toHaveLength(2);
    expect(seen.every((r) => r.hashValid)).toBe(true);
    expect(seen[0]?.seed).not.toBe(seen[1]?.seed);
  });
});

describe('USAePay sale', () => {
  it('sends cc:sale with the exact amount, invoice and card, and maps an approval', async () => {
    const result = await charge();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/v2/transactions',
      apiKey: API_KEY,
      hashValid: true,
    });
    expect(seen[0]?.contentType).toMatch(/^application\/json/);
    expect(seen[0]?.body).toEqual({
      command: 'cc:sale',
      amount: '12.34',
      invoice: 'ARR-INV-0001',
      description: 'Payment on ACC-100001',
      creditcard: {
        cardholder: 'Jane Doe',
        number: CARD_NUMBER,
        expiration: '0930',
        cvc: CVV,
        avs_street: '1234 Main St',
        avs_zip: '12345',
      },
    });
    expect(result).toEqual({
      outcome: 'approved',
      resultCode: 'A',
      result: 'Approved',
      approvedAmountCents: 1234,
      refnum: '3225593736',
      authCode: '277588',
      card: { type: 'V', maskedNumber: 'XXXXXXXXXXXX2224' },
      avs: { result: 'Address: Match & 5 Digit Zip: Match', resultCode: 'YYY' },
      cvc: { result: 'Match', resultCode: 'M' },
      isDuplicate: false,
      errorMessage: null,
      errorCode: null,
    });
  });

  it('writes amounts from integer cents as exact decimals and expiry as MMYY', async () => {
    for (const [cents, amount] of [
      [1, '0.01'],
      [29, '0.29'],
      [1999, '19.99'],
      [100000, '1000.00'],
      [123456789, '1234567.89'],
    ] as const) {
      await charge({ ...SALE, amountCents: cents, card: { ...SALE.card, expMonth: 12, expYear: 2031 } });
      expect(seen.at(-1)?.body).toMatchObject({ amount, creditcard: { expiration: '1231' } });
    }
  });

  it('refuses a non-integer or empty amount before sending anything', async () => {
    for (const amountCents of [0, -5, 12.5]) {
      await expect(charge({ ...SALE, amountCents })).rejects.toThrow(RangeError);
    }
    expect(seen).toHaveLength(0);
  });

  it('applies only the approved part of a partial approval', async () => {
    reply = json(200, { ...APPROVED, result_code: 'P', result: 'Partially Approved', auth_amount: '5.00' });
    expect(await charge()).toMatchObject({ outcome: 'partial', resultCode: 'P', approvedAmountCents: 500 });
  });

  it('keeps a partial approval without an amount for reconciliation', async () => {
    const { auth_amount: _, ...withoutAmount } = APPROVED;
    reply = json(200, { ...withoutAmount, result_code: 'P', result: 'Partially Approved' });
    expect(await charge()).toMatchObject({
      outcome: 'timeout',
      resultCode: 'P',
      approvedAmountCents: 0,
      refnum: '3225593736',
      errorMessage: USAEPAY_MESSAGES.partialWithoutAmount,
    });
  });

  it('maps a decline with the processor reason and nothing taken', async () => {
    reply = json(200, {
      ...APPROVED,
      ...NOT_TAKEN,
      result_code: 'D',
      result: 'Declined',
      error: 'Card Declined (00)',
      error_code: '10127',
    });
    expect(await charge()).toEqual({
      outcome: 'declined',
      resultCode: 'D',
      result: 'Declined',
      approvedAmountCents: 0,
      refnum: '3225593736',
      authCode: null,
      card: { type: 'V', maskedNumber: 'XXXXXXXXXXXX2224' },
      avs: { result: 'Address: Match & 5 Digit Zip: Match', resultCode: 'YYY' },
      cvc: { result: 'Match', resultCode: 'M' },
      isDuplicate: false,
      errorMessage: 'Card Declined (00)',
      errorCode: '10127',
    });
  });

  it('maps an error answer (E) and a verification request (V)', async () => {
    reply = json(200, {
      ...APPROVED,
      ...NOT_TAKEN,
      result_code: 'E',
      result: 'Error',
      error: 'Processing Error Please Try Again',
      error_code: 10001,
    });
    expect(await charge()).toMatchObject({
      outcome: 'error',
      resultCode: 'E',
      approvedAmountCents: 0,
      errorMessage: 'Processing Error Please Try Again',
      errorCode: '10001',
    });
    reply = json(200, { ...APPROVED, ...NOT_TAKEN, result_code: 'V', result: 'Verification' });
    expect(await charge()).toMatchObject({
      outcome: 'verification_required',
      resultCode: 'V',
      approvedAmountCents: 0,
      errorMessage: 'Verification',
    });
  });

  it('reads the duplicate flag as the processor sends it', async () => {
    for (const [flag, isDuplicate] of [
      [true, true],
      ['Y', true],
      ['true', true],
      ['N', false],
      [false, false],
    ] as const) {
      reply = json(200, { ...APPROVED, is_duplicate: flag });
      expect(await charge()).toMatchObject({ outcome: 'approved', isDuplicate });
    }
  });

  it('treats an HTTP error with a JSON body as an error with the processor text', async () => {
    reply = json(500, { error: 'Internal gateway error', errorcode: 9001 });
    expect(await charge()).toEqual({
      ...NOTHING,
      outcome: 'error',
      resultCode: null,
      result: 'Error',
      errorMessage: 'Internal gateway error',
      errorCode: '9001',
    });
    reply = json(429, { error: 'API Rate Limit Exceed', errorcode: 155 });
    expect(await charge()).toMatchObject({
      outcome: 'error',
      errorMessage: 'API Rate Limit Exceed',
      errorCode: '155',
    });
  });

  it('keeps an unreadable success for reconciliation, and treats an error status or unknown code as an error', async () => {
    // A 200 we cannot read may still be a charge: never 'error', which would invite a second charge.
    reply = json(200, '<html>Bad Gateway</html>');
    expect(await charge()).toMatchObject({
      ...NOTHING,
      outcome: 'timeout',
      errorMessage: USAEPAY_MESSAGES.unreadable,
    });
    reply = json(502, 'upstream broke');
    expect(await charge()).toMatchObject({
      outcome: 'error',
      errorMessage: USAEPAY_MESSAGES.httpStatus(502),
    });
    reply = json(200, { ...APPROVED, result_code: 'X' });
    expect(await charge()).toMatchObject({ outcome: 'error', errorMessage: USAEPAY_MESSAGES.unknownResult });
  });

  it('never keeps more than the last four digits a processor echoes back', async () => {
    reply = json(200, {
      ...APPROVED,
      ...NOT_TAKEN,
      result_code: 'D',
      creditcard: { type: 'V', number: CARD_NUMBER },
      error: `Card ${CARD_NUMBER} declined`,
    });
    expect(await charge()).toMatchObject({
      card: { maskedNumber: 'XXXXXXXXXXXX2224' },
      errorMessage: 'Card XXXXXXXXXXXX2224 declined',
    });
  });
});

describe('USAePay sale when the processor does not answer', () => {
  it('marks a time-out for reconciliation, never as approved', async () => {
    reply = (res) => setTimeout(() => json(200, APPROVED)(res), 2000);
    const started = Date.now();
    const result = await charge(SALE, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(seen).toHaveLength(1);
    expect(result).toEqual({
      ...NOTHING,
      outcome: 'timeout',
      resultCode: null,
      result: 'Timeout',
      errorMessage: null,
      errorCode: null,
    });
  });

  it('marks a connection dropped after sending, and a gateway time-out, for reconciliation', async () => {
    reply = (res) => res.socket?.destroy();
    expect(await charge()).toMatchObject({
      ...NOTHING,
      outcome: 'timeout',
      errorMessage: USAEPAY_MESSAGES.connectionLost,
    });
    reply = json(504, 'Gateway Timeout');
    expect(await charge()).toMatchObject({
      outcome: 'timeout',
      errorMessage: USAEPAY_MESSAGES.gatewayTimeout,
    });
  });

  it('answers an error when nothing reached the processor', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await charge(SALE, { url: `http://127.0.0.1:${port}` })).toEqual({
      ...NOTHING,
      outcome: 'error',
      resultCode: null,
      result: 'Error',
      errorMessage: USAEPAY_MESSAGES.unreachable,
      errorCode: null,
    });
  });
});
