import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, signIn } from '../test/factories';
import { securityEvents } from './db/schema';
import { ROUTE_ACCESS } from './route-access';

/** Walks the access table: every route that is not public refuses callers the table does not name. */
let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    await createUser(t.deps.db, { username: `walk-${role}`, role });
    cookies[role] = await signIn(t.app, `walk-${role}`);
  }
});
afterAll(() => t.close());

const routes = Object.entries(ROUTE_ACCESS)
  .filter(([key]) => !key.includes('/api/bench/'))
  .map(([key, access]) => {
    const [method, path] = key.split(' ');
    return { key, method: method as 'GET', url: path.replace(/:[a-zA-Z]+/g, '1'), access };
  });

describe('the route access table, walked', () => {
  it.each(routes.filter((r) => r.access !== 'public'))(
    '$key answers 401 without a session',
    async (route) => {
      const res = await t.app.inject({ method: route.method, url: route.url });
      expect(res.statusCode).toBe(401);
    },
  );

  for (const role of ['admin', 'staff', 'collector', 'debtor'] as const) {
    const refused = routes.filter((r) => Array.isArray(r.access) && !r.access.includes(role));
    it.each(refused)(`$key answers 403 to a ${role} and records access_denied`, async (route) => {
      const before = await deniedCount(role);
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { cookie: cookies[role] },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/denied|permission/i);
      expect(await deniedCount(role)).toBe(before + 1);
    });
  }
});

async function deniedCount(role: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(securityEvents)
    .where(and(eq(securityEvents.eventType, 'access_denied'), eq(securityEvents.username, `walk-${role}`)));
  return row.n;
}
