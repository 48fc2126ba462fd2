import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { securityEvents, sessions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.deps.db, { username: 'casey', role: 'collector' });
});
afterAll(() => t.close());

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });
const MINUTE = 60_000;

describe('sessions', () => {
  it('GET /api/user answers 401 without a session and { user } with one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me()).json()).toEqual({ message: 'Not authenticated' });
    expect((await me('arrears_sid=forged-token')).statusCode).toBe(401);
    const cookie = await signIn(t.app, 'casey');
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'casey', role: 'collector' });
  });

  it('expires after 30 minutes without a call, and deletes the row', async () => {
    const cookie = await signIn(t.app, 'casey');
    t.clock.advance(29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200); // activity refreshes the idle timer
    t.clock.advance(29 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    const before = (await t.deps.db.select().from(sessions)).length;
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await t.deps.db.select().from(sessions)).length).toBe(before - 1);
    const [expired] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'session_expired'));
    expect(expired).toMatchObject({ username: 'casey', userRole: 'collector', riskLevel: 'LOW' });
  });

  it('POST /api/session/extend refreshes the idle timer', async () => {
    const cookie = await signIn(t.app, 'casey');
    t.clock.advance(25 * MINUTE);
    const res = await t.app.inject({ method: 'POST', url: '/api/session/extend', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('casey');
    t.clock.advance(25 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/session/extend' })).statusCode).toBe(401);
  });

  it('ends after 12 hours however active', async () => {
    const cookie = await signIn(t.app, 'casey');
    for (let h = 0; h < 12 * 4 - 1; h++) {
      t.clock.advance(15 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(15 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('logout destroys the session row, clears the cookie and records the event', async () => {
    const cookie = await signIn(t.app, 'casey');
    const before = (await t.deps.db.select().from(sessions)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'arrears_sid')?.value).toBe('');
    expect((await t.deps.db.select().from(sessions)).length).toBe(before - 1);
    expect((await me(cookie)).statusCode).toBe(401);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'logout'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ username: 'casey', success: true, userRole: 'collector' });
    // Logging out twice, or without a session, is harmless.
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
  });
});
