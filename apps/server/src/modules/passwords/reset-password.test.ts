import { PASSWORD_MESSAGES } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn, TEST_PASSWORD } from '../../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/kits/mail/test-smtp-server';
import { securityEvents, sessions, users } from '../../db/schema';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const EXPIRED = { message: PASSWORD_MESSAGES.expiredResetLink, error: PASSWORD_MESSAGES.expiredResetLink };
const NEW_PASSWORD = 'a-brand-new-password';

/** Asks for a reset link the way a user does and reads the token out of the e-mail that arrives. */
async function mailedToken(email: string): Promise<string> {
  const already = smtp.received.length;
  const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
  expect(res.statusCode).toBe(200);
  const mails = await smtp.waitForMails(already + 1);
  const token = /\/reset-password\?token=([\w-]+)/.exec(mails[already].text)?.[1];
  if (!token) throw new Error('no link in the reset e-mail');
  return token;
}

const reset = (token: unknown, password: unknown = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

describe('POST /api/reset-password', () => {
  it('sets the new password with a mailed link, which then works only once', async () => {
    const user = await createUser(t.deps.db, {
      username: 'rosa',
      role: 'admin',
      email: 'rosa@agency.example',
    });
    await t.deps.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    const token = await mailedToken('rosa@agency.example');

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: PASSWORD_MESSAGES.resetDone,
      signInPath: '/admin-login',
    });
    expect((await login('rosa', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login('rosa', TEST_PASSWORD)).statusCode).toBe(401);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordChangedAt.getTime()).toBe(t.clock.now());
    expect(row.mustChangePassword).toBe(false);

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(EXPIRED);
    expect((await login('rosa', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works for a debtor and a collector too, and sends them to /login (admin and staff to /admin-login)', async () => {
    for (const [role, signInPath] of [
      ['debtor', '/login'],
      ['collector', '/login'],
      ['staff', '/admin-login'],
    ] as const) {
      const username = `reset-${role}`;
      await createUser(t.deps.db, { username, role, email: `${username}@example.com` });
      const res = await reset(await mailedToken(`${username}@example.com`));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: PASSWORD_MESSAGES.resetDone, signInPath });
      expect((await login(username, NEW_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('refuses a link 30 minutes after it was sent, and accepts it just before', async () => {
    await createUser(t.deps.db, { username: 'tariq', role: 'staff', email: 'tariq@agency.example' });
    const early = await mailedToken('tariq@agency.example');
    t.clock.advance(30 * 60 * 1000 - 1000);
    expect((await reset(early)).statusCode).toBe(200);

    const late = await mailedToken('tariq@agency.example');
    t.clock.advance(30 * 60 * 1000);
    const res = await reset(late, 'another-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(EXPIRED);
    expect((await login('tariq', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session of the user and closes their other open links', async () => {
    const user = await createUser(t.deps.db, {
      username: 'ines',
      role: 'staff',
      email: 'ines@agency.example',
    });
    const phone = await signIn(t.app, 'ines');
    const laptop = await signIn(t.app, 'ines');
    const older = await mailedToken('ines@agency.example');
    const newer = await mailedToken('ines@agency.example');

    expect((await reset(newer)).statusCode).toBe(200);
    for (const cookie of [phone, laptop]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    }
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await reset(older, 'the-older-link-password')).json()).toEqual(EXPIRED);

    const [completed] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.eventType, 'password_reset_completed'), eq(securityEvents.userId, user.id)),
      );
    expect(completed).toMatchObject({ success: true, riskLevel: 'LOW', details: { sessionsEnded: 2 } });
  });

  it('refuses an unknown token, a missing token and a short password with { message, error }', async () => {
    const unknown = await reset('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(EXPIRED);

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { password: NEW_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: PASSWORD_MESSAGES.invalidResetLink,
      error: PASSWORD_MESSAGES.invalidResetLink,
    });

    await createUser(t.deps.db, { username: 'omar', role: 'staff', email: 'omar@agency.example' });
    const token = await mailedToken('omar@agency.example');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: PASSWORD_MESSAGES.resetTooShort,
      error: PASSWORD_MESSAGES.resetTooShort,
    });
    expect((await reset(token)).statusCode).toBe(200); // the refused attempt did not use up the link
  });

  it('refuses the link of a user deactivated after it was sent', async () => {
    const user = await createUser(t.deps.db, {
      username: 'lena',
      role: 'staff',
      email: 'lena@agency.example',
    });
    const token = await mailedToken('lena@agency.example');
    await t.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
    expect((await reset(token)).json()).toEqual(EXPIRED);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBe(user.passwordHash);
  });
});
