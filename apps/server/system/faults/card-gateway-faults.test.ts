import { PAYMENT_MESSAGES } from '@arrears/domain';
import { writeEvidenceSection } from '@arrears/harness/evidence';
import { startPostgres } from '@arrears/harness/postgres';
import { type ServerProcess, signIn, startServer, stopServer } from '@arrears/harness/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeProcessor,
  PROCESSOR_500_ERROR,
  type ProcessorBehaviour,
  startFakeProcessor,
} from './card-gateway-fake-processor';

/**
 * Card processor slow or failing (decision 0025, faults): the built server on a real PostgreSQL with
 * PAYMENT_GATEWAY=usaepay pointed at a local stand-in that approves, answers after our time-out
 * (and approves then: a late approval), answers 500, or cuts the connection. Payments go through
 * the real API as the demo debtor (portal) and the demo admin (agent). Decision 0017: an unknown
 * outcome is pending_reconciliation, and the same invoice is never sent to the processor twice.
 */
const DEMO_PASSWORD = 'Password123!';
const TIMEOUT_MS = 1_500;
const LATE_MS = 3_000;

let pgServer: { url: string; stop(): void };
let db: pg.Client;
let processor: FakeProcessor;
let server: ServerProcess;
let debtor: string;
let admin: string;
let lastDemoPaymentId: number; // the demo history's payments come before the test's
const rows: string[] = [];

type Answer = { status: number; body: Record<string, unknown> };

async function pay(cookie: string, body: object): Promise<Answer> {
  const res = await fetch(`${server.url}/api/usaepay/process-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function getJson<T>(cookie: string, path: string): Promise<T> {
  const res = await fetch(server.url + path, { headers: { cookie }, signal: AbortSignal.timeout(15_000) });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function balanceOf(accountNumber: string): Promise<string> {
  const { rows } = await db.query('SELECT unpaid_balance FROM debt_accounts WHERE account_number = $1', [
    accountNumber,
  ]);
  return rows[0].unpaid_balance;
}

async function accountId(accountNumber: string): Promise<number> {
  const { rows } = await db.query('SELECT id FROM debt_accounts WHERE account_number = $1', [accountNumber]);
  return rows[0].id;
}

async function paymentRow(invoice: string) {
  const { rows } = await db.query('SELECT id, status, amount FROM payments WHERE invoice = $1', [invoice]);
  return rows as { id: number; status: string; amount: string }[];
}

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

function cardBody(debtAccountId: number, amount: number, invoice: string) {
  return {
    cardNumber: '4000 1000 1111 2224',
    expMonth: '12',
    expYear: String(new Date().getFullYear() + 1),
    cvv: '123',
    amount,
    billingInfo: { firstName: 'John', lastName: 'Doe', address: '42 Maple Street', zip: '08002' },
    invoice,
    debtAccountId,
    // The admin's (agent's) payments carry the consumer's yes; the debtor's own ignore it.
    consumerAuthorized: true,
  };
}

/** Pays once, retries the same body `retries` times, and returns every answer with what moved. */
async function payAndRetry(
  who: string,
  accountNumber: string,
  amount: number,
  behaviour: ProcessorBehaviour,
  { concurrentFirst = 1, retries = 1 } = {},
) {
  const prefix = { approve: 'OK', 'late-approve': 'LATE', 'error-500': 'E500', drop: 'DROP' }[behaviour];
  const invoice = `${prefix}-${Date.now()}`;
  const body = cardBody(await accountId(accountNumber), amount, invoice);
  const before = await balanceOf(accountNumber);
  const started = Date.now();
  const first = await Promise.all(Array.from({ length: concurrentFirst }, () => pay(who, body)));
  const answeredMs = Date.now() - started;
  await processor.lateAnswersDone(); // a late approval has now reached the processor's books
  const again: Answer[] = [];
  for (let i = 0; i < retries; i++) again.push(await pay(who, body));
  const after = await balanceOf(accountNumber);
  return { invoice, first, again, answeredMs, balanceChangeCents: cents(after) - cents(before) };
}

function record(label: string, r: Awaited<ReturnType<typeof payAndRetry>>, status: string) {
  const { body } = r.first[0];
  const sales = processor.salesOf(r.invoice);
  rows.push(
    `| ${label} | ${r.first[0].status} \`success: ${body.success}, status: ${body.status}\` (${(r.answeredMs / 1000).toFixed(1)} s) | ${status} | ${sales.length} of ${r.first.length + r.again.length} requests | ${sales.filter((s) => s.charged).length} | ${(r.balanceChangeCents / 100).toFixed(2)} |`,
  );
}

