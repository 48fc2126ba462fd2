// Cold start: time from spawning the built server on an existing PGlite data dir to its first 200.
//   node bench/cold-start.mjs            (BENCH_COLD_RUNS=5 by default)
import { existsSync } from 'node:fs';
import {
  freePort,
  requireServerBuild,
  spawnServer,
  startServer,
  stopServer,
  tempDir,
  WEB_INDEX,
  waitFor200,
  watchdog,
} from '@arrears/harness/server';
import { median, saveFigures, verdict } from './lib/report.mjs';

const TARGET_MS = 3000;
const runs = Number(process.env.BENCH_COLD_RUNS ?? 5);
watchdog(60_000 + runs * 40_000, 'cold-start');
requireServerBuild();

// GET / is what a visitor waits for; without a web build the server has no page, so use the health route.
const path = existsSync(WEB_INDEX) ? '/' : '/api/health';
if (path !== '/')
  console.log('No web build (apps/web/dist/index.html): timing GET /api/health instead of GET /.');

// The first start creates the data dir, migrates and seeds the demo data; that is not a cold start.
const env = { DATA_DIR: tempDir('arrears-bench-cold-') };
await stopServer(await startServer({ env }));

const times = [];
for (let i = 1; i <= runs; i++) {
  const server = spawnServer({ port: await freePort(), env });
  try {
    const answeredAt = await waitFor200(server, path, { timeoutMs: 30_000, intervalMs: 10 });
    times.push(answeredAt - server.startedAt);
    console.log(`  run ${i}: ${Math.round(times.at(-1))} ms`);
  } finally {
    await stopServer(server); // graceful, so the next run opens a cleanly closed data dir
  }
}

const figures = {
  path,
  runs,
  minMs: Math.min(...times),
  medianMs: median(times),
  maxMs: Math.max(...times),
  targetMs: TARGET_MS,
};
const ms = (v) => `${Math.round(v)} ms`;
console.log(
  `Cold start to first 200 of GET ${path} (${runs} runs, existing PGlite data dir): ` +
    `min ${ms(figures.minMs)}, median ${ms(figures.medianMs)}, max ${ms(figures.maxMs)} — ` +
    `target < ${TARGET_MS} ms: ${verdict(figures.medianMs < TARGET_MS)}`,
);
saveFigures('cold-start', figures);
