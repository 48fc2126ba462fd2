import { DEBT_COLLECTOR_DISCLOSURE, CONTACT_CENTER_MESSAGES as M } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FakeTwilioApi,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_FROM_NUMBER,
} from '../../../test/kits/telephony/fake-twilio-api';
import {
  buildTelephonyTestApp,
  type TelephonyTestApp,
} from '../../../test/kits/telephony/telephony-test-kit';
import { calls, smsMessages } from '../../db/schema';
import { TelephonyError } from './telephony-provider';
import { TwilioTelephony } from './twilio-telephony';

const api = new FakeTwilioApi();
let twilio: TwilioTelephony;
const ACCOUNT_PATH = `/2010-04-01/Accounts/${TEST_ACCOUNT_SID}`;
const CALL_SID = `CA${'c'.repeat(32)}`;

beforeAll(async () => {
  await api.start();
  twilio = new TwilioTelephony({
    accountSid: TEST_ACCOUNT_SID,
    authToken: TEST_AUTH_TOKEN,
    fromNumber: TEST_FROM_NUMBER,
    apiBaseUrl: api.baseUrl,
  });
});
afterAll(async () => api.stop());
beforeEach(() => {
  api.seen.length = 0;
  api.reply = null;
});

function expectTwilioRequest(path: string) {
  expect(api.seen).toHaveLength(1);
  const [req] = api.seen;
  expect(req).toMatchObject({
    method: 'POST',
    path,
    basicAuth: `${TEST_ACCOUNT_SID}:${TEST_AUTH_TOKEN}`,
    contentType: 'application/x-www-form-urlencoded',
  });
  expect(req.userAgent).toMatch(/^twilio-node\/6\./);
  return req.form;
}

describe('TwilioTelephony against a local Twilio API', () => {
  it('creates the call with its status callback for the four events', async () => {
    const started = await twilio.startCall({
      to: '+12155550123',
      from: TEST_FROM_NUMBER,
      statusCallbackUrl: 'https://arrears.example/api/webhooks/twilio/call-status',
    });
    expect(started).toEqual({ callSid: `CA${'a'.repeat(32)}`, status: 'initiated' }); // Twilio's 'queued'
    const form = expectTwilioRequest(`${ACCOUNT_PATH}/Calls.json`);
    expect(form.get('To')).toBe('+12155550123');
    expect(form.get('From')).toBe(TEST_FROM_NUMBER);
    expect(form.get('Twiml')).toBe('<Response><Pause length="3600"/></Response>');
    expect(form.get('StatusCallback')).toBe('https://arrears.example/api/webhooks/twilio/call-status');
    expect(form.get('StatusCallbackMethod')).toBe('POST');
    expect(form.getAll('StatusCallbackEvent')).toEqual(['initiated', 'ringing', 'answered', 'completed']);
  });

  it('plays digits into the live call and keeps it open', async () => {
    await twilio.sendDigits(CALL_SID, '12#');
    const form = expectTwilioRequest(`${ACCOUNT_PATH}/Calls/${CALL_SID}.json`);
    expect(form.get('Twiml')).toBe('<Response><Play digits="12#"/><Pause length="3600"/></Response>');
  });

  it('hangs up by updating the call to completed', async () => {
    await twilio.hangUp(CALL_SID);
    const form = expectTwilioRequest(`${ACCOUNT_PATH}/Calls/${CALL_SID}.json`);
    expect([...form.entries()]).toEqual([['Status', 'completed']]);
  });

  it('sends a text from the configured number', async () => {
    const sent = await twilio.sendSms({
      to: '+12155550123',
      body: 'Hello & welcome',
      statusCallbackUrl: 'https://arrears.example/api/webhooks/twilio/sms',
    });
    expect(sent).toEqual({ sid: `SM${'b'.repeat(32)}`, status: 'queued', error: null });
    const form = expectTwilioRequest(`${ACCOUNT_PATH}/Messages.json`);
    expect(Object.fromEntries(form)).toEqual({
      To: '+12155550123',
      From: TEST_FROM_NUMBER,
      Body: 'Hello & welcome',
      StatusCallback: 'https://arrears.example/api/webhooks/twilio/sms',
    });
  });

  it("turns Twilio's error answer into a TelephonyError with its code", async () => {
    api.reply = () => ({
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number +12155550123 is not a valid phone number.",
        status: 400,
      },
    });
    const error = await twilio
      .startCall({ to: '+12155550123', from: TEST_FROM_NUMBER, statusCallbackUrl: 'https://x.example/cb' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelephonyError);
    expect(error).toMatchObject({
      providerCode: 21211,
      message: expect.stringContaining('not a valid phone number'),
    });
  });

  it('has no live status to poll: Twilio reports by callback', async () => {
    expect(await twilio.callProgress()).toBeNull();
    expect(api.seen).toHaveLength(0);
  });
});

