// Accounts read with 100,000 accounts: the first page of the accounts table, a name search, the
// 304 answer of the 5-second refresh (autocannon), and the .xlsx export of every account (time,
// server peak RSS, file size), on PGlite and on PostgreSQL.
//   node bench/accounts-read.mjs   BENCH_ACCOUNTS=100000  BENCH_DURATION=10 (s)  BENCH_CONNECTIONS=10
//   BENCH_DATABASES=pglite,postgres
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { startPostgres } from '@arrears/harness/postgres';
import {
  requireServerBuild,
  signIn,
  startServer,
  stopServer,
  tempDir,
  watchdog,
} from '@arrears/harness/server';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { measureExport } from './lib/export-measure.mjs';
import { saveFigures, table, verdict } from './lib/report.mjs';

const TARGET_P99_MS = 100; // first page and search, on PostgreSQL
const TARGET_EXPORT_S = 30;
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_S = 2;
const durationS = Number(process.env.BENCH_DURATION ?? 10);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
const PG_DIR = process.env.BENCH_ACCOUNTS_PG_DIR ?? '/tmp/arrears-bench-accounts-pg';
const PG_PORT = process.env.BENCH_ACCOUNTS_PG_PORT ?? '54347';

watchdog(databases.length * (600_000 + 3 * (WARMUP_S + durationS) * 1500), 'accounts-read');
requireServerBuild();

const ADMIN = { username: 'bench-admin', password: 'bench-password-1', email: 'bench-admin@example.com' };
const MASTER_KEY = randomBytes(32);
const baseEnv = {
  DEMO: 'false',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_EMAIL: ADMIN.email,
  DATA_ENCRYPTION_KEY: MASTER_KEY.toString('base64'),
};

// The server's stored form of an encrypted field (apps/server/src/security/field-encryption.ts),
// so the export decrypts real values: AES-256-GCM under a key derived from DATA_ENCRYPTION_KEY.
const fieldKey = Buffer.from(hkdfSync('sha256', MASTER_KEY, Buffer.alloc(0), 'arrears field encryption', 32));
function encrypt(plain) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', fieldKey, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(
    ':',
  );
}
const SSNS = Array.from({ length: 1000 }, (_, i) => encrypt(String(100_000_000 + i * 7919).slice(0, 9)));
const BIRTH_DATES = Array.from({ length: 1000 }, (_, i) =>
  encrypt(`19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 9}`),
);

// 100,000 accounts with about half of the 122 fields filled, made by the database itself.
const SEED_SQL = `
INSERT INTO debt_accounts (account_number, status, account_status, full_name, first_name, middle_initial, last_name,
  ssn_encrypted, birth_date_encrypted, address1, city, state, zip_code, address_status, primary_phone, primary_phone_status,
  work_phone, email_address, school_group, school_name, school_campus, school_state,
  last_activity_date, last_activity_amount, first_due_date, next_pymt_due, scheduled_paymt_amt,
  num_of_pmts_1, payment_amts_1, past_due_amt, days_delinq, acct_setup_date, origination_date,
  total_contract_amt, total_finance_chg, term_remaining, interest_rate, current_rate, interest_original, principal_original,
  disbursed_amt, interest_current_bal, principal_paid_to_date, unpaid_balance, employer_name, borrower_credit_score,
  late_fees_accrued, late_fees_balance, vehicle_model, vin, miles, down_payment)
SELECT 'BN-' || lpad(g::text, 7, '0'),
  CASE WHEN g % 10 = 0 THEN 'closed' ELSE 'active' END,
  (ARRAY['ACTIVE','Repayment II','Repay Cancelled','Pending Cancellation','Closed'])[1 + g % 5],
  f || ' ' || l, f, chr(65 + g % 26), l,
  ($2::text[])[1 + g % 1000], ($3::text[])[1 + (g * 7) % 1000],
  (g % 9000 + 100) || ' Main Street', 'Springfield', 'NJ', lpad((g % 99999)::text, 5, '0'), 'valid',
  '609' || lpad((g % 10000000)::text, 7, '0'), 'good', '215' || lpad(((g * 7) % 10000000)::text, 7, '0'),
  lower(f) || '.' || lower(l) || g || '@example.com', 'G' || (g % 50), 'School of ' || l, 'Main', 'PA',
  date '2024-01-01' + (g % 700), (g % 500) + 0.25, date '2020-01-01' + (g % 1000), date '2026-04-01' + (g % 60), 125.50,
  36, 125.50, (g % 3000) + 0.99, g % 400, date '2019-06-01' + (g % 900), date '2019-05-01' + (g % 900),
  12000.00, 2100.40, g % 60, 5.2500, 6.1250, 2100.40, 10000.00 + (g % 5000),
  9800.00, 340.12, 1200.00, 8000.00 + (g % 9000) + 0.5, 'Acme Corp', 550 + g % 300,
  35.00, 15.00, 'Civic', '1HGCM82633A' || lpad(g::text, 6, '0'), 40000 + g % 90000, 1500.00
FROM generate_series(1, $1::int) g,
  LATERAL (SELECT (ARRAY['Maria','James','Ana','Robert','Linda','Carlos','Mei','Olga','Ahmed','Grace'])[1 + g % 10] AS f,
    (ARRAY['Garcia','Smith','Johnson','Nguyen','Brown','Lopez','Kowalski','Okafor','Rossi','Tanaka','Miller','Davis',
           'Wilson','Moore','Clark'])[1 + (g / 10) % 15] || CASE WHEN g % 7 = 0 THEN '-' || (g % 997) ELSE '' END AS l) n`;
