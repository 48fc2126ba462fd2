// Every back-office read at a million accounts on PostgreSQL (decision 0079): p50/p99 per route under
// -c 10, bytes per answer, against the targets (p99 < 100 ms, the workspace's calls < 50 ms, answers
// < 200 kB), and the export of every account (time, server peak RSS, file size, the accounts first
// page's p99 while it runs). Routes and targets: bench/scale/routes.mjs; the data set: bench/scale/seed.mjs.
//   node bench/scale-read.mjs
//     SCALE_ACCOUNTS=1000000    accounts to seed (every other volume follows)
//     SCALE_DATABASE_URL=<url>  measure an already seeded database (no PostgreSQL started, no seed)
//     SCALE_KEEP=1              keep the seeded server (/tmp/arrears-scale-pg, port 54371, template
//                               database arrears_scale) and measure a fresh copy of the template
//                               (scale_run, dropped at the end)
//     SCALE_ROUTES=a,b,group*   only these routes (names in routes.mjs; `export` for the export)
//     SCALE_EXPORT=0            skip the export (2-3 minutes at a million accounts)
//     SCALE_EXPLAIN=<label>     afterwards, each route's plans (auto_explain) into
//                               bench/scale/explain/<route>.<label>.txt
//     SCALE_BASELINE=write      write the figures as bench/scale/baseline.json (the "before" column)
//     SCALE_EVIDENCE=0|1        a full run writes its section of docs/evidence.md; 0 never, 1 also when filtered
//     SCALE_EXPORT_REFERENCE_MB the 100,000-account export's peak RSS (the +15 % memory target)
//     BENCH_DURATION=5 (s per route)  BENCH_CONNECTIONS=10
import { existsSync, mkdirSync, openSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { writeEvidenceSection } from '@arrears/harness/evidence';
import { startPostgres } from '@arrears/harness/postgres';
import {
  ROOT,
  requireServerBuild,
  run,
  signIn,
  startServer,
  stopServer,
  watchdog,
} from '@arrears/harness/server';
import autocannon from 'autocannon';
import pg from 'pg';
import { measureExport } from './lib/export-measure.mjs';
import { median, saveFigures, table, verdict } from './lib/report.mjs';
import { BEFORE_DEEP_PAGE, EXPORT_PAGE, MAX_BYTES, pickRoutes, TARGET_MS } from './scale/routes.mjs';
import { SCALE_ADMIN, SCALE_ENCRYPTION_KEY, seedScale } from './scale/seed.mjs';

const ACCOUNTS = Number(process.env.SCALE_ACCOUNTS ?? 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = 2;
/** A route slower than this on its first request is timed by a fixed number of requests instead. */
const SLOW_PROBE_MS = 250;
const TARGET_EXPORT_S = 300;
const EXPORT_MEMORY_MARGIN = 1.15;
const KEPT = { dir: '/tmp/arrears-scale-pg', port: '54371', template: 'arrears_scale', copy: 'scale_run' };
const THROWAWAY = { dir: '/tmp/arrears-bench-scale-pg', port: '54372' };
const PG_OPTS = '-c session_preload_libraries=auto_explain -c max_wal_size=8GB -c checkpoint_timeout=30min';
const BASELINE_FILE = join(ROOT, 'bench/scale/baseline.json');
const EXPLAIN_DIR = join(ROOT, 'bench/scale/explain');

const filter = process.env.SCALE_ROUTES ?? '';
const routes = pickRoutes(filter);
const wantExport =
  process.env.SCALE_EXPORT !== '0' && (!filter || filter.split(',').some((w) => w.trim() === 'export'));
const explainLabel = process.env.SCALE_EXPLAIN;

watchdog(90 * 60_000, 'scale-read');
requireServerBuild();

const serverEnv = (url) => ({
  DEMO: 'false',
  DATABASE_URL: url,
  DATA_ENCRYPTION_KEY: SCALE_ENCRYPTION_KEY,
  ADMIN_USERNAME: SCALE_ADMIN.username,
  ADMIN_PASSWORD: SCALE_ADMIN.password,
  ADMIN_EMAIL: SCALE_ADMIN.email,
});

const withDatabase = (url, name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Migrates (the server's own migrator on its first start), then seeds; returns the seed's figures. */
async function migrateAndSeed(url) {
  await stopServer(await startServer({ env: serverEnv(url), timeoutMs: 180_000 }));
  console.log(`Seeding ${ACCOUNTS.toLocaleString('en-US')} accounts (bench/scale/seed.mjs)`);
  return withClient(url, (client) =>
    seedScale((sql, params) => client.query(sql, params), { accounts: ACCOUNTS }),
  );
}

/** The database to measure: { url, logFile, seed? }. */
async function prepareDatabase() {
  if (process.env.SCALE_DATABASE_URL) {
    const logFile = process.env.SCALE_PG_LOG ?? join(KEPT.dir, 'server.log');
    return { url: process.env.SCALE_DATABASE_URL, logFile: existsSync(logFile) ? logFile : null };
  }
  if (process.env.SCALE_KEEP === '1') {
    const admin = `postgres://arrears@127.0.0.1:${KEPT.port}/postgres`;
    const running = existsSync(join(KEPT.dir, 'data/postmaster.pid'));
    if (!running)
      run('scripts/postgres-temp.sh', ['start', KEPT.port], {
        env: { PG_TEMP_DIR: KEPT.dir, PG_TEMP_OPTS: PG_OPTS },
        timeoutMs: 120_000,
      });
    const hasTemplate = await withClient(admin, async (c) => {
      const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [KEPT.template]);
      return rows.length > 0;
    });
    let seed;
    if (!hasTemplate) {
      await withClient(admin, (c) => c.query(`CREATE DATABASE ${KEPT.template}`));
      seed = await migrateAndSeed(withDatabase(admin, KEPT.template));
    }
    // Measured on a copy, so the template stays as seeded for everyone who clones it.
    await withClient(admin, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${KEPT.copy}`);
      // FILE_COPY copies the files and syncs them (PostgreSQL 15's default writes 3.4 GB of WAL,
      // which the checkpoints then write out while the first routes are measured; before 15 it is
      // the only way and has no name); CHECKPOINT settles the rest.
      const { rows } = await c.query('SHOW server_version_num');
      const strategy = Number(rows[0].server_version_num) >= 150000 ? ' STRATEGY = FILE_COPY' : '';
      await c.query(`CREATE DATABASE ${KEPT.copy} TEMPLATE ${KEPT.template}${strategy}`);
      await c.query('CHECKPOINT');
    });
    return {
      url: withDatabase(admin, KEPT.copy),
      logFile: join(KEPT.dir, 'server.log'),
      seed,
      // The copy goes when the run is done (3.4 GB at a million accounts); the template stays.
      cleanup: () => withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${KEPT.copy}`)),
    };
  }
  process.env.PG_TEMP_OPTS = PG_OPTS;
  const server = startPostgres({ dir: THROWAWAY.dir, port: THROWAWAY.port });
  const seed = await migrateAndSeed(server.url);
  return { url: server.url, logFile: join(THROWAWAY.dir, 'server.log'), seed };
}

/** The method, headers and body a route's requests carry (a POST sends its JSON body). */
function requestOf(route, headers) {
  if (!route.body) return { method: route.method ?? 'GET', headers };
  return {
    method: route.method ?? 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(route.body),
  };
}

/** One request, its body counted as it streams: { status, bytes, ms, etag }. */
async function fetchOnce(server, path, request) {
  const started = performance.now();
  const res = await fetch(server.url + path, { ...request, signal: AbortSignal.timeout(600_000) });
  let bytes = 0;
  if (res.body) for await (const chunk of res.body) bytes += chunk.length;
  return { status: res.status, bytes, ms: performance.now() - started, etag: res.headers.get('etag') };
}

/** autocannon on one route: by duration after a warm-up, or by a fixed count when it is slow. */
async function load(server, route, ctx, request, slow) {
  const dynamic = typeof route.path === 'function';
  const options = {
    url: dynamic ? server.url : server.url + route.path,
    connections: CONNECTIONS,
    ...request,
    timeout: 300,
    ...(dynamic
      ? { requests: [{ method: request.method, setupRequest: (req) => ({ ...req, path: route.path(ctx) }) }] }
      : {}),
  };
  const runs = slow
    ? [['run', { amount: 2 * CONNECTIONS }]]
    : [
        ['warm-up', { duration: WARMUP_S }],
        ['run', { duration: DURATION_S }],
      ];
  for (const [label, extra] of runs) {
    const r = await autocannon({ ...options, ...extra });
    const expected = route.status ?? 200;
    const unexpected = r.requests.total - (r.statusCodeStats[expected]?.count ?? 0);
    if (label === 'run') {
      const problem =
        r.errors || r.timeouts || unexpected
          ? `errors ${r.errors}, timeouts ${r.timeouts}, status ${JSON.stringify(r.statusCodeStats)}`
          : null;
      return {
        requests: r.requests.total,
        reqPerSec: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        problem,
      };
    }
  }
}

async function measureRoute(server, route, ctx, cookie) {
  const request = requestOf(route, { cookie, ...(route.headers?.(ctx) ?? {}) });
  const fixed = { ...ctx, randomAccountId: () => ctx.sampleAccountId };
  const path = typeof route.path === 'function' ? route.path(fixed) : route.path;
  const expected = route.status ?? 200;
  const skipped = { path, p50Ms: null, p99Ms: null, bytes: null, targetMs: route.targetMs ?? TARGET_MS };
  if (path === null) return { ...skipped, skipped: 'not on this build' };
  const probe = await fetchOnce(server, path, request);
  if (route.optional && probe.status === 404) return { ...skipped, skipped: 'not on this build' };
  const base = { path, bytes: probe.bytes, targetMs: route.targetMs ?? TARGET_MS, maxBytes: MAX_BYTES };
  if (probe.status !== expected)
    return { ...base, problem: `answered ${probe.status}, expected ${expected}`, p50Ms: null, p99Ms: null };
  if (route.once) {
    const times = [probe.ms];
    for (let i = 1; i < Number(process.env.SCALE_ONCE_RUNS ?? 2); i++)
      times.push((await fetchOnce(server, path, request)).ms);
    return { ...base, requests: times.length, p50Ms: median(times), p99Ms: Math.max(...times), once: true };
  }
  return { ...base, ...(await load(server, route, ctx, request, probe.ms > SLOW_PROBE_MS)) };
}

const AUTO_EXPLAIN = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_timing': 'on',
  'auto_explain.log_nested_statements': 'on',
};

