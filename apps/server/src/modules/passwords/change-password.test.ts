import { PASSWORD_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { securityEvents, users } from '../../db/schema';
import { CHANGE_PASSWORD_THROTTLED } from './change-password.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const change = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/change-password', headers: { cookie }, payload });

const status = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/password-status', headers: { cookie } });

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/admin/change-password', () => {
  it('answers the four refusals with { message, error } and changes nothing', async () => {
    const user = await createUser(t.deps.db, { username: 'carmen', role: 'admin' });
    const cookie = await signIn(t.app, 'carmen');
    const cases: [object, string][] = [
      [{ currentPassword: '', newPassword: 'whatever-new' }, PASSWORD_MESSAGES.allRequired],
      [{ currentPassword: TEST_PASSWORD }, PASSWORD_MESSAGES.allRequired],
      [{ currentPassword: TEST_PASSWORD, newPassword: 'short' }, PASSWORD_MESSAGES.newTooShort],
      [{ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, PASSWORD_MESSAGES.newSameAsCurrent],
      [{ currentPassword: 'not-my-password', newPassword: 'whatever-new' }, PASSWORD_MESSAGES.currentWrong],
    ];
    for (const [payload, message] of cases) {
      const res = await change(cookie, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message, error: message });
    }
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBe(user.passwordHash);
    const failures = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'password_change_failed'), eq(securityEvents.userId, user.id)));
    expect(failures).toHaveLength(1);
  });

  it('sets the new password, keeps this session and ends the other sessions', async () => {
    const user = await createUser(t.deps.db, { username: 'dmitri', role: 'staff' });
    await t.deps.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    const here = await signIn(t.app, 'dmitri');
    const elsewhere = await signIn(t.app, 'dmitri');

    const res = await change(here, { currentPassword: TEST_PASSWORD, newPassword: 'fresh-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PASSWORD_MESSAGES.changeDone });

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: here } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: elsewhere } })).statusCode,
    ).toBe(401);
    await signIn(t.app, 'dmitri', 'fresh-password');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordChangedAt.getTime()).toBe(t.clock.now());
    expect(row.mustChangePassword).toBe(false);
    const [event] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.eventType, 'password_changed'), eq(securityEvents.userId, user.id)));
    expect(event).toMatchObject({ success: true, details: { otherSessionsEnded: 1 } });
  });

  it('pauses after 5 wrong current passwords in 15 minutes', async () => {
    await createUser(t.deps.db, { username: 'guesser', role: 'staff' });
    const cookie = await signIn(t.app, 'guesser');
    for (let i = 0; i < 5; i++) {
      expect(
        (await change(cookie, { currentPassword: `guess-${i}`, newPassword: 'new-password' })).statusCode,
      ).toBe(400);
    }
    const res = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'new-password' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: CHANGE_PASSWORD_THROTTLED, error: CHANGE_PASSWORD_THROTTLED });
  });

  it('is for the back office: 401 signed out, 403 for a debtor', async () => {
    await createUser(t.deps.db, { username: 'debbie', role: 'debtor' });
    const payload = { currentPassword: TEST_PASSWORD, newPassword: 'new-password' };
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/admin/change-password', payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe(anonymous.json().message);
    expect((await change(await signIn(t.app, 'debbie'), payload)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/password-status', () => {
  it('counts whole days since the password was set: notice from 75, update required from 90', async () => {
    const user = await createUser(t.deps.db, { username: 'priya', role: 'staff' });
    const cookie = await signIn(t.app, 'priya');
    const expected: [number, boolean, boolean][] = [
      [0, false, false],
      [74, false, false],
      [75, false, true],
      [89, false, true],
      [90, true, true],
    ];
    for (const [days, needsUpdate, warningPeriod] of expected) {
      // A little over the whole number of days: the age is rounded down.
      const changedAt = new Date(t.clock.now() - days * DAY - 60_000);
      await t.deps.db.update(users).set({ passwordChangedAt: changedAt }).where(eq(users.id, user.id));
      const res = await status(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ needsUpdate, warningPeriod, passwordAge: days });
    }
  });

  it('requires an update when an admin asked for a new password, whatever its age', async () => {
    const user = await createUser(t.deps.db, { username: 'quinn', role: 'admin' });
    const cookie = await signIn(t.app, 'quinn');
    await t.deps.db
      .update(users)
      .set({ passwordChangedAt: new Date(t.clock.now() - 3 * DAY), mustChangePassword: true })
      .where(eq(users.id, user.id));
    expect((await status(cookie)).json()).toEqual({
      needsUpdate: true,
      warningPeriod: false,
      passwordAge: 3,
    });
  });
});