const SEARCH = 'garcia'; // one surname in 15: ~6,700 matches

async function seed(label, query) {
  const started = performance.now();
  await query(SEED_SQL, [ACCOUNTS, SSNS, BIRTH_DATES]);
  await query('VACUUM ANALYZE debt_accounts'); // what autovacuum does after a bulk load
  const s = (performance.now() - started) / 1000;
  console.log(`${label}: seeded ${ACCOUNTS.toLocaleString('en-US')} accounts in ${s.toFixed(1)} s`);
}

async function seedPglite(dataDir) {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    await seed('PGlite', (sql, params) => (params ? db.query(sql, params) : db.exec(sql)));
  } finally {
    await db.close();
  }
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seed('PostgreSQL', (sql, params) => client.query(sql, params));
  } finally {
    await client.end();
  }
}

async function getJson(server, path, headers) {
  const res = await fetch(server.url + path, { headers, signal: AbortSignal.timeout(30_000) });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 500)}`);
  return { body: JSON.parse(body), etag: res.headers.get('etag') };
}

/** Warm-up, then the measured autocannon run; an error or an unexpected status invalidates it. */
async function load(server, path, headers, expectStatus = 200) {
  for (const [label, duration] of [
    ['warm-up', WARMUP_S],
    ['run', durationS],
  ]) {
    const r = await autocannon({ url: server.url + path, connections: CONNECTIONS, headers, duration });
    const unexpected = r.requests.total - (r.statusCodeStats[expectStatus]?.count ?? 0);
    if (r.errors || r.timeouts || unexpected) {
      throw new Error(
        `GET ${path} ${label}: errors ${r.errors}, timeouts ${r.timeouts}, status ${JSON.stringify(r.statusCodeStats)}`,
      );
    }
    if (label === 'run') return { reqPerSec: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99 };
  }
}

async function measure(label, env, seedInto) {
  // First start: migrations and the first admin. Then the accounts go in while no server runs.
  await stopServer(await startServer({ env: { ...baseEnv, ...env } }));
  await seedInto();
  const server = await startServer({ env: { ...baseEnv, ...env }, timeoutMs: 120_000 });
  try {
    const cookie = await signIn(server, ADMIN.username, ADMIN.password);
    const headers = { cookie };
    const first = '/api/admin/accounts?page=1&pageSize=100&view=compact';
    const search = `/api/admin/accounts?page=1&pageSize=100&view=compact&search=${SEARCH}`;
    const page = await getJson(server, first, headers);
    if (page.body.total !== ACCOUNTS || page.body.accounts.length !== 100)
      throw new Error(`first page: total ${page.body.total}, ${page.body.accounts.length} rows`);
    const found = await getJson(server, search, headers);
    if (found.body.total < ACCOUNTS / 20)
      throw new Error(`search "${SEARCH}" found only ${found.body.total}`);

    console.log(`${label}: exporting ${ACCOUNTS.toLocaleString('en-US')} accounts`);
    const exported = await measureExport(server, cookie, first);
    console.log(`${label}: measuring (${WARMUP_S} s warm-up + ${durationS} s, -c ${CONNECTIONS})`);
    return {
      firstPage: await load(server, first, headers),
      search: { ...(await load(server, search, headers)), matches: found.body.total },
      notModified: await load(server, first, { ...headers, 'if-none-match': page.etag }, 304),
      fullPage: await load(server, '/api/admin/accounts?page=1&pageSize=100&view=full', headers),
      exported,
    };
  } finally {
    await stopServer(server);
  }
}

const results = {};
for (const db of databases) {
  if (db === 'pglite') {
    const dataDir = tempDir('arrears-bench-accounts-');
    results.PGlite = await measure('PGlite', { DATA_DIR: dataDir }, () => seedPglite(dataDir));
  } else if (db === 'postgres') {
    const pgServer = startPostgres({ dir: PG_DIR, port: PG_PORT });
    try {
      results.PostgreSQL = await measure('PostgreSQL', { DATABASE_URL: pgServer.url }, () =>
        seedPostgres(pgServer.url),
      );
    } finally {
      pgServer.stop();
    }
  } else {
    throw new Error(`unknown database "${db}" in BENCH_DATABASES (pglite, postgres)`);
  }
}

const n = (v, digits = 0) =>
  v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows = [['database', 'GET /api/admin/accounts (100 rows)', 'req/s', 'p50 ms', 'p99 ms']];
for (const [label, r] of Object.entries(results)) {
  rows.push([
    label,
    'first page, compact',
    n(r.firstPage.reqPerSec),
    n(r.firstPage.p50Ms),
    n(r.firstPage.p99Ms),
  ]);
  rows.push([
    label,
    `search "${SEARCH}" (${n(r.search.matches)} matches)`,
    n(r.search.reqPerSec),
    n(r.search.p50Ms),
    n(r.search.p99Ms),
  ]);
  rows.push([
    label,
    'first page, 304 (If-None-Match)',
    n(r.notModified.reqPerSec),
    n(r.notModified.p50Ms),
    n(r.notModified.p99Ms),
  ]);
  rows.push([
    label,
    'first page, full view (122 fields)',
    n(r.fullPage.reqPerSec),
    n(r.fullPage.p50Ms),
    n(r.fullPage.p99Ms),
  ]);
}
console.log(
  `\nAccounts read, ${n(ACCOUNTS)} accounts (-c ${CONNECTIONS}, ${durationS} s after a ${WARMUP_S} s warm-up):`,
);
console.log(table(rows));
const exportRows = [
  [
    'database',
    'export time',
    'file',
    'server RSS before',
    'server peak RSS',
    'first page during export (max)',
  ],
];
for (const [label, r] of Object.entries(results)) {
  const e = r.exported;
  exportRows.push([
    label,
    `${n(e.seconds, 1)} s`,
    `${n(e.megabytes, 1)} MB`,
    `${n(e.rssBeforeMb)} MB`,
    `${n(e.peakRssMb)} MB`,
    `${n(e.pageMaxMs)} ms`,
  ]);
}
console.log(
  `\nExport of ${n(ACCOUNTS)} accounts (${results.PGlite?.exported.fileName ?? results.PostgreSQL?.exported.fileName}):`,
);
console.log(table(exportRows));
for (const [label, r] of Object.entries(results)) {
  if (label === 'PostgreSQL') {
    console.log(
      `PostgreSQL: first page p99 ${n(r.firstPage.p99Ms)} ms, search p99 ${n(r.search.p99Ms)} ms — target < ${TARGET_P99_MS} ms: ${verdict(r.firstPage.p99Ms < TARGET_P99_MS && r.search.p99Ms < TARGET_P99_MS)}`,
    );
  }
  console.log(
    `${label}: export ${n(r.exported.seconds, 1)} s — target < ${TARGET_EXPORT_S} s: ${verdict(r.exported.seconds < TARGET_EXPORT_S)}`,
  );
}
saveFigures('accounts-read', {
  accounts: ACCOUNTS,
  connections: CONNECTIONS,
  durationS,
  targetP99Ms: TARGET_P99_MS,
  targetExportS: TARGET_EXPORT_S,
  results,
});
