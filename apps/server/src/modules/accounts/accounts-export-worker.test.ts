import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { EXPORT_BUSY_MESSAGE } from './accounts-export';

/*
 * The export's worker thread seen from outside, over a real connection: a client that goes away
 * stops it, a failure in it breaks the download and is logged, and only one runs at a time.
 */

/** Enough rows that an export is still running when the client stops reading after one chunk. */
const ACCOUNTS = 10_000;
/**
 * When set, the export's second batch reaches the worker cut short: the worker cannot read it and
 * fails after the first batch's bytes have gone out, as any error on that thread would.
 */
const sabotage = vi.hoisted(() => ({ secondBatch: false }));
vi.mock('./export-batches', async (importOriginal) => {
  const real = await importOriginal<typeof import('./export-batches')>();
  return {
    ...real,
    async *accountTextBatches(...args: Parameters<typeof real.accountTextBatches>) {
      let n = 0;
      for await (const batch of real.accountTextBatches(...args)) {
        n += 1;
        yield sabotage.secondBatch && n === 2 ? batch.slice(0, batch.length / 2) : batch;
      }
    },
  };
});

let t: TestApp;
let cookie: string;
let base: string;
const logLines: string[] = [];

const logged = (text: string) => logLines.some((line) => line.includes(text));
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function download(): Promise<IncomingMessage> {
  return new Promise((resolve, reject) =>
    get(`${base}/api/admin/export-excel`, { headers: { cookie } }, resolve).on('error', reject),
  );
}

/** Reads the whole answer; `broken` when the connection ended before the end of the body. */
function readAll(res: IncomingMessage): Promise<{ body: Buffer; broken: boolean }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (broken: boolean) => resolve({ body: Buffer.concat(chunks), broken });
    res.on('end', () => done(!res.complete));
    res.on('error', () => done(true));
    res.on('aborted', () => done(true));
  });
}

/** The rows of the downloaded workbook's sheet, header included. */
async function sheetRows(body: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0].actualRowCount;
}

beforeAll(async () => {
  // Files share one module registry (vitest isolate: false): this one loads the app afresh so that
  // the app gets the mocked batches, and afterAll drops the mock for the files after it.
  vi.resetModules();
  const { buildTestApp } = await import('../../../test/build-test-app');
  const { createUser, signIn } = await import('../../../test/factories');
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
  await createUser(t.deps.db, { username: 'export-staff', role: 'staff' });
  cookie = await signIn(t.app, 'export-staff');
  await t.deps.db.execute(sql`
    INSERT INTO debt_accounts (account_number, full_name, unpaid_balance)
    SELECT 'EW-' || lpad(g::text, 6, '0'), 'Export Worker ' || g, g % 500 + 0.25
    FROM generate_series(1, ${ACCOUNTS}::int) g`);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t.close();
  vi.doUnmock('./export-batches');
  vi.resetModules();
});

describe('the accounts export worker', () => {
  it('runs one export at a time, and stops the worker when the client goes away', async () => {
    const first = await download();
    expect(first.statusCode).toBe(200);
    // One chunk read, then the client stops reading and waits.
    await new Promise((resolve) => first.once('data', resolve));
    first.pause();

    const second = await t.app.inject({ method: 'GET', url: '/api/admin/export-excel', headers: { cookie } });
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(EXPORT_BUSY_MESSAGE);

    first.destroy();
    // Logged once the worker thread is terminated, and only when the file was not finished.
    await until(() => logged('accounts export stopped: the client went away'), 'the stopped export');
    expect(logged('accounts export failed')).toBe(false);

    // The slot is free again: the next export runs to the end.
    const third = await download();
    expect(third.statusCode).toBe(200);
    const { body, broken } = await readAll(third);
    expect(broken).toBe(false);
    expect(await sheetRows(body)).toBe(ACCOUNTS + 1);
  }, 120_000);

  it('breaks the download and logs why when the worker fails', async () => {
    sabotage.secondBatch = true;
    const res = await download();
    expect(res.statusCode).toBe(200); // the first batch went out before the failure
    const { broken } = await readAll(res);
    expect(broken).toBe(true);
    await until(() => logged('accounts export failed'), 'the failure in the log');
    const line = logLines.find((l) => l.includes('accounts export failed')) ?? '';
    expect(line).toContain('The export worker failed');
    expect(line).toContain('JSON');

    // The failed export gave its slot back.
    sabotage.secondBatch = false;
    const next = await download();
    expect(next.statusCode).toBe(200);
    expect((await readAll(next)).broken).toBe(false);
  }, 120_000);
});
