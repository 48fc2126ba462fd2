import { AUTH_MESSAGES } from '@arrears/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { securityEvents, sessions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'Maria', role: 'staff', firstName: 'Maria' });
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });

describe('POST /api/login', () => {
  it('answers the user object and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await login({ username: 'maria', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ username: 'Maria', role: 'staff', firstName: 'Maria', mfaEnabled: false });
    expect(body).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'arrears_sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy(); // Secure only in production
    const [row] = await t.deps.db.select().from(users).where(eq(users.username, 'Maria'));
    expect(row.lastLoginAt?.getTime()).toBe(t.clock.now());
  });

  it('issues a new session id at every sign-in, replacing the old session', async () => {
    const first = await signIn(t.app, 'maria');
    const res = await login({ username: 'maria', password: TEST_PASSWORD }, { cookie: first });
    const second = res.cookies.find((c) => c.name === 'arrears_sid')?.value;
    expect(second).toBeDefined();
    expect(`arrears_sid=${second}`).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
  });

  it('answers a wrong password and an unknown username the same way', async () => {
    const wrong = await login({ username: 'maria', password: 'not-the-password' });
    const unknown = await login({ username: 'nobody-here', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === 'arrears_sid')).toBeUndefined();
  });

  it('validates the body and creates no session for bad input', async () => {
    const before = (await t.deps.db.select().from(sessions)).length;
    const missing = await login({ username: 'maria' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Password is required');
    const empty = await login({ username: '', password: 'x' });
    expect(empty.json().message).toBe('Username is required');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect((await t.deps.db.select().from(sessions)).length).toBe(before);
  });

  it('records a security event for every success and failure, with IP and user agent', async () => {
    await login({ username: 'maria', password: TEST_PASSWORD }, { 'user-agent': 'AuditTest/1.0' });
    await login({ username: 'maria', password: 'bad-password' }, { 'user-agent': 'AuditTest/1.0' });
    const rows = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userAgent, 'AuditTest/1.0'));
    expect(rows.map((r) => [r.eventType, r.success, r.riskLevel, r.username, r.userRole])).toEqual([
      ['login_success', true, 'LOW', 'maria', 'staff'],
      ['login_failure', false, 'MEDIUM', 'maria', 'staff'],
    ]);
    expect(rows[0].ipAddress).toBeTruthy();
    expect(rows[1].description).toBe('Failed sign-in: wrong password');
    expect(rows[0].userId).not.toBeNull();
  });
});

describe('sign-in throttling', () => {
  it('answers 429 after 10 failures for one username in 15 minutes, even with the right password', async () => {
    const app = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      await createUser(app.deps.db, { username: 'target' });
      const attempt = (password: string, i: number) =>
        app.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: i % 2 ? 'TARGET' : 'target', password },
          headers: { 'x-forwarded-for': `192.0.2.${i + 1}` }, // a new IP each time: the username counts
        });
      for (let i = 0; i < 10; i++) expect((await attempt(`wrong-${i}`, i)).statusCode).toBe(401);
      const blocked = await attempt(TEST_PASSWORD, 50);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
      expect(blocked.cookies.find((c) => c.name === 'arrears_sid')).toBeUndefined();
      const [event] = await app.deps.db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.eventType, 'login_throttled'));
      expect(event).toMatchObject({ success: false, riskLevel: 'HIGH', username: 'target' });

      // The window slides: once the failures are older than 15 minutes, the right password works again.
      await app.deps.db
        .update(securityEvents)
        .set({ createdAt: sql`now() - interval '16 minutes'` })
        .where(eq(securityEvents.eventType, 'login_failure'));
      expect((await attempt(TEST_PASSWORD, 60)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 429 after 10 failures from one IP across usernames', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    const app = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      await createUser(app.deps.db, { username: 'victim' });
      for (let i = 0; i < 10; i++) {
        await app.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: `guess${i}`, password: 'x' },
          headers: ip,
        });
      }
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'victim', password: TEST_PASSWORD },
        headers: ip,
      });
      expect(res.statusCode).toBe(429);
      const other = await app.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'victim', password: TEST_PASSWORD },
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
