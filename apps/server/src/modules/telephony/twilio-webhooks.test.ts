import { SMS_OPT_IN_CONFIRMATION } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import {
  FakeTwilioApi,
  TEST_ACCOUNT_SID,
  TEST_AUTH_TOKEN,
  TEST_FROM_NUMBER,
} from '../../../test/kits/telephony/fake-twilio-api';
import {
  buildTwilioTestApp,
  postTwilioWebhook,
  type TelephonyTestApp,
} from '../../../test/kits/telephony/telephony-test-kit';
import {
  calls,
  contactPreferences,
  securityEvents,
  smsMessages,
  smsOptIns,
  smsOptOuts,
} from '../../db/schema';
import { inboundSmsReplies } from './inbound-sms.service';

const PUBLIC_URL = 'https://arrears.example';
const CALL_STATUS = '/api/webhooks/twilio/call-status';
const SMS = '/api/webhooks/twilio/sms';
const api = new FakeTwilioApi();
let t: TelephonyTestApp;

beforeAll(async () => {
  await api.start();
  t = await buildTwilioTestApp(api, PUBLIC_URL);
  // Texts need recorded consent (decision 0024): the consumers of both accounts gave it.
  await t.consentToTexts(t.account.id, '2155550123');
  await t.consentToTexts(t.otherAccount.id, '6095550155');
});
afterAll(async () => {
  await t.close();
  await api.stop();
});

/** Posts a form the way Twilio does, signed with the test token unless told otherwise. */
const webhook = (path: string, params: Record<string, string>, signature?: string | null) =>
  postTwilioWebhook(t.app, PUBLIC_URL, path, params, signature);

const messageOf = (xml: string) => /<Message>([\s\S]*)<\/Message>/.exec(xml)?.[1] ?? null;
const inbound = (from: string, body: string, sid: string) =>
  webhook(SMS, {
    MessageSid: sid,
    AccountSid: TEST_ACCOUNT_SID,
    From: from,
    To: TEST_FROM_NUMBER,
    Body: body,
    SmsStatus: 'received',
  });

async function dial(): Promise<string> {
  await t.settleCalls(); // the last call's outcome first (decision 0123)
  api.reply = () => ({
    status: 201,
    body: { sid: `CA${Math.random().toString(16).slice(2).padEnd(32, '0')}`, status: 'queued' },
  });
  const res = await t.post(`/api/debtors/${t.account.id}/initiate-call`, { phoneNumber: '2155550123' });
  api.reply = null;
  return res.json().callSid;
}
const callRow = async (callSid: string) =>
  (await t.deps.db.select().from(calls).where(eq(calls.callSid, callSid)))[0];