beforeAll(async () => {
  pgServer = startPostgres({ dir: '/tmp/pg-faults-mail', port: 54362 });
  db = new pg.Client({ connectionString: pgServer.url });
  processor = await startFakeProcessor({ lateMs: LATE_MS });
  server = await startServer({
    env: {
      DATABASE_URL: pgServer.url,
      DEMO: 'true',
      NODE_ENV: 'development',
      PAYMENT_GATEWAY: 'usaepay',
      USAEPAY_BASE_URL: processor.baseUrl,
      USAEPAY_API_KEY: 'fault-test-key',
      USAEPAY_API_PIN: '1234',
      USAEPAY_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  await db.connect();
  lastDemoPaymentId = (await db.query('SELECT coalesce(max(id), 0)::int AS id FROM payments')).rows[0].id;
  debtor = await signIn(server, 'jdoe', DEMO_PASSWORD);
  admin = await signIn(server, 'admin', DEMO_PASSWORD);
});

afterAll(async () => {
  await stopServer(server);
  await processor?.close();
  await db?.end();
  pgServer?.stop();
  if (rows.length)
    writeEvidenceSection(
      'faults-gateway',
      [
        '## Faults: card processor slow or failing (`npm run test:faults`, system/faults/card-gateway-faults.test.ts)',
        '',
        `Built server on PostgreSQL, \`PAYMENT_GATEWAY=usaepay\` against a local stand-in; \`USAEPAY_TIMEOUT_MS=${TIMEOUT_MS}\`.`,
        'Each fault: one payment through `POST /api/usaepay/process-payment`, then the same body (same invoice) again.',
        '',
        '| processor behaviour | first answer | payment status | sales the processor received | charged by the processor | balance change |',
        '| --- | --- | --- | --- | --- | --- |',
        ...rows,
        '',
        `A late approval (answer after ${LATE_MS / 1000} s) is money taken that our side never heard of: it stays`,
        '`pending_reconciliation` (balance untouched, HIGH security event) for the back office; no retry sends it again.',
      ].join('\n'),
    );
});

describe('card processor faults through the real API', () => {
  it('applies an approval once, and a retry of its invoice answers the same confirmation', async () => {
    const r = await payAndRetry(debtor, 'ACC-100001', 10, 'approve');
    expect(r.first[0]).toMatchObject({ status: 200, body: { success: true, status: 'approved' } });
    expect(r.again[0].body).toEqual(r.first[0].body); // the stored answer, same confirmation code
    expect(processor.salesOf(r.invoice)).toHaveLength(1);
    expect(r.balanceChangeCents).toBe(-1000);
    const details = await getJson<{ paymentDetails: { paymentId: number }[] }>(
      admin,
      '/api/admin/payment-details',
    );
    expect(details.paymentDetails.filter((p) => p.paymentId === r.first[0].body.paymentId)).toHaveLength(1);
    record('approves', r, (await paymentRow(r.invoice))[0].status);
  });

  it('records a 500 as an error: nothing approved, balance unchanged, a retry sends nothing', async () => {
    const r = await payAndRetry(debtor, 'ACC-100001', 11, 'error-500');
    expect(r.first[0]).toMatchObject({
      status: 200,
      body: { success: false, status: 'error', message: PAYMENT_MESSAGES.processorError },
    });
    expect(r.first[0].body.failureReason).toBe(PROCESSOR_500_ERROR);
    expect(r.again[0].body).toEqual(r.first[0].body);
    expect(processor.salesOf(r.invoice)).toHaveLength(1);
    expect(r.balanceChangeCents).toBe(0);
    expect((await paymentRow(r.invoice)).map((p) => p.status)).toEqual(['error']);
    record('answers 500', r, 'error');
  });

  it('keeps a time-out for reconciliation, and neither a retry nor the late approval charges twice', async () => {
    // Two submissions of the same invoice at once (a double click), then a retry after the late approval.
    const r = await payAndRetry(debtor, 'ACC-100001', 12, 'late-approve', { concurrentFirst: 2, retries: 2 });
    for (const answer of [...r.first, ...r.again]) {
      expect(answer).toMatchObject({
        status: 200,
        body: {
          success: false,
          status: 'pending_reconciliation',
          message: PAYMENT_MESSAGES.pendingReconciliation,
        },
      });
      expect(answer.body.paymentId).toBe(r.first[0].body.paymentId);
    }
    const sales = processor.salesOf(r.invoice);
    expect(sales).toHaveLength(1);
    expect(sales[0].charged).toBe(true); // the processor did take the money, after our time-out
    expect(r.balanceChangeCents).toBe(0); // but it is not counted as approved until reconciled
    expect((await paymentRow(r.invoice)).map((p) => p.status)).toEqual(['pending_reconciliation']);
    await expectPendingAndFlagged(debtor, r.first[0].body.paymentId as number, '$12.00 on ACC-100001');
    record(`answers after ${LATE_MS / 1000} s (late approval)`, r, 'pending_reconciliation');
  });

  it('keeps a dropped connection for reconciliation, for an agent too, and a retry sends nothing', async () => {
    const r = await payAndRetry(admin, 'ACC-100003', 13, 'drop');
    expect(r.first[0]).toMatchObject({
      status: 200,
      body: { success: false, status: 'pending_reconciliation' },
    });
    expect(r.again[0].body).toEqual(r.first[0].body);
    expect(processor.salesOf(r.invoice)).toHaveLength(1);
    expect(r.balanceChangeCents).toBe(0);
    expect((await paymentRow(r.invoice)).map((p) => p.status)).toEqual(['pending_reconciliation']);
    await expectPendingAndFlagged(null, r.first[0].body.paymentId as number, '$13.00 on ACC-100003');
    record('cuts the connection (agent)', r, 'pending_reconciliation');
  });

  it('has no approved payment without an approval answer, and no invoice sent twice', async () => {
    const { rows: approved } = await db.query(
      "SELECT invoice FROM payments WHERE status = 'approved' AND id > $1",
      [lastDemoPaymentId],
    );
    const approvedInTime = processor.sales.filter((s) => s.behaviour === 'approve').map((s) => s.invoice);
    expect(approved.map((p) => p.invoice).sort()).toEqual(approvedInTime.sort());
    const invoices = processor.sales.map((s) => s.invoice);
    expect(new Set(invoices).size).toBe(invoices.length);
  });
});

/** The debtor sees the payment as pending; the admin sees a HIGH payment_unconfirmed event for it. */
async function expectPendingAndFlagged(debtorCookie: string | null, paymentId: number, what: string) {
  if (debtorCookie) {
    const mine = await getJson<{ id: number; status: string }[]>(debtorCookie, '/api/customer/payments');
    expect(mine.find((p) => p.id === paymentId)?.status).toBe('pending');
  }
  const res = await fetch(`${server.url}/api/security/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin },
    body: JSON.stringify({ eventType: 'payment_unconfirmed', riskLevel: 'HIGH' }),
  });
  const { events } = (await res.json()) as { events: { eventDescription: string }[] };
  const { rows } = await db.query(
    "SELECT count(*)::int AS n FROM security_events WHERE event_type = 'payment_unconfirmed' AND details->>'paymentId' = $1",
    [String(paymentId)],
  );
  expect(rows[0].n).toBe(1);
  expect(events.filter((e) => e.eventDescription.includes(what))).toHaveLength(1);
}
