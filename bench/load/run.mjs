// Mixed load on the built server and a real PostgreSQL: debtors (quick access, portal reads, a card
// payment) and agents (searches, debtor workspaces) as autocannon virtual users, while an admin
// imports 50,000 accounts; then the money check from the database. See bench/README.md.
//   node bench/load/run.mjs      LOAD_USERS=200 LOAD_DURATION=60 (s) LOAD_AGENT_SHARE=0.2
//   LOAD_DEBTORS=2500 LOAD_IMPORT_ROWS=50000 LOAD_VU_RATE=1 (requests/s per user)
//   LOAD_RAMP=10 (s over which the users join before the measured window)
//   LOAD_FORWARDED_FOR=true (one X-Forwarded-For per debtor visit)  LOAD_PROFILE=1 (CPU profile)
//   LOAD_SCALE=1 (first the scale data set of bench/scale/seed.mjs, SCALE_ACCOUNTS=1000000)
//   LOAD_CHECKPOINT_AT=5 (s into the window: force a PostgreSQL checkpoint then, while the import writes)
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { writeEvidenceSection } from '@arrears/harness/evidence';
import { startPostgres } from '@arrears/harness/postgres';
import { ROOT, requireServerBuild, signIn, startServer, stopServer, watchdog } from '@arrears/harness/server';
import autocannon from 'autocannon';
import pg from 'pg';
import { saveFigures } from '../lib/report.mjs';
import { SCALE_ENCRYPTION_KEY, seedScale } from '../scale/seed.mjs';
import { client, signedInAgent, uploadAccounts } from './api.mjs';
import { cpuMeter, postmasterPidOf } from './cpu.mjs';
import { importFile, seedFile } from './data.mjs';
import { checkAfter, matchAnswers, snapshotBefore, waitForPayments, walPosition } from './ledger.mjs';
import { evidenceMarkdown, printReport } from './report.mjs';
import { agentVisit, debtorVisit, pool } from './scenario.mjs';
import { createStats } from './stats.mjs';

const env = process.env;
const USERS = Number(env.LOAD_USERS ?? 200);
const DURATION_S = Number(env.LOAD_DURATION ?? 60);
const AGENTS = Math.max(1, Math.round(USERS * Number(env.LOAD_AGENT_SHARE ?? 0.2)));
const DEBTOR_VUS = USERS - AGENTS;
const DEBTORS = Number(env.LOAD_DEBTORS ?? 2500);
const IMPORT_ROWS = Number(env.LOAD_IMPORT_ROWS ?? 50_000);
const VU_RATE = Number(env.LOAD_VU_RATE ?? 1);
const RAMP_S = Number(env.LOAD_RAMP ?? 10);
const FORWARDED_FOR = (env.LOAD_FORWARDED_FOR ?? 'true') !== 'false';
const GROUP = 4; // connections per autocannon instance; instances start spread over the first second
const TARGET_P95_MS = 200;
const ADMIN = { username: 'load-admin', password: 'load-admin-password-1', email: 'load-admin@example.com' };
const runTag = Date.now().toString(36);

if (DEBTORS < DEBTOR_VUS * 2)
  throw new Error(`LOAD_DEBTORS (${DEBTORS}) must be at least twice the debtor VUs`);
const SCALE = env.LOAD_SCALE === '1';
const CHECKPOINT_AT_S = env.LOAD_CHECKPOINT_AT === undefined ? null : Number(env.LOAD_CHECKPOINT_AT);
if (CHECKPOINT_AT_S !== null && !(CHECKPOINT_AT_S >= 0))
  throw new Error(`LOAD_CHECKPOINT_AT must be a number of seconds, not "${env.LOAD_CHECKPOINT_AT}"`);
watchdog((DURATION_S + (SCALE ? 35 : 20) * 60) * 1000, 'load');
requireServerBuild();

const scenario =
  `${USERS} virtual users (${DEBTOR_VUS} debtors, ${AGENTS} agents), each one connection sending at most ` +
  `${VU_RATE} request/s (autocannon connectionRate: about a second between clicks, busier than a person ` +
  `reading a page), joining in groups of 4 spread over ${RAMP_S} s (evenly within each second) before the measured ${DURATION_S} s ` +
  '(as people arrive at a site, and so that their visits are not in step: a debtor visit takes 9 s); the ' +
  `figures are of the requests sent in the measured window, with all ${USERS} users on. A debtor visit is 9 requests: ` +
  'quick access (SSN last 4 + birth date, then the address pick), GET /api/user, the portal reads ' +
  '(accounts, payment totals, payment history), one card payment ($5-$50; every 4th visit with the ' +
  'declined sandbox card, the rest approved, each its own invoice), the history again, sign-out; then ' +
  `the connection is the next of ${DEBTORS.toLocaleString('en-US')} seeded debtors${FORWARDED_FOR ? ', from its own X-Forwarded-For address (TRUST_PROXY=true, as behind a load balancer)' : ''}. ` +
  'An agent visit is 8 requests with a staff session opened before the run (two-factor): the accounts ' +
  'table searched by a surname, the account search by name, then the debtor workspace as the page loads ' +
  'it (debtor, contact history, visits, contact change requests, compliance preferences) and its ' +
  `payment tab. When the window opens an admin imports ${IMPORT_ROWS.toLocaleString('en-US')} new accounts (CSV upload) ` +
  'and polls its progress every 500 ms like the import page.';

