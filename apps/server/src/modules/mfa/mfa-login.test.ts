import { ADMIN_MESSAGES, MFA_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import {
  enrolledUser as enrolledUserIn,
  eventsOf as eventsIn,
  MINUTE,
  passwordStep,
  STEP,
  sessionCookieOf,
  verifyLogin,
} from '../../../test/kits/mfa/mfa-test-kit';
import { mfaBackupCodes, mfaLoginChallenges, sessions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const enrolledUser = (username: string, role?: 'admin' | 'staff') => enrolledUserIn(t, username, role);
const eventsOf = (userId: number, type: string) => eventsIn(t.deps.db, userId, type);
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
const sessionsOf = (userId: number) => t.deps.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('sign-in with two-factor: the password step', () => {
  it('answers { mfaRequired, role } with a pending-sign-in cookie and no session', async () => {
    const { user } = await enrolledUser('penny');
    const signInsBefore = (await eventsOf(user.id, 'login_success')).length; // the one of the enrolment
    const { res, challenge } = await passwordStep(t.app, 'penny');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mfaRequired: true, role: 'staff' });
    expect(sessionCookieOf(res)).toBe('');
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(challenge).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/mfa', maxAge: 300 });
    expect(challenge?.secure).toBeFalsy();
    const [row] = await t.deps.db
      .select()
      .from(mfaLoginChallenges)
      .where(eq(mfaLoginChallenges.userId, user.id));
    expect(row.id).not.toBe(challenge?.value); // only a hash of the token is stored
    expect(row.expiresAt.getTime()).toBe(t.clock.now() + 5 * MINUTE);
    expect(await eventsOf(user.id, 'login_success')).toHaveLength(signInsBefore);
    expect(await eventsOf(user.id, 'login_mfa_required')).toEqual([
      expect.objectContaining({ success: true, riskLevel: 'LOW' }),
    ]);
  });

  it('works the same through POST /api/admin/login', async () => {
    await enrolledUser('adele', 'admin');
    const { res, mfaCookie } = await passwordStep(t.app, 'adele', '/api/admin/login');
    expect(res.json()).toEqual({ mfaRequired: true, role: 'admin' });
    expect(sessionCookieOf(res)).toBe('');
    expect(mfaCookie).not.toBe('');
  });
});

