import { PASSWORD_MESSAGES } from '@arrears/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../test/factories';
import { loadConfig } from '../config';
import { passwordResetTokens, users } from '../db/schema';
import { HttpError } from '../http-error';
import { newResetToken } from '../modules/passwords/reset-tokens';
import { COMMON_PASSWORD_COUNT, isCommonPassword, refuseWeakPassword } from './password-policy';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Long enough, but among the 10,000 most common (ranks 2, 51, 326 and 4,654 of the list). */
const COMMON = ['12345678', 'iloveyou', 'Qwertyui', 'BASEBALL1'];
const SHORT = 'Ab3$xyz';

function refusal(password: string): string | null {
  try {
    refuseWeakPassword(password);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).message;
  }
}

describe('refuseWeakPassword', () => {
  it('refuses fewer than 8 characters, counting characters rather than UTF-16 units', () => {
    expect(refusal(SHORT)).toBe(PASSWORD_MESSAGES.tooShort);
    expect(refusal('🔑🔑🔑🔑')).toBe(PASSWORD_MESSAGES.tooShort); // 8 UTF-16 units, 4 characters
    expect(refusal('🔑🔑🔑🔑🔑🔑🔑🔑')).toBeNull();
  });

  it('refuses the 10,000 most common passwords whatever their case, and only those', () => {
    for (const password of COMMON) expect(refusal(password), password).toBe(PASSWORD_MESSAGES.tooCommon);
    const ranked = dictionary['passwords-common'];
    const last = ranked
      .slice(0, COMMON_PASSWORD_COUNT)
      .filter((p) => p.length >= 8)
      .at(-1) as string;
    const next = ranked.slice(COMMON_PASSWORD_COUNT).find((p) => p.length >= 8) as string;
    expect(isCommonPassword(last)).toBe(true);
    expect(isCommonPassword(next)).toBe(false);
    expect(refusal(TEST_PASSWORD)).toBeNull();
    expect(refusal('Second-password-2')).toBeNull();
  });

  it('holds ADMIN_PASSWORD, the first admin of a new install, to the same list', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'Baseball1' })).toThrow(
      /ADMIN_PASSWORD: is one of the 10,000 most common passwords/,
    );
    expect(loadConfig({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: TEST_PASSWORD }).firstAdmin?.password).toBe(
      TEST_PASSWORD,
    );
  });
});

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });
const userCount = async () => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe('every way of setting a password refuses weak ones and changes nothing', () => {
  it('POST /api/register', async () => {
    const before = await userCount();
    for (const [password, message] of [
      ...COMMON.map((p) => [p, PASSWORD_MESSAGES.tooCommon]),
      [SHORT, 'Password must be at least 8 characters'],
    ]) {
      const res = await post('/api/register', {
        firstName: 'Reg',
        lastName: 'Ister',
        email: 'reg@example.com',
        phone: '2155550100',
        username: 'register-me',
        password,
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('POST /api/admin/users', async () => {
    await createUser(t.deps.db, { username: 'policy-admin', role: 'admin' });
    const cookie = await signIn(t.app, 'policy-admin');
    const before = await userCount();
    for (const [password, message] of [
      ['iloveyou', PASSWORD_MESSAGES.tooCommon],
      [SHORT, 'Password must be at least 8 characters'],
    ]) {
      const res = await post(
        '/api/admin/users',
        {
          firstName: 'New',
          lastName: 'Staff',
          email: 'new.staff@agency.example',
          phone: '2155550100',
          username: 'new-staff',
          password,
          role: 'staff',
        },
        cookie,
      );
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('POST /api/admin/change-password', async () => {
    const staff = await createUser(t.deps.db, { username: 'policy-change', role: 'staff' });
    const cookie = await signIn(t.app, 'policy-change');
    for (const [newPassword, message] of [
      ['Qwertyui', PASSWORD_MESSAGES.tooCommon],
      ['seven77', PASSWORD_MESSAGES.newTooShort],
    ]) {
      const res = await post(
        '/api/admin/change-password',
        { currentPassword: TEST_PASSWORD, newPassword },
        cookie,
      );
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json()).toMatchObject({ message, error: message });
    }
    expect(PASSWORD_MESSAGES.newTooShort).toContain('at least 8 characters');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, staff.id));
    expect(row.passwordHash).toBe(staff.passwordHash);
    expect(await signIn(t.app, 'policy-change')).toMatch(/^arrears_sid=/);
  });

  it('POST /api/reset-password: the link stays usable after a refused password', async () => {
    const user = await createUser(t.deps.db, { username: 'policy-reset', role: 'admin' });
    const { token, tokenHash } = newResetToken();
    const expiresAt = new Date(t.clock.now() + 30 * 60 * 1000);
    await t.deps.db.insert(passwordResetTokens).values({ userId: user.id, tokenHash, expiresAt });
    for (const [password, message] of [
      ['baseball1', PASSWORD_MESSAGES.tooCommon],
      [SHORT, PASSWORD_MESSAGES.resetTooShort],
    ]) {
      const res = await post('/api/reset-password', { token, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ message, error: message });
    }
    const [link] = await t.deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(link.usedAt).toBeNull();
    expect(
      (await post('/api/reset-password', { token, password: 'a-sound-new-passphrase' })).statusCode,
    ).toBe(200);
  });
});
