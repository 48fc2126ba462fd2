import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { cardBody, debtorWithAccount, pay } from '../../../test/kits/payments/payment-fixtures';
import { debtAccounts, payments } from '../../db/schema';

/** A local stand-in for the processor: approves, or never answers when the amount is 13.00. */
let server: Server;
const seen: Array<{ path: string; body: Record<string, unknown> }> = [];
let t: TestApp;

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ path: req.url ?? '', body });
    if (body.amount === '13.00') return; // hangs: the client's time-out decides
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        type: 'transaction',
        refnum: '3100000001',
        result_code: 'A',
        result: 'Approved',
        authcode: '314159',
        creditcard: { type: 'V', number: '4000xxxxxxxx2224' },
        avs: { result_code: 'YYY', result: 'Address: Match & 5 Digit Zip: Match' },
        cvc: { result_code: 'M', result: 'Match' },
        is_duplicate: 'N',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({
    env: {
      PAYMENT_GATEWAY: 'usaepay',
      USAEPAY_BASE_URL: `http://127.0.0.1:${port}`,
      USAEPAY_API_KEY: 'test-api-key',
      USAEPAY_API_PIN: '1234',
      USAEPAY_TIMEOUT_MS: '1000',
    },
  });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('process-payment through the USAePay client', () => {
  it('sends the sale to the processor and applies the approval', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '100.00' });
    const body = cardBody(account.id, { amount: 40 });
    const res = (await pay(t, cookie, body)).json();
    expect(res).toMatchObject({ success: true, newBalance: 60, transactionId: '3100000001' });
    expect(seen.at(-1)).toMatchObject({
      path: '/api/v2/transactions',
      body: { command: 'cc:sale', amount: '40.00', invoice: body.invoice },
    });
  });

  it('marks a charge the processor never answers for reconciliation and leaves the balance alone', async () => {
    const { account, cookie } = await debtorWithAccount(t, { unpaidBalance: '100.00' });
    const res = (await pay(t, cookie, cardBody(account.id, { amount: 13 }))).json();
    expect(res).toMatchObject({ success: false, status: 'pending_reconciliation', newBalance: 100 });
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.debtAccountId, account.id));
    expect(row.status).toBe('pending_reconciliation');
    const [acct] = await t.deps.db.select().from(debtAccounts).where(eq(debtAccounts.id, account.id));
    expect(acct.unpaidBalance).toBe('100.00');
  });
});

describe('test payments with a real processor', () => {
  it('are refused: /test-payment only charges the sandbox', async () => {
    const staff = await createUser(t.deps.db, { role: 'staff' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-charge',
      headers: { cookie: await signIn(t.app, staff.username) },
      payload: cardBody(1),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Test payments are available only with the sandbox card gateway.');
  });
});
