// Fault: PostgreSQL restarted while requests flow (reads, card payments on the sandbox gateway, an
// accounts import). While it is down, requests fail cleanly (503 with a JSON message, bounded in
// time) and the server keeps running; once it is back the app recovers by itself; no payment or
// import row is half written. Figures go to docs/evidence.md (section faults-postgres).

import { writeEvidenceSection } from '@arrears/harness/evidence';
import { startPostgres } from '@arrears/harness/postgres';
import { type ServerProcess, signIn, startServer, stopServer, tempDir } from '@arrears/harness/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type Answer,
  balanceCentsOf,
  call,
  type ImportProgressBody,
  query,
  serverEnv,
  toCents,
  uploadImport,
  waitForProgress,
  writeAccountsCsv,
} from './support-db-faults';

const PAYING_ACCOUNTS = 20;
const IMPORT_ROWS = 40_000;
const WORKERS = 8;
const DOWN_MS = 3000;
/** No request may take longer than this, outage or not. */
const REQUEST_BOUND_MS = 15_000;
const FINAL_PAYMENT_STATUSES = ['approved', 'declined', 'error', 'pending_reconciliation'];
const APPROVED_CARD = '4000100011112224';
const DECLINED_CARD = '4000300011112220';

let db: ReturnType<typeof startPostgres>;
let server: ServerProcess | null = null;
let dir: string;

beforeAll(() => {
  db = startPostgres({ dir: '/tmp/pg-faults-db', port: 54361 });
  dir = tempDir('arrears-faults-pg-');
});
afterAll(async () => {
  await stopServer(server);
  db?.stop();
});

interface Outcome {
  kind: 'read' | 'pay';
  startedAt: number;
  endedAt: number;
  answer: Answer | null;
  error: string | null;
  invoice?: string;
}

function payment(accountId: number, invoice: string, card: string) {
  return {
    cardNumber: card,
    expMonth: '12',
    expYear: String(new Date().getFullYear() + 2),
    cvv: '123',
    amount: '1.00',
    billingInfo: {
      firstName: 'Fault',
      lastName: 'Payer',
      address: '1 Main St',
      city: 'Camden',
      state: 'NJ',
      zip: '08102',
    },
    invoice,
    debtAccountId: accountId,
    // Paid by the admin, as an agent: with the consumer's yes.
    consumerAuthorized: true,
  };
}

