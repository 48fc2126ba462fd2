import {
  SMS_OPT_IN_CONFIRMATION,
  SMS_OPT_IN_MESSAGES,
  SMS_OPT_IN_THROTTLE,
  smsConsentText,
} from '@arrears/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { smsMessages, smsOptIns, smsOptOuts } from '../../db/schema';
import { SIMULATOR_TEST_NUMBERS, SimulatorTelephony } from '../../providers/telephony/simulator-telephony';

let t: TestApp;
let texts: SimulatorTelephony['sentSms'];
beforeAll(async () => {
  t = await buildTestApp();
  if (!(t.deps.telephony instanceof SimulatorTelephony)) throw new Error('the tests expect the simulator');
  texts = t.deps.telephony.sentSms;
});
afterAll(async () => t.close());

let phoneSequence = 0;
/** A number no other test texted (the per-number limit counts across tests). */
const freshPhone = () => `21555${String(++phoneSequence).padStart(5, '0')}`;

const submit = (payload: unknown, options: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sms-opt-in/submit',
    payload: payload as object,
    remoteAddress: options.ip ?? '203.0.113.10',
    headers: { 'user-agent': 'OptInTest/1.0', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });

const confirm = (phoneNumber: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/sms-opt-in/confirm', payload: { phoneNumber, code } });

const rowsFor = (phone: string) =>
  t.deps.db.select().from(smsOptIns).where(eq(smsOptIns.phoneNumber, phone)).orderBy(desc(smsOptIns.id));

/** The code of the last text to the number (what the person reads on their phone). */
function codeTextedTo(phone: string): string {
  const text = texts.filter((s) => s.to === `+1${phone}`).at(-1);
  const code = /code (\d{6})/.exec(text?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}

/** A code that is not the one texted. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let ipSequence = 0;
/** Opts in from an IP of its own (the per-IP limit is tested on its own), answers the code texted. */
async function optIn(phone: string, ip = `198.18.0.${++ipSequence}`) {
  const res = await submit({ fullName: 'Jane Doe', phoneNumber: phone, consent: true }, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return codeTextedTo(phone);
}

describe('POST /api/sms-opt-in/submit', () => {
  it('stores a pending consent record, texts the number a code and answers { message } saying so', async () => {
    const res = await submit({ fullName: ' Jane Doe ', phoneNumber: '(215) 555-0101', consent: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SMS_OPT_IN_MESSAGES.confirmationSent });
    const [row] = await rowsFor('2155550101');
    expect(row).toMatchObject({
      fullName: 'Jane Doe',
      consent: true,
      consentText: smsConsentText(t.deps.config.brand.companyName),
      userId: null,
      ipAddress: '203.0.113.10',
      userAgent: 'OptInTest/1.0',
      optedOutAt: null,
      confirmedAt: null,
      confirmedBy: null,
      codeAttempts: 0,
    });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.codeExpiresAt?.getTime()).toBe(t.clock.now() + SMS_OPT_IN_CONFIRMATION.codeTtlMs);

    const text = texts.at(-1);
    expect(text?.to).toBe('+12155550101');
    expect(text?.body).toContain(t.deps.config.brand.companyName);
    expect(text?.body).toContain('Reply YES');
    expect(text?.body).toContain('Reply STOP to opt out');
    const code = codeTextedTo('2155550101');
    // Neither the table nor the SMS history keeps the code itself.
    expect(row.codeHash).not.toContain(code);
    const [stored] = await t.deps.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.toNumber, '2155550101'))
      .orderBy(desc(smsMessages.id));
    expect(stored).toMatchObject({ direction: 'outbound', debtAccountId: null, status: 'sent' });
    expect(stored.body).not.toContain(code);
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
  ])('answers 400 to %o, stores nothing and texts no one', async (change, message) => {
    const sent = texts.length;
    const res = await submit({ fullName: 'Jane Doe', phoneNumber: '2155550103', consent: true, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await rowsFor('2155550103')).toHaveLength(0);
    expect(texts.length).toBe(sent);
  });

  it('a number that texted STOP gets no text: 409, nothing stored', async () => {
    const phone = freshPhone();
    await t.deps.db.insert(smsOptOuts).values({ phoneNumber: phone });
    const sent = texts.length;
    const res = await submit({ fullName: 'Stopped', phoneNumber: phone, consent: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SMS_OPT_IN_MESSAGES.numberStopped });
    expect(await rowsFor(phone)).toHaveLength(0);
    expect(texts.length).toBe(sent);
  });

  it('a text the provider refuses: 502, no pending record left', async () => {
    const phone = SIMULATOR_TEST_NUMBERS.smsFails;
    const res = await submit({ fullName: 'Unreachable', phoneNumber: phone, consent: true });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: SMS_OPT_IN_MESSAGES.textFailed });
    expect(await rowsFor(phone)).toHaveLength(0);
  });

  it(`texts one number at most ${SMS_OPT_IN_CONFIRMATION.maxTextsPerNumber} times an hour, whatever the IP`, async () => {
    const phone = freshPhone();
    for (let i = 0; i < SMS_OPT_IN_CONFIRMATION.maxTextsPerNumber; i++)
      await optIn(phone, `198.51.100.${20 + i}`);
    const sent = texts.length;
    const refused = await submit(
      { fullName: 'Again', phoneNumber: phone, consent: true },
      { ip: '198.51.100.60' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SMS_OPT_IN_MESSAGES.numberThrottled });
    expect(texts.length).toBe(sent);
    expect(await rowsFor(phone)).toHaveLength(SMS_OPT_IN_CONFIRMATION.maxTextsPerNumber);
  });

  it('holds the per-number limit for requests sent in parallel', async () => {
    const phone = freshPhone();
    const sent = texts.length;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        submit({ fullName: 'Flood', phoneNumber: phone, consent: true }, { ip: `198.51.100.${100 + i}` }),
      ),
    );
    const accepted = answers.filter((res) => res.statusCode === 200).length;
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 429)).toBe(true);
    expect(accepted).toBeLessThanOrEqual(SMS_OPT_IN_CONFIRMATION.maxTextsPerNumber);
    expect(texts.length - sent).toBe(accepted);
    expect(await rowsFor(phone)).toHaveLength(accepted);
  });

  it(`takes ${SMS_OPT_IN_THROTTLE.maxPerIp} per IP per hour, then 429; another IP is unaffected`, async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < SMS_OPT_IN_THROTTLE.maxPerIp; i++) {
      expect(
        (await submit({ fullName: 'Busy', phoneNumber: freshPhone(), consent: true }, { ip })).statusCode,
      ).toBe(200);
    }
    const phone = freshPhone();
    const refused = await submit({ fullName: 'Busy', phoneNumber: phone, consent: true }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SMS_OPT_IN_MESSAGES.throttled });
    expect(await rowsFor(phone)).toHaveLength(0);
    expect(
      (await submit({ fullName: 'Busy', phoneNumber: phone, consent: true }, { ip: '198.51.100.8' }))
        .statusCode,
    ).toBe(200);
  });

  it('holds the per-IP limit for requests sent in parallel: never more rows than the limit', async () => {
    const ip = '198.51.100.9';
    const phones = Array.from({ length: SMS_OPT_IN_THROTTLE.maxPerIp * 3 }, freshPhone);
    const answers = await Promise.all(
      phones.map((phoneNumber) => submit({ fullName: 'Parallel', phoneNumber, consent: true }, { ip })),
    );
    const accepted = answers.filter((res) => res.statusCode === 200).length;
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 429)).toBe(true);
    expect(accepted).toBeLessThanOrEqual(SMS_OPT_IN_THROTTLE.maxPerIp);
    // Every answer tells the truth: a 200 is a stored record, a 429 left nothing behind.
    const stored = await t.deps.db.select().from(smsOptIns).where(eq(smsOptIns.ipAddress, ip));
    expect(stored).toHaveLength(accepted);
  });
});