/**
 * Each route once with auto_explain on for this database only (others on the same server are not
 * touched): its statements' plans, read from the server log by this database's backends, go to
 * bench/scale/explain/<route>.<label>.txt.
 */
async function explainPass(url, logFile, routes, ctx, label) {
  if (!logFile) {
    console.log('EXPLAIN pass skipped: no PostgreSQL log file (set SCALE_PG_LOG)');
    return;
  }
  const db = new URL(url).pathname.slice(1);
  await withClient(url, async (c) => {
    for (const [key, value] of Object.entries(AUTO_EXPLAIN))
      await c.query(`ALTER DATABASE ${db} SET ${key} = '${value}'`);
  });
  // A new server: its connections start with the settings above.
  const server = await startServer({ env: serverEnv(url), timeoutMs: 180_000 });
  mkdirSync(EXPLAIN_DIR, { recursive: true });
  try {
    const cookie = await signIn(server, SCALE_ADMIN.username, SCALE_ADMIN.password);
    for (const route of routes.filter((r) => !results[r.name]?.skipped)) {
      const path =
        typeof route.path === 'function'
          ? route.path({ ...ctx, randomAccountId: () => ctx.sampleAccountId })
          : route.path;
      const from = statSync(logFile).size;
      const answer = await fetchOnce(
        server,
        path,
        requestOf(route, { cookie, ...(route.headers?.(ctx) ?? {}) }),
      );
      await new Promise((r) => setTimeout(r, 200)); // the log is written as statements end
      const pids = await withClient(withDatabase(url, 'postgres'), async (c) => {
        const { rows } = await c.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [db]);
        return new Set(rows.map((r) => String(r.pid)));
      });
      // The job queue's own statements are not the route's; the slowest plans come first.
      const plans = planEntries(readFrom(logFile, from), pids)
        .filter((p) => !/pgboss\./.test(p))
        .map((text) => ({ text, ms: Number(/^duration: ([\d.]+) ms/.exec(text)?.[1] ?? 0) }));
      const shown = [...plans].sort((a, b) => b.ms - a.ms).slice(0, 8);
      const text = [
        `# ${route.name}: ${requestOf(route, {}).method} ${path}${route.body ? ` ${JSON.stringify(route.body)}` : ''}`,
        `# answered ${answer.status}, ${answer.bytes.toLocaleString('en-US')} bytes in ${Math.round(answer.ms)} ms`,
        `# ${ctx.maxAccountId.toLocaleString('en-US')} accounts (bench/scale/seed.mjs), PostgreSQL auto_explain (analyze, buffers), ${new Date().toISOString().slice(0, 10)}`,
        `# ${plans.length} statements, in order (ms): ${plans
          .slice(0, 40)
          .map((p) => p.ms.toFixed(1))
          .join(', ')}${plans.length > 40 ? ', …' : ''}`,
        `# the ${shown.length} slowest below`,
        '',
        ...shown.map((p) => p.text),
      ].join('\n');
      writeFileSync(join(EXPLAIN_DIR, `${route.name}.${label}.txt`), `${text}\n`);
      console.log(`  explain ${route.name}: ${plans.length} statements`);
    }
  } finally {
    await stopServer(server);
    await withClient(url, async (c) => {
      for (const key of Object.keys(AUTO_EXPLAIN)) await c.query(`ALTER DATABASE ${db} RESET ${key}`);
    });
  }
}

