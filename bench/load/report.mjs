// The load test's printout and its docs/evidence.md section, from the figures run.mjs gathers.
import { table } from '../lib/report.mjs';
import { dollars } from './ledger.mjs';

const n = (v, d = 0) => v.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const ms = (v) => n(v, 1);
const statusText = (statuses) =>
  Object.entries(statuses)
    .map(([s, c]) => `${s}×${c}`)
    .join(' ');

/** "no answer": sent by a virtual user but never answered (timed out, or in flight at the end). */
function routeRows(summary, sent) {
  const rows = [['route', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'statuses', 'no answer']];
  let total = 0;
  for (const r of summary.rows) {
    const missing = sent.has(r.route) ? sent.get(r.route) - r.count : 0;
    total += missing;
    rows.push([
      r.route,
      n(r.count),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      ms(r.max),
      statusText(r.statuses),
      n(missing),
    ]);
  }
  const o = summary.overall;
  rows.push([
    o.route,
    n(o.count),
    ms(o.p50),
    ms(o.p95),
    ms(o.p99),
    ms(o.max),
    statusText(o.statuses),
    n(total),
  ]);
  return rows;
}

const markdownTable = (rows) =>
  [rows[0], rows[0].map(() => '---'), ...rows.slice(1)].map((r) => `| ${r.join(' | ')} |`).join('\n');

/** Every line of the verdict, shared by the console and the evidence page. */
export function verdictLines(f) {
  const lines = [
    `Requests: ${n(f.summary.overall.count)} in ${n(f.windowS, 1)} s = ${n(f.rps, 1)} requests/s (the users ask for up to ${n(f.offeredRps)}/s when answers come within a second); errors ${f.errors} (timeouts ${f.timeouts}); non-2xx ${f.summary.overall.non2xx} (expected: ${f.expectedNon2xx})`,
    `Visits: ${n(f.tally.debtorVisits)} debtor, ${n(f.tally.agentVisits)} agent, ${f.tally.abortedVisits} cut short; payments ${n(f.tally.approved)} approved (${dollars(BigInt(f.tally.approvedCents))}), ${n(f.tally.declined)} declined, ${f.tally.wrongOutcomes} with an unexpected outcome`,
    `CPU during the load (${n(f.windowS, 1)} s, ${f.cores} cores): server ${n(f.cpuSeconds.server, 1)} s (incl. the import's workers and argon2), PostgreSQL ${n(f.cpuSeconds.postgres, 1)} s, load generator ${n(f.cpuSeconds.loadGenerator, 1)} s → ${n(((f.cpuSeconds.server + f.cpuSeconds.postgres) * 1000) / Math.max(1, f.summary.overall.count), 1)} ms of server + PostgreSQL CPU per request; all three used ${n((f.cpuSeconds.server + f.cpuSeconds.postgres + f.cpuSeconds.loadGenerator) / f.windowS, 2)} cores on average`,
    `Import of ${n(f.import.rows)} rows started with the load: ${n(f.import.rowsPerSecUnderLoad)} rows/s under load (${f.import.finishedInWindow ? 'all of it under load' : `${n(f.import.rowsAtWindowEnd)} rows done when the users stopped`}); ${f.import.completed ? 'completed' : 'NOT completed'} in ${n(f.import.seconds, 1)} s (${n(f.import.rowsPerSec)} rows/s overall); created ${n(f.import.created)}, errors ${f.import.errors}; PostgreSQL wrote ${n(f.import.walBytes / 2 ** 20)} MB of write-ahead log meanwhile (${n(f.import.walBytes / 1024 / f.import.rows, 1)} kB per imported row, with the users' writes)`,
    `All routes by 5 s of the run (answers, p95 ms; the import ran from 0 to ${n(f.import.seconds, 1)} s): ${f.timeline
      .filter((b) => b.count > 0)
      .map((b) => `${b.fromS}-${b.toS} s: ${n(b.count)}, ${n(b.p95, 0)}`)
      .join('; ')}`,
    `Balances (read once no payment of the run was still processing: waited ${n(f.settled.waitedS, 1)} s): start ${dollars(f.ledger.startCents)} − approved ${dollars(f.ledger.approvedCents)} (${n(f.ledger.approvedCount)} approved payments in the database${f.ledger.approvedOnOtherAccounts ? `, ${f.ledger.approvedOnOtherAccounts} of them on accounts that did not exist before` : ''}) = ${dollars(f.ledger.startCents - f.ledger.approvedCents)}; end ${dollars(f.ledger.endCents)} → ${f.ledger.holds ? 'HOLDS' : 'DOES NOT HOLD'}`,
    `Payment answers against the payments table: ${n(f.tally.answers.size)} answered, ${f.matched.wrong.length} differing (status or amount); ${f.matched.unanswered} sent but not answered (in flight when the load stopped, or timed out), ${f.matched.unansweredApproved} of them approved in the database; by status in the database: ${
      Object.entries(f.ledger.paymentsByStatus)
        .map(([s, c]) => `${s} ${c}`)
        .join(', ') || 'none'
    }`,
    `Imported accounts in the database: ${n(f.ledger.imported.accounts)} of ${n(f.import.rows)}, balances ${dollars(f.ledger.imported.balanceCents)} (file: ${dollars(BigInt(f.import.fileBalanceCents))})`,
    `Target: 0 errors and p95 < 200 ms on every route with ${f.users} virtual users for ${f.durationS} s → ${f.pass ? 'PASS' : 'MISS'}${f.slowRoutes.length ? ` (p95 ≥ 200 ms: ${f.slowRoutes.join(', ')})` : ''}`,
  ];
  if (f.problems.length) lines.push(`INVALID MEASUREMENT: ${f.problems.join('; ')}`);
  return lines;
}

export function printReport(f) {
  console.log(`\nMixed load: ${f.scenario}`);
  console.log(table(routeRows(f.summary, f.tally.sent)));
  console.log('');
  for (const line of verdictLines(f)) console.log(line);
}

export function evidenceMarkdown(f) {
  return `## Load: ${f.users} virtual users for ${f.durationS} s, with a ${n(f.import.rows)}-row import${f.scale ? `, on the scale data set of ${n(f.scale)} accounts (\`LOAD_SCALE=1 node bench/load/run.mjs\`)` : ' (`node bench/load/run.mjs`)'}

${f.scenario}

${markdownTable(routeRows(f.summary, f.tally.sent))}

${verdictLines(f)
  .map((l) => `- ${l}`)
  .join('\n')}

Noise: the load generator, the server and PostgreSQL share the machine's ${f.cores} cores${f.note ? `; ${f.note}` : ''}. Compare runs on a quiet machine before reading much into p95/p99.`;
}
