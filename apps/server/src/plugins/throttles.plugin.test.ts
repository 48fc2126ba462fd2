import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  describeWindow,
  type SecurityDashboard,
  THROTTLE_NAMES,
  THROTTLES,
  type ThrottleName,
} from '@arrears/domain';
import type { RouteShorthandOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, signIn } from '../../test/factories';
import { CHAT_SESSION_LIFETIME_MS } from '../sessions/chat-session.store';
import { declaredThrottles } from './throttles.plugin';

/** Each route ("POST /api/login") that declares throttles, with them, as the app adds its routes. */
const declared = new Map<string, readonly string[]>();
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route) => {
      const names = declaredThrottles(route.config);
      if (names.length === 0) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods.filter((m) => m !== 'HEAD')) declared.set(`${method} ${route.url}`, names);
    },
  });
});
afterAll(() => t.close());

/** The routes that declare each throttle, sorted. */
function routesByThrottle(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const [route, names] of declared) {
    for (const name of names) byName.set(name, [...(byName.get(name) ?? []), route].sort());
  }
  return byName;
}

describe('throttles on the routes', () => {
  it('every throttle a route declares is in the table', () => {
    expect(declared.size).toBeGreaterThan(10);
    const unknown = [...declared].filter(([, names]) => names.some((n) => !Object.hasOwn(THROTTLES, n)));
    expect(unknown).toEqual([]);
  });

  it('every throttle of the table is declared by at least one route', () => {
    const byName = routesByThrottle();
    expect(THROTTLE_NAMES.filter((name) => !byName.has(name))).toEqual([]);
  });

  it('a name outside the table does not type-check in a route', () => {
    const options: RouteShorthandOptions = {
      // @ts-expect-error: 'sign-on' is no throttle of the table
      config: { throttle: 'sign-on' },
    };
    expect(options.config).toBeDefined();
  });

  it("the security dashboard lists the table with each throttle's routes", async () => {
    await createUser(t.deps.db, { username: 'throttle-admin', role: 'admin' });
    const cookie = await signIn(t.app, 'throttle-admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/security/dashboard', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { throttles } = res.json<SecurityDashboard>();
    expect(throttles.map((row) => row.name)).toEqual(THROTTLE_NAMES);
    const byName = routesByThrottle();
    for (const row of throttles) {
      const entry = THROTTLES[row.name as ThrottleName];
      expect(row).toEqual({ name: row.name, ...entry, per: [...entry.per], routes: byName.get(row.name) });
    }
    expect(throttles.find((row) => row.name === 'sign-in')?.routes).toEqual([
      'POST /api/admin/login',
      'POST /api/login',
    ]);
  });

  it("counts a chat session's card declines over the session's whole life", () => {
    expect(THROTTLES['card-decline-chat-session'].windowMs).toBe(CHAT_SESSION_LIFETIME_MS);
  });
});

describe('docs/operations.md', () => {
  const doc = readFileSync(join(import.meta.dirname, '../../../../docs/operations.md'), 'utf8');
  const section = doc.slice(
    doc.indexOf('## Throttles'),
    doc.indexOf('\n## ', doc.indexOf('## Throttles') + 1),
  );
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.slice(2, -2).split(' | '));
  const cell = (name: string, column: number) => rows.find((r) => r[0] === `\`${name}\``)?.[column];

  it('lists every throttle of the table, and no other', () => {
    expect(rows.map((r) => r[0].replaceAll('`', ''))).toEqual(THROTTLE_NAMES);
  });

  it.each(THROTTLE_NAMES)('gives %s its limit and window', (name) => {
    expect(cell(name, 3)).toBe(String(THROTTLES[name].limit));
    expect(cell(name, 4)?.startsWith(describeWindow(THROTTLES[name].windowMs))).toBe(true);
  });

  it.each(THROTTLE_NAMES)('names the routes that declare %s', (name) => {
    const listed = [...(cell(name, 6) ?? '').matchAll(/`([A-Z]+ \/api\/[^`]+)`/g)].map((m) => m[1]).sort();
    expect(listed).toEqual(routesByThrottle().get(name));
  });
});