describe('POST /api/mfa/verify-login', () => {
  it('signs in with a current code: session, user, lastLoginAt, login_success { mfa: totp }', async () => {
    const { user, code } = await enrolledUser('tess');
    const { mfaCookie } = await passwordStep(t.app, 'tess');
    const res = await verifyLogin(t.app, mfaCookie, { token: code() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: expect.objectContaining({ username: 'tess', role: 'staff', mfaEnabled: true }),
    });
    expect(res.json().user).not.toHaveProperty('passwordHash');
    const cleared = res.cookies.find((c) => c.name === 'arrears_mfa');
    expect(cleared).toMatchObject({ value: '', path: '/api/mfa' });
    const session = sessionCookieOf(res);
    expect((await me(session)).json().user.username).toBe('tess');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.lastLoginAt?.getTime()).toBe(t.clock.now());
    expect(
      await t.deps.db.select().from(mfaLoginChallenges).where(eq(mfaLoginChallenges.userId, user.id)),
    ).toEqual([]);
    expect((await eventsOf(user.id, 'login_success')).at(-1)).toMatchObject({
      success: true,
      riskLevel: 'LOW',
      description: 'Signed in with a second factor',
      details: { mfa: 'totp' },
    });
    // The pending sign-in is spent: the same cookie cannot open a second session.
    t.clock.advance(STEP);
    const again = await verifyLogin(t.app, mfaCookie, { token: code() });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: MFA_MESSAGES.noPendingLogin });
  });

  it('signs in with a backup code (any case), once: the same code is refused afterwards', async () => {
    const { user, backupCodes } = await enrolledUser('bea');
    const first = await passwordStep(t.app, 'bea');
    const ok = await verifyLogin(t.app, first.mfaCookie, { backupCode: backupCodes[3].toLowerCase() });
    expect(ok.statusCode).toBe(200);
    expect((await me(sessionCookieOf(ok))).statusCode).toBe(200);
    const used = await t.deps.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, user.id));
    expect(used.filter((c) => c.usedAt !== null)).toHaveLength(1);
    expect((await eventsOf(user.id, 'login_success')).at(-1)?.details).toEqual({ mfa: 'backup_code' });

    const second = await passwordStep(t.app, 'bea');
    const reuse = await verifyLogin(t.app, second.mfaCookie, { backupCode: backupCodes[3] });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: MFA_MESSAGES.invalidCode });
    expect(sessionCookieOf(reuse)).toBe('');
    expect((await eventsOf(user.id, 'mfa_failed'))[0]).toMatchObject({
      success: false,
      details: { method: 'backup_code', reason: 'wrong_backup_code' },
    });
    // Another unused code still works on the same pending sign-in.
    expect((await verifyLogin(t.app, second.mfaCookie, { backupCode: backupCodes[4] })).statusCode).toBe(200);
  });

  it('refuses a code already used, and an older one, until the next step brings a new code', async () => {
    const { user, code } = await enrolledUser('rita');
    const first = await passwordStep(t.app, 'rita');
    const used = code();
    expect((await verifyLogin(t.app, first.mfaCookie, { token: used })).statusCode).toBe(200);

    const second = await passwordStep(t.app, 'rita');
    const replay = await verifyLogin(t.app, second.mfaCookie, { token: used });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: MFA_MESSAGES.invalidCode });
    const older = await verifyLogin(t.app, second.mfaCookie, { token: code(-STEP) });
    expect(older.statusCode).toBe(401);
    expect((await eventsOf(user.id, 'mfa_failed')).map((e) => e.details)).toEqual([
      { method: 'totp', reason: 'replayed_code' },
      { method: 'totp', reason: 'replayed_code' },
    ]);
    t.clock.advance(STEP);
    expect((await verifyLogin(t.app, second.mfaCookie, { token: code() })).statusCode).toBe(200);
  });

  it('accepts the code of the step before or after, and refuses codes two steps away', async () => {
    const early = await enrolledUser('early');
    const a = await passwordStep(t.app, 'early');
    expect((await verifyLogin(t.app, a.mfaCookie, { token: early.code(-STEP) })).statusCode).toBe(200);

    const late = await enrolledUser('late');
    const b = await passwordStep(t.app, 'late');
    expect((await verifyLogin(t.app, b.mfaCookie, { token: late.code(STEP) })).statusCode).toBe(200);

    const { code } = await enrolledUser('drift');
    const c = await passwordStep(t.app, 'drift');
    for (const offset of [-2 * STEP, 2 * STEP]) {
      const res = await verifyLogin(t.app, c.mfaCookie, { token: code(offset) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MFA_MESSAGES.invalidCode });
    }
    expect((await verifyLogin(t.app, c.mfaCookie, { token: code() })).statusCode).toBe(200);
  });

  it('needs a pending sign-in, and validates the body', async () => {
    const { code } = await enrolledUser('nocookie');
    const none = await verifyLogin(t.app, '', { token: code() });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: MFA_MESSAGES.noPendingLogin });
    const forged = await verifyLogin(t.app, 'arrears_mfa=made-up-token', { token: code() });
    expect(forged.statusCode).toBe(401);
    // A session cookie is not a pending sign-in either.
    await createUser(t.deps.db, { username: 'plain', role: 'staff' });
    const session = await signIn(t.app, 'plain');
    expect((await verifyLogin(t.app, session, { token: code() })).statusCode).toBe(401);

    const { mfaCookie } = await passwordStep(t.app, 'nocookie');
    const empty = await verifyLogin(t.app, mfaCookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MFA_MESSAGES.codeRequired);
    const short = await verifyLogin(t.app, mfaCookie, { token: '12345' });
    expect(short.json().message).toBe(MFA_MESSAGES.sixDigits);
    const badBackup = await verifyLogin(t.app, mfaCookie, { backupCode: 'AB-12' });
    expect(badBackup.statusCode).toBe(400);
    expect((await verifyLogin(t.app, mfaCookie, { token: code() })).statusCode).toBe(200);
  });

  it("ties the pending sign-in to its user: another user's code does not complete it", async () => {
    const first = await enrolledUser('owner');
    const other = await enrolledUser('intruder');
    const { mfaCookie } = await passwordStep(t.app, 'owner');
    const res = await verifyLogin(t.app, mfaCookie, { token: other.code() });
    expect(res.statusCode).toBe(401);
    expect((await eventsOf(first.user.id, 'mfa_failed'))[0].details).toEqual({
      method: 'totp',
      reason: 'wrong_code',
    });
  });

  it('voids a pending sign-in whose user was deactivated or turned two-factor off meanwhile', async () => {
    const deactivated = await enrolledUser('gone');
    const pending = await passwordStep(t.app, 'gone');
    await t.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, deactivated.user.id));
    const res = await verifyLogin(t.app, pending.mfaCookie, { token: deactivated.code() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ADMIN_MESSAGES.accountDeactivated });
    expect(sessionCookieOf(res)).toBe('');

    const turnedOff = await enrolledUser('optout');
    const second = await passwordStep(t.app, 'optout');
    const session = await signInWithCode('optout', turnedOff.code(STEP));
    const disable = await t.app.inject({
      method: 'POST',
      url: '/api/mfa/disable',
      headers: { cookie: session },
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(disable.statusCode).toBe(200);
    const res2 = await verifyLogin(t.app, second.mfaCookie, { token: turnedOff.code() });
    expect(res2.statusCode).toBe(401);
    expect(res2.json()).toEqual({ message: MFA_MESSAGES.noPendingLogin });
  });
});

/** Both steps of a sign-in; returns the session cookie. */
async function signInWithCode(username: string, token: string): Promise<string> {
  const { mfaCookie } = await passwordStep(t.app, username);
  const res = await verifyLogin(t.app, mfaCookie, { token });
  expect(res.statusCode).toBe(200);
  return sessionCookieOf(res);
}