function readFrom(file, offset) {
  const size = statSync(file).size;
  const buffer = Buffer.alloc(Math.max(0, size - offset));
  const fd = openSync(file, 'r');
  readSync(fd, buffer, 0, buffer.length, offset);
  return buffer.toString('utf8');
}

/** The auto_explain entries of the given backends: "duration: … plan:" and its indented lines. */
function planEntries(log, pids) {
  const entries = [];
  let current = null;
  for (const line of log.split('\n')) {
    const head = /^\S+ \S+ \S+ \[(\d+)\] (\w+):\s+(.*)$/.exec(line);
    if (head) {
      current = pids.has(head[1]) && head[2] === 'LOG' && head[3].startsWith('duration:') ? [head[3]] : null;
      if (current) entries.push(current);
    } else if (current && line.trim()) current.push(line.replace(/^\t/, '  '));
  }
  return entries.map((lines) => lines.join('\n'));
}

// --- the run ---
const database = await prepareDatabase();
if (database.seed) console.log(`Seeded in ${database.seed.seconds.toFixed(0)} s`);
const ctx = await withClient(database.url, async (c) => {
  const { rows } = await c.query(
    `SELECT (SELECT max(id) FROM debt_accounts) AS max_id,
       (now() AT TIME ZONE 'America/New_York')::date::text AS today,
       ((now() AT TIME ZONE 'America/New_York')::date - 365)::text AS year_ago,
       ((now() AT TIME ZONE 'America/New_York')::date - 29)::text AS month_ago`,
  );
  const maxAccountId = Number(rows[0].max_id);
  return {
    maxAccountId,
    // An account placed early enough to have a history (timeline, payments, calls): the one whose
    // answer's size is reported and whose plans are logged, the same in every run.
    sampleAccountId: Math.ceil(maxAccountId / 10),
    randomAccountId: () => 1 + Math.floor(Math.random() * maxAccountId),
    today: rows[0].today,
    yearAgo: rows[0].year_ago,
    monthAgo: rows[0].month_ago,
  };
});
if (!ctx.maxAccountId) throw new Error('the database has no accounts: seed it first');

