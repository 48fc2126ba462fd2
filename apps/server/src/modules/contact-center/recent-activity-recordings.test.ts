import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContactHistoryEntry, Role } from '@arrears/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import {
  FAKE_RECORDING_AUDIO,
  FakeTwilioApi,
  TEST_ACCOUNT_SID,
} from '../../../test/kits/telephony/fake-twilio-api';
import {
  buildTwilioTestApp,
  DANA_CALLER,
  postTwilioWebhook,
  type TelephonyTestApp,
} from '../../../test/kits/telephony/telephony-test-kit';
import { deleteExpiredRecordings } from '../telephony';

/**
 * The workspace's Recent Activity links a call's kept recording (decision 0124) for the users the
 * play route lets play it (admin, staff), and for nobody else.
 */
const PUBLIC_URL = 'https://arrears.example';
const api = new FakeTwilioApi();
let t: TelephonyTestApp;

beforeAll(async () => {
  await api.start();
  const documentsDir = await mkdtemp(join(tmpdir(), 'arrears-recording-links-'));
  t = await buildTwilioTestApp(api, PUBLIC_URL, { DOCUMENTS_DIR: documentsDir });
});
afterAll(async () => {
  await t.close();
  await api.stop();
});
beforeEach(async () => {
  await t.settleCalls();
  // The collector works this account: the contact history is theirs to read (decision 0040).
  t.account = await insertAccount(t.deps.db, t.deps.encryption, {
    ...DANA_CALLER,
    assignedUserId: t.users.collector.id,
  });
});

const hook = (pathAndQuery: string, params: Record<string, string>) =>
  postTwilioWebhook(t.app, PUBLIC_URL, pathAndQuery, { AccountSid: TEST_ACCOUNT_SID, ...params });
const local = (url: string) => {
  expect(url.startsWith(`${PUBLIC_URL}/api/webhooks/twilio/`)).toBe(true);
  return url.slice(PUBLIC_URL.length);
};
const attr = (xml: string, tag: string, name: string) =>
  (new RegExp(`<${tag}\\b[^>]*\\b${name}="([^"]*)"`).exec(xml)?.[1] ?? '').replace(/&amp;/g, '&');

/** Staff call the account; the agent answers; the bridge's TwiML names where the recording is reported. */
async function placeAnsweredCall() {
  const res = await t.post(`/api/debtors/${t.account.id}/initiate-call`, { phoneNumber: '2155550123' });
  expect(res.statusCode, res.body).toBe(200);
  const agentLeg = api.createdCalls().at(-1);
  if (!agentLeg) throw new Error('no call was created');
  await hook(local(agentLeg.statusCallback ?? ''), { CallSid: agentLeg.sid, CallStatus: 'in-progress' });
  const bridge = await hook(local(agentLeg.url ?? ''), {
    CallSid: agentLeg.sid,
    CallStatus: 'in-progress',
    To: agentLeg.to,
  });
  expect(bridge.statusCode, bridge.body).toBe(200);
  return {
    callSid: res.json().callSid as string,
    agentLegSid: agentLeg.sid,
    recordingCallback: local(attr(bridge.body, 'Dial', 'recordingStatusCallback')),
  };
}

async function recordingIsReady(call: Awaited<ReturnType<typeof placeAnsweredCall>>) {
  const res = await hook(call.recordingCallback, {
    CallSid: call.agentLegSid,
    RecordingSid: api.addRecording(),
    RecordingStatus: 'completed',
    RecordingDuration: '42',
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function contacts(role: Role): Promise<ContactHistoryEntry[]> {
  const res = await t.get(`/api/debtors/${t.account.id}/contacts`, role);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const callEntry = (entries: ContactHistoryEntry[]) => {
  const calls = entries.filter((e) => e.channel === 'Call');
  expect(calls).toHaveLength(1);
  return calls[0];
};

describe('GET /api/debtors/{id}/contacts: the recording of a call', () => {
  it('links a stored recording on the call’s entry for admin and staff; the link plays', async () => {
    const call = await placeAnsweredCall();
    await recordingIsReady(call);
    const url = `/api/calls/${call.callSid}/recording`;
    for (const role of ['staff', 'admin'] as const) {
      const entries = await contacts(role);
      expect(callEntry(entries).recording).toEqual({ url });
      // Only the call's entry carries it.
      expect(entries.filter((e) => e.recording !== null)).toHaveLength(1);
    }
    const played = await t.get(url, 'staff');
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(FAKE_RECORDING_AUDIO)).toBe(true);
  });

  it('gives a collector no link (the play route refuses them), nor a debtor any history', async () => {
    const call = await placeAnsweredCall();
    await recordingIsReady(call);
    expect(callEntry(await contacts('staff')).recording).not.toBeNull();
    expect(callEntry(await contacts('collector')).recording).toBeNull();
    expect((await t.get(`/api/calls/${call.callSid}/recording`, 'collector')).statusCode).toBe(403);
    expect((await t.get(`/api/debtors/${t.account.id}/contacts`, 'debtor')).statusCode).toBe(403);
  });

  it('has no link for a call without a recording', async () => {
    await placeAnsweredCall();
    const entries = await contacts('staff');
    expect(callEntry(entries).recording).toBeNull();
    expect(entries.every((e) => e.recording === null)).toBe(true);
  });

  it('drops the link once the retention job deleted the recording', async () => {
    const call = await placeAnsweredCall();
    await recordingIsReady(call);
    expect(callEntry(await contacts('staff')).recording).not.toBeNull();
    const days = t.deps.config.callRecordingRetentionDays + 1;
    const later = { ...t.deps, clock: () => t.clock.nowMs + days * 24 * 60 * 60 * 1000 };
    expect(await deleteExpiredRecordings(later)).toBeGreaterThanOrEqual(1);
    expect(callEntry(await contacts('staff')).recording).toBeNull();
    expect((await t.get(`/api/calls/${call.callSid}/recording`, 'staff')).statusCode).toBe(404);
  });
});
