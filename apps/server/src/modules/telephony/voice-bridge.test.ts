import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VOICE_MESSAGES } from '@arrears/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import {
  FAKE_RECORDING_AUDIO,
  FakeTwilioApi,
  type FakeTwilioCall,
  TEST_ACCOUNT_SID,
  TEST_FROM_NUMBER,
} from '../../../test/kits/telephony/fake-twilio-api';
import {
  buildTwilioTestApp,
  DANA_CALLER,
  postTwilioWebhook,
  type TelephonyTestApp,
} from '../../../test/kits/telephony/telephony-test-kit';
import { accountAudit, callRecordings, calls, contactAttempts, securityEvents, users } from '../../db/schema';
import { deleteExpiredRecordings } from './call-recordings.service';
import { HOLD_MESSAGE, HOLD_MUSIC_URL, isOnlyPause, RECORDING_ANNOUNCEMENT } from './voice-twiml';

/**
 * The bridge on Twilio (decision 0123), played end to end: our server against a local stand-in for
 * Twilio's REST API, and this test posting Twilio's signed webhooks to the URLs our own TwiML gave.
 */
const PUBLIC_URL = 'https://arrears.example';
const api = new FakeTwilioApi();
let t: TelephonyTestApp;
let documentsDir: string;
/** Every TwiML our server answered or handed to Twilio in this file. */
const twimlSeen: string[] = [];

beforeAll(async () => {
  await api.start();
  documentsDir = await mkdtemp(join(tmpdir(), 'arrears-recordings-'));
  t = await buildTwilioTestApp(api, PUBLIC_URL, { DOCUMENTS_DIR: documentsDir });
});
afterAll(async () => {
  await t.close();
  await api.stop();
});
beforeEach(async () => {
  await t.settleCalls();
  t.account = await insertAccount(t.deps.db, t.deps.encryption, DANA_CALLER);
});

