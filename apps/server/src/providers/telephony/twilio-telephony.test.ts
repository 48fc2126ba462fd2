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
  it("rings the agent's browser phone first, with the bridge URL, the custom parameters and the four status events", async () => {
    const started = await twilio.startCall({
      to: '+12155550123',
      from: TEST_FROM_NUMBER,
      statusCallbackUrl: 'https://arrears.example/api/webhooks/twilio/call-status?call=BR1&leg=agent',
      agent: {
        line: 'client:agent-7',
        bridgeUrl: 'https://arrears.example/api/webhooks/twilio/bridge?call=BR1',
        customParameters: { callSid: 'BR1', accountId: '3' },
      },
    });
    expect(started).toEqual({ callSid: api.createdCalls().at(-1)?.sid, status: 'initiated' }); // Twilio's 'queued'
    const form = expectTwilioRequest(`${ACCOUNT_PATH}/Calls.json`);
    expect(form.get('To')).toBe('client:agent-7?callSid=BR1&accountId=3');
    expect(form.get('From')).toBe(TEST_FROM_NUMBER);
    expect(form.get('Url')).toBe('https://arrears.example/api/webhooks/twilio/bridge?call=BR1');
    expect(form.get('Method')).toBe('POST');
    expect(form.get('Twiml')).toBeNull();
    expect(form.get('StatusCallback')).toBe(
      'https://arrears.example/api/webhooks/twilio/call-status?call=BR1&leg=agent',
    );
    expect(form.get('StatusCallbackMethod')).toBe('POST');
    expect(form.getAll('StatusCallbackEvent')).toEqual(['initiated', 'ringing', 'answered', 'completed']);
  });

  it.each(['+12155550999', 'sip:agent7@pbx.example.com'])(
    'rings a phone or SIP line (%s) as it is',
    async (line) => {
      await twilio.startCall({
        to: '+12155550123',
        from: TEST_FROM_NUMBER,
        statusCallbackUrl: 'https://arrears.example/cb',
        agent: { line, bridgeUrl: 'https://arrears.example/bridge', customParameters: { callSid: 'BR2' } },
      });
      expect(expectTwilioRequest(`${ACCOUNT_PATH}/Calls.json`).get('To')).toBe(line);
    },
  );

  it('never calls the debtor straight: without an agent line it refuses and sends nothing', async () => {
    await expect(
      twilio.startCall({
        to: '+12155550123',
        from: TEST_FROM_NUMBER,
        statusCallbackUrl: 'https://x.example/cb',
      }),
    ).rejects.toBeInstanceOf(TelephonyError);
    expect(api.seen).toHaveLength(0);
  });

  it('plays digits into a live call, then carries on with the TwiML given (never a bare pause)', async () => {
    await twilio.sendDigits(
      CALL_SID,
      '12#',
      '<?xml version="1.0"?><Response><Dial><Conference>r</Conference></Dial></Response>',
    );
    const form = expectTwilioRequest(`${ACCOUNT_PATH}/Calls/${CALL_SID}.json`);
    expect(form.get('Twiml')).toBe(
      '<Response><Play digits="12#"/><Dial><Conference>r</Conference></Dial></Response>',
    );
    await expect(twilio.sendDigits(CALL_SID, '1')).rejects.toBeInstanceOf(TelephonyError);
  });

  it('gives a live call new TwiML (hold, voicemail)', async () => {
    await twilio.redirect(CALL_SID, '<Response><Say>Hi</Say></Response>');
    const form = expectTwilioRequest(`${ACCOUNT_PATH}/Calls/${CALL_SID}.json`);
    expect(form.get('Twiml')).toBe('<Response><Say>Hi</Say></Response>');
  });

  it("fetches a recording's audio with the account's credentials, then deletes Twilio's copy", async () => {
    const sid = api.addRecording(Buffer.from('ID3-audio'));
    const media = await twilio.fetchRecording(sid);
    expect(media).toEqual({ body: Buffer.from('ID3-audio'), contentType: 'audio/mpeg' });
    expect(api.seen[0]).toMatchObject({
      method: 'GET',
      path: `${ACCOUNT_PATH}/Recordings/${sid}.mp3`,
      basicAuth: `${TEST_ACCOUNT_SID}:${TEST_AUTH_TOKEN}`,
    });
    await twilio.deleteRecording(sid);
    expect(api.seen[1]).toMatchObject({ method: 'DELETE', path: `${ACCOUNT_PATH}/Recordings/${sid}.json` });
    expect(await twilio.fetchRecording(sid)).toBeNull();
    await expect(twilio.fetchRecording('../../etc')).rejects.toBeInstanceOf(TelephonyError);
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
      .startCall({
        to: '+12155550123',
        from: TEST_FROM_NUMBER,
        statusCallbackUrl: 'https://x.example/cb',
        agent: { line: '+12155550999', bridgeUrl: 'https://x.example/bridge', customParameters: {} },
      })
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

  it("rings the agent's line through Twilio, answers our callSid, reads the stored status and hangs up the agent leg", async () => {
    const res = await t.post(`/api/debtors/${t.account.id}/initiate-call`, { phoneNumber: '2155550123' });
    const callSid = res.json().callSid;
    expect(res.json()).toEqual({
      callSid: expect.stringMatching(/^BR[0-9a-f]{32}$/),
      status: 'initiated',
      answeredBy: null,
      agentLeg: 'ringing',
    });
    const agentLeg = api.createdCalls().at(-1);
    expect(agentLeg?.to).toBe(
      `client:agent-${t.users.staff.id}?callSid=${callSid}&accountId=${t.account.id}`,
    );
    expect(api.seen[0].form.get('StatusCallback')).toBe(
      `https://arrears.example/api/webhooks/twilio/call-status?call=${callSid}&leg=agent`,
    );
    const [row] = await t.deps.db.select().from(calls).where(eq(calls.callSid, callSid));
    expect(row).toMatchObject({
      provider: 'twilio',
      fromNumber: TEST_FROM_NUMBER,
      toNumber: '2155550123',
      agentLegSid: agentLeg?.sid,
    });
    expect((await t.get(`/api/call-status/${callSid}`)).json()).toEqual({
      callSid,
      status: 'initiated',
      answeredBy: null,
      agentLeg: 'ringing',
    });

    // The debtor is not connected yet: no digits to play.
    expect(
      (await t.post(`/api/debtors/${t.account.id}/send-dtmf`, { callSid, digits: '9' })).statusCode,
    ).toBe(409);
    const hung = await t.post(`/api/debtors/${t.account.id}/hang-up`, { callSid });
    expect(hung.json()).toEqual({ callSid, status: 'canceled', answeredBy: null, agentLeg: 'completed' }); // never answered
    expect(api.seen[1]).toMatchObject({ path: `${ACCOUNT_PATH}/Calls/${agentLeg?.sid}.json` });
    expect(api.seen[1].form.get('Status')).toBe('completed');
    // Its outcome is saved before the next call (decision 0123).
    expect(
      (await t.post(`/api/debtors/${t.account.id}/save-disposition`, { callSid, disposition: 'no_answer' }))
        .statusCode,
    ).toBe(200);
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
