// Drafting a remittance over 100,000 payments: the entries are built by SQL (10 payments on each of
// 10,000 accounts of one client, commission by tiers), then POST /api/admin/remittances of the
// running server claims and prices them. Prints the time, the server's peak memory growth, and a
// second draft over the same days (which must claim nothing), on PGlite and on PostgreSQL.
//   node bench/remittance-draft.mjs   BENCH_REMIT_ACCOUNTS=10000  BENCH_REMIT_PER_ACCOUNT=10
//   BENCH_DATABASES=pglite,postgres
import { readFileSync, writeFileSync } from 'node:fs';
import { startPostgres } from '@arrears/harness/postgres';
import {
  requireServerBuild,
  signIn,
  startServer,
  stopServer,
  tempDir,
  watchdog,
} from '@arrears/harness/server';
import { saveFigures, table, verdict } from './lib/report.mjs';

const ACCOUNTS = Number(process.env.BENCH_REMIT_ACCOUNTS ?? 10_000);
const PER_ACCOUNT = Number(process.env.BENCH_REMIT_PER_ACCOUNT ?? 10);
const ENTRIES = ACCOUNTS * PER_ACCOUNT;
const TARGET_MS = 10_000;
const TARGET_RSS_GROWTH_MB = 64;
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
const PG_DIR = process.env.BENCH_REMIT_PG_DIR ?? '/tmp/arrears-bench-remit-pg';
const PG_PORT = process.env.BENCH_REMIT_PG_PORT ?? '54347';
const ADMIN = { username: 'bench-admin', password: 'bench-password-1', email: 'bench-admin@example.com' };
const env = {
  DEMO: 'false',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_EMAIL: ADMIN.email,
};

watchdog(20 * 60_000, 'remittance-draft');
requireServerBuild();

// One client with tiers; ACCOUNTS accounts aged 0-499 days; PER_ACCOUNT payments each, in January.
const BUILD = [
  `INSERT INTO clients (code, name, remit_method, remit_frequency, commission_rate, commission_tiers)
   VALUES ('BENCH', 'Bench Client', 'net', 'monthly', 33.3333,
     '[{"minAgeDays":0,"rate":"33.3333"},{"minAgeDays":180,"rate":"40"},{"minAgeDays":365,"rate":"45.5"}]')`,
  `INSERT INTO debt_accounts (account_number, client_id, full_name, unpaid_balance, days_delinq)
   SELECT 'BENCH-' || lpad(i::text, 7, '0'), (SELECT id FROM clients WHERE code = 'BENCH'),
     'Bench Debtor ' || i, 100000.00, i % 500
   FROM generate_series(1, ${ACCOUNTS}) i`,
  `INSERT INTO ledger_entries (debt_account_id, kind, amount, effective_date, source, method)
   SELECT d.id, 'payment', -((1 + (d.id * 31 + g * 7919) % 9999) / 100.0)::numeric(14,2),
     date '2026-01-01' + ((d.id + g) % 28), 'import', 'ach'
   FROM debt_accounts d CROSS JOIN generate_series(1, ${PER_ACCOUNT}) g
   WHERE d.client_id = (SELECT id FROM clients WHERE code = 'BENCH')`,
];

async function buildInPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    for (const statement of BUILD) await db.exec(statement);
  } finally {
    await db.close();
  }
}

async function buildInPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of BUILD) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Peak resident memory (VmHWM) of a process, in MB; `reset` starts a new peak from now (Linux ≥ 4.0). */
function peakRssMb(pid, { reset = false } = {}) {
  if (reset) writeFileSync(`/proc/${pid}/clear_refs`, '5');
  return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
}

async function post(server, cookie, path, body) {
  const started = performance.now();
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10 * 60_000),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 500)}`);
  return { ms: performance.now() - started, body: JSON.parse(text) };
}

async function draftOn(server) {
  const cookie = await signIn(server, ADMIN.username, ADMIN.password);
  const clients = await (await fetch(`${server.url}/api/admin/clients`, { headers: { cookie } })).json();
  const clientId = clients.find((c) => c.code === 'BENCH').id;
  const body = { clientId, periodStart: '2026-01-01', periodEnd: '2026-01-31' };
  const baselineRssMb = peakRssMb(server.child.pid, { reset: true });
  const first = await post(server, cookie, '/api/admin/remittances', body);
  const peak = peakRssMb(server.child.pid);
  if (first.body.lineCount !== ENTRIES)
    throw new Error(`drafted ${first.body.lineCount} of ${ENTRIES} entries`);
  const again = await post(server, cookie, '/api/admin/remittances', body);
  return {
    ms: first.ms,
    lines: first.body.lineCount,
    grossCollected: first.body.grossCollected,
    commission: first.body.commission,
    netDue: first.body.netDue,
    baselineRssMb,
    peakRssMb: peak,
    againMs: again.ms,
    againLines: again.body.lineCount,
  };
}

async function measure(label, database) {
  console.log(
    `${label}: building ${ENTRIES.toLocaleString('en-US')} payments on ${ACCOUNTS.toLocaleString('en-US')} accounts by SQL`,
  );
  if (database.kind === 'pglite') {
    const dataDir = tempDir('arrears-bench-remit-');
    await stopServer(await startServer({ env: { ...env, DATA_DIR: dataDir } })); // migrates, makes the admin
    await buildInPglite(dataDir);
    const server = await startServer({ env: { ...env, DATA_DIR: dataDir } });
    try {
      return await draftOn(server);
    } finally {
      await stopServer(server);
    }
  }
  const server = await startServer({ env: { ...env, DATABASE_URL: database.url } });
  try {
    await buildInPostgres(database.url);
    return await draftOn(server);
  } finally {
    await stopServer(server);
  }
}

const results = {};
for (const db of databases) {
  if (db === 'pglite') results.PGlite = await measure('PGlite', { kind: 'pglite' });
  else if (db === 'postgres') {
    const pg = startPostgres({ dir: PG_DIR, port: PG_PORT });
    try {
      results.PostgreSQL = await measure('PostgreSQL', { kind: 'postgres', url: pg.url });
    } finally {
      pg.stop();
    }
  } else throw new Error(`unknown database "${db}" in BENCH_DATABASES (pglite, postgres)`);
}

const n = (v, d = 0) => v.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const rows = [
  ['database', 'lines', 'draft s', 'lines/s', 'server RSS before → peak MB', 'same days again', ''],
];
for (const [db, r] of Object.entries(results)) {
  rows.push([
    db,
    n(r.lines),
    n(r.ms / 1000, 2),
    n(r.lines / (r.ms / 1000)),
    `${n(r.baselineRssMb)} → ${n(r.peakRssMb)}`,
    `${r.againLines} lines in ${n(r.againMs / 1000, 2)} s`,
    verdict(r.ms < TARGET_MS && r.peakRssMb - r.baselineRssMb < TARGET_RSS_GROWTH_MB && r.againLines === 0),
  ]);
}
console.log(
  `\nDrafting one remittance over ${n(ENTRIES)} payments (targets: < ${TARGET_MS / 1000} s, RSS growth < ${TARGET_RSS_GROWTH_MB} MB, nothing counted twice):`,
);
console.log(table(rows));
for (const [db, r] of Object.entries(results))
  console.log(`${db}: gross $${r.grossCollected}, commission $${r.commission}, net due $${r.netDue}`);
saveFigures('remittance-draft', {
  entries: ENTRIES,
  targetMs: TARGET_MS,
  targetRssGrowthMb: TARGET_RSS_GROWTH_MB,
  results,
});
