import { SMS_OPT_IN_MESSAGES, SMS_OPT_IN_THROTTLE, smsConsentText } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { smsOptIns } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const submit = (payload: unknown, options: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sms-opt-in/submit',
    payload: payload as object,
    remoteAddress: options.ip ?? '203.0.113.10',
    headers: { 'user-agent': 'OptInTest/1.0', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });

const rowsFor = (phone: string) => t.deps.db.select().from(smsOptIns).where(eq(smsOptIns.phoneNumber, phone));

describe('POST /api/sms-opt-in/submit', () => {
  it('stores name, the 10 digits, consent, the exact wording, IP and user agent, and answers { message }', async () => {
    const res = await submit({ fullName: ' Jane Doe ', phoneNumber: '(215) 555-0101', consent: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SMS_OPT_IN_MESSAGES.success });
    const [row] = await rowsFor('2155550101');
    expect(row).toMatchObject({
      fullName: 'Jane Doe',
      consent: true,
      consentText: smsConsentText(t.deps.config.brand.companyName),
      userId: null,
      ipAddress: '203.0.113.10',
      userAgent: 'OptInTest/1.0',
      optedOutAt: null,
    });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('records the user when signed in', async () => {
    const user = await createUser(t.deps.db, { role: 'debtor' });
    const cookie = await signIn(t.app, user.username);
    expect(
      (await submit({ fullName: 'Signed In', phoneNumber: '2155550102', consent: true }, { cookie }))
        .statusCode,
    ).toBe(200);
    const [row] = await rowsFor('2155550102');
    expect(row.userId).toBe(user.id);
  });

  it.each([
    [{ consent: false }, 'You must consent to receive SMS messages.'],
    [{ consent: 'yes' }, 'You must consent to receive SMS messages.'],
    [{ fullName: '' }, SMS_OPT_IN_MESSAGES.fullNameRequired],
    [{ phoneNumber: '555-0103' }, SMS_OPT_IN_MESSAGES.phoneDigits],
    [{ phoneNumber: '' }, SMS_OPT_IN_MESSAGES.phoneRequired],
  ])('answers 400 to %o and stores nothing', async (change, message) => {
    const res = await submit({ fullName: 'Jane Doe', phoneNumber: '2155550103', consent: true, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await rowsFor('2155550103')).toHaveLength(0);
  });

  it(`takes ${SMS_OPT_IN_THROTTLE.maxPerIp} per IP per hour, then 429; another IP is unaffected`, async () => {
    const ip = '198.51.100.7';
    const body = { fullName: 'Busy Sender', phoneNumber: '2155550104', consent: true };
    for (let i = 0; i < SMS_OPT_IN_THROTTLE.maxPerIp; i++) {
      expect((await submit(body, { ip })).statusCode).toBe(200);
    }
    const refused = await submit(body, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SMS_OPT_IN_MESSAGES.throttled });
    expect(await rowsFor('2155550104')).toHaveLength(SMS_OPT_IN_THROTTLE.maxPerIp);
    expect((await submit(body, { ip: '198.51.100.8' })).statusCode).toBe(200);
  });

  it('holds the per-IP limit for requests sent in parallel: never more rows than the limit', async () => {
    const ip = '198.51.100.9';
    const body = { fullName: 'Parallel Sender', phoneNumber: '2155550105', consent: true };
    const answers = await Promise.all(
      Array.from({ length: SMS_OPT_IN_THROTTLE.maxPerIp * 3 }, () => submit(body, { ip })),
    );
    const accepted = answers.filter((res) => res.statusCode === 200).length;
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 429)).toBe(true);
    expect(accepted).toBeLessThanOrEqual(SMS_OPT_IN_THROTTLE.maxPerIp);
    // Every answer tells the truth: a 200 is a stored consent, a 429 left nothing behind.
    expect(await rowsFor('2155550105')).toHaveLength(accepted);
  });
});
