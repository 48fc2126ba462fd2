import { spawn } from 'node:child_process';

export type SqlmapVerdict = 'not injectable' | 'INJECTABLE' | 'inconclusive';

export interface SqlmapResult {
  verdict: SqlmapVerdict;
  /** The lines that decided the verdict (or the tail of the output when inconclusive). */
  evidence: string[];
  requests400: number;
  seconds: number;
}

/**
 * Fixed options: boolean, error, UNION and stacked techniques (no time-based one, which would
 * make each target take minutes), PostgreSQL only, level 2 / risk 1, no retries, bounded.
 */
export const SQLMAP_OPTIONS = [
  '--batch',
  '--level',
  '2',
  '--risk',
  '1',
  '--technique=BEUS',
  '--dbms=PostgreSQL',
  '--threads',
  '2',
  '--timeout',
  '10',
  '--retries',
  '0',
  '--disable-coloring',
  '--flush-session',
];

// sqlmap's words for a finding: a heuristic hit, a confirmed technique, the injection point summary.
const POSITIVE = [
  /might be injectable/i,
  /appears to be .* injectable/i,
  /is vulnerable/i,
  /identified the following injection point/i,
  /parameter '.*' is '.*' injectable/i,
];
const ALL_CLEAN = /all tested parameters do not appear to be injectable/i;

/** Reads sqlmap's output: any positive line wins, else the "all … do not appear" line, else inconclusive. */
export function sqlmapVerdict(output: string): Omit<SqlmapResult, 'seconds'> {
  const lines = output.split('\n');
  const hits = lines.filter((l) => POSITIVE.some((re) => re.test(l)) && !/might not be injectable/i.test(l));
  const requests400 = Number(/400 \(Bad Request\) - (\d+) times/.exec(output)?.[1] ?? 0);
  if (hits.length) return { verdict: 'INJECTABLE', evidence: hits, requests400 };
  const clean = lines.filter((l) => ALL_CLEAN.test(l));
  if (clean.length)
    return { verdict: 'not injectable', evidence: clean.map((l) => l.slice(0, 120)), requests400 };
  return { verdict: 'inconclusive', evidence: lines.slice(-15), requests400 };
}

/** Runs sqlmap once, killed after `timeoutMs`. */
export function runSqlmap(args: string[], outputDir: string, timeoutMs: number): Promise<SqlmapResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('/usr/bin/sqlmap', [...args, ...SQLMAP_OPTIONS, `--output-dir=${outputDir}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      output += '\n[killed: sqlmap ran past its time limit]';
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', () => {
      clearTimeout(timer);
      resolve({ ...sqlmapVerdict(output), seconds: (performance.now() - started) / 1000 });
    });
  });
}