describe('POST /api/webhooks/twilio/call-status', () => {
  it('moves the stored call: ringing, answered, completed with its duration', async () => {
    const callSid = await dial();
    const report = (CallStatus: string, extra: Record<string, string> = {}) =>
      webhook(CALL_STATUS, { CallSid: callSid, AccountSid: TEST_ACCOUNT_SID, CallStatus, ...extra });
    expect((await report('ringing')).statusCode).toBe(200);
    expect((await t.get(`/api/call-status/${callSid}`)).json().status).toBe('ringing');
    t.clock.advance(4000);
    const answered = await report('in-progress');
    expect(answered.headers['content-type']).toMatch(/^text\/xml/);
    expect((await callRow(callSid)).answeredAt?.getTime()).toBe(t.clock.nowMs);
    await report('ringing'); // late and out of order: ignored
    expect((await callRow(callSid)).status).toBe('in-progress');
    t.clock.advance(65_000);
    await report('completed', { CallDuration: '65' });
    expect(await callRow(callSid)).toMatchObject({ status: 'completed', durationSeconds: 65 });
    expect((await callRow(callSid)).endedAt?.getTime()).toBe(t.clock.nowMs);
    await report('in-progress'); // nothing revives an ended call
    expect((await t.get(`/api/call-status/${callSid}`)).json().status).toBe('completed');
  });

  it('takes the final word after our own hang-up (busy, no-answer...)', async () => {
    const callSid = await dial();
    await t.post(`/api/debtors/${t.account.id}/hang-up`, { callSid });
    expect((await callRow(callSid)).status).toBe('canceled');
    await webhook(CALL_STATUS, { CallSid: callSid, CallStatus: 'no-answer', CallDuration: '0' });
    expect((await callRow(callSid)).status).toBe('no-answer');
  });

  it('refuses a missing or wrong signature with 403 and a security event; the call is unchanged', async () => {
    const callSid = await dial();
    const params = { CallSid: callSid, CallStatus: 'completed' };
    const signedOther = twilio.getExpectedTwilioSignature(TEST_AUTH_TOKEN, PUBLIC_URL + CALL_STATUS, {
      ...params,
      CallStatus: 'busy',
    });
    for (const signature of [null, 'bm90IGEgc2lnbmF0dXJl', signedOther]) {
      const res = await webhook(CALL_STATUS, params, signature);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Invalid webhook signature' });
    }
    const wrongToken = twilio.getExpectedTwilioSignature('another-token', PUBLIC_URL + CALL_STATUS, params);
    expect((await webhook(CALL_STATUS, params, wrongToken)).statusCode).toBe(403);
    expect((await callRow(callSid)).status).toBe('initiated');
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'webhook_signature_invalid'));
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({
      success: false,
      details: { path: CALL_STATUS, signaturePresent: false },
    });
  });

  it('signed for another URL (not PUBLIC_URL + path): 403', async () => {
    const params = { CallSid: 'CA1', CallStatus: 'completed' };
    const sig = twilio.getExpectedTwilioSignature(
      TEST_AUTH_TOKEN,
      `http://localhost:3000${CALL_STATUS}`,
      params,
    );
    expect((await webhook(CALL_STATUS, params, sig)).statusCode).toBe(403);
  });

  it('a signed report for an unknown call is acknowledged and changes nothing', async () => {
    expect((await webhook(CALL_STATUS, { CallSid: 'CAunknown', CallStatus: 'completed' })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/webhooks/twilio/sms', () => {
  const replies = () => inboundSmsReplies(t.deps.config.brand);

  it('stores an inbound text on the account with that phone and puts it on the timeline; no reply', async () => {
    const res = await inbound('+12155550123', 'I can pay next week', 'SM0001');
    expect(res.statusCode).toBe(200);
    expect(messageOf(res.body)).toBeNull();
    const [row] = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.providerSid, 'SM0001'));
    expect(row).toMatchObject({
      debtAccountId: t.account.id,
      direction: 'inbound',
      fromNumber: '2155550123',
      body: 'I can pay next week',
      status: 'received',
    });
    expect((await t.timeline(t.account.id))[0]).toMatchObject({
      channel: 'SMS',
      message: 'Inbound SMS: I can pay next week',
    });
    const history = (await t.get(`/api/debtors/${t.account.id}/sms`)).json();
    expect(history[0]).toMatchObject({ direction: 'inbound', body: 'I can pay next week' });
    // Twilio retries: stored once.
    await inbound('+12155550123', 'I can pay next week', 'SM0001');
    expect(
      await t.deps.db.select().from(smsMessages).where(eq(smsMessages.providerSid, 'SM0001')),
    ).toHaveLength(1);
  });

  it('keeps a text from an unknown number without an account', async () => {
    await inbound('+13125550999', 'hello?', 'SM0002');
    const [row] = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.providerSid, 'SM0002'));
    expect(row.debtAccountId).toBeNull();
  });

  it.each(['STOP', 'stop', ' Unsubscribe ', 'STOPALL', 'CANCEL', 'END', 'QUIT'])(
    '%j opts the number out and confirms; sends are refused until START',
    async (word) => {
      const res = await inbound('+16095550155', word, `SM-${word}`);
      expect(messageOf(res.body)).toBe(replies().stop);
      expect(
        await t.deps.db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, '6095550155')),
      ).toHaveLength(1);
      const refused = await t.post(`/api/debtors/${t.otherAccount.id}/send-sms`, {
        message: 'Hi',
        phoneNumber: '6095550155',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ allowed: false, rule: 'channel_opt_out' });
      // The STOP is also the account's opt-out of texts to that number (source sms_stop).
      const stopPrefs = () =>
        t.deps.db
          .select()
          .from(contactPreferences)
          .where(
            and(
              eq(contactPreferences.debtAccountId, t.otherAccount.id),
              eq(contactPreferences.source, 'sms_stop'),
            ),
          );
      expect((await stopPrefs()).filter((p) => p.revokedAt === null)).toMatchObject([
        { kind: 'opt_out_sms', phone: '6095550155' },
      ]);
      const start = await inbound('+16095550155', 'START', `SM-start-${word}`);
      expect(messageOf(start.body)).toBe(replies().start);
      expect(
        await t.deps.db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, '6095550155')),
      ).toHaveLength(0);
      expect((await stopPrefs()).filter((p) => p.revokedAt === null)).toHaveLength(0);
    },
  );

  it('UNSTOP also resubscribes', async () => {
    await inbound('+16095550155', 'STOP', 'SM-u1');
    expect(messageOf((await inbound('+16095550155', 'unstop', 'SM-u2')).body)).toBe(replies().start);
    expect(await t.deps.db.select().from(smsOptOuts)).toHaveLength(0);
  });

  it('HELP answers the help text with the brand phone', async () => {
    const res = await inbound('+12155550123', 'help', 'SM-help');
    const text = messageOf(res.body);
    expect(text).toBe(replies().help);
    expect(text).toContain(t.deps.config.brand.phone);
    expect(text).toContain(t.deps.config.brand.companyName);
  });

  it('a delivery report updates our outbound text', async () => {
    api.reply = () => ({ status: 201, body: { sid: 'SMdelivery01', status: 'queued' } });
    const sent = await t.post(`/api/debtors/${t.account.id}/send-sms`, {
      message: 'Hi',
      phoneNumber: '2155550123',
    });
    api.reply = null;
    await webhook(SMS, {
      MessageSid: 'SMdelivery01',
      MessageStatus: 'delivered',
      AccountSid: TEST_ACCOUNT_SID,
    });
    const [row] = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.id, sent.json().id));
    expect(row.status).toBe('delivered');
  });

  it('refuses unsigned texts: 403, nothing stored, no opt-out', async () => {
    const res = await webhook(SMS, { MessageSid: 'SM-forged', From: '+12155550123', Body: 'STOP' }, null);
    expect(res.statusCode).toBe(403);
    expect(
      await t.deps.db.select().from(smsMessages).where(eq(smsMessages.providerSid, 'SM-forged')),
    ).toHaveLength(0);
    expect(
      await t.deps.db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, '2155550123')),
    ).toHaveLength(0);
  });

  it('a signed text without From or Body: 400', async () => {
    expect((await webhook(SMS, { MessageSid: 'SM-x' })).statusCode).toBe(400);
  });
});

