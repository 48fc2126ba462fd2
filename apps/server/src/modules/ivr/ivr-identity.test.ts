import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { FakeTwilioApi } from '../../../test/kits/telephony/fake-twilio-api';
import { buildIvrTestApp, type IvrTestApp, saysOf } from '../../../test/kits/telephony/ivr-test-kit';
import { callbackRequests, calls, identityCheckFailures, ivrCalls, securityEvents } from '../../db/schema';

const VOICE = '/api/webhooks/twilio/voice';
const GATHER = '/api/webhooks/twilio/voice/gather';
const RECORDING = '/api/webhooks/twilio/voice/recording';

const api = new FakeTwilioApi();
let t: IvrTestApp;
let sequence = 0;

beforeAll(async () => {
  await api.start();
  t = await buildIvrTestApp(api);
});
afterAll(async () => {
  await t.close();
  await api.stop();
});

async function caller() {
  sequence += 1;
  const phone = `21555520${String(sequence).padStart(2, '0')}`;
  const account = await insertAccount(t.deps.db, t.deps.encryption, {
    fullName: 'Rae Caller',
    primaryPhone: phone,
    state: 'PA',
    zipCode: '19103',
    ssn: `98765${String(4000 + sequence)}`,
    birthDate: '1979-11-23',
    unpaidBalance: '410.00',
  });
  return { account, phone, ssnLast4: String(4000 + sequence), birthDigits: '11231979' };
}

function callFrom(phone: string) {
  sequence += 1;
  const callSid = `CA${String(900 + sequence).padStart(32, '0')}`;
  const base = { CallSid: callSid, From: `+1${phone}`, To: '+18885550147' };
  return {
    callSid,
    start: async () => (await t.webhook(VOICE, base)).body,
    press: async (digits: string | null) =>
      (await t.webhook(GATHER, digits === null ? base : { ...base, Digits: digits })).body,
    record: async (url: string) => (await t.webhook(RECORDING, { ...base, RecordingUrl: url })).body,
  };
}

const myQueueReasons = async (accountId: number) => {
  const res = await t.get('/api/admin/contact-center/my-queue?pageSize=100', 'staff');
  expect(res.statusCode).toBe(200);
  const { ready, waiting } = res.json();
  return [...ready, ...waiting].find((i: { accountId: number }) => i.accountId === accountId)?.reasons ?? [];
};

