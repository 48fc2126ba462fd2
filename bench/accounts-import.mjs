// Accounts import: a generated 30-column accounts CSV imported through POST /api/admin/import of the
// running server, on PGlite and on PostgreSQL, beside a raw COPY of the same rows into the same table
// in the same run; then the same import with fewer rows, to see whether memory grows with the rows.
//   node bench/accounts-import.mjs   BENCH_IMPORT_ROWS=100000  BENCH_IMPORT_SMALL_ROWS=10000
//   BENCH_DATABASES=pglite,postgres
import { createCipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { csvCell } from '@arrears/harness/accounts-csv';
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

const TARGET_COPY_RATIO = 1 / 3;
const TARGET_RSS_GROWTH = 0.15;
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const SMALL_ROWS = Number(process.env.BENCH_IMPORT_SMALL_ROWS ?? 10_000);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
const PG_DIR = process.env.BENCH_IMPORT_PG_DIR ?? '/tmp/arrears-bench-import-pg';
const PG_PORT = process.env.BENCH_IMPORT_PG_PORT ?? '54341';

watchdog(40 * 60_000, 'accounts-import');
requireServerBuild();

const ADMIN = { username: 'bench-admin', password: 'bench-password-1', email: 'bench-admin@example.com' };
// BENCH_ROUTES also lifts the 10 MB upload limit (outside production): the 100,000-row file is ~30 MB.
const baseEnv = {
  BENCH_ROUTES: 'true',
  DEMO: 'false',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_EMAIL: ADMIN.email,
};

// ---------------------------------------------------------------- the data (deterministic)
const FILE_COLUMNS = [
  'account_number',
  'group_id',
  'debtor_name',
  'debtor_first_name',
  'debtor_middle_initial',
  'debtor_last_name',
  'ssn',
  'birth_date',
  'original_amount',
  'current_amount',
  'status',
  'debtor_email',
  'debtor_phone',
  'work_phone',
  'alternate_phone',
  'address_1',
  'address_2',
  'city',
  'state',
  'zip_code',
  'employer_name',
  'due_date',
  'next_payment_due_date',
  'days_delinquent',
  'past_due_amount',
  'cosigner_first_name',
  'cosigner_last_name',
  'cosigner_email',
  'cosigner_phone',
  'interest_rate',
];
/** The same rows as the import stores them: the table's columns, ISO dates, plain decimals. */
const TABLE_COLUMNS = [
  'account_number',
  'school_group',
  'full_name',
  'first_name',
  'middle_initial',
  'last_name',
  'ssn_encrypted',
  'birth_date_encrypted',
  'identity_hash',
  'ssn_last4_hash',
  'principal_original',
  'unpaid_balance',
  'account_status',
  'email_address',
  'primary_phone',
  'work_phone',
  'alternate_phone',
  'address1',
  'address2',
  'city',
  'state',
  'zip_code',
  'employer_name',
  'first_due_date',
  'next_pymt_due',
  'days_delinq',
  'past_due_amt',
  'co_signer_first_name',
  'co_signer_last_name',
  'co_signer_email_address',
  'co_signer_primary_phone',
  'interest_rate',
];
const FIRST = ['Avery', 'Blake', 'Casey', 'Dana', 'Emery', 'Finley', 'Gray', 'Harper', 'Indy', 'Jordan'];
const LAST = [
  'Stone',
  'Moreno',
  'Nguyen',
  'Rivera',
  'Okafor',
  'Schmidt',
  'Kowalski',
  'Haddad',
  'Park',
  'Silva',
];
const CITIES = [
  ['Philadelphia', 'PA', '19103'],
  ['Camden', 'NJ', '08102'],
  ['Newark', 'NJ', '07102'],
  ['Wilmington', 'DE', '19801'],
];
const GROUPS = ['CFC AUTO CREDIT', 'Global Financial Services', 'MI GENTE FINANCIAL - CFC (SERV)'];
const pad = (n, width) => String(n).padStart(width, '0');
const money = (cents) => `${Math.trunc(cents / 100)}.${pad(cents % 100, 2)}`;
const mdy = (dayOffset) => {
  const d = new Date(Date.UTC(2023, 0, 1) + dayOffset * 86_400_000);
  return [
    `${pad(d.getUTCMonth() + 1, 2)}/${pad(d.getUTCDate(), 2)}/${d.getUTCFullYear()}`,
    d.toISOString().slice(0, 10),
  ];
};

/** Row i as the file has it and as the table stores it (the same values, stored form). */
function account(i) {
  const first = FIRST[i % 10];
  const last = `${LAST[(i * 7) % 10]}${i % 97}`;
  const [city, state, zip] = CITIES[i % 4];
  const ssn = pad((i * 7919) % 1_000_000_000, 9);
  const [birthFile, birthIso] = mdy(-((i * 37) % 20_000));
  const [dueFile, dueIso] = mdy(i % 700);
  const [nextFile, nextIso] = mdy((i % 700) + 30);
  const original = 100_000 + ((i * 7331) % 5_000_000);
  const current = original - ((i * 131) % original);
  const pastDue = (i * 17) % 50_000;
  const phone = (n) => `215${pad(n % 10_000_000, 7)}`;
  const rate = `${(i % 20) + 1}.${pad((i * 3) % 100, 2)}`;
  const file = [
    `BENCH-${pad(i, 7)}`,
    GROUPS[i % 3],
    `${first} Q ${last}`,
    first,
    'Q',
    last,
    `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`,
    birthFile,
    `$${Number(money(original)).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    money(current),
    'ACTIVE',
    `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
    `(215) ${pad(i % 1000, 3)}-${pad(i % 10_000, 4)}`,
    phone(i * 3),
    phone(i * 5),
    `${(i % 9000) + 100} Market Street`,
    i % 3 ? '' : `Apt ${i % 50}`,
    city,
    state,
    zip,
    `Employer ${i % 500}`,
    dueFile,
    nextFile,
    String(i % 365),
    money(pastDue),
    'Sam',
    last,
    `sam.${i}@example.com`,
    phone(i * 11),
    rate,
  ];
  const stored = [
    file[0],
    file[1],
    file[2],
    first,
    'Q',
    last,
    encrypt(ssn),
    encrypt(birthIso),
    lookupHash(`${ssn.slice(-4)}|${birthIso}`),
    lookupHash(`last4|${ssn.slice(-4)}`),
    money(original),
    money(current),
    'ACTIVE',
    file[11],
    `215${pad(i % 1000, 3)}${pad(i % 10_000, 4)}`,
    file[13],
    file[14],
    file[15],
    file[16] || null,
    city,
    state,
    zip,
    file[20],
    dueIso,
    nextIso,
    String(i % 365),
    money(pastDue),
    'Sam',
    last,
    file[27],
    file[28],
    `${rate}00`,
  ];
  return { file, stored };
}
// Same algorithms and sizes as the server's FieldEncryption (its key is not needed to cost the same).
const KEY = randomBytes(32);
function encrypt(text) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', KEY, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(
    ':',
  );
}
const lookupHash = (text) => createHmac('sha256', KEY).update(text).digest('base64url');