const server = await startServer({ env: serverEnv(database.url), timeoutMs: 180_000 });
const results = {};
let exported = null;
try {
  const cookie = await signIn(server, SCALE_ADMIN.username, SCALE_ADMIN.password);
  // The first page's ETag, read again right before a route that expects 304: the server's jobs
  // (notices, promises, the rollup fold) may change accounts while the earlier routes run.
  const readEtag = async () => {
    ctx.accountsEtag = (
      await fetchOnce(server, '/api/admin/accounts?page=1&pageSize=50&view=summary', { headers: { cookie } })
    ).etag;
  };
  if (routes.some((r) => r.name === 'accounts-deep-cursor')) {
    const res = await fetch(server.url + BEFORE_DEEP_PAGE, { headers: { cookie } });
    ctx.deepCursor = res.status === 200 ? ((await res.json()).nextCursor ?? null) : null;
  }
  for (const route of routes) {
    // The machine's 1-minute load average as the route starts: figures taken beside other work are noisy.
    const load1 = loadavg()[0];
    if (route.status === 304) await readEtag();
    const r = { ...(await measureRoute(server, route, ctx, cookie)), load1: Math.round(load1 * 10) / 10 };
    results[route.name] = r;
    console.log(
      `${route.name}: ${r.skipped ? `skipped (${r.skipped}), ` : ''}p50 ${fmt(r.p50Ms)} ms, p99 ${fmt(r.p99Ms)} ms, ${fmt(r.bytes)} bytes, load ${r.load1}${r.problem ? ` — ${r.problem}` : ''}`,
    );
  }
  if (wantExport) {
    console.log(`Exporting ${ctx.maxAccountId.toLocaleString('en-US')} accounts`);
    exported = await measureExport(server, cookie, EXPORT_PAGE);
  }
} finally {
  await stopServer(server);
}
if (explainLabel) await explainPass(database.url, database.logFile, routes, ctx, explainLabel);
await database.cleanup?.();

