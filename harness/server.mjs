// Process helpers for the benchmarks and the whole-process suites: start the built server, stop it.
// Every server started here is tracked so that it is killed even when a script fails or times out.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = join(ROOT, 'apps/server/dist/server.js');
export const WEB_INDEX = join(ROOT, 'apps/web/dist/index.html');
export const HOST = '127.0.0.1';

const live = new Set();
const cleanups = [];

/** Registers a last-resort cleanup (temp dirs, the PostgreSQL server) that also runs on failure. */
export function onCleanup(fn) {
  cleanups.push(fn);
}

function killAllNow() {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      fn();
    } catch (error) {
      console.error(`cleanup failed: ${error.message}`);
    }
  }
}

process.on('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping servers`);
    process.exit(130);
  });
}

/** Ends the process with a message (and exit code 2) if the script runs longer than `ms`. */
export function watchdog(ms, what) {
  setTimeout(() => {
    console.error(`\n${what} did not finish within ${Math.round(ms / 1000)} s: giving up.`);
    process.exit(2);
  }, ms).unref();
}

/** A free TCP port on loopback (the OS picks it; the tiny race before the server binds is acceptable). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A temporary folder removed when the process exits. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function requireServerBuild() {
  if (!existsSync(SERVER_ENTRY)) {
    console.error(
      `No server build at ${SERVER_ENTRY}: run "npm run build -w apps/server" (or bench without --no-build).`,
    );
    process.exit(1);
  }
}

// Variables the caller's shell may carry that would change what is measured; each run sets its own.
const SCRUBBED = [
  'DATABASE_URL',
  'DATA_DIR',
  'DEMO',
  'BENCH_ROUTES',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'ADMIN_EMAIL',
  'NODE_ENV',
  'PORT',
];

/**
 * Spawns `node apps/server/dist/server.js` on loopback with LOG_LEVEL=warn and the given env.
 * Returns { child, port, url, startedAt, output() } where output() is the recent stdout+stderr.
 */
export function spawnServer({ port, env = {}, nodeArgs = [] }) {
  const base = { ...process.env };
  for (const key of SCRUBBED) delete base[key];
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...base, HOST, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, port, url: `http://${HOST}:${port}`, startedAt, output: () => output };
}

/**
 * Polls `url` until it answers 200 and returns the time of that answer (performance.now()).
 * Fails when the server exits first or nothing answers within `timeoutMs`.
 */
export async function waitFor200(server, path, { timeoutMs = 30_000, intervalMs = 10 } = {}) {
  const deadline = performance.now() + timeoutMs;
  let exited = null;
  server.child.exited.then((how) => {
    exited = how;
  });
  let last = 'no answer';
  while (performance.now() < deadline) {
    if (exited)
      throw new Error(
        `server exited (${exited.signal ?? exited.code}) before answering:\n${server.output()}`,
      );
    try {
      const res = await fetch(server.url + path, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now();
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message; // ECONNREFUSED until the server listens
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`no 200 from ${path} within ${timeoutMs} ms (last: ${last}):\n${server.output()}`);
}

/** Starts the server and waits until it serves `readyPath`. */
export async function startServer({ env, nodeArgs, readyPath = '/api/health', timeoutMs = 60_000 } = {}) {
  const server = spawnServer({ port: await freePort(), env, nodeArgs });
  try {
    server.readyAt = await waitFor200(server, readyPath, { timeoutMs, intervalMs: 25 });
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return server;
}

/**
 * Stops gracefully (SIGTERM: the server closes its database, which PGlite needs to leave a clean
 * data dir), then SIGKILL after `graceMs`.
 */
export async function stopServer(server, { graceMs = 10_000 } = {}) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  await server.child.exited;
  clearTimeout(timer);
}

/** Signs in with a JSON login and returns the `name=value` session cookie. */
export async function signIn(server, username, password) {
  const res = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`sign-in as ${username} answered ${res.status}: ${body}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('arrears_sid='));
  if (!cookie) throw new Error('sign-in set no arrears_sid cookie');
  return cookie.split(';')[0];
}

/** Runs a command synchronously (bounded), returning stdout; throws with its stderr on failure. */
export function run(cmd, args, { env, timeoutMs = 120_000 } = {}) {
  const result = spawnSync(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
  return result.stdout;
}
