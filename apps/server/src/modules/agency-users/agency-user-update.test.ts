import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { mfaBackupCodes, mfaCredentials, securityEvents, sessions, users } from '../../db/schema';
import { AGENCY_USER_MESSAGES } from './agency-user-update.service';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  adminId = (await createUser(t.deps.db, { username: 'ada', role: 'admin' })).id;
  admin = await signIn(t.app, 'ada');
});
afterAll(() => t.close());

const patch = (id: number | string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: { cookie }, payload });

const rowOf = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0];

/** The events written about one target user, oldest first. */
const eventsAbout = async (targetUserId: number) =>
  (await t.deps.db.select().from(securityEvents)).filter((e) => e.details?.targetUserId === targetUserId);

describe('PATCH /api/admin/users/{id}', () => {
  it('deactivates a user and ends their sessions; reactivates them', async () => {
    const target = await createUser(t.deps.db, { username: 'vic', role: 'staff' });
    const vic = await signIn(t.app, 'vic');
    const off = await patch(target.id, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().user).toMatchObject({ id: target.id, active: false });
    expect((await rowOf(target.id)).deactivatedAt?.getTime()).toBe(t.clock.now());
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: vic } })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'vic', password: TEST_PASSWORD },
    });
    expect(login.statusCode).not.toBe(200);
    expect(login.cookies.find((c) => c.name === 'arrears_sid')).toBeUndefined();

    const on = await patch(target.id, { active: true });
    expect(on.json().user.active).toBe(true);
    expect((await rowOf(target.id)).deactivatedAt).toBeNull();

    const events = await eventsAbout(target.id);
    expect(events.map((e) => [e.eventType, e.userId, e.username])).toEqual([
      ['user_deactivated', adminId, 'ada'],
      ['user_reactivated', adminId, 'ada'],
    ]);
    expect(events[0].details).toMatchObject({ targetUsername: 'vic', sessionsEnded: 1 });
  });

  it('resets two-factor: removes the secret and backup codes and turns MFA off', async () => {
    const target = await createUser(t.deps.db, { username: 'mo', role: 'staff' });
    await t.deps.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, target.id));
    await t.deps.db
      .insert(mfaCredentials)
      .values({ userId: target.id, secretEncrypted: 'x', enabledAt: new Date() });
    await t.deps.db.insert(mfaBackupCodes).values([
      { userId: target.id, codeHash: 'a' },
      { userId: target.id, codeHash: 'b' },
    ]);
    const res = await patch(target.id, { resetMfa: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.mfaEnabled).toBe(false);
    expect(await t.deps.db.select().from(mfaCredentials).where(eq(mfaCredentials.userId, target.id))).toEqual(
      [],
    );
    expect(await t.deps.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, target.id))).toEqual(
      [],
    );
    const [event] = await eventsAbout(target.id);
    expect(event).toMatchObject({
      eventType: 'mfa_reset',
      riskLevel: 'MEDIUM',
      details: { wasEnabled: true },
    });
  });

  it('requires a new password and changes the role, one event per change', async () => {
    const target = await createUser(t.deps.db, { username: 'cy', role: 'staff' });
    const res = await patch(target.id, { mustChangePassword: true, role: 'collector' });
    expect(res.json().user).toMatchObject({ mustChangePassword: true, role: 'collector' });
    const again = await patch(target.id, { mustChangePassword: true, role: 'collector' }); // no change: no event
    expect(again.statusCode).toBe(200);
    const events = await eventsAbout(target.id);
    expect(events.map((e) => [e.eventType, e.details])).toEqual([
      ['password_change_required', { targetUserId: target.id, targetUsername: 'cy', required: true }],
      ['role_changed', { targetUserId: target.id, targetUsername: 'cy', from: 'staff', to: 'collector' }],
    ]);
  });

  it('does not let an admin deactivate or demote themselves', async () => {
    const deactivate = await patch(adminId, { active: false });
    expect(deactivate.statusCode).toBe(400);
    expect(deactivate.json()).toEqual({ message: AGENCY_USER_MESSAGES.selfDeactivate });
    const demote = await patch(adminId, { role: 'staff', mustChangePassword: true });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({ message: AGENCY_USER_MESSAGES.selfDemote });
    const me = await rowOf(adminId);
    expect([me.role, me.deactivatedAt, me.mustChangePassword]).toEqual(['admin', null, false]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin } })).statusCode,
    ).toBe(200);
  });

  it('lets an admin demote another admin', async () => {
    const other = await createUser(t.deps.db, { username: 'ola', role: 'admin' });
    expect((await patch(other.id, { role: 'staff' })).json().user.role).toBe('staff');
  });

  it('answers 404 for an unknown id or a debtor, 400 for a bad id or an empty change', async () => {
    const debtor = await createUser(t.deps.db, { username: 'dee', role: 'debtor' });
    expect((await patch(999_999, { active: false })).statusCode).toBe(404);
    const res = await patch(debtor.id, { active: false });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: AGENCY_USER_MESSAGES.notFound });
    expect((await rowOf(debtor.id)).deactivatedAt).toBeNull();
    expect((await patch('abc', { active: false })).json()).toMatchObject({ message: 'Invalid user id' });
    expect((await patch(99_999_999_999, { active: false })).statusCode).toBe(400);
    const empty = await patch(adminId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to change');
  });
});