/**
 * With LOAD_CHECKPOINT_AT, a checkpoint forced that many seconds into the window: afterwards the
 * first change to each page is written whole to the write-ahead log, the moment users' commits
 * wait longest behind the import's. Answers what happened, for the report.
 */
async function forcedCheckpoint(url, from) {
  if (CHECKPOINT_AT_S === null) return null;
  const atS = CHECKPOINT_AT_S;
  await new Promise((resolve) => setTimeout(resolve, from + atS * 1000 - performance.now()));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const started = performance.now();
    await db.query('CHECKPOINT');
    return `a checkpoint forced ${atS} s into the window (LOAD_CHECKPOINT_AT) took ${((performance.now() - started) / 1000).toFixed(1)} s`;
  } finally {
    await db.end();
  }
}

// ------------------------------------------------------------------ start
const PG_DIR = env.LOAD_PG_DIR ?? '/tmp/arrears-load-pg';
const pgDb = startPostgres({ dir: PG_DIR, port: env.LOAD_PG_PORT ?? '54366' });
const profileDir = join(ROOT, 'bench/profiles');
if (env.LOAD_PROFILE) mkdirSync(profileDir, { recursive: true });
const server = await startServer({
  env: {
    DATABASE_URL: pgDb.url,
    DEMO: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_EMAIL: ADMIN.email,
    ...(FORWARDED_FOR ? { TRUST_PROXY: 'true' } : {}),
    // The seeded accounts' SSNs and birth dates are encrypted under the scale data set's key.
    ...(SCALE ? { DATA_ENCRYPTION_KEY: SCALE_ENCRYPTION_KEY } : {}),
  },
  nodeArgs: env.LOAD_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  timeoutMs: 120_000,
});
const problems = [];
try {
  if (SCALE) {
    // Decision 0079: the same load on an agency with a million accounts and their history, seeded by SQL
    // into the migrated, still empty database before anything else.
    const db = new pg.Client({ connectionString: pgDb.url });
    await db.connect();
    try {
      const accounts = Number(env.SCALE_ACCOUNTS ?? 1_000_000);
      console.log(`Seeding the scale data set: ${accounts.toLocaleString('en-US')} accounts`);
      const seeded = await seedScale((sql, params) => db.query(sql, params), { accounts });
      console.log(`Seeded in ${seeded.seconds.toFixed(0)} s (its last step a checkpoint)`);
    } finally {
      await db.end();
    }
  }
  const admin = client(server.url);
  admin.jar.set(...(await signIn(server, ADMIN.username, ADMIN.password)).split(/=(.*)/s).slice(0, 2));

  // Untimed: the debtors the virtual users are, imported like any agency's file; the agents.
  const seed = seedFile(DEBTORS);
  const seeded = await uploadAccounts(admin, seed.csv, randomUUID(), 'load-debtors.csv');
  if (seeded.status !== 200 || seeded.body.created !== DEBTORS)
    throw new Error(`seed import answered ${seeded.status}: ${JSON.stringify(seeded.body).slice(0, 300)}`);
  console.log(`Seeded ${DEBTORS} debtors; enrolling ${AGENTS} agents in two-factor and signing them in`);
  const agentList = [];
  for (let i = 0; i < AGENTS; i += 4) {
    const batch = Array.from({ length: Math.min(4, AGENTS - i) }, (_, k) => i + k + 1);
    const clients = await Promise.all(batch.map((k) => signedInAgent(server.url, admin, k, runTag)));
    clients.forEach((c, k) => {
      agentList.push({ cookie: c.cookie(), ip: FORWARDED_FOR ? `10.250.0.${batch[k]}` : undefined });
    });
  }
  const upload = importFile(IMPORT_ROWS);
  const before = await snapshotBefore(pgDb.url);
  const walBefore = await walPosition(pgDb.url);

  // ------------------------------------------------------------------ the load
  const tally = { debtorVisits: 0, agentVisits: 0, abortedVisits: 0, approved: 0, approvedCents: 0 };
  Object.assign(tally, {
    declined: 0,
    wrongOutcomes: 0,
    notes: new Set(),
    debtorVisitsStarted: 0,
    agentVisitsStarted: 0,
    invoicesSent: new Set(),
    sent: new Map(), // requests sent per route: those without an answer timed out or were in flight at the end
    answers: new Map(),
  });
  const debtors = pool(seed.debtors);
  const agents = pool(agentList);
  const roles = [];
  for (let left = DEBTOR_VUS; left > 0; left -= GROUP) roles.push(['debtor', Math.min(GROUP, left)]);
  const agentGroups = [];
  for (let left = AGENTS; left > 0; left -= GROUP) agentGroups.push(['agent', Math.min(GROUP, left)]);
  // Interleave the roles so that both start evenly through the first second.
  const groups = [];
  const step = roles.length / Math.max(1, agentGroups.length);
  roles.forEach((g, i) => {
    groups.push(g);
    if (agentGroups.length && (i + 1) % Math.ceil(step) === 0) groups.push(agentGroups.shift());
  });
  groups.push(...agentGroups);

  console.log(
    `Load: ${USERS} virtual users joining over ${RAMP_S} s, then ${DURATION_S} s measured with a ${IMPORT_ROWS}-row import`,
  );
  const runStart = performance.now();
  const windowStart = runStart + RAMP_S * 1000;
  const stats = createStats(windowStart);
  const rampSeconds = Math.max(1, Math.floor(RAMP_S));
  const instances = groups.map(([role, connections], k) => {
    // Spread over each second (the users' clicks come evenly, not in bursts) and over the ramp's
    // whole seconds (their visits are not in step).
    const offsetMs = (k * 1000) / groups.length + (k % rampSeconds) * 1000;
    return new Promise((resolve) => setTimeout(resolve, offsetMs)).then(
      () =>
        new Promise((resolve, reject) => {
          const requests =
            role === 'debtor'
              ? debtorVisit({ debtors, tally, runTag, forwardedFor: FORWARDED_FOR })
              : agentVisit({ agents, debtorList: seed.debtors, tally });
          const instance = autocannon(
            {
              url: server.url,
              connections,
              connectionRate: VU_RATE,
              // Every group stops at the end of the measured window.
              duration: RAMP_S + DURATION_S - offsetMs / 1000,
              requests,
              timeout: 10,
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('response', (c, status, _bytes, latency) => {
            const context = c.requestIterator.context;
            if (context.setupAt >= windowStart) stats.record(context.route, status, latency);
          });
        }),
    );
  });
  await new Promise((resolve) => setTimeout(resolve, windowStart - performance.now()));
  tally.sent.clear(); // from here on, the requests of the window
  const cpu = cpuMeter(server.child.pid, postmasterPidOf(PG_DIR));
  const uploadId = randomUUID();
  const importStarted = performance.now();
  const importing = uploadAccounts(admin, upload.csv, uploadId, 'load-accounts.csv').then((r) => ({
    ...r,
    seconds: (performance.now() - importStarted) / 1000,
  }));
  let importDone = false;
  const checkpoint = forcedCheckpoint(pgDb.url, importStarted);
  let expectedNon2xx = 0;
  let rowsAtWindowEnd = 0;
  let windowOpen = true;
  importing.finally(() => {
    importDone = true;
  });
  const polling = (async () => {
    let seenRun = false;
    while (!importDone) {
      const r = await admin.call('GET', `/api/admin/import/${uploadId}`);
      if (windowOpen) {
        // Until the upload has streamed in, the run does not exist yet: the page sees 404 too.
        const expected = r.status === 404 && !seenRun;
        if (expected) expectedNon2xx += 1;
        stats.record('GET /api/admin/import/:uploadId', r.status, r.ms, r.status === 200 || expected);
        if (r.status === 200) rowsAtWindowEnd = r.body.processedRows;
      }
      if (r.status === 200) seenRun = true;
      await new Promise((res) => setTimeout(res, 500));
    }
  })();

  const results = await Promise.all(instances);
  const windowS = (performance.now() - windowStart) / 1000;
  const cpuSeconds = cpu.stop();
  windowOpen = false;
  const finishedInWindow = importDone;
  const importSecondsInWindow = (performance.now() - importStarted) / 1000;
  const imported = await importing;
  await polling;
  const walBytes = await walPosition(pgDb.url, walBefore);
  const checkpointed = await checkpoint;

  // ------------------------------------------------------------------ checks and figures
  const settled = await waitForPayments(pgDb.url, before);
  if (settled.stillProcessing)
    problems.push(
      `${settled.stillProcessing} payments still processing ${Math.round(settled.waitedS)} s after the load`,
    );
  const ledger = await checkAfter(pgDb.url, before, 'LOAD-I-', `LOAD-${runTag}-`);
  const matched = matchAnswers(tally.invoicesSent, tally.answers, ledger.byInvoice);
  const summary = stats.summary();
  const errors = results.reduce((s, r) => s + r.errors, 0);
  const timeouts = results.reduce((s, r) => s + r.timeouts, 0);
  const unexpected = summary.overall.non2xx - expectedNon2xx;
  const slowRoutes = summary.rows.filter((r) => r.p95 >= TARGET_P95_MS).map((r) => r.route);
  const body = imported.body ?? {};
  const completed = imported.status === 200 && body.created === IMPORT_ROWS && body.errors === 0;
  if (errors) problems.push(`${errors} request errors (${timeouts} timeouts)`);
  if (unexpected) problems.push(`${unexpected} unexpected non-2xx: ${stats.unexpectedSamples().join(', ')}`);
  if (tally.abortedVisits) problems.push(`${tally.abortedVisits} visits cut short`);
  if (tally.wrongOutcomes) problems.push(`${tally.wrongOutcomes} payments with an unexpected outcome`);
  if (!completed)
    problems.push(`the import did not complete: ${imported.status} ${JSON.stringify(body).slice(0, 200)}`);
  if (tally.notes.size) problems.push([...tally.notes].join('; '));
  if (completed && ledger.imported.balanceCents !== BigInt(upload.balanceCents))
    problems.push('the imported balances differ from the file');
  // Every payment answer against its row; payments whose answers never arrived were in flight
  // when autocannon stopped (or timed out): they count in the balances, not in the answers.
  const answersMatch = matched.wrong.length === 0 && matched.strangers === 0;
  if (!answersMatch)
    problems.push(
      `payment answers that differ from the payments table: ${matched.wrong.slice(0, 5).join('; ')} (${matched.strangers} unknown invoices)`,
    );
  const figures = {
    scenario,
    users: USERS,
    scale: SCALE ? Number(env.SCALE_ACCOUNTS ?? 1_000_000) : null,
    durationS: DURATION_S,
    windowS,
    cores: cpus().length,
    rps: summary.overall.count / windowS,
    offeredRps: USERS * VU_RATE,
    cpuSeconds,
    summary,
    errors,
    timeouts,
    expectedNon2xx: expectedNon2xx
      ? `${expectedNon2xx} × 404 of the import progress before the upload had arrived`
      : 'none',
    tally,
    ledger,
    answersMatch,
    matched,
    settled,
    slowRoutes,
    timeline: stats.timeline(5),
    problems,
    pass: errors === 0 && unexpected === 0 && slowRoutes.length === 0,
    note: [env.LOAD_NOTE, checkpointed].filter(Boolean).join('; ') || undefined,
    import: {
      rows: IMPORT_ROWS,
      completed,
      created: body.created ?? 0,
      errors: body.errors ?? null,
      seconds: imported.seconds,
      rowsPerSec: completed ? IMPORT_ROWS / imported.seconds : 0,
      finishedInWindow,
      rowsAtWindowEnd: finishedInWindow ? IMPORT_ROWS : rowsAtWindowEnd,
      // Rows per second while the users were on: all of it, or the rows done when they stopped.
      rowsPerSecUnderLoad: finishedInWindow
        ? IMPORT_ROWS / imported.seconds
        : rowsAtWindowEnd / importSecondsInWindow,
      fileBalanceCents: upload.balanceCents,
      // PostgreSQL's write-ahead log from the window's start to the import's end (all writes).
      walBytes,
    },
  };
  printReport(figures);
  if (Object.keys(summary.overall.statuses).some((s) => s >= 500))
    console.error(`\nThe server's last output:\n${server.output().slice(-3000)}`);
  // BigInt cents as strings; the per-invoice sets and maps as their sizes.
  const replacer = (_k, v) =>
    typeof v === 'bigint' ? v.toString() : v instanceof Set || v instanceof Map ? v.size : v;
  saveFigures('load', JSON.parse(JSON.stringify(figures, replacer)));
  // The million-account run keeps its own section beside the everyday one.
  writeEvidenceSection(SCALE ? 'load-scale' : 'load', evidenceMarkdown(figures));
  if (!ledger.holds) {
    console.error('\nThe balances at the end are not the starting balances minus the approved payments.');
    process.exitCode = 1;
  }
  if (!answersMatch) {
    console.error('\nThe approved payments in the answers and in the payments table differ.');
    process.exitCode = 1;
  }
  if (problems.length) process.exitCode = 1;
} finally {
  await stopServer(server);
  pgDb.stop();
}