describe('identity by keypad', () => {
  it('two failures end with the office hours and the number to call; the caller may leave a callback request that lands in My queue', async () => {
    const { account, phone, ssnLast4 } = await caller();
    const call = callFrom(phone);
    await call.start();
    await call.press('1');
    await call.press(ssnLast4);
    const wrongOnce = await call.press('01011990');
    expect(saysOf(wrongOnce)).toEqual([
      "Those details do not match our records for the number you are calling from. Let's try again.",
      'To protect your privacy, please enter the last 4 digits of your Social Security number.',
    ]);
    await call.press('0000');
    const wrongTwice = await call.press('11231979');
    const office = `Monday through Friday, 8 AM to 6 PM Eastern time`;
    expect(saysOf(wrongTwice)[0]).toMatch(
      new RegExp(`^We could not verify your identity\\. Please call us at [\\d ,]+, ${office}\\.$`),
    );
    expect(saysOf(wrongTwice)[1]).toBe('To leave a callback request, press 1. Otherwise, goodbye.');
    const [row] = await t.deps.db.select().from(ivrCalls).where(eq(ivrCalls.callSid, call.callSid));
    expect(row).toMatchObject({ identityVerified: false, debtAccountId: null, identityFailures: 2 });
    // Counted by the quick-access throttles, the calling number standing for the network.
    const failures = await t.deps.db
      .select()
      .from(identityCheckFailures)
      .where(eq(identityCheckFailures.ipAddress, `tel:+1${phone}`));
    expect(failures.map((f) => f.purpose)).toEqual(['ivr', 'ivr']);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.ipAddress, `tel:+1${phone}`));
    expect(events.filter((e) => e.eventType === 'identity_check_failed')).toHaveLength(2);
    const codes = async () => (await myQueueReasons(account.id)).map((r: { code: string }) => r.code);
    expect(await codes()).not.toContain('callback_requested');

    const askNumber = await call.press('1');
    expect(saysOf(askNumber)[0]).toMatch(/^Enter the 10-digit number we should call/);
    // A bare # posts too (Twilio's Gather would otherwise fall through on an empty entry).
    expect(askNumber).toContain('actionOnEmptyResult="true"');
    const record = await call.press('');
    expect(saysOf(record)[0]).toBe(
      'After the tone, say your name and the best time to reach you, then press pound.',
    );
    expect(record).toContain(
      '<Record maxLength="60" finishOnKey="#" playBeep="true" action="https://arrears.example/api/webhooks/twilio/voice/recording"',
    );
    const bye = await call.record('https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1');
    expect(saysOf(bye)).toEqual(['Thank you for calling. Goodbye.']);
    expect(bye).toContain('<Hangup/>');

    const [request] = await t.deps.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.callSid, call.callSid));
    expect(request).toMatchObject({
      debtAccountId: account.id,
      phone,
      source: 'ivr',
      recordingUrl: 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1',
    });
    const reasons = await myQueueReasons(account.id);
    expect(reasons).toContainEqual(
      expect.objectContaining({
        code: 'callback_requested',
        detail: expect.stringContaining('Callback requested by phone (IVR) at'),
      }),
    );
    // A call placed to the account after the request answers it.
    await t.deps.db.insert(calls).values({
      callSid: `CA-callback-${account.id}`,
      provider: 'twilio',
      debtAccountId: account.id,
      toNumber: phone,
      createdAt: new Date(t.clock.nowMs + 60_000),
    });
    expect(await codes()).not.toContain('callback_requested');
  });

  it("a right SSN last 4 and birth date of another account than the number's does not pass", async () => {
    const mine = await caller();
    const other = await caller();
    const call = callFrom(mine.phone);
    await call.start();
    await call.press('1');
    await call.press(other.ssnLast4);
    const answer = await call.press(other.birthDigits);
    expect(saysOf(answer)[0]).toMatch(/^Those details do not match our records/);
  });

  it('an impossible birth date is asked again without counting a failure', async () => {
    const { phone, ssnLast4, birthDigits } = await caller();
    const call = callFrom(phone);
    await call.start();
    await call.press('1');
    await call.press(ssnLast4);
    const again = await call.press('13451979');
    expect(saysOf(again)).toEqual([
      'Sorry, that entry is not valid.',
      'Now enter your date of birth as 8 digits: 2 for the month, 2 for the day and 4 for the year.',
    ]);
    const menu = await call.press(birthDigits);
    expect(saysOf(menu)[0]).toMatch(/^For your balance, press 1\./);
    // Twilio retrying the first webhook starts the call over, the proof too.
    await call.start();
    const [row] = await t.deps.db.select().from(ivrCalls).where(eq(ivrCalls.callSid, call.callSid));
    expect(row).toMatchObject({ step: 'language', identityVerified: false, debtAccountId: null });
    expect(saysOf(await call.press('1'))[0]).toMatch(/^To protect your privacy/);
  });

  it('a number that matches no account gets no identity prompt: a callback request with the number keyed in', async () => {
    const call = callFrom('6105550188');
    await call.start();
    const menu = await call.press('1');
    expect(saysOf(menu)).toEqual([
      'We could not find an account for the number you are calling from.',
      'To leave a callback request, press 1. To speak to an agent, press 3.',
    ]);
    await call.press('1');
    const bad = await call.press('12345');
    expect(saysOf(bad)[0]).toBe('Sorry, that entry is not valid.');
    await call.press('6105550199');
    const [request] = await t.deps.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.callSid, call.callSid));
    expect(request).toMatchObject({ debtAccountId: null, phone: '6105550199', language: 'en' });
    // Admin and staff see it with My queue until one marks it done; a collector neither.
    const listed = async (role: 'staff' | 'admin' | 'collector') =>
      (await t.get('/api/admin/contact-center/my-queue', role)).json().callbacks;
    expect(await listed('staff')).toContainEqual({
      id: request.id,
      phone: '6105550199',
      language: 'en',
      requestedAt: new Date(t.clock.nowMs).toISOString(),
      hasMessage: false,
      messageUrl: null,
      reason: 'no_account',
    });
    expect(await listed('collector')).toBeUndefined();
    const done = `/api/admin/contact-center/callback-requests/${request.id}/done`;
    expect((await t.post(done, {}, 'collector')).statusCode).toBe(403);
    expect((await t.post(done, {}, 'admin')).statusCode).toBe(200);
    expect((await t.post(done, {}, 'staff')).statusCode).toBe(404);
    expect((await listed('staff')).map((c: { id: number }) => c.id)).not.toContain(request.id);
    const [closed] = await t.deps.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.id, request.id));
    expect(closed.doneByUserId).toBe(t.users.admin.id);
  });

  it('a caller who fails the check on a number of two accounts leaves a request with no account: listed as not verified, its message played to admin and staff', async () => {
    const first = await caller();
    await insertAccount(t.deps.db, t.deps.encryption, {
      fullName: 'Rae Caller',
      primaryPhone: first.phone,
      state: 'PA',
      zipCode: '19103',
      ssn: '987651111',
      birthDate: '1980-01-02',
      unpaidBalance: '90.00',
    });
    const call = callFrom(first.phone);
    await call.start();
    await call.press('1');
    for (const _ of [1, 2]) {
      await call.press('0000');
      await call.press('01011990');
    }
    await call.press('1');
    await call.press('');
    const sid = api.addRecording();
    await call.record(`https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/${sid}`);
    const listed = async () =>
      (
        (await t.get('/api/admin/contact-center/my-queue', 'staff')).json().callbacks as { id: number }[]
      ).find((c) => c.id === request.id);
    const [request] = await t.deps.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.callSid, call.callSid));
    expect(request).toMatchObject({ debtAccountId: null, phone: first.phone });
    const message = `/api/admin/contact-center/callback-requests/${request.id}/message`;
    expect(await listed()).toMatchObject({
      hasMessage: true,
      messageUrl: message,
      reason: 'identity_not_verified',
    });
    const played = await t.get(message, 'staff');
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toMatch(/^audio\//);
    expect(played.rawPayload.length).toBeGreaterThan(0);
    expect((await t.get(message, 'collector')).statusCode).toBe(403);
    expect(
      (await t.post(`/api/admin/contact-center/callback-requests/${request.id}/done`, {}, 'staff'))
        .statusCode,
    ).toBe(200);
    expect(await listed()).toBeUndefined();
    const gone = await t.get(message, 'admin');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This callback request has no message to play.');
  });

  it('silence three times in a row ends the call', async () => {
    const { phone } = await caller();
    const call = callFrom(phone);
    await call.start();
    await call.press('1');
    expect(saysOf(await call.press(null))[0]).toBe('We did not receive your entry.');
    await call.press(null);
    const end = await call.press(null);
    expect(saysOf(end)).toEqual(['Thank you for calling. Goodbye.']);
    expect(end).toContain('<Hangup/>');
  });
  it('the quick-access throttles outlast the call: after 5 failures from a number, even the right answer is refused', async () => {
    const { phone, ssnLast4, birthDigits } = await caller();
    const attempt = async (call: ReturnType<typeof callFrom>, ssn: string, birth: string) => {
      await call.press(ssn);
      return call.press(birth);
    };
    let failures = 0;
    for (const wrong of [2, 2, 1]) {
      const call = callFrom(phone);
      await call.start();
      await call.press('1');
      // A different wrong pair each time: each identity's own limit (2 a day) is not what is tested.
      for (let i = 0; i < wrong; i += 1) {
        failures += 1;
        await attempt(call, '0000', `0101199${failures}`);
      }
      if (wrong === 1) {
        const refused = await attempt(call, ssnLast4, birthDigits);
        expect(saysOf(refused)[0]).toMatch(/^We could not verify your identity\./);
        const [row] = await t.deps.db.select().from(ivrCalls).where(eq(ivrCalls.callSid, call.callSid));
        expect(row.identityVerified).toBe(false);
      }
    }
    const throttled = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'identity_check_throttled'));
    expect(throttled.filter((e) => e.ipAddress === `tel:+1${phone}`)).toHaveLength(1);
    // An hour later (past the 15-minute network window) the right answer passes. (Last: it moves the clock.)
    t.clock.advance(60 * 60 * 1000);
    const call = callFrom(phone);
    await call.start();
    await call.press('1');
    expect(saysOf(await attempt(call, ssnLast4, birthDigits))[0]).toMatch(/^For your balance, press 1\./);
  });
});