function writeFiles(rows, dir) {
  const file = [FILE_COLUMNS.join(',')];
  const stored = [];
  for (let i = 1; i <= rows; i += 1) {
    const a = account(i);
    file.push(a.file.map(csvCell).join(','));
    stored.push(a.stored.map(csvCell).join(','));
  }
  const upload = join(dir, `accounts-${rows}.csv`);
  const copy = join(dir, `accounts-${rows}-stored.csv`);
  writeFileSync(upload, `${file.join('\r\n')}\r\n`);
  writeFileSync(copy, `${stored.join('\n')}\n`);
  return { upload, copy };
}

// ---------------------------------------------------------------- measuring
/** Peak resident memory (VmHWM) of a process, in MB; `reset` starts a new peak from now (Linux ≥ 4.0). */
function peakRssMb(pid, { reset = false } = {}) {
  if (reset) writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

async function importThroughApi(server, cookie, path, rows) {
  const form = new FormData();
  form.append('importType', 'accounts');
  form.append('uploadId', randomUUID());
  form.append('file', new Blob([readFileSync(path)], { type: 'text/csv' }), 'bench-accounts.csv');
  const baseline = peakRssMb(server.child.pid, { reset: true });
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/import`, {
    method: 'POST',
    headers: { cookie },
    body: form,
    signal: AbortSignal.timeout(20 * 60_000),
  });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`import answered ${res.status}: ${body.slice(0, 500)}`);
  const result = JSON.parse(body);
  if (result.created !== rows || result.errors !== 0) {
    throw new Error(
      `import created ${result.created} of ${rows} rows with ${result.errors} errors: ${body.slice(0, 500)}`,
    );
  }
  return {
    ms,
    rowsPerSec: rows / (ms / 1000),
    baselineRssMb: baseline,
    peakRssMb: peakRssMb(server.child.pid),
  };
}

async function copyIntoPglite(dataDir, copyFile) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    await db.exec('TRUNCATE debt_accounts CASCADE');
    const blob = new Blob([readFileSync(copyFile)]);
    const started = performance.now();
    await db.query(
      `COPY debt_accounts (${TABLE_COLUMNS.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`,
      [],
      { blob },
    );
    return performance.now() - started;
  } finally {
    await db.close();
  }
}

async function copyIntoPostgres(url, copyFile) {
  const { default: pg } = await import('pg');
  const { from } = await import('pg-copy-streams');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('TRUNCATE debt_accounts CASCADE');
    const started = performance.now();
    await pipeline(
      Readable.from([readFileSync(copyFile)]),
      client.query(from(`COPY debt_accounts (${TABLE_COLUMNS.join(', ')}) FROM STDIN WITH (FORMAT csv)`)),
    );
    return performance.now() - started;
  } finally {
    await client.end();
  }
}

/** One import on a fresh database (a new data dir, or a new PostgreSQL database). */
async function importOnce(label, env, rows, files) {
  const server = await startServer({ env: { ...baseEnv, ...env }, timeoutMs: 120_000 });
  try {
    const cookie = await signIn(server, ADMIN.username, ADMIN.password);
    console.log(`${label}: importing ${rows.toLocaleString('en-US')} rows through POST /api/admin/import`);
    return await importThroughApi(server, cookie, files.upload, rows);
  } finally {
    await stopServer(server);
  }
}

/** A fresh, empty database on the running PostgreSQL server for each import. */
async function freshPostgresDatabase(url, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

// ---------------------------------------------------------------- run
const work = tempDir('arrears-bench-import-');
console.log(
  `Generating ${ROWS.toLocaleString('en-US')} and ${SMALL_ROWS.toLocaleString('en-US')} accounts (${FILE_COLUMNS.length} columns)`,
);
const big = writeFiles(ROWS, work);
const small = writeFiles(SMALL_ROWS, work);
const fileMb = readFileSync(big.upload).length / 1e6;

const results = {};
for (const db of databases) {
  if (db === 'pglite') {
    const smallRun = await importOnce(
      'PGlite',
      { DATA_DIR: tempDir('arrears-bench-pglite-') },
      SMALL_ROWS,
      small,
    );
    const dataDir = tempDir('arrears-bench-pglite-');
    const bigRun = await importOnce('PGlite', { DATA_DIR: dataDir }, ROWS, big);
    console.log('PGlite: raw COPY of the same rows into the same table');
    const copyMs = await copyIntoPglite(dataDir, big.copy);
    results.PGlite = { small: smallRun, big: bigRun, copyMs };
  } else if (db === 'postgres') {
    const pg = startPostgres({ dir: PG_DIR, port: PG_PORT });
    try {
      const smallRun = await importOnce(
        'PostgreSQL',
        { DATABASE_URL: await freshPostgresDatabase(pg.url, 'import_small') },
        SMALL_ROWS,
        small,
      );
      const bigUrl = await freshPostgresDatabase(pg.url, 'import_big');
      const bigRun = await importOnce('PostgreSQL', { DATABASE_URL: bigUrl }, ROWS, big);
      console.log('PostgreSQL: raw COPY of the same rows into the same table');
      const copyMs = await copyIntoPostgres(bigUrl, big.copy);
      results.PostgreSQL = { small: smallRun, big: bigRun, copyMs };
    } finally {
      pg.stop();
    }
  } else {
    throw new Error(`unknown database "${db}" in BENCH_DATABASES (pglite, postgres)`);
  }
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rowsOut = [['database', 'what', 'rows', 'time s', 'rows/s', 'server RSS before → peak MB']];
for (const [label, r] of Object.entries(results)) {
  r.copyRowsPerSec = ROWS / (r.copyMs / 1000);
  r.copyRatio = r.big.rowsPerSec / r.copyRowsPerSec;
  r.rssGrowth = r.big.peakRssMb / r.small.peakRssMb - 1;
  for (const [what, m, rows] of [
    ['import (HTTP)', r.small, SMALL_ROWS],
    ['import (HTTP)', r.big, ROWS],
  ]) {
    rowsOut.push([
      label,
      what,
      fmt(rows),
      fmt(m.ms / 1000, 1),
      fmt(m.rowsPerSec),
      `${fmt(m.baselineRssMb)} → ${fmt(m.peakRssMb)}`,
    ]);
  }
  rowsOut.push([label, 'raw COPY', fmt(ROWS), fmt(r.copyMs / 1000, 1), fmt(r.copyRowsPerSec), '']);
}
console.log(
  `\nAccounts import (${FILE_COLUMNS.length} columns, ${fmt(fileMb, 1)} MB for ${fmt(ROWS)} rows, loopback):`,
);
console.log(table(rowsOut));
for (const [label, r] of Object.entries(results)) {
  console.log(
    `${label}: import at ${fmt(r.copyRatio * 100)}% of raw COPY's rows/s — target >= ${fmt(TARGET_COPY_RATIO * 100)}%: ${verdict(r.copyRatio >= TARGET_COPY_RATIO)}`,
  );
  console.log(
    `${label}: peak RSS with ${fmt(ROWS)} rows ${r.rssGrowth >= 0 ? '+' : ''}${fmt(r.rssGrowth * 100, 1)}% vs ${fmt(SMALL_ROWS)} rows — target <= +${TARGET_RSS_GROWTH * 100}%: ${verdict(r.rssGrowth <= TARGET_RSS_GROWTH)}`,
  );
}
saveFigures('accounts-import', {
  rows: ROWS,
  smallRows: SMALL_ROWS,
  columns: FILE_COLUMNS.length,
  fileMb,
  targetCopyRatio: TARGET_COPY_RATIO,
  targetRssGrowth: TARGET_RSS_GROWTH,
  results,
});
