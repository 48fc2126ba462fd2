import { rmSync } from 'node:fs';
import { onCleanup, run } from './server.mjs';

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
  return { url, stop };
}