describe('the contact-center calls with TELEPHONY=twilio', () => {
  let t: TelephonyTestApp;
  beforeAll(async () => {
    t = await buildTelephonyTestApp({ env: { PUBLIC_URL: 'https://arrears.example' }, telephony: twilio });
    await t.consentToTexts(t.account.id, '2155550123'); // texts need recorded consent (decision 0024)
  });
  afterAll(async () => t.close());

  it('dials through Twilio, keeps the CallSid, reads the stored status, sends digits and hangs up', async () => {
    const res = await t.post(`/api/debtors/${t.account.id}/initiate-call`, { phoneNumber: '2155550123' });
    expect(res.json()).toEqual({ callSid: `CA${'a'.repeat(32)}`, status: 'initiated' });
    expect(api.seen[0].form.get('StatusCallback')).toBe(
      'https://arrears.example/api/webhooks/twilio/call-status',
    );
    const callSid = res.json().callSid;
    const [row] = await t.deps.db.select().from(calls).where(eq(calls.callSid, callSid));
    expect(row).toMatchObject({ provider: 'twilio', fromNumber: TEST_FROM_NUMBER, toNumber: '2155550123' });
    expect((await t.get(`/api/call-status/${callSid}`)).json()).toEqual({ callSid, status: 'initiated' });

    expect(
      (await t.post(`/api/debtors/${t.account.id}/send-dtmf`, { callSid, digits: '9' })).statusCode,
    ).toBe(200);
    expect(api.seen[1].form.get('Twiml')).toContain('<Play digits="9"/>');
    const hung = await t.post(`/api/debtors/${t.account.id}/hang-up`, { callSid });
    expect(hung.json()).toEqual({ callSid, status: 'canceled' }); // never answered
    expect(api.seen[2].form.get('Status')).toBe('completed');
  });

  it('a call Twilio refuses: 502 with the Call Failed text, nothing stored', async () => {
    api.reply = () => ({ status: 400, body: { code: 21215, message: 'Geo permission', status: 400 } });
    const before = (await t.deps.db.select().from(calls)).length;
    const res = await t.post(`/api/debtors/${t.account.id}/initiate-call`, { phoneNumber: '2155550123' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: M.callFailed.description });
    expect(await t.deps.db.select().from(calls)).toHaveLength(before);
  });

  it('a text goes out through Twilio as queued, with the delivery-report URL', async () => {
    const res = await t.post(`/api/debtors/${t.account.id}/send-sms`, {
      message: 'Hi',
      phoneNumber: '2155550123',
    });
    expect(res.json()).toEqual({ success: true, id: expect.any(Number), status: 'queued' });
    expect(api.seen[0].form.get('StatusCallback')).toBe('https://arrears.example/api/webhooks/twilio/sms');
    // What Twilio was handed: the account's first communication carries the full disclosure (decision
    // 0097), then the opt-out line (decision 0024).
    expect(api.seen[0].form.get('Body')).toBe(
      `Hi ${DEBT_COLLECTOR_DISCLOSURE.en.initial} Reply STOP to opt out.`,
    );
    const [row] = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.id, res.json().id));
    expect(row).toMatchObject({
      providerSid: `SM${'b'.repeat(32)}`,
      status: 'queued',
      fromNumber: TEST_FROM_NUMBER,
    });
  });
});
