// Session read: GET /api/user (cookie → session SELECT joined to users) against a bare route in the
// same process running one primary-key SELECT, under autocannon, on PGlite and on PostgreSQL.
//   node bench/session-read.mjs   BENCH_DURATION=10 (s)  BENCH_DATABASES=pglite,postgres
//   BENCH_PROFILE=1 writes a V8 CPU profile of each server to bench/profiles/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgres } from '@arrears/harness/postgres';
import {
  ROOT,
  requireServerBuild,
  signIn,
  startServer,
  stopServer,
  tempDir,
  watchdog,
} from '@arrears/harness/server';
import autocannon from 'autocannon';
import { saveFigures, table, verdict } from './lib/report.mjs';

const TARGET_RATIO = 0.5;
const CONNECTIONS = 50;
const WARMUP_S = 2;
const durationS = Number(process.env.BENCH_DURATION ?? 10);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
const PG_DIR = process.env.BENCH_PG_DIR ?? '/tmp/arrears-bench-pg'; // not the test suite's /tmp/arrears-postgres
const PG_PORT = process.env.BENCH_PG_PORT ?? '54339'; // not the test suite's 54329

// Per database: start + sign-in, 2 × (warm-up + run), stop; plus PostgreSQL's initdb.
watchdog(databases.length * (90_000 + 2 * (WARMUP_S + durationS) * 1000 * 1.5) + 30_000, 'session-read');
requireServerBuild();

// The same data on both databases: migrations, then only the first admin (no demo seed), who is users.id 1.
const ADMIN = { username: 'bench-admin', password: 'bench-password-1', email: 'bench-admin@example.com' };
const baseEnv = {
  BENCH_ROUTES: 'true',
  DEMO: 'false',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ADMIN_EMAIL: ADMIN.email,
};

async function getJson(server, path, headers) {
  const res = await fetch(server.url + path, { headers, signal: AbortSignal.timeout(10_000) });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${body}`);
  return JSON.parse(body);
}

/** Warm-up, then the measured autocannon run; any error or non-2xx invalidates the figure. */
async function load(server, path, headers = {}) {
  const url = server.url + path;
  const options = { url, connections: CONNECTIONS, headers };
  for (const [label, duration] of [
    ['warm-up', WARMUP_S],
    ['run', durationS],
  ]) {
    const r = await autocannon({ ...options, duration });
    const bad = { errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx };
    if (r.errors || r.non2xx) {
      throw new Error(
        `GET ${path} ${label}: ${JSON.stringify(bad)} status ${JSON.stringify(r.statusCodeStats)}`,
      );
    }
    if (label === 'run') {
      return {
        reqPerSec: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        total: r.requests.total,
        ...bad,
      };
    }
  }
}

async function measure(label, env) {
  const profileDir = join(ROOT, 'bench/profiles', label);
  if (process.env.BENCH_PROFILE) mkdirSync(profileDir, { recursive: true });
  const nodeArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startServer({ env: { ...baseEnv, ...env }, nodeArgs });
  try {
    const cookie = await signIn(server, ADMIN.username, ADMIN.password);
    // Both routes must answer what they claim before their speed means anything.
    const me = await getJson(server, '/api/user', { cookie });
    if (me.user?.username !== ADMIN.username) throw new Error(`/api/user answered ${JSON.stringify(me)}`);
    const one = await getJson(server, '/api/bench/one-query');
    if (!one.user)
      throw new Error(`/api/bench/one-query found no row: ${JSON.stringify(one)} (is BENCH_ROUTES on?)`);

    console.log(
      `${label}: measuring GET /api/user (${WARMUP_S} s warm-up + ${durationS} s, -c ${CONNECTIONS})`,
    );
    const user = await load(server, '/api/user', { cookie });
    console.log(`${label}: measuring GET /api/bench/one-query`);
    const oneQuery = await load(server, '/api/bench/one-query');
    return { user, oneQuery, ratio: user.reqPerSec / oneQuery.reqPerSec };
  } finally {
    await stopServer(server);
  }
}

const results = {};
for (const db of databases) {
  if (db === 'pglite') {
    results.PGlite = await measure('PGlite', { DATA_DIR: tempDir('arrears-bench-pglite-') });
  } else if (db === 'postgres') {
    const pg = startPostgres({ dir: PG_DIR, port: PG_PORT });
    try {
      results.PostgreSQL = await measure('PostgreSQL', { DATABASE_URL: pg.url });
    } finally {
      pg.stop();
    }
  } else {
    throw new Error(`unknown database "${db}" in BENCH_DATABASES (pglite, postgres)`);
  }
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows = [['database', 'route', 'req/s (avg)', 'p50 ms', 'p99 ms', 'requests', 'errors', 'non-2xx']];
for (const [label, r] of Object.entries(results)) {
  for (const [route, m] of [
    ['GET /api/user', r.user],
    ['GET /api/bench/one-query', r.oneQuery],
  ]) {
    rows.push([label, route, fmt(m.reqPerSec), fmt(m.p50Ms), fmt(m.p99Ms), fmt(m.total), m.errors, m.non2xx]);
  }
}
console.log(`\nSession read (-c ${CONNECTIONS}, ${durationS} s after a ${WARMUP_S} s warm-up, loopback):`);
console.log(table(rows));
for (const [label, r] of Object.entries(results)) {
  const pct = `${fmt(r.ratio * 100)}%`;
  console.log(
    `${label}: /api/user at ${pct} of the one-query route — target >= 50%: ${verdict(r.ratio >= TARGET_RATIO)}`,
  );
}
saveFigures('session-read', { durationS, connections: CONNECTIONS, targetRatio: TARGET_RATIO, results });