describe('POST /api/sms-opt-in/confirm', () => {
  it('the code texted, typed back: the record is confirmed (by code); the code is spent', async () => {
    const phone = freshPhone();
    const code = await optIn(phone);
    const res = await confirm(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: SMS_OPT_IN_MESSAGES.success });
    const [row] = await rowsFor(phone);
    expect(row).toMatchObject({ confirmedBy: 'code', codeHash: null, codeAttempts: 1 });
    expect(row.confirmedAt?.getTime()).toBe(t.clock.now());
    expect((await confirm(phone, code)).statusCode).toBe(410);
  });

  it(`${SMS_OPT_IN_CONFIRMATION.maxCodeAttempts} wrong codes kill the code: the right one is refused after`, async () => {
    const phone = freshPhone();
    const code = await optIn(phone);
    for (let i = 1; i < SMS_OPT_IN_CONFIRMATION.maxCodeAttempts; i++) {
      const res = await confirm(phone, wrongCode(code));
      expect(res.statusCode, `try ${i}`).toBe(400);
      expect(res.json()).toEqual({ message: SMS_OPT_IN_MESSAGES.codeWrong });
    }
    const last = await confirm(phone, wrongCode(code));
    expect(last.statusCode).toBe(410);
    expect(last.json()).toEqual({ message: SMS_OPT_IN_MESSAGES.codeDead });
    expect((await confirm(phone, code)).statusCode).toBe(410);
    const [row] = await rowsFor(phone);
    expect(row).toMatchObject({ confirmedAt: null, codeAttempts: SMS_OPT_IN_CONFIRMATION.maxCodeAttempts });
  });

  it('a burst of parallel guesses gets no more than the limit judged, and the code is dead after', async () => {
    const phone = freshPhone();
    const code = await optIn(phone);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        confirm(phone, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 400).length).toBeLessThan(
      SMS_OPT_IN_CONFIRMATION.maxCodeAttempts,
    );
    expect(answers.every((res) => res.statusCode === 400 || res.statusCode === 410)).toBe(true);
    const [row] = await rowsFor(phone);
    expect(row.codeAttempts).toBe(SMS_OPT_IN_CONFIRMATION.maxCodeAttempts);
    expect((await confirm(phone, code)).statusCode).toBe(410);
  });

  it('a code expires after 15 minutes', async () => {
    const phone = freshPhone();
    const code = await optIn(phone);
    t.clock.advance(SMS_OPT_IN_CONFIRMATION.codeTtlMs);
    const res = await confirm(phone, code);
    expect(res.statusCode).toBe(410);
    expect((await rowsFor(phone))[0].confirmedAt).toBeNull();
  });

  it('only the latest code of the number counts; another number’s code is no use', async () => {
    const phone = freshPhone();
    const first = await optIn(phone, '198.51.100.70');
    const second = await optIn(phone, '198.51.100.71');
    const other = freshPhone();
    const otherCode = await optIn(other);
    if (first !== second) expect((await confirm(phone, first)).statusCode).toBe(400);
    if (otherCode !== second) expect((await confirm(phone, otherCode)).statusCode).toBe(400);
    expect((await confirm(phone, second)).statusCode).toBe(200);
    const [latest, earlier] = await rowsFor(phone);
    expect(latest.confirmedBy).toBe('code');
    expect(earlier.confirmedAt).toBeNull();
  });

  it.each([
    [{ code: '12345' }, SMS_OPT_IN_MESSAGES.codeRequired],
    [{ code: 'abcdef' }, SMS_OPT_IN_MESSAGES.codeRequired],
    [{ phoneNumber: '555' }, SMS_OPT_IN_MESSAGES.phoneDigits],
  ])('answers 400 to %o and spends no try', async (change, message) => {
    const phone = freshPhone();
    await optIn(phone);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms-opt-in/confirm',
      payload: { phoneNumber: phone, code: '000000', ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await rowsFor(phone))[0].codeAttempts).toBe(0);
  });

  it('a number with no pending opt-in: 410', async () => {
    expect((await confirm(freshPhone(), '123456')).statusCode).toBe(410);
  });
});