function fmt(v, digits = 0) {
  return v === null || v === undefined
    ? '–'
    : v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}
const kb = (bytes) =>
  bytes === undefined || bytes === null ? '–' : `${fmt(bytes / 1000, bytes < 10_000 ? 1 : 0)} kB`;
const passes = (r) => !r.problem && r.p99Ms !== null && r.p99Ms < r.targetMs && r.bytes <= r.maxBytes;

const baseline = existsSync(BASELINE_FILE) ? JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) : null;
const writingBaseline = process.env.SCALE_BASELINE === 'write';
// Before and after only on the same data set (a 100,000-account run is not compared with a million).
const compare = baseline && !writingBaseline && baseline.accounts === ctx.maxAccountId;
const header = ['route', 'p50 ms', 'p99 ms', 'answer', 'target', ''];
if (compare) header.push('before p50', 'before p99', 'before answer');
const rows = [header];
for (const route of routes) {
  const r = results[route.name];
  const row = [
    route.name,
    fmt(r.p50Ms),
    fmt(r.p99Ms),
    kb(r.bytes),
    `p99 < ${r.targetMs} ms, < ${MAX_BYTES / 1000} kB`,
    r.skipped ? 'n/a' : r.problem ? 'ERROR' : verdict(passes(r)),
  ];
  if (compare) {
    const b = baseline.routes[route.name];
    row.push(fmt(b?.p50Ms), fmt(b?.p99Ms), kb(b?.bytes));
  }
  rows.push(row);
}
console.log(
  `\nScale read, ${ctx.maxAccountId.toLocaleString('en-US')} accounts (-c ${CONNECTIONS}, ${DURATION_S} s per route after a ${WARMUP_S} s warm-up; routes slower than ${SLOW_PROBE_MS} ms: ${2 * CONNECTIONS} requests):`,
);
console.log(table(rows));

const before = compare ? baseline : null;
const reference =
  Number(process.env.SCALE_EXPORT_REFERENCE_MB ?? before?.exportReference?.peakRssMb ?? 0) || null;