describe('text consent from the public form, confirmed by a YES reply (decision 0032)', () => {
  let sequence = 0;
  const replies = () => inboundSmsReplies(t.deps.config.brand);
  /** Twilio gives every message a sid of its own (the history keeps them unique). */
  const uniqueSids = () => {
    api.reply = (req) => ({
      status: 201,
      body: { sid: `SMyes${++sequence}`, status: 'queued', to: req.form.get('To') },
    });
  };

  async function pendingOptInFor(phone: string) {
    uniqueSids();
    const account = await insertAccount(t.deps.db, t.deps.encryption, {
      primaryPhone: phone,
      state: 'PA',
      zipCode: '19103',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms-opt-in/submit',
      payload: { fullName: 'Yes Sayer', phoneNumber: phone, consent: true },
      remoteAddress: `198.18.1.${++sequence}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The confirmation text went out through Twilio.
    const sent = api.seen.filter((r) => r.path.endsWith('/Messages.json')).at(-1);
    expect(sent?.form.get('To')).toBe(`+1${phone}`);
    expect(sent?.form.get('Body')).toContain('Reply YES');
    return account;
  }
  const textTo = (accountId: number, phoneNumber: string) =>
    t.post(`/api/debtors/${accountId}/send-sms`, { message: 'Your payment is due.', phoneNumber });

  it('pending: the guard refuses texts; the signed YES confirms it and texts are allowed', async () => {
    const account = await pendingOptInFor('2155550177');
    const refused = await textTo(account.id, '2155550177');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ allowed: false, rule: 'sms_consent' });

    const yes = await inbound('+12155550177', 'Yes', 'SM-yes-1');
    expect(yes.statusCode).toBe(200);
    expect(messageOf(yes.body)).toBe(replies().confirmed);
    const [row] = await t.deps.db.select().from(smsOptIns).where(eq(smsOptIns.phoneNumber, '2155550177'));
    expect(row).toMatchObject({ confirmedBy: 'sms_reply', codeHash: null });
    expect((await textTo(account.id, '2155550177')).statusCode).toBe(200);

    // STOP still opts out, whatever the consent.
    await inbound('+12155550177', 'STOP', 'SM-yes-stop');
    const stopped = await textTo(account.id, '2155550177');
    expect(stopped.json()).toMatchObject({ allowed: false, rule: 'channel_opt_out' });
    api.reply = null;
  });

  it('an unsigned YES confirms nothing; a YES with no pending opt-in is only a message', async () => {
    const account = await pendingOptInFor('2155550178');
    const forged = await webhook(
      SMS,
      { MessageSid: 'SM-yes-forged', From: '+12155550178', Body: 'YES' },
      null,
    );
    expect(forged.statusCode).toBe(403);
    const stranger = await inbound('+12155550179', 'YES', 'SM-yes-stranger');
    expect(messageOf(stranger.body)).toBeNull();
    const [row] = await t.deps.db.select().from(smsOptIns).where(eq(smsOptIns.phoneNumber, '2155550178'));
    expect(row.confirmedAt).toBeNull();
    expect((await textTo(account.id, '2155550178')).json()).toMatchObject({ rule: 'sms_consent' });
    api.reply = null;
  });

  it('a YES later than 7 days after the request confirms nothing', async () => {
    await pendingOptInFor('2155550180');
    t.clock.advance(SMS_OPT_IN_CONFIRMATION.replyWindowMs + 1);
    const late = await inbound('+12155550180', 'YES', 'SM-yes-late');
    expect(messageOf(late.body)).toBeNull();
    const [row] = await t.deps.db.select().from(smsOptIns).where(eq(smsOptIns.phoneNumber, '2155550180'));
    expect(row.confirmedAt).toBeNull();
    api.reply = null;
  });
});

describe('webhooks with the simulator', () => {
  it('answer 404: there is no Twilio to call back', async () => {
    const sim = await buildTestApp();
    try {
      for (const url of [CALL_STATUS, SMS]) {
        const res = await sim.app.inject({
          method: 'POST',
          url,
          payload: 'From=%2B12155550123&Body=STOP',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await sim.close();
    }
  });
});
