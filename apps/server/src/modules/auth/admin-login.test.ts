import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@arrears/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { securityEvents, sessions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const adminLogin = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/login', payload });
const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'arrears_sid' && c.value !== '');
const sessionsOf = (userId: number) => t.deps.db.select().from(sessions).where(eq(sessions.userId, userId));
const eventsOf = (userId: number, type: string) =>
  t.deps.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.eventType, type)))
    .orderBy(securityEvents.id);

const aClient = async () => {
  const row = await t.deps.db.execute<{ id: number }>(sql`
    INSERT INTO clients (code, name, remit_method, remit_frequency, commission_rate)
    VALUES ('ALC', 'Admin Login Client', 'net', 'monthly', 25) RETURNING id`);
  return Number(row.rows[0]?.id);
};

describe('POST /api/admin/login', () => {
  it('signs in admin, staff and collectors like /api/login: the user object, a session, lastLoginAt', async () => {
    for (const role of ['admin', 'staff', 'collector'] as const) {
      const user = await createUser(t.deps.db, { username: `office-${role}`, role });
      const res = await adminLogin({ username: `OFFICE-${role}`, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: user.id,
        username: `office-${role}`,
        email: user.email,
        firstName: 'Test',
        lastName: 'User',
        phone: user.phone,
        role,
        mfaEnabled: false,
        requiredStep: null,
      });
      const cookie = sessionCookie(res);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: `arrears_sid=${cookie?.value}` },
      });
      expect(me.json().user.role).toBe(role);
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
      expect(row.lastLoginAt?.getTime()).toBe(t.clock.now());
      expect(await eventsOf(user.id, 'login_success')).toHaveLength(1);
    }
  });

  it.each([
    ['debtor', ADMIN_MESSAGES.debtorSignInElsewhere],
    ['client', ADMIN_MESSAGES.clientSignInElsewhere],
  ] as const)(
    'refuses a %s, saying where to sign in instead, with no session and an access_denied event',
    async (role, message) => {
      const clientId = role === 'client' ? await aClient() : undefined;
      const user = await createUser(t.deps.db, { username: `not-office-${role}`, role, clientId });
      const res = await adminLogin({ username: `not-office-${role}`, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message });
      expect(message).toContain('sign in at /login');
      expect(sessionCookie(res)).toBeUndefined();
      expect(await sessionsOf(user.id)).toEqual([]);
      const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
      expect(row.lastLoginAt).toBeNull();
      expect(await eventsOf(user.id, 'access_denied')).toEqual([
        expect.objectContaining({
          success: false,
          userRole: role,
          details: { route: 'POST /api/admin/login' },
        }),
      ]);
      expect(await eventsOf(user.id, 'login_success')).toEqual([]);
    },
  );

  it('checks the password before the role: a wrong password is the usual 401 whoever it is', async () => {
    await createUser(t.deps.db, { username: 'debtor-guess', role: 'debtor' });
    const res = await adminLogin({ username: 'debtor-guess', password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
  });

  it('validates with the messages of the admin form and changes nothing', async () => {
    const before = (await t.deps.db.select().from(sessions)).length;
    const cases: [object, string][] = [
      [{ username: 'ab', password: 'long-enough' }, 'Username must be at least 3 characters'],
      [{ password: 'long-enough' }, 'Username must be at least 3 characters'],
      [{ username: 'office-admin', password: '12345' }, 'Password must be at least 6 characters'],
      [{ username: 'office-admin' }, 'Password must be at least 6 characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await adminLogin(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.deps.db.select().from(sessions)).length).toBe(before);
  });
});

describe('a deactivated account', () => {
  it('is refused on both sign-in routes after the password check, counted as a failure', async () => {
    const user = await createUser(t.deps.db, { username: 'retired', role: 'staff' });
    await t.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
    for (const send of [login, adminLogin]) {
      const res = await send({ username: 'retired', password: TEST_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ADMIN_MESSAGES.accountDeactivated });
      expect(sessionCookie(res)).toBeUndefined();
    }
    // A wrong password still gets the ordinary answer: the state shows only to the password holder.
    const wrong = await login({ username: 'retired', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toEqual([]);
    const failures = await eventsOf(user.id, 'login_failure');
    expect(failures.map((f) => f.details)).toEqual([
      { reason: 'deactivated' },
      { reason: 'deactivated' },
      { reason: 'wrong_password' },
    ]);
    expect(failures[0]).toMatchObject({ success: false, description: 'Failed sign-in: account deactivated' });
  });
});
