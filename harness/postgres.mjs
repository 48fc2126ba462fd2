import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { onCleanup, ROOT, run } from './server.mjs';

/**
 * A throwaway PostgreSQL server (scripts/postgres-temp.sh) in its own folder and port, stopped
 * and removed at the end, also when the benchmark fails or times out.
 */
export function startPostgres({ dir, port }) {
  const env = { PG_TEMP_DIR: dir };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    run('scripts/postgres-temp.sh', ['stop'], { env, timeoutMs: 60_000 });
    rmSync(dir, { recursive: true, force: true });
  };
  onCleanup(stop);
  const url = run('scripts/postgres-temp.sh', ['start', port], { env, timeoutMs: 120_000 }).trim();
  /**
   * Stops the server (-m fast: open connections end), keeps it down `downMs`, starts it again on the
   * same data and port. Asynchronous, so the caller keeps sending requests meanwhile; resolves
   * once PostgreSQL accepts connections again.
   */
  const restart = ({ downMs = 0, timeoutMs = 120_000 } = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn('scripts/postgres-temp.sh', ['restart'], {
        cwd: ROOT,
        env: { ...process.env, ...env, PG_TEMP_DOWN_SECONDS: String(downMs / 1000) },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else reject(new Error(`postgres-temp.sh restart failed (${signal ?? code}):\n${stderr}`));
      });
    });
  return { url, stop, restart };
}
