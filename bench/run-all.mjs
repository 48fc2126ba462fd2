// Builds (unless --no-build), runs the three benchmarks in sequence and prints every figure with its target.
//   npm run bench -w bench            npm run bench -w bench -- --no-build
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempDir } from '@arrears/harness/server';
import { table, verdict } from './lib/report.mjs';

const HERE = join(ROOT, 'bench');
const results = tempDir('arrears-bench-results-');
const notes = [];

function sh(cmd, args, timeoutMs, env = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  // Bounded: a hung step is ended (SIGTERM lets a bench script kill its servers) and counts as failed.
  const r = spawnSync(cmd, args, {
    cwd: ROOT,
    stdio: 'inherit',
    timeout: timeoutMs,
    env: { ...process.env, ...env },
  });
  if (r.error?.code === 'ETIMEDOUT')
    console.error(`${cmd} ${args.join(' ')}: timed out after ${timeoutMs / 1000} s`);
  return r.status === 0;
}

let webBuilt = true;
if (!process.argv.includes('--no-build')) {
  // The web app is built first at the root; if it fails, still build the server so the rest can run.
  if (!sh('npm', ['run', 'build'], 300_000)) {
    webBuilt = false;
    notes.push('The web build failed: the bundle figure was not measured (an older dist would be stale).');
    if (!sh('npm', ['run', 'build', '-w', 'apps/server'], 120_000)) {
      console.error('The server build failed: nothing to measure.');
      process.exit(1);
    }
  }
}

const steps = [
  ['cold-start', 300_000],
  ['session-read', 600_000],
  ['bundle-size', 60_000],
  ['accounts-read', 1_500_000],
  ['accounts-import', 2_400_000],
  ['card-payments', 600_000],
  ['remittance-draft', 900_000],
  ['scale-read', 3_600_000],
];
const failed = [];
for (const [name, timeoutMs] of steps) {
  if (name === 'bundle-size' && !webBuilt) continue;
  if (!sh(process.execPath, [join(HERE, `${name}.mjs`)], timeoutMs, { BENCH_RESULTS_DIR: results }))
    failed.push(name);
}

