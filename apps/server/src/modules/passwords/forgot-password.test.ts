import { PASSWORD_MESSAGES } from '@arrears/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/kits/mail/test-smtp-server';
import { mailOutbox, passwordResetTokens, securityEvents, users } from '../../db/schema';
import { FORGOT_PASSWORD_THROTTLED } from './forgot-password.service';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://collect.agency.example',
      BRAND_COMPANY_NAME: 'Acme Recovery',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const ACCEPTED = { success: true, message: PASSWORD_MESSAGES.forgotAccepted };

/** Each test uses its own IP address, so the per-IP limit of one test does not touch another. */
const forgot = (email: unknown, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: ip });

const eventsOf = (type: string, ip: string) =>
  t.deps.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.eventType, type), eq(securityEvents.ipAddress, ip)));

describe('POST /api/forgot-password', () => {
  it('e-mails a reset link built from PUBLIC_URL, with the company name, and stores only its hash', async () => {
    const user = await createUser(t.deps.db, {
      username: 'reese',
      role: 'staff',
      email: 'reese@agency.example',
    });
    const res = await forgot('Reese@Agency.Example', '198.51.100.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ACCEPTED);

    const [mail] = await smtp.waitForMails(1);
    expect(mail.to).toEqual(['reese@agency.example']);
    expect(mail.from).toBe('no-reply@collect.agency.example');
    expect(mail.subject).toBe('Reset your Acme Recovery password');
    expect(mail.text).toContain('Acme Recovery');
    expect(mail.text).toContain('within 30 minutes');
    const link = /https:\/\/collect\.agency\.example\/reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(mail.html).toContain(`href="https://collect.agency.example/reset-password?token=${token}"`);

    const [row] = await t.deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime()).toBe(t.clock.now() + 30 * 60 * 1000);
    expect(row.usedAt).toBeNull();
    const [event] = await eventsOf('password_reset_requested', '198.51.100.1');
    expect(event).toMatchObject({ success: true, userId: user.id, username: 'reese' });
  });

  it('answers an unknown e-mail byte for byte the same, and sends nothing', async () => {
    await createUser(t.deps.db, { username: 'known1', email: 'known1@agency.example', role: 'staff' });
    const known = await forgot('known1@agency.example', '198.51.100.2');
    await smtp.waitForMails(1);
    const outboxBefore = (await t.deps.db.select().from(mailOutbox)).length;
    const tokensBefore = (await t.deps.db.select().from(passwordResetTokens)).length;

    const unknown = await forgot('nobody@agency.example', '198.51.100.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    await t.mailSender.flush();
    expect(smtp.received).toHaveLength(1);
    expect((await t.deps.db.select().from(mailOutbox)).length).toBe(outboxBefore);
    expect((await t.deps.db.select().from(passwordResetTokens)).length).toBe(tokensBefore);
    const events = await eventsOf('password_reset_requested', '198.51.100.2');
    expect(events.map((e) => [e.success, e.details])).toEqual([
      [true, { email: 'known1@agency.example' }],
      [false, { email: 'nobody@agency.example', reason: 'unknown_email' }],
    ]);
  });

  it('sends nothing to a deactivated user, with the same answer', async () => {
    const user = await createUser(t.deps.db, {
      username: 'gone1',
      email: 'gone1@agency.example',
      role: 'staff',
    });
    await t.deps.db.update(users).set({ deactivatedAt: sql`now()` }).where(eq(users.id, user.id));
    const res = await forgot('gone1@agency.example', '198.51.100.3');
    expect(res.json()).toEqual(ACCEPTED);
    await t.mailSender.flush();
    expect(smtp.received).toHaveLength(0);
    expect(
      await t.deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toEqual([]);
  });

  it('sends at most 3 e-mails to one address in 15 minutes, answering the same beyond', async () => {
    await createUser(t.deps.db, { username: 'many1', email: 'many1@agency.example', role: 'staff' });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await forgot('many1@agency.example', '198.51.100.4')).body);
    expect(new Set(answers).size).toBe(1);
    await smtp.waitForMails(3);
    await t.mailSender.flush();
    expect(smtp.received).toHaveLength(3);
    const events = await eventsOf('password_reset_requested', '198.51.100.4');
    expect(events.map((e) => e.details?.reason ?? 'sent')).toEqual(['sent', 'sent', 'sent', 'email_limit']);
  });

  it('refuses the 11th request from one IP address in 15 minutes with 429, other addresses unaffected', async () => {
    for (let i = 0; i < 10; i++)
      expect((await forgot(`probe${i}@example.com`, '203.0.113.9')).statusCode).toBe(200);
    const refused = await forgot('probe10@example.com', '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: FORGOT_PASSWORD_THROTTLED, error: FORGOT_PASSWORD_THROTTLED });
    expect((await forgot('probe11@example.com', '203.0.113.10')).statusCode).toBe(200);
    const [throttled] = await eventsOf('password_reset_throttled', '203.0.113.9');
    expect(throttled).toMatchObject({ success: false, riskLevel: 'HIGH' });
  });

  it('refuses a malformed e-mail with the spec-style { message, error } and does nothing', async () => {
    const before = (await t.deps.db.select().from(securityEvents)).length;
    const res = await forgot('not-an-email', '198.51.100.5');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: PASSWORD_MESSAGES.emailInvalid,
      error: PASSWORD_MESSAGES.emailInvalid,
    });
    expect((await t.deps.db.select().from(securityEvents)).length).toBe(before);
  });
});
