// Card payments through POST /api/usaepay/process-payment on the sandbox gateway:
//   1. approved payments per second with 20 concurrent clients (each its own invoice), and
//   2. 20 concurrent submissions of ONE payment (same invoice): how many charges reached the
//      balance, read back from the account (balance drop ÷ amount), against submissions sent.
// Runs on PGlite and on PostgreSQL with the demo data; the admin pays the four demo accounts.
//   node bench/card-payments.mjs   BENCH_DURATION=10 (s)  BENCH_DATABASES=pglite,postgres
import { startPostgres } from '@arrears/harness/postgres';
import {
  requireServerBuild,
  signIn,
  startServer,
  stopServer,
  tempDir,
  watchdog,
} from '@arrears/harness/server';
import { median, saveFigures, table, verdict } from './lib/report.mjs';

const CLIENTS = 20;
const durationS = Number(process.env.BENCH_DURATION ?? 10);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
const PG_DIR = process.env.BENCH_PG_DIR ?? '/tmp/arrears-bench-pg-payments';
const PG_PORT = process.env.BENCH_PG_PORT ?? '54343';
const DEMO_ADMIN = { username: 'admin', password: 'Password123!' };

watchdog(databases.length * (120_000 + durationS * 1000 * 2), 'card-payments');
requireServerBuild();

const year = String(new Date().getFullYear() + 2);
let sequence = 0;
function payment(accountId, amount, invoice = `BENCH-${process.pid}-${++sequence}`) {
  return {
    cardNumber: '4000100011112224',
    expMonth: '12',
    expYear: year,
    cvv: '123',
    amount,
    billingInfo: {
      firstName: 'Bench',
      lastName: 'Payer',
      address: '1 Main St',
      city: 'Cherry Hill',
      state: 'NJ',
      zip: '08002',
    },
    invoice,
    description: 'Benchmark payment',
    debtAccountId: accountId,
    // The admin takes these as an agent would: with the consumer's yes.
    consumerAuthorized: true,
  };
}

async function call(server, cookie, method, path, body) {
  const res = await fetch(server.url + path, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function balanceCents(server, cookie, id) {
  const { status, body } = await call(server, cookie, 'GET', `/api/admin/accounts/${id}`);
  if (status !== 200) throw new Error(`GET /api/admin/accounts/${id} answered ${status}`);
  const [whole, frac = ''] = String(body.unpaid_balance ?? body.account?.unpaid_balance).split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

async function throughput(server, cookie, accountIds) {
  const latencies = [];
  let approved = 0;
  let other = 0;
  const end = performance.now() + durationS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const r = await call(
          server,
          cookie,
          'POST',
          '/api/usaepay/process-payment',
          payment(accountIds[client % accountIds.length], '0.01'),
        );
        latencies.push(performance.now() - t0);
        if (r.status === 200 && r.body.success) approved += 1;
        else other += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    approved,
    other,
    seconds,
    perSecond: approved / seconds,
    p50Ms: median(latencies),
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  };
}

async function duplicates(server, cookie, accountId) {
  const before = await balanceCents(server, cookie, accountId);
  const body = payment(accountId, '1.00');
  const answers = await Promise.all(
    Array.from({ length: CLIENTS }, () => call(server, cookie, 'POST', '/api/usaepay/process-payment', body)),
  );
  const after = await balanceCents(server, cookie, accountId);
  const ok = answers.filter((a) => a.status === 200 && a.body.success);
  return {
    sent: CLIENTS,
    charges: (before - after) / 100,
    approvedAnswers: ok.length,
    distinctConfirmations: new Set(ok.map((a) => a.body.confirmationCode)).size,
  };
}

async function measure(label, env) {
  const server = await startServer({ env: { DEMO: 'true', ...env } });
  try {
    const cookie = await signIn(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const list = await call(server, cookie, 'GET', '/api/admin/debt-accounts/search?searchTerm=ACC-1000');
    const ids = (list.body ?? []).map((a) => a.id);
    if (ids.length < 2) throw new Error(`demo accounts not found: ${JSON.stringify(list)}`);
    console.log(
      `${label}: ${CLIENTS} clients paying $0.01 for ${durationS} s on ${ids.length} demo accounts`,
    );
    const load = await throughput(server, cookie, ids);
    console.log(`${label}: ${CLIENTS} concurrent submissions of one $1.00 payment`);
    const dup = await duplicates(server, cookie, ids[0]);
    return { load, dup };
  } finally {
    await stopServer(server);
  }
}

const results = {};
for (const db of databases) {
  if (db === 'pglite') results.PGlite = await measure('PGlite', { DATA_DIR: tempDir('arrears-bench-pay-') });
  else if (db === 'postgres') {
    const pg = startPostgres({ dir: PG_DIR, port: PG_PORT });
    try {
      results.PostgreSQL = await measure('PostgreSQL', { DATABASE_URL: pg.url });
    } finally {
      pg.stop();
    }
  } else throw new Error(`unknown database "${db}" in BENCH_DATABASES (pglite, postgres)`);
}

const n = (v, d = 0) => v.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const rows = [
  ['database', 'approved/s', 'approved', 'not approved', 'p50 ms', 'p99 ms', 'charges / submissions', ''],
];
for (const [db, r] of Object.entries(results)) {
  rows.push([
    db,
    n(r.load.perSecond, 1),
    n(r.load.approved),
    n(r.load.other),
    n(r.load.p50Ms, 1),
    n(r.load.p99Ms, 1),
    `${r.dup.charges} / ${r.dup.sent} (${r.dup.approvedAnswers} approved answers, ${r.dup.distinctConfirmations} confirmation code)`,
    verdict(r.dup.charges === 1 && r.dup.distinctConfirmations === 1 && r.load.other === 0),
  ]);
}
console.log(`\nCard payments on the sandbox gateway (${CLIENTS} concurrent clients, loopback):`);
console.log(table(rows));
saveFigures('card-payments', { clients: CLIENTS, durationS, results });