const xmlText = (v: string) =>
  v
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
/** The attributes of the first <tag ...> of a TwiML document. */
function attrs(xml: string, tag: string): Record<string, string> {
  const open = new RegExp(`<${tag}\\b([^>]*)>`).exec(xml);
  if (!open) throw new Error(`no <${tag}> in ${xml}`);
  return Object.fromEntries([...open[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], xmlText(m[2])]));
}
const textOf = (xml: string, tag: string) =>
  xmlText(new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`).exec(xml)?.[1] ?? '');
/** Path and query of one of our absolute URLs (what Twilio would post to). */
const local = (url: string) => {
  expect(url.startsWith(`${PUBLIC_URL}/api/webhooks/twilio/`)).toBe(true);
  return url.slice(PUBLIC_URL.length);
};

async function hook(pathAndQuery: string, params: Record<string, string>, signature?: string | null) {
  const res = await postTwilioWebhook(
    t.app,
    PUBLIC_URL,
    pathAndQuery,
    { AccountSid: TEST_ACCOUNT_SID, ...params },
    signature,
  );
  if (res.statusCode === 200) twimlSeen.push(res.body);
  return res;
}

interface Placed {
  callSid: string;
  agentLeg: FakeTwilioCall;
}

async function placeCall(
  accountId = t.account.id,
  phoneNumber = '2155550123',
  role: 'staff' | 'admin' = 'staff',
) {
  const res = await t.post(`/api/debtors/${accountId}/initiate-call`, { phoneNumber }, role);
  expect(res.statusCode, res.body).toBe(200);
  const agentLeg = api.createdCalls().at(-1);
  if (!agentLeg) throw new Error('no call was created');
  return { callSid: res.json().callSid as string, agentLeg, answer: res.json() };
}

/** Twilio's part when the agent picks up: the agent leg's status callback, then the bridge URL. */
async function agentAnswers({ agentLeg }: Placed) {
  await hook(local(agentLeg.statusCallback ?? ''), { CallSid: agentLeg.sid, CallStatus: 'in-progress' });
  const res = await hook(local(agentLeg.url ?? ''), {
    CallSid: agentLeg.sid,
    CallStatus: 'in-progress',
    To: agentLeg.to,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** The debtor leg (the Dial's child) as Twilio reports it to the Number's statusCallback. */
function debtorLeg(bridge: string, placed: Placed) {
  const number = attrs(bridge, 'Number');
  const sid = `CA${'d'.repeat(24)}${placed.agentLeg.sid.slice(-8)}`;
  return {
    sid,
    report: (CallStatus: string, extra: Record<string, string> = {}) =>
      hook(local(number.statusCallback), {
        CallSid: sid,
        ParentCallSid: placed.agentLeg.sid,
        CallStatus,
        ...extra,
      }),
    amd: (AnsweredBy: string) => hook(local(number.amdStatusCallback), { CallSid: sid, AnsweredBy }),
  };
}

const read = async (callSid: string) => (await t.get(`/api/call-status/${callSid}`)).json();
const row = async (callSid: string) =>
  (await t.deps.db.select().from(calls).where(eq(calls.callSid, callSid)))[0];
const url = (path: string, id = t.account.id) => `/api/debtors/${id}/${path}`;

describe("initiate-call rings the agent's line first", () => {
  it('rings the browser phone (client:agent-N) with our callSid and the account as custom parameters', async () => {
    const placed = await placeCall();
    expect(placed.answer).toEqual({
      callSid: placed.callSid,
      status: 'initiated',
      answeredBy: null,
      agentLeg: 'ringing',
    });
    expect(placed.agentLeg).toMatchObject({
      to: `client:agent-${t.users.staff.id}?callSid=${placed.callSid}&accountId=${t.account.id}`,
      from: TEST_FROM_NUMBER,
      url: `${PUBLIC_URL}/api/webhooks/twilio/bridge?call=${placed.callSid}`,
      statusCallback: `${PUBLIC_URL}/api/webhooks/twilio/call-status?call=${placed.callSid}&leg=agent`,
    });
    expect(await row(placed.callSid)).toMatchObject({
      agentLegSid: placed.agentLeg.sid,
      agentLine: `client:agent-${t.users.staff.id}`,
    });
  });

  it.each(['+12155550999', 'sip:agent@pbx.example.com'])('rings the line an admin set (%s)', async (line) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${t.users.admin.id}`,
      payload: { phoneLine: line },
      headers: { cookie: t.cookies.admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = await placeCall(t.account.id, '2155550123', 'admin');
    expect(placed.agentLeg.to).toBe(line);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${t.users.admin.id}`,
      payload: { phoneLine: 'browser' },
      headers: { cookie: t.cookies.admin },
    });
  });

  it('Twilio refusing the agent leg: 502, no call stored', async () => {
    const before = (await t.deps.db.select().from(calls)).length;
    api.reply = () => ({
      status: 400,
      body: { code: 21210, message: 'Caller id not verified', status: 400 },
    });
    const res = await t.post(url('initiate-call'), { phoneNumber: '2155550123' });
    api.reply = null;
    expect(res.statusCode).toBe(502);
    expect(await t.deps.db.select().from(calls)).toHaveLength(before);
  });
});

describe('POST /api/webhooks/twilio/bridge', () => {
  it('is refused unsigned or wrongly signed (403, recorded), and nothing is dialled', async () => {
    const placed = await placeCall();
    for (const signature of [null, 'bm90IGEgc2lnbmF0dXJl']) {
      const res = await hook(local(placed.agentLeg.url ?? ''), { CallSid: placed.agentLeg.sid }, signature);
      expect(res.statusCode).toBe(403);
    }
    const [event] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'webhook_signature_invalid'))
      .orderBy(desc(securityEvents.id))
      .limit(1);
    expect(event.description).toContain('/api/webhooks/twilio/bridge');
    expect((await row(placed.callSid)).agentLeg).toBe('ringing');
  });

  it("whispers who is called to the agent, then dials the debtor's E.164 number with the agency's caller id", async () => {
    const placed = await placeCall();
    const bridge = await agentAnswers(placed);
    expect(textOf(bridge, 'Say')).toBe(`Calling Dana Caller, account ${t.account.accountNumber}.`);
    // The whisper comes before the Dial: the debtor is not connected while it plays.
    expect(bridge.indexOf('<Say')).toBeLessThan(bridge.indexOf('<Dial'));
    expect(attrs(bridge, 'Dial')).toMatchObject({
      callerId: TEST_FROM_NUMBER,
      answerOnBridge: 'true',
      action: `${PUBLIC_URL}/api/webhooks/twilio/bridge/dial-end?call=${placed.callSid}`,
      record: 'record-from-answer-dual',
      recordingStatusCallback: `${PUBLIC_URL}/api/webhooks/twilio/recording?call=${placed.callSid}`,
    });
    expect(attrs(bridge, 'Number')).toMatchObject({
      statusCallback: `${PUBLIC_URL}/api/webhooks/twilio/call-status?call=${placed.callSid}&leg=debtor`,
      statusCallbackEvent: 'initiated ringing answered completed',
      machineDetection: 'DetectMessageEnd',
      amdStatusCallback: `${PUBLIC_URL}/api/webhooks/twilio/amd?call=${placed.callSid}`,
      // Pennsylvania asks every party's consent: the debtor hears the announcement first.
      url: `${PUBLIC_URL}/api/webhooks/twilio/bridge/announce?call=${placed.callSid}`,
    });
    expect(textOf(bridge, 'Number')).toBe('+12155550123');
    expect((await read(placed.callSid)).agentLeg).toBe('in-progress');

    const announce = await hook(local(attrs(bridge, 'Number').url), { CallSid: 'CAchild' });
    expect(textOf(announce.body, 'Say')).toBe(RECORDING_ANNOUNCEMENT);
  });

  it('a one-party-consent state (New Jersey) hears no announcement; the call is still recorded', async () => {
    const placed = await placeCall(t.otherAccount.id, '6095550155');
    const bridge = await agentAnswers(placed);
    expect(attrs(bridge, 'Number').url).toBeUndefined();
    expect(attrs(bridge, 'Dial').record).toBe('record-from-answer-dual');
  });

  it('the status read every second is the debtor leg’s; the agent leg is read beside it', async () => {
    const placed = await placeCall();
    expect(await read(placed.callSid)).toMatchObject({ status: 'initiated', agentLeg: 'ringing' });
    const bridge = await agentAnswers(placed);
    // The agent answered; the debtor's phone has not rung yet.
    expect(await read(placed.callSid)).toMatchObject({ status: 'initiated', agentLeg: 'in-progress' });
    const debtor = debtorLeg(bridge, placed);
    await debtor.report('ringing');
    expect(await read(placed.callSid)).toMatchObject({ status: 'ringing', answeredBy: null });
    await debtor.report('in-progress');
    await debtor.amd('human');
    expect(await read(placed.callSid)).toEqual({
      callSid: placed.callSid,
      status: 'in-progress',
      answeredBy: 'human',
      agentLeg: 'in-progress',
    });
    expect((await row(placed.callSid)).debtorLegSid).toBe(debtor.sid);
    t.clock.advance(30_000);
    await debtor.report('completed', { CallDuration: '30' });
    expect(await row(placed.callSid)).toMatchObject({ status: 'completed', durationSeconds: 30 });
    // The Dial ends for the agent: they hear so and the line closes.
    const end = await hook(local(attrs(bridge, 'Dial').action), {
      CallSid: placed.agentLeg.sid,
      DialCallStatus: 'completed',
    });
    expect(end.body).toContain('<Hangup/>');
    expect(textOf(end.body, 'Say')).toBe('The call has ended.');
  });

  it('the debtor does not answer: no-answer, read as such', async () => {
    const placed = await placeCall();
    const bridge = await agentAnswers(placed);
    const debtor = debtorLeg(bridge, placed);
    await debtor.report('ringing');
    await debtor.report('no-answer');
    expect((await read(placed.callSid)).status).toBe('no-answer');
  });

  it('the agent does not answer: the debtor is never dialled and the call reads canceled', async () => {
    const placed = await placeCall();
    await hook(local(placed.agentLeg.statusCallback ?? ''), {
      CallSid: placed.agentLeg.sid,
      CallStatus: 'ringing',
    });
    await hook(local(placed.agentLeg.statusCallback ?? ''), {
      CallSid: placed.agentLeg.sid,
      CallStatus: 'no-answer',
    });
    expect(await read(placed.callSid)).toMatchObject({ status: 'canceled', agentLeg: 'completed' });
  });

  it('9:00 PM reached while the agent’s line rang: the call is not placed, the agent hears why, the block is recorded', async () => {
    const placed = await placeCall();
    t.clock.advance(11 * 60 * 60 * 1000 + 60_000); // 10:00 AM -> 9:01 PM in Philadelphia
    await t.signInAgain();
    const bridge = await agentAnswers(placed);
    expect(bridge).not.toContain('<Dial');
    expect(bridge).toContain('<Hangup/>');
    expect(textOf(bridge, 'Say')).toMatch(/^The call was not placed\. /);
    expect(await row(placed.callSid)).toMatchObject({
      status: 'canceled',
      bridgeBlockedRule: 'inconvenient_time',
    });
    const [attempt] = await t.deps.db
      .select()
      .from(contactAttempts)
      .where(and(eq(contactAttempts.debtAccountId, t.account.id), eq(contactAttempts.allowed, false)));
    expect(attempt).toMatchObject({ channel: 'call', rule: 'inconvenient_time' });
    const [entry] = await t.timeline(t.account.id);
    expect(entry.message).toMatch(/^Call not placed when the agent answered: /);
    t.clock.advance(13 * 60 * 60 * 1000); // back within calling hours (next morning) for the tests after
    await t.signInAgain();
  });
});

/** A bridged call the debtor answered (the agent on the line). */
async function liveCall(answeredBy: 'human' | 'machine' = 'human') {
  const placed = await placeCall();
  const bridge = await agentAnswers(placed);
  const debtor = debtorLeg(bridge, placed);
  await debtor.report('ringing');
  await debtor.report('in-progress');
  await debtor.amd(answeredBy === 'human' ? 'human' : 'machine_end_beep');
  return { ...placed, bridge, debtor };
}
const debtorTwiml = (debtorSid: string) => {
  const update = api.seen
    .filter((r) => r.path.endsWith(`/Calls/${debtorSid}.json`) && r.form.get('Twiml'))
    .at(-1);
  const twiml = update?.form.get('Twiml') ?? '';
  twimlSeen.push(twiml);
  return twiml;
};

describe('keypad, hold and hang-up on a bridged call', () => {
  it('digits go into the debtor leg, which comes back to the agent in the call’s room', async () => {
    const call = await liveCall();
    const res = await t.post(url('send-dtmf'), { callSid: call.callSid, digits: '12#' });
    expect(res.statusCode, res.body).toBe(200);
    const twiml = debtorTwiml(call.debtor.sid);
    expect(twiml).toMatch(/^<Response><Play digits="12#"\/><Dial><Conference /);
    expect(textOf(twiml, 'Conference')).toBe(`call-${call.callSid}`);
    expect(attrs(twiml, 'Conference').endConferenceOnExit).toBe('false');
    // The Dial ended for the agent: they follow into the room, which ends when they leave.
    const end = await hook(local(attrs(call.bridge, 'Dial').action), {
      CallSid: call.agentLeg.sid,
      DialCallStatus: 'completed',
    });
    expect(textOf(end.body, 'Conference')).toBe(`call-${call.callSid}`);
    expect(attrs(end.body, 'Conference')).toMatchObject({
      endConferenceOnExit: 'true',
      record: 'record-from-start',
    });
    expect((await row(call.callSid)).digitsSent).toBe('12#');
  });

  it('hold: the debtor hears the hold message and music (never silence); un-hold brings them back to the agent', async () => {
    const call = await liveCall();
    const held = await t.post(url('hold'), { callSid: call.callSid, hold: true });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ callSid: call.callSid, status: 'in-progress' });
    const holdTwiml = debtorTwiml(call.debtor.sid);
    expect(textOf(holdTwiml, 'Say')).toBe(HOLD_MESSAGE);
    expect(attrs(holdTwiml, 'Play').loop).toBe('0');
    expect(textOf(holdTwiml, 'Play')).toBe(HOLD_MUSIC_URL);
    expect(await row(call.callSid)).toMatchObject({ held: true, inRoom: true });
    // The agent waits in the room.
    const end = await hook(local(attrs(call.bridge, 'Dial').action), {
      CallSid: call.agentLeg.sid,
      DialCallStatus: 'completed',
    });
    expect(end.body).toContain('<Conference');
    // Holding twice changes nothing more.
    const seen = api.seen.length;
    expect((await t.post(url('hold'), { callSid: call.callSid, hold: true })).statusCode).toBe(200);
    expect(api.seen).toHaveLength(seen);

    const back = await t.post(url('hold'), { callSid: call.callSid, hold: false });
    expect(back.statusCode).toBe(200);
    expect(textOf(debtorTwiml(call.debtor.sid), 'Conference')).toBe(`call-${call.callSid}`);
    expect((await row(call.callSid)).held).toBe(false);
  });

  it('hold is refused before the debtor answers, and with a bad body', async () => {
    const placed = await placeCall();
    const early = await t.post(url('hold'), { callSid: placed.callSid, hold: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(VOICE_MESSAGES.notLive);
    const bad = await t.post(url('hold'), { callSid: placed.callSid, hold: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('hold must be true or false');
  });

  it('hang-up ends both legs', async () => {
    const call = await liveCall();
    const res = await t.post(url('hang-up'), { callSid: call.callSid });
    expect(res.json()).toMatchObject({ callSid: call.callSid, status: 'completed', agentLeg: 'completed' });
    const ended = api.seen
      .filter((r) => r.form.get('Status') === 'completed')
      .slice(-2)
      .map((r) => r.path);
    expect(ended).toEqual([
      expect.stringContaining(`/Calls/${call.agentLeg.sid}.json`),
      expect.stringContaining(`/Calls/${call.debtor.sid}.json`),
    ]);
  });

  it('the agent hangs up their own phone while the debtor is on hold: the debtor leg is ended too', async () => {
    const call = await liveCall();
    await t.post(url('hold'), { callSid: call.callSid, hold: true });
    const seen = api.seen.length;
    await hook(local(call.agentLeg.statusCallback ?? ''), {
      CallSid: call.agentLeg.sid,
      CallStatus: 'completed',
    });
    const after = api.seen.slice(seen);
    expect(after.map((r) => [r.path.split('/').at(-1), r.form.get('Status')])).toEqual([
      [`${call.debtor.sid}.json`, 'completed'],
    ]);
  });
});

describe('voicemail: answering-machine detection and the limited-content message', () => {
  it('a machine answered: the agent drops the message, which names only the consumer, the agent and the number; it ends the debtor leg', async () => {
    // The agent's name, as their user has it.
    await t.deps.db
      .update(users)
      .set({ firstName: 'Sam', lastName: 'Rivera' })
      .where(eq(users.id, t.users.staff.id));
    const call = await liveCall('machine');
    expect((await read(call.callSid)).answeredBy).toBe('machine');
    const res = await t.post(url('voicemail-drop'), { callSid: call.callSid });
    expect(res.statusCode, res.body).toBe(200);
    const twiml = debtorTwiml(call.debtor.sid);
    const said = textOf(twiml, 'Say');
    expect(said).toContain('Dana Caller');
    expect(said).toContain('Sam Rivera');
    expect(twiml).toContain('<Hangup/>');
    expect(said).not.toMatch(/debt|collect|balance|\$/i);
    // The agent is told, and their line closes when the Dial ends.
    const end = await hook(local(attrs(call.bridge, 'Dial').action), {
      CallSid: call.agentLeg.sid,
      DialCallStatus: 'completed',
    });
    expect(textOf(end.body, 'Say')).toMatch(/message is playing/);
    const [entry] = await t.timeline(t.account.id);
    expect(entry.message).toBe('Left a limited-content voicemail message (an attempt, not a conversation)');

    // Once only; and the outcome cannot be a conversation.
    expect((await t.post(url('voicemail-drop'), { callSid: call.callSid })).statusCode).toBe(409);
    const talked = await t.post(url('save-disposition'), { callSid: call.callSid, disposition: 'contacted' });
    expect(talked.statusCode).toBe(400);
    expect(talked.json().message).toBe(VOICE_MESSAGES.conversationAfterVoicemail);
    expect(
      (await t.post(url('save-disposition'), { callSid: call.callSid, disposition: 'left_message' }))
        .statusCode,
    ).toBe(200);
  });

  it('a person answered: 409, nothing played', async () => {
    const call = await liveCall('human');
    const seen = api.seen.length;
    const res = await t.post(url('voicemail-drop'), { callSid: call.callSid });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(VOICE_MESSAGES.notMachine);
    expect(api.seen).toHaveLength(seen);
  });
});

describe('recordings', () => {
  it('the recording callback stores the audio from the Twilio API, links it on the call’s entry; staff play it (audited); the retention job deletes it', async () => {
    const call = await liveCall();
    const recordingSid = api.addRecording();
    const recordingUrl = local(attrs(call.bridge, 'Dial').recordingStatusCallback);
    const form = {
      CallSid: call.agentLeg.sid,
      RecordingSid: recordingSid,
      RecordingStatus: 'completed',
      RecordingDuration: '31',
    };
    expect((await hook(recordingUrl, form, null)).statusCode).toBe(403);
    expect((await hook(recordingUrl, form)).statusCode).toBe(200);
    expect((await hook(recordingUrl, form)).statusCode).toBe(200); // Twilio retries: stored once
    const stored = await t.deps.db
      .select()
      .from(callRecordings)
      .where(eq(callRecordings.recordingSid, recordingSid));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      durationSeconds: 31,
      size: FAKE_RECORDING_AUDIO.length,
      contentType: 'audio/mpeg',
    });
    // Twilio's copy is removed once ours is kept.
    expect(api.recordings.has(recordingSid)).toBe(false);
    const entries = await t.timeline(t.account.id);
    const callEntry = entries.find(
      (e) =>
        e.message === 'Outbound call to (215) 555-0123' &&
        (e.details as { callSid?: string })?.callSid === call.callSid,
    );
    expect(callEntry?.details).toMatchObject({ recordingUrl: `/api/calls/${call.callSid}/recording` });

    const played = await t.get(`/api/calls/${call.callSid}/recording`);
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/mpeg');
    expect(played.rawPayload.equals(FAKE_RECORDING_AUDIO)).toBe(true);
    const [audit] = await t.deps.db
      .select()
      .from(accountAudit)
      .where(and(eq(accountAudit.debtAccountId, t.account.id), eq(accountAudit.source, 'call_recording')));
    expect(audit).toMatchObject({ userId: t.users.staff.id, newValue: recordingSid });
    expect((await t.get(`/api/calls/${call.callSid}/recording`, 'collector')).statusCode).toBe(403);
    expect((await t.get(`/api/calls/${call.callSid}/recording`, null)).statusCode).toBe(401);

    // Kept two years (730 days), then deleted by the daily job (run here with its clock moved on).
    const day = 24 * 60 * 60 * 1000;
    const later = (days: number) => ({ ...t.deps, clock: () => t.clock.nowMs + days * day });
    expect(await deleteExpiredRecordings(later(729))).toBe(0);
    const filesBefore = (await readdir(documentsDir)).length;
    expect(await deleteExpiredRecordings(later(731))).toBe(1);
    expect((await readdir(documentsDir)).length).toBe(filesBefore - 1);
    expect(await deleteExpiredRecordings(later(732))).toBe(0);
    expect(
      (await t.deps.db.select().from(callRecordings).where(eq(callRecordings.recordingSid, recordingSid)))[0],
    ).toMatchObject({
      storedName: null,
      deletedAt: expect.any(Date),
    });
    const gone = await t.get(`/api/calls/${call.callSid}/recording`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(VOICE_MESSAGES.recordingNotFound);
  });
});

describe("the agency's recording settings", () => {
  it.each([
    [{ CALL_RECORDING: 'off' }, false, false],
    [{ CALL_RECORDING_ANNOUNCE: 'always' }, true, true],
  ])('%o: recorded %s, a New Jersey consumer hears the announcement %s', async (env, recorded, announced) => {
    const other = await buildTwilioTestApp(api, PUBLIC_URL, env);
    try {
      const res = await other.post(`/api/debtors/${other.otherAccount.id}/initiate-call`, {
        phoneNumber: '6095550155',
      });
      expect(res.statusCode, res.body).toBe(200);
      const agentLeg = api.createdCalls().at(-1) as FakeTwilioCall;
      const bridge = await postTwilioWebhook(other.app, PUBLIC_URL, local(agentLeg.url ?? ''), {
        CallSid: agentLeg.sid,
      });
      twimlSeen.push(bridge.body);
      expect(attrs(bridge.body, 'Dial').record).toBe(recorded ? 'record-from-answer-dual' : undefined);
      expect(attrs(bridge.body, 'Dial').recordingStatusCallback !== undefined).toBe(recorded);
      expect(attrs(bridge.body, 'Number').url !== undefined).toBe(announced);
    } finally {
      await other.close();
    }
  });
});

describe('no TwiML of ours is a bare <Pause>', () => {
  it('isOnlyPause tells a silent answer from a live one', () => {
    expect(isOnlyPause('<Response><Pause length="3600"/></Response>')).toBe(true);
    expect(isOnlyPause('<?xml version="1.0" encoding="UTF-8"?><Response><Pause/><Pause/></Response>')).toBe(
      true,
    );
    expect(isOnlyPause('<Response><Say>Hi</Say><Pause length="1"/></Response>')).toBe(false);
  });

  it('every TwiML answered or handed to Twilio in this file says, plays, dials or hangs up', () => {
    const voice = twimlSeen.filter((x) => /<(Say|Play|Dial|Hangup|Pause)\b/.test(x));
    expect(voice.length).toBeGreaterThan(10);
    for (const twiml of voice) expect(isOnlyPause(twiml), twiml).toBe(false);
    for (const request of api.seen) {
      const twiml = request.form.get('Twiml');
      if (twiml) expect(isOnlyPause(twiml), twiml).toBe(false);
    }
  });
});
