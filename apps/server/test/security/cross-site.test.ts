import { toCsv } from '@arrears/harness/accounts-csv';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../src/db/schema';
import { CROSS_SITE_REFUSED } from '../../src/plugins/same-origin.plugin';
import { ROUTE_ACCESS } from '../../src/route-access';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createUser, signIn } from '../factories';
import { multipart } from '../multipart';
import { type SweepLine, writeSweepEvidence } from './security-evidence';

/**
 * Cross-site request sweep (decision 0034): every POST, PUT, PATCH and DELETE route of ROUTE_ACCESS
 * sent from another site is refused with 403 before any work (no session read, no body read,
 * nothing written but the security event); from our own origin, or from a program that sends no
 * Origin (Twilio, a mail provider's one-click unsubscribe), the check lets it through.
 */

const FOREIGN = 'https://evil.example';
const PUBLIC_ORIGIN = 'http://localhost:3000'; // the test config's PUBLIC_URL (PORT 3000)
const OWN_HOST_ORIGIN = 'http://localhost'; // inject's Host header (localhost:80)

let t: TestApp;
let adminCookie: string;
const evidence: SweepLine[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'csrf-admin', role: 'admin' });
  adminCookie = await signIn(t.app, 'csrf-admin');
});
afterAll(async () => {
  if (evidence.length) writeSweepEvidence('cross-site', 'cross-site requests', evidence);
  await t?.close();
});

const stateChanging = Object.keys(ROUTE_ACCESS)
  .map((key) => key.split(' ') as [string, string])
  .filter(([method]) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method))
  .map(([method, path]) => ({
    method: method as InjectOptions['method'],
    url: path.replace(/:[A-Za-z]+/g, '1'),
  }));

const refused = (res: { statusCode: number; body: string }) =>
  res.statusCode === 403 && res.body.includes(CROSS_SITE_REFUSED);

