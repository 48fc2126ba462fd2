// Runs every proof suite and benchmark of docs/evidence.md in turn, bounded in time. Each writes its
// own figures; this adds the summary: which command ran, its test counts and how long it took.
//   npm run evidence                 (about 30 minutes on 2 cores)
//   npm run evidence -- --suites     (the test suites only, no load test or Lighthouse)
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { writeEvidenceSection } from '@arrears/harness/evidence';

const STEPS = [
  { command: 'npm run test:security', timeoutMs: 15 * 60_000 },
  { command: 'npm run test:faults', timeoutMs: 15 * 60_000 },
  { command: 'npm run test:cluster', timeoutMs: 10 * 60_000 },
  { command: 'node bench/load/run.mjs', timeoutMs: 15 * 60_000, bench: true },
  { command: 'node bench/lighthouse.mjs', timeoutMs: 10 * 60_000, bench: true },
  // A million accounts seeded by SQL, every back-office read and the export (bench/scale-read.mjs).
  { command: 'node bench/scale-read.mjs', timeoutMs: 45 * 60_000, bench: true },
];

/** Runs a shell command with inherited output and a time limit; resolves with its output and exit. */
function runStep({ command, timeoutMs }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    const keep = (stream, chunk) => {
      stream.write(chunk);
      output += chunk;
    };
    child.stdout.on('data', (c) => keep(process.stdout, c));
    child.stderr.on('data', (c) => keep(process.stderr, c));
    const timer = setTimeout(() => process.kill(-child.pid, 'SIGTERM'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal, output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** The passed/failed counts vitest ("Tests  12 passed (12)") and Playwright ("  3 passed (20s)") print. */
function testCounts(output) {
  const plain = stripVTControlCharacters(output);
  let passed = 0;
  let failed = 0;
  for (const line of plain.split('\n')) {
    const vitest = /^\s+Tests\s+(.*)$/.exec(line);
    const text = vitest ? vitest[1] : /^\s+\d+ (passed|failed|flaky)/.test(line) ? line : '';
    passed += Number(/(\d+) passed/.exec(text)?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(text)?.[1] ?? 0) + Number(/(\d+) flaky/.exec(text)?.[1] ?? 0);
  }
  return { passed, failed };
}

const suitesOnly = process.argv.includes('--suites');
const rows = [];
for (const step of STEPS.filter((s) => !(suitesOnly && s.bench))) {
  console.log(`\n::: ${step.command}`);
  const result = await runStep(step);
  const counts = testCounts(result.output);
  rows.push(
    `| \`${step.command}\` | ${result.code === 0 ? 'ok' : `exit ${result.code}`} | ${
      step.bench ? 'figures below' : `${counts.passed} passed, ${counts.failed} failed`
    } | ${Math.round(result.seconds)} s |`,
  );
}

writeEvidenceSection(
  'summary',
  `## Summary of the last \`npm run evidence\`

| command | exit | tests | time |
| --- | --- | --- | --- |
${rows.join('\n')}`,
);
console.log(`\n${rows.join('\n')}`);