const figures = (name) => {
  const file = join(results, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
const n = (v, digits = 0) =>
  v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rows = [['figure', 'value', 'target', '']];
const missing = (figure, target, why) => rows.push([figure, why, target, 'ERROR']);

const cold = figures('cold-start');
if (cold) {
  rows.push([
    `cold start to first 200 of GET ${cold.path} (median of ${cold.runs})`,
    `${n(cold.medianMs)} ms (min ${n(cold.minMs)}, max ${n(cold.maxMs)})`,
    `< ${cold.targetMs} ms`,
    verdict(cold.medianMs < cold.targetMs),
  ]);
} else missing('cold start to first 200', '< 3000 ms', 'failed');

const session = figures('session-read');
if (session) {
  for (const [db, r] of Object.entries(session.results)) {
    const route = (m) => `${n(m.reqPerSec)} req/s, p50 ${n(m.p50Ms)} ms, p99 ${n(m.p99Ms)} ms`;
    rows.push([
      `${db}: GET /api/user (-c ${session.connections}, ${session.durationS} s)`,
      route(r.user),
      '',
      '',
    ]);
    rows.push([`${db}: GET /api/bench/one-query`, route(r.oneQuery), '', '']);
    const ok = r.ratio >= session.targetRatio;
    rows.push([
      `${db}: /api/user ÷ one-query req/s`,
      `${n(r.ratio * 100)}%`,
      `>= ${session.targetRatio * 100}%`,
      verdict(ok),
    ]);
  }
} else missing('/api/user ÷ one-query req/s', '>= 50%', 'failed');

const bundle = figures('bundle-size');
if (bundle) {
  rows.push([
    `home page JS+CSS, gzipped (${bundle.initial.length} files)`,
    `${n(bundle.totalGzipKb, 2)} kB`,
    `<= ${bundle.targetKb} kB`,
    verdict(bundle.totalGzipKb <= bundle.targetKb),
  ]);
} else missing('home page JS+CSS, gzipped', '<= 150 kB', webBuilt ? 'failed' : 'web build failed');

const accounts = figures('accounts-read');
if (accounts) {
  for (const [db, r] of Object.entries(accounts.results)) {
    const p99 = `p50 ${n(r.firstPage.p50Ms)} / p99 ${n(r.firstPage.p99Ms)} ms; search p50 ${n(r.search.p50Ms)} / p99 ${n(r.search.p99Ms)} ms`;
    const onPg = db === 'PostgreSQL';
    const ok = r.firstPage.p99Ms < accounts.targetP99Ms && r.search.p99Ms < accounts.targetP99Ms;
    rows.push([
      `${db}: accounts first page and name search (${n(accounts.accounts)} accounts)`,
      p99,
      onPg ? `p99 < ${accounts.targetP99Ms} ms` : '',
      onPg ? verdict(ok) : '',
    ]);
    const e = r.exported;
    rows.push([
      `${db}: export of ${n(accounts.accounts)} accounts`,
      `${n(e.seconds, 1)} s, ${n(e.megabytes, 1)} MB, peak RSS ${n(e.peakRssMb)} MB`,
      `< ${accounts.targetExportS} s`,
      verdict(e.seconds < accounts.targetExportS),
    ]);
  }
} else missing('accounts first page, search, export', 'see bench/README.md', 'failed');

const paid = figures('card-payments');
if (paid) {
  for (const [db, r] of Object.entries(paid.results)) {
    rows.push([
      `${db}: approved card payments per second (${paid.clients} clients, sandbox)`,
      `${n(r.load.perSecond, 1)}/s (p50 ${n(r.load.p50Ms)} ms, p99 ${n(r.load.p99Ms)} ms)`,
      '',
      '',
    ]);
    rows.push([
      `${db}: charges made / identical submissions sent`,
      `${r.dup.charges} / ${r.dup.sent}`,
      '1 charge',
      verdict(r.dup.charges === 1),
    ]);
  }
} else missing('card payments per second, duplicate submissions', '1 charge', 'failed');

const imported = figures('accounts-import');
if (imported) {
  for (const [db, r] of Object.entries(imported.results)) {
    rows.push([
      `${db}: import of ${n(imported.rows)} accounts (HTTP) ÷ raw COPY, rows/s`,
      `${n(r.big.rowsPerSec)} ÷ ${n(r.copyRowsPerSec)} = ${n(r.copyRatio * 100)}%`,
      `>= ${n(imported.targetCopyRatio * 100)}%`,
      verdict(r.copyRatio >= imported.targetCopyRatio),
    ]);
    rows.push([
      `${db}: import peak RSS, ${n(imported.rows)} vs ${n(imported.smallRows)} rows`,
      `${n(r.big.peakRssMb)} vs ${n(r.small.peakRssMb)} MB (${r.rssGrowth >= 0 ? '+' : ''}${n(r.rssGrowth * 100, 1)}%)`,
      `<= +${n(imported.targetRssGrowth * 100)}%`,
      verdict(r.rssGrowth <= imported.targetRssGrowth),
    ]);
  }
} else missing('accounts import ÷ raw COPY', '>= 33%', 'failed');

const remitted = figures('remittance-draft');
if (remitted) {
  for (const [db, r] of Object.entries(remitted.results)) {
    rows.push([
      `${db}: drafting one remittance over ${n(remitted.entries)} payments`,
      `${n(r.ms / 1000, 2)} s, server RSS ${n(r.baselineRssMb)} → ${n(r.peakRssMb)} MB`,
      `< ${n(remitted.targetMs / 1000)} s, < +${remitted.targetRssGrowthMb} MB`,
      verdict(r.ms < remitted.targetMs && r.peakRssMb - r.baselineRssMb < remitted.targetRssGrowthMb),
    ]);
  }
} else missing('drafting a remittance over 100,000 payments', '< 10 s', 'failed');

const scale = figures('scale-read');
if (scale) {
  const all = Object.entries(scale.routes).filter(([, r]) => !r.skipped);
  const within = all.filter(
    ([, r]) => !r.problem && r.p99Ms !== null && r.p99Ms < r.targetMs && r.bytes <= r.maxBytes,
  );
  const misses = all.filter(([name]) => !within.some(([n]) => n === name)).map(([name]) => name);
  rows.push([
    `scale: back-office reads at ${n(scale.accounts)} accounts within p99 and size targets`,
    `${within.length} of ${all.length}${misses.length ? ` (missed: ${misses.join(', ')})` : ''}`,
    'all (bench/scale/routes.mjs)',
    verdict(within.length === all.length),
  ]);
  const e = scale.export;
  if (e)
    rows.push([
      `scale: export of ${n(scale.accounts)} accounts`,
      `${n(e.seconds, 1)} s, ${n(e.megabytes, 1)} MB, peak RSS ${n(e.peakRssMb)} MB, first page p99 ${n(e.pageP99Ms)} ms`,
      '< 300 s, first page p99 < 100 ms',
      verdict(e.seconds < 300 && e.pageP99Ms < 100),
    ]);
} else missing('scale: back-office reads at 1,000,000 accounts', 'see bench/README.md', 'failed');

console.log('\n=== Summary (one run on loopback; figures are noisy on a shared machine) ===');
console.log(table(rows));
for (const note of notes) console.log(`Note: ${note}`);
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')} (their figures are missing or invalid).`);
  process.exit(1);
}
