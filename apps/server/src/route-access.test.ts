import { CHAT_MESSAGES, type Role } from '@arrears/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, signIn } from '../test/factories';
import { clients, securityEvents } from './db/schema';
import { type Access, ROUTE_ACCESS } from './route-access';

/** Walks the access table: every route that is not public refuses callers the table does not name. */
let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  // A client user needs a client (decision 0055): the default one will do for a walk of refusals.
  const [fallback] = await t.deps.db.select().from(clients).where(eq(clients.isDefault, true));
  for (const role of ['admin', 'staff', 'collector', 'debtor', 'client'] as const) {
    await createUser(t.deps.db, {
      username: `walk-${role}`,
      role,
      ...(role === 'client' ? { clientId: fallback.id } : {}),
    });
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

/** The roles a table entry names (a role list, or the roles of "these roles or a chat session"). */
function rolesOf(access: Access): readonly Role[] | null {
  if (Array.isArray(access)) return access;
  return typeof access === 'object' && 'roles' in access ? access.roles : null;
}

describe('the route access table, walked', () => {
  it.each(routes.filter((r) => r.access !== 'public'))(
    '$key answers 401 without a session',
    async (route) => {
      const res = await t.app.inject({ method: route.method, url: route.url });
      expect(res.statusCode).toBe(401);
    },
  );

  for (const role of ['admin', 'staff', 'collector', 'debtor', 'client'] as const) {
    const refused = routes.filter((r) => {
      const roles = rolesOf(r.access);
      return roles !== null && !roles.includes(role);
    });
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

describe('chat access', () => {
  const chatRoutes = routes.filter((r) => r.access === 'chat');

  it('the chat routes exist in the table', () => {
    expect(chatRoutes.map((r) => r.key)).toEqual(
      expect.arrayContaining(['GET /api/chat/payments/:debtorId', 'POST /api/chat/contact-update']),
    );
  });

  it.each(chatRoutes)('$key needs a chat session: a sign-in of any role is not one', async (route) => {
    for (const cookie of [undefined, cookies.admin, cookies.debtor, 'arrears_chat=forged-token']) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(CHAT_MESSAGES.sessionRequired);
    }
  });

  it('a card payment takes the payer roles or a chat session; a forged chat cookie is none', async () => {
    expect(ROUTE_ACCESS['POST /api/usaepay/process-payment']).toEqual({
      roles: ['admin', 'staff', 'collector', 'debtor'],
      chat: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usaepay/process-payment',
      headers: { cookie: 'arrears_chat=forged-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(CHAT_MESSAGES.sessionRequired);
  });
});

async function deniedCount(role: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(securityEvents)
    .where(and(eq(securityEvents.eventType, 'access_denied'), eq(securityEvents.username, `walk-${role}`)));
  return row.n;
}