/** Rows per table, and the sessions as they are (a session read would move its last-seen time). */
async function databaseState(): Promise<string> {
  const tables = (
    await t.deps.db.execute<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const counts: Record<string, unknown> = {};
  for (const name of tables) {
    const where = name === 'security_events' ? sql` WHERE event_type <> 'cross_site_refused'` : sql``;
    const [row] = (
      await t.deps.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}${where}`,
      )
    ).rows;
    counts[name] = row.n;
  }
  counts.sessions = (await t.deps.db.execute(sql`SELECT * FROM sessions ORDER BY 1`)).rows;
  return JSON.stringify(counts);
}

async function refusalEvents(risk?: 'HIGH' | 'MEDIUM'): Promise<number> {
  const rows = await t.deps.db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.eventType, 'cross_site_refused'),
        risk ? eq(securityEvents.riskLevel, risk) : undefined,
      ),
    );
  return rows.length;
}

describe('state-changing routes from another site', () => {
  it('refuses every one with 403 before any work: signed in or not, whatever the body', async () => {
    expect(stateChanging.length).toBeGreaterThan(40);
    const before = await databaseState();
    const eventsBefore = { high: await refusalEvents('HIGH'), medium: await refusalEvents('MEDIUM') };
    const notRefused: string[] = [];
    for (const route of stateChanging) {
      for (const cookie of [adminCookie, undefined]) {
        const res = await t.app.inject({
          ...route,
          headers: { origin: FOREIGN, 'sec-fetch-site': 'cross-site', ...(cookie ? { cookie } : {}) },
          payload: { username: 'csrf-admin', password: 'x', amount: 1 },
        });
        if (!refused(res)) notRefused.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(notRefused).toEqual([]);
    expect(await databaseState()).toBe(before);
    // One event per refusal: HIGH when it carried a session cookie, MEDIUM without.
    expect(await refusalEvents('HIGH')).toBe(eventsBefore.high + stateChanging.length);
    expect(await refusalEvents('MEDIUM')).toBe(eventsBefore.medium + stateChanging.length);
    evidence.push({
      area: 'Every POST/PUT/PATCH/DELETE route with a foreign Origin (signed in as admin, and not)',
      cases: 2 * stateChanging.length,
      result:
        '403 before any work: no table changed, no session touched; a security event each (HIGH with a session)',
    });
  });

  it('refuses by Sec-Fetch-Site alone, a foreign Origin alone, "null", and our host over http', async () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' }, // a sibling subdomain: not ours either
      { origin: FOREIGN },
      { origin: FOREIGN, 'sec-fetch-site': 'same-origin' },
      { origin: 'null' }, // sandboxed frames and some redirects
      { origin: 'https://localhost:3000.evil.example' },
      { origin: `${PUBLIC_ORIGIN}/` },
      { origin: 'https://localhost:80' }, // our host under another scheme
    ];
    for (const headers of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...headers, cookie: adminCookie },
      });
      expect({ headers, refused: refused(res) }).toEqual({ headers, refused: true });
    }
    // The session survived: the forged sign-out did nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: adminCookie } })).statusCode,
    ).toBe(200);
    evidence.push({
      area: 'Header variants on POST /api/logout (Sec-Fetch-Site cross-site/same-site, foreign, "null", look-alike, other scheme)',
      cases: cases.length,
      result: '403 each; the session is still signed in',
    });
  });

  it('refuses a multipart upload from another site before the file is read', async () => {
    const form = multipart({}, [
      {
        field: 'file',
        name: 'accounts.csv',
        type: 'text/csv',
        content: toCsv([
          ['account_number', 'full_name', 'unpaid_balance'],
          ['CSRF-1', 'Forged Import', '100.00'],
        ]),
      },
    ]);
    const before = await databaseState();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { ...form.headers, origin: FOREIGN, cookie: adminCookie },
      payload: form.payload,
    });
    expect(refused(res)).toBe(true);
    expect(await databaseState()).toBe(before);
    evidence.push({
      area: 'Multipart import upload with a foreign Origin',
      cases: 1,
      result: '403; nothing stored',
    });
  });
});

describe('requests the check lets through', () => {
  it('passes every route with no Origin, with our public origin, and with our own host', async () => {
    const variants: Record<string, string>[] = [
      {}, // curl, Twilio, a mail provider's one-click unsubscribe POST
      { origin: PUBLIC_ORIGIN, 'sec-fetch-site': 'same-origin' },
      { origin: OWN_HOST_ORIGIN, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' }, // started by the user (a bookmark, the address bar)
    ];
    const wronglyRefused: string[] = [];
    for (const route of stateChanging) {
      for (const headers of variants) {
        const res = await t.app.inject({ ...route, headers, payload: {} });
        if (refused(res)) wronglyRefused.push(`${route.method} ${route.url} ${JSON.stringify(headers)}`);
      }
    }
    expect(wronglyRefused).toEqual([]);
    evidence.push({
      area: 'Every state-changing route: no Origin, our PUBLIC_URL, our own Host, Sec-Fetch-Site none',
      cases: variants.length * stateChanging.length,
      result: 'none refused by the check (each answers by its own rules)',
    });
  });

  it('does not check reads: a GET with a foreign Origin is answered', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: FOREIGN } });
    expect(res.statusCode).toBe(200);
  });

  it('behind a trusted proxy, the host the browser used counts as ours; untrusted, forwarded headers do not', async () => {
    const proxied = await buildTestApp({
      env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://collect.example.com' },
    });
    try {
      const post = (app: TestApp, headers: Record<string, string>) =>
        app.app.inject({ method: 'POST', url: '/api/logout', headers });
      const forwarded = { 'x-forwarded-host': 'portal.example.org', 'x-forwarded-proto': 'https' };
      expect(refused(await post(proxied, { origin: 'https://collect.example.com' }))).toBe(false);
      expect(refused(await post(proxied, { origin: 'https://portal.example.org', ...forwarded }))).toBe(
        false,
      );
      expect(refused(await post(proxied, { origin: 'http://portal.example.org', ...forwarded }))).toBe(true);
      expect(refused(await post(proxied, { origin: 'http://collect.example.com' }))).toBe(true);
      // Without TRUST_PROXY the forwarded host is not believed.
      expect(refused(await post(t, { origin: 'https://portal.example.org', ...forwarded }))).toBe(true);
      evidence.push({
        area: 'Origin behind a proxy (TRUST_PROXY) and without',
        cases: 5,
        result: 'PUBLIC_URL and the forwarded host pass only from a trusted proxy and with the same scheme',
      });
    } finally {
      await proxied.close();
    }
  });
});