if (exported) {
  const memoryOk = reference ? exported.peakRssMb <= reference * EXPORT_MEMORY_MARGIN : null;
  console.log(
    `\nExport of ${ctx.maxAccountId.toLocaleString('en-US')} accounts: ${fmt(exported.seconds, 1)} s (target < ${TARGET_EXPORT_S} s: ${verdict(exported.seconds < TARGET_EXPORT_S)}), ${fmt(exported.megabytes, 1)} MB, server RSS ${fmt(exported.rssBeforeMb)} → peak ${fmt(exported.peakRssMb)} MB${reference ? ` (target ≤ ${fmt(reference * EXPORT_MEMORY_MARGIN)} MB: ${verdict(memoryOk)})` : ' (no 100,000-account reference: SCALE_EXPORT_REFERENCE_MB)'}; accounts first page meanwhile p50 ${fmt(exported.pageP50Ms)} ms, p99 ${fmt(exported.pageP99Ms)} ms over ${exported.pageSamples} samples (target < ${TARGET_MS} ms: ${verdict(exported.pageP99Ms < TARGET_MS)})`,
  );
  if (compare && baseline.export)
    console.log(
      `  before: ${fmt(baseline.export.seconds, 1)} s, ${fmt(baseline.export.megabytes, 1)} MB, peak ${fmt(baseline.export.peakRssMb)} MB, first page p99 ${fmt(baseline.export.pageP99Ms)} ms`,
    );
}

const figures = {
  accounts: ctx.maxAccountId,
  connections: CONNECTIONS,
  durationS: DURATION_S,
  seed: database.seed ?? null,
  routes: results,
  export: exported,
};
saveFigures('scale-read', figures);

if (writingBaseline) {
  // A filtered run updates its routes only.
  const next = baseline ?? { routes: {} };
  next.measuredAt = new Date().toISOString();
  next.commit = run('git', ['rev-parse', '--short', 'HEAD']).trim();
  next.accounts = ctx.maxAccountId;
  next.connections = CONNECTIONS;
  next.durationS = DURATION_S;
  if (database.seed) next.seedSeconds = Math.round(database.seed.seconds);
  for (const [name, r] of Object.entries(results).filter(([, r]) => !r.skipped))
    next.routes[name] = {
      path: r.path,
      p50Ms: r.p50Ms,
      p99Ms: r.p99Ms,
      bytes: r.bytes,
      requests: r.requests,
    };
  if (exported) next.export = exported;
  writeFileSync(BASELINE_FILE, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`\nWrote ${BASELINE_FILE}`);
} else if (process.env.SCALE_EVIDENCE === '1' || (!filter && process.env.SCALE_EVIDENCE !== '0')) {
  const md = [
    '## Scale: a million accounts on one PostgreSQL (`node bench/scale-read.mjs`)',
    '',
    `${ctx.maxAccountId.toLocaleString('en-US')} accounts and the volumes of issue 25 (bench/scale/seed.mjs), -c ${CONNECTIONS}. "Before" is bench/scale/baseline.json${before ? ` (${before.commit}, ${before.measuredAt.slice(0, 10)})` : ''}.`,
    '',
    '| route | p50 ms | p99 ms | answer | target | | before p50 | before p99 | before answer |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.slice(1).map((r) => {
      const b = before?.routes[r[0]];
      return `| ${r.slice(0, 6).join(' | ')} | ${fmt(b?.p50Ms)} | ${fmt(b?.p99Ms)} | ${kb(b?.bytes)} |`;
    }),
  ];
  if (exported)
    md.push(
      '',
      `Export of every account: ${fmt(exported.seconds, 1)} s, ${fmt(exported.megabytes, 1)} MB, server peak RSS ${fmt(exported.peakRssMb)} MB, accounts first page meanwhile p99 ${fmt(exported.pageP99Ms)} ms${before?.export ? ` (before: ${fmt(before.export.seconds, 1)} s, peak ${fmt(before.export.peakRssMb)} MB, first page p99 ${fmt(before.export.pageP99Ms)} ms)` : ''}${reference ? `; the 100,000-account export's peak: ${fmt(reference)} MB` : ''}.`,
    );
  writeEvidenceSection('scale', md.join('\n'));
}
