import { MFA_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  enrolledUser as enrolledUserIn,
  eventsOf as eventsIn,
  MINUTE,
  otherThan,
  passwordStep,
  STEP,
  sessionCookieOf,
  verifyLogin,
} from '../../../test/kits/mfa/mfa-test-kit';
import { mfaCredentials } from '../../db/schema';

/** The limits of the second step: lockout, expiry of the pending sign-in, one winner per code. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const enrolledUser = (username: string) => enrolledUserIn(t, username);
const eventsOf = (userId: number, type: string) => eventsIn(t.deps.db, userId, type);

describe('limits of POST /api/mfa/verify-login', () => {
  it('locks the second factor after 5 wrong codes in a row, for 15 minutes on the server clock', async () => {
    const { user, code, backupCodes } = await enrolledUser('lock');
    // Four wrong codes then a right one: the count starts again.
    const warmup = await passwordStep(t.app, 'lock');
    for (let i = 0; i < 4; i++) {
      expect((await verifyLogin(t.app, warmup.mfaCookie, { token: otherThan(code()) })).statusCode).toBe(401);
    }
    expect((await verifyLogin(t.app, warmup.mfaCookie, { token: code() })).statusCode).toBe(200);

    t.clock.advance(STEP);
    const { mfaCookie } = await passwordStep(t.app, 'lock');
    for (let i = 0; i < 4; i++) {
      const res = await verifyLogin(t.app, mfaCookie, { token: otherThan(code()) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MFA_MESSAGES.invalidCode });
    }
    const fifth = await verifyLogin(t.app, mfaCookie, { backupCode: 'ZZZZZZ' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: MFA_MESSAGES.locked });
    const [credential] = await t.deps.db
      .select()
      .from(mfaCredentials)
      .where(eq(mfaCredentials.userId, user.id));
    expect(credential.lockedUntil?.getTime()).toBe(t.clock.now() + 15 * MINUTE);
    expect(await eventsOf(user.id, 'mfa_locked')).toEqual([
      expect.objectContaining({ success: false, riskLevel: 'HIGH' }),
    ]);
    expect(await eventsOf(user.id, 'mfa_failed')).toHaveLength(9);

    // Locked: the right code and an unused backup code are refused too, and nothing is spent.
    const right = await verifyLogin(t.app, mfaCookie, { token: code() });
    expect(right.statusCode).toBe(429);
    expect(sessionCookieOf(right)).toBe('');
    expect((await verifyLogin(t.app, mfaCookie, { backupCode: backupCodes[0] })).statusCode).toBe(429);
    expect((await eventsOf(user.id, 'mfa_failed')).slice(-2).map((e) => e.details)).toEqual([
      { method: 'totp', reason: 'locked' },
      { method: 'backup_code', reason: 'locked' },
    ]);

    t.clock.advance(15 * MINUTE - 1000);
    const stillLocked = await passwordStep(t.app, 'lock');
    expect((await verifyLogin(t.app, stillLocked.mfaCookie, { token: code() })).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await verifyLogin(t.app, stillLocked.mfaCookie, { token: code() })).statusCode).toBe(200);
    // And the backup code that was tried during the lockout was not spent.
    const after = await passwordStep(t.app, 'lock');
    expect((await verifyLogin(t.app, after.mfaCookie, { backupCode: backupCodes[0] })).statusCode).toBe(200);
  });

  it('expires the pending sign-in 5 minutes after the password step', async () => {
    const { code } = await enrolledUser('slow');
    const inTime = await passwordStep(t.app, 'slow');
    t.clock.advance(5 * MINUTE - 1000);
    expect((await verifyLogin(t.app, inTime.mfaCookie, { token: code() })).statusCode).toBe(200);

    const late = await passwordStep(t.app, 'slow');
    t.clock.advance(5 * MINUTE);
    const res = await verifyLogin(t.app, late.mfaCookie, { token: code() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MFA_MESSAGES.noPendingLogin });
    expect(res.cookies.find((c) => c.name === 'arrears_mfa')?.value).toBe('');
    expect(sessionCookieOf(res)).toBe('');
  });

  it('lets only one of two simultaneous sign-ins with the same code or backup code through', async () => {
    const { code, backupCodes } = await enrolledUser('twin');
    const a = await passwordStep(t.app, 'twin');
    const b = await passwordStep(t.app, 'twin');
    const token = code();
    const byCode = await Promise.all([
      verifyLogin(t.app, a.mfaCookie, { token }),
      verifyLogin(t.app, b.mfaCookie, { token }),
    ]);
    expect(byCode.map((r) => r.statusCode).sort()).toEqual([200, 401]);

    const c = await passwordStep(t.app, 'twin');
    const d = await passwordStep(t.app, 'twin');
    const byBackup = await Promise.all([
      verifyLogin(t.app, c.mfaCookie, { backupCode: backupCodes[9] }),
      verifyLogin(t.app, d.mfaCookie, { backupCode: backupCodes[9] }),
    ]);
    expect(byBackup.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});
