import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeEvidenceSection } from '@arrears/harness/evidence';
import { startPostgres } from '@arrears/harness/postgres';
import { type ServerProcess, signIn, startServer, stopServer } from '@arrears/harness/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../../src/route-access';
import { runSqlmap, SQLMAP_OPTIONS, type SqlmapResult } from './sqlmap-run';
import { NOT_SERVER_FILTERS, SQLMAP_TARGETS, type SqlmapTarget } from './sqlmap-targets';
import { startVulnerableControl } from './vulnerable-control';

/**
 * SQL injection (decision 0025, security): sqlmap from Debian's packages against the built server on a
 * real PostgreSQL with the demo data, on every text filter of the API, signed in as the demo admin
 * (no MFA on the demo admin, so one password sign-in: the login throttle is never approached).
 * Time-based techniques are left out (--technique=BEUS) to keep each target to seconds.
 */
const PER_TARGET_MS = 25_000;
const DEMO_PASSWORD = 'Password123!';

let pg: { url: string; stop(): void };
let server: ServerProcess;
let cookie: string;
let outputDir: string;

beforeAll(async () => {
  pg = startPostgres({ dir: '/tmp/pg-sqli', port: 54365 });
  // Demo data on PostgreSQL (allowed outside production): 4 accounts, the admin, staff, jdoe.
  server = await startServer({ env: { DATABASE_URL: pg.url, DEMO: 'true', NODE_ENV: 'development' } });
  cookie = await signIn(server, 'admin', DEMO_PASSWORD);
  outputDir = mkdtempSync(join(tmpdir(), 'arrears-sqlmap-'));
});

afterAll(async () => {
  await stopServer(server);
  pg?.stop();
  if (outputDir) rmSync(outputDir, { recursive: true, force: true });
});

function argsOf(target: SqlmapTarget, base: string): string[] {
  const args = ['-u', base + target.url];
  if (target.params.length) args.push('-p', target.params.join(','));
  if (target.data) args.push('--data', target.data, '--headers', 'Content-Type: application/json');
  if (target.auth === 'admin') args.push(`--cookie=${cookie}`);
  // The session cookie is not a filter: keep sqlmap from testing (and rewriting) it at level 2.
  args.push('--skip=arrears_sid');
  return args;
}

describe('SQL injection with sqlmap', () => {
  it('lists only routes of the access table', () => {
    for (const target of SQLMAP_TARGETS) expect(ROUTE_ACCESS, target.route).toHaveProperty([target.route]);
  });

  it('flags the deliberately vulnerable control (the harness can see an injection)', async () => {
    const control = await startVulnerableControl(pg.url);
    try {
      const result = await runSqlmap(['-u', control.url, '-p', 'search'], outputDir, PER_TARGET_MS);
      expect(result.verdict, result.evidence.join('\n')).toBe('INJECTABLE');
    } finally {
      await control.close();
    }
  });

  it('finds nothing injectable on any text filter of the API', async () => {
    const results: Array<{ target: SqlmapTarget; result: SqlmapResult }> = [];
    for (const target of SQLMAP_TARGETS) {
      const result = await runSqlmap(argsOf(target, server.url), outputDir, PER_TARGET_MS);
      results.push({ target, result });
    }

    // Still signed in and not throttled: the session works and a fresh sign-in answers 200.
    const me = await fetch(`${server.url}/api/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    await signIn(server, 'admin', DEMO_PASSWORD);

    const rows = results.map(
      ({ target, result }) =>
        `| \`${target.route}\` | ${target.params.length ? target.params.join(', ') : 'path id (`*`)'} | ${result.verdict} | ${result.requests400} | ${result.seconds.toFixed(1)} |`,
    );
    writeEvidenceSection(
      'security-sqlmap',
      [
        '## SQL injection (sqlmap)',
        '',
        '`npx vitest run -c vitest.system.config.ts --project security sql-injection` — sqlmap from Debian',
        `against the built server on PostgreSQL with the demo data, signed in as admin. Options: \`${SQLMAP_OPTIONS.join(' ')}\``,
        '(no time-based technique, to keep each target bounded). A deliberately vulnerable control endpoint',
        'on the same database is flagged by the same options, so the verdicts below are meaningful.',
        '',
        '| Route | Parameters | Verdict | 400 answers (validation) | Seconds |',
        '| --- | --- | --- | ---: | ---: |',
        ...rows,
        '',
        `Not attacked (no server-side text filter): ${NOT_SERVER_FILTERS.join('; ')}.`,
      ].join('\n'),
    );

    for (const { target, result } of results)
      expect(result.verdict, `${target.route}:\n${result.evidence.join('\n')}`).toBe('not injectable');
  });
});