describe('PostgreSQL restarted under load', () => {
  it('answers 503 with a message while it is down, recovers by itself, and leaves nothing half written', async () => {
    server = await startServer({ env: serverEnv(db.url) });
    const live = server;
    const cookie = await signIn(live, ADMIN.username, ADMIN.password);

    // Accounts to pay (seeded through the import), and a big file to import during the outage.
    const seeded = await uploadImport(live, cookie, writeAccountsCsv(dir, 'PAY', PAYING_ACCOUNTS));
    expect(seeded.status).toBe(200);
    const accounts = await query<{ id: number; account_number: string; unpaid_balance: string }>(
      db.url,
      "SELECT id, account_number, unpaid_balance FROM debt_accounts WHERE account_number LIKE 'PAY-%' ORDER BY id",
    );
    expect(accounts).toHaveLength(PAYING_ACCOUNTS);
    const startCents = new Map(accounts.map((a) => [a.id, toCents(a.unpaid_balance)]));
    const bulkFile = writeAccountsCsv(dir, 'BULK', IMPORT_ROWS);

    // The load: WORKERS clients, each alternating reads and card payments, until told to stop.
    const outcomes: Outcome[] = [];
    let stopLoad = false;
    let sequence = 0;
    const worker = async (w: number) => {
      while (!stopLoad) {
        const n = ++sequence;
        const account = accounts[n % accounts.length];
        const kind: Outcome['kind'] = n % 2 ? 'read' : 'pay';
        const invoice = `FLT-${w}-${n}`;
        const startedAt = performance.now();
        let answer: Answer | null = null;
        let error: string | null = null;
        try {
          if (kind === 'pay') {
            const card = n % 10 === 0 ? DECLINED_CARD : APPROVED_CARD;
            answer = await call(
              live,
              cookie,
              'POST',
              '/api/usaepay/process-payment',
              payment(account.id, invoice, card),
              REQUEST_BOUND_MS,
            );
          } else if (n % 4 === 1) {
            answer = await call(
              live,
              cookie,
              'GET',
              `/api/admin/accounts/${account.id}`,
              undefined,
              REQUEST_BOUND_MS,
            );
          } else {
            answer = await call(
              live,
              cookie,
              'GET',
              '/api/admin/accounts?search=PAY&pageSize=10&view=compact',
              undefined,
              REQUEST_BOUND_MS,
            );
          }
        } catch (e) {
          error = (e as Error & { cause?: { code?: string } }).cause?.code ?? (e as Error).message;
        }
        outcomes.push({
          kind,
          startedAt,
          endedAt: performance.now(),
          answer,
          error,
          invoice: kind === 'pay' ? invoice : undefined,
        });
        // A client that got an error waits a little before the next try, as the pages do.
        if (error || (answer && answer.status >= 500)) await new Promise((r) => setTimeout(r, 100));
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, w) => worker(w));

    // The import runs while PostgreSQL goes away.
    const bulkId = `pg-restart-${Date.now()}`;
    const bulk = uploadImport(live, cookie, bulkFile, bulkId).catch((e: Error) => e);
    await waitForProgress(live, cookie, bulkId, (p) => p.lastCommittedRow > 0, 60_000);

    const downAt = performance.now();
    await db.restart({ downMs: DOWN_MS });
    const upAt = performance.now();
    // Keep the load on until requests succeed again, then a little longer (bounded).
    const firstSuccessAfterUp = async () => {
      const deadline = upAt + 60_000;
      while (performance.now() < deadline) {
        const ok = outcomes.find((o) => o.startedAt >= upAt && o.answer && o.answer.status < 300);
        if (ok) return ok;
        await new Promise((r) => setTimeout(r, 50));
      }
      return null;
    };
    const recovered = await firstSuccessAfterUp();
    await new Promise((r) => setTimeout(r, 2000));
    stopLoad = true;
    await Promise.all(workers);
    const bulkAnswer = await bulk;

    // The server process is still the same one and serves again.
    expect(live.child.exitCode).toBeNull();
    expect(live.child.signalCode).toBeNull();
    expect((await call(live, cookie, 'GET', `/api/admin/accounts/${accounts[0].id}`)).status).toBe(200);
    expect(recovered).not.toBeNull();
    const recoverySeconds = ((recovered as Outcome).endedAt - upAt) / 1000;

    // Clean failures: only 200 or 503, a 503 is JSON with a message, nothing hung or was cut.
    const errors = outcomes.filter((o) => o.error);
    expect(errors.map((o) => o.error)).toEqual([]);
    const answers = outcomes.map((o) => o.answer as Answer);
    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const a of unavailable) {
      expect(a.contentType).toContain('application/json');
      expect(typeof (a.body as { message?: unknown }).message).toBe('string');
    }
    const slowestMs = Math.max(...answers.map((a) => a.ms));
    const slowestDuringOutageMs = Math.max(
      ...outcomes
        .filter((o) => o.startedAt >= downAt && o.startedAt < upAt)
        .map((o) => o.endedAt - o.startedAt),
    );

    // No half-written payment: every row final (or for reconciliation), balances to the cent.
    const ids = accounts.map((a) => a.id);
    const paid = await query<{ status: string; amount: string; debt_account_id: number; invoice: string }>(
      db.url,
      'SELECT status, amount, debt_account_id, invoice FROM payments WHERE debt_account_id = ANY($1::int[])',
      [ids],
    );
    // A processor's answer waits for the database to come back (settling is retried), so none is lost.
    const notFinal = paid.filter((p) => !FINAL_PAYMENT_STATUSES.includes(p.status));
    expect(notFinal, "payment rows left 'processing' by the outage").toEqual([]);
    const approvedCents = new Map<number, number>();
    for (const p of paid.filter((row) => row.status === 'approved')) {
      approvedCents.set(p.debt_account_id, (approvedCents.get(p.debt_account_id) ?? 0) + toCents(p.amount));
    }
    const now = await query<{ id: number; unpaid_balance: string }>(
      db.url,
      'SELECT id, unpaid_balance FROM debt_accounts WHERE id = ANY($1::int[])',
      [ids],
    );
    for (const a of now) {
      expect(toCents(a.unpaid_balance)).toBe((startCents.get(a.id) ?? 0) - (approvedCents.get(a.id) ?? 0));
    }
    // Every approval a client was told about is an approved row.
    const approvedRows = new Set(paid.filter((p) => p.status === 'approved').map((p) => p.invoice));
    const toldApproved = outcomes.filter(
      (o) => o.kind === 'pay' && o.answer?.status === 200 && (o.answer.body as { success?: boolean }).success,
    );
    expect(toldApproved.filter((o) => !approvedRows.has(o.invoice as string))).toEqual([]);

    // No half-written import: the run ended one way or the other, and each committed row is whole.
    expect(bulkAnswer).not.toBeInstanceOf(Error);
    expect([200, 503]).toContain((bulkAnswer as Answer).status);
    const run: ImportProgressBody = await waitForProgress(
      live,
      cookie,
      bulkId,
      (p) => p.status !== 'running',
      30_000,
    );
    const [imported] = await query<{ n: string; whole: string; balance: string | null }>(
      db.url,
      `SELECT count(*) AS n,
              count(*) FILTER (WHERE identity_hash IS NOT NULL AND ssn_encrypted IS NOT NULL
                AND birth_date_encrypted IS NOT NULL AND email_address IS NOT NULL) AS whole,
              sum(unpaid_balance)::text AS balance
       FROM debt_accounts WHERE account_number LIKE 'BULK-%'`,
    );
    const importedRows = Number(imported.n);
    expect(run.processedRows).toBe(importedRows);
    expect(Number(imported.whole)).toBe(importedRows);
    // Rows are committed in file order: the first N of the file, with the file's balances.
    let expected = 0;
    for (let i = 1; i <= importedRows; i += 1) expected += balanceCentsOf(i);
    expect(toCents(imported.balance ?? '0')).toBe(expected);

    const pays = outcomes.filter((o) => o.kind === 'pay');
    writeEvidenceSection(
      'faults-postgres',
      `## Faults: PostgreSQL restarted under load

\`npm run test:faults\` (apps/server/system/faults/postgres-restart.test.ts): the built server on PostgreSQL,
${WORKERS} clients alternating account reads and sandbox card payments, and an accounts import of
${IMPORT_ROWS.toLocaleString('en-US')} rows running; PostgreSQL is stopped (\`pg_ctl stop -m fast\`), kept down
${(DOWN_MS / 1000).toFixed(0)} s and started again (\`scripts/postgres-temp.sh restart\`).

| Figure | Value |
| --- | --- |
| Requests during the run | ${outcomes.length} (${pays.length} payments, ${outcomes.length - pays.length} reads) |
| Answers 503 \`{ message }\` (database unavailable) | ${unavailable.length} |
| Other errors (500, cut connections, time-outs) | ${outcomes.length - answers.filter((a) => a.status === 200 || a.status === 503).length + errors.length} |
| Slowest answer while PostgreSQL was down | ${(slowestDuringOutageMs / 1000).toFixed(2)} s (slowest overall ${(slowestMs / 1000).toFixed(2)} s; bound ${REQUEST_BOUND_MS / 1000} s) |
| Outage as seen by the test (stop → accepting again) | ${((upAt - downAt) / 1000).toFixed(1)} s |
| Recovery: PostgreSQL back → first successful request | ${recoverySeconds.toFixed(2)} s, no restart of the app |
| Server process | still running, same process |
| Payment rows not final (left \`processing\`) | ${notFinal.length} of ${paid.length} |
| Balances = starting − approved payments, to the cent | yes, ${PAYING_ACCOUNTS} accounts |
| Import during the outage | \`${run.status}\` at file row ${run.lastCommittedRow}, ${importedRows.toLocaleString('en-US')} rows committed, each whole |`,
    );
  });
});
