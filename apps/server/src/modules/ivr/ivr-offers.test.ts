import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import { FakeTwilioApi } from '../../../test/kits/telephony/fake-twilio-api';
import { buildIvrTestApp, type IvrTestApp, saysOf } from '../../../test/kits/telephony/ivr-test-kit';
import { buildTelephonyTestApp } from '../../../test/kits/telephony/telephony-test-kit';
import { users } from '../../db/schema';

const VOICE = '/api/webhooks/twilio/voice';
const GATHER = '/api/webhooks/twilio/voice/gather';
const DIAL_RESULT = '/api/webhooks/twilio/voice/dial-result';

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

async function verifiedCall(assignedUserId: number | null) {
  sequence += 1;
  const phone = `21555530${String(sequence).padStart(2, '0')}`;
  const account = await insertAccount(t.deps.db, t.deps.encryption, {
    fullName: 'Lee Transfer',
    primaryPhone: phone,
    state: 'PA',
    zipCode: '19103',
    ssn: `55544${String(3000 + sequence)}`,
    birthDate: '1990-02-14',
    unpaidBalance: '75.00',
    assignedUserId,
  });
  const callSid = `CA${String(700 + sequence).padStart(32, '0')}`;
  const base = { CallSid: callSid, From: `+1${phone}`, To: '+18885550147' };
  const press = async (digits: string) => (await t.webhook(GATHER, { ...base, Digits: digits })).body;
  await t.webhook(VOICE, base);
  await press('1');
  await press(String(3000 + sequence));
  await press('02141990');
  return {
    account,
    callSid,
    press,
    dialResult: (status: string) => t.webhook(DIAL_RESULT, { ...base, DialCallStatus: status }),
  };
}

describe('speaking to an agent', () => {
  it("rings the account's collector in the browser with the account and the identity result, and offers the call to them only", async () => {
    const collector = t.users.collector;
    const { account, callSid, press } = await verifiedCall(collector.id);
    const dial = await press('3');
    expect(saysOf(dial)).toEqual(['Please hold while we connect you to an agent.']);
    expect(dial).toContain(
      `<Client><Identity>agent-${collector.id}</Identity><Parameter name="accountId" value="${account.id}"/><Parameter name="ivrCallSid" value="${callSid}"/><Parameter name="identityVerified" value="true"/></Client>`,
    );
    expect(dial).toMatch(
      /<Dial action="https:\/\/arrears\.example\/api\/webhooks\/twilio\/voice\/dial-result" method="POST" timeout="30" answerOnBridge="true">/,
    );

    const offers = await t.get('/api/telephony/offers', 'collector');
    expect(offers.statusCode).toBe(200);
    expect(offers.json().offers).toEqual([
      {
        callSid,
        accountId: account.id,
        accountNumber: account.accountNumber,
        debtorName: 'Lee Transfer',
        identityVerified: true,
        from: account.primaryPhone,
        offeredAt: new Date(t.clock.nowMs).toISOString(),
      },
    ]);
    // Not offered to staff: the account has a collector.
    expect((await t.get('/api/telephony/offers', 'staff')).json().offers).toEqual([]);
    expect((await t.get('/api/telephony/offers', 'debtor')).statusCode).toBe(403);

    const accepted = await t.post(`/api/telephony/offers/${callSid}/accept`, {}, 'collector');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ callSid, accountId: account.id });
    expect((await t.post(`/api/telephony/offers/${callSid}/accept`, {}, 'collector')).statusCode).toBe(200);
    expect((await t.get('/api/telephony/offers', 'collector')).json().offers).toEqual([]);
    const timeline = await t.timeline(account.id);
    expect(timeline[0]).toMatchObject({ userId: collector.id, channel: 'Call' });
    expect(timeline[0].message).toMatch(/transferred from the IVR \(identity verified\) taken by the agent/);
  });

  it('rings every admin and staff line of an account without a collector; the first to accept takes it, the next gets 409', async () => {
    await t.deps.db.update(users).set({ phoneLine: '+12155550111' }).where(eq(users.id, t.users.admin.id));
    const { callSid, press, dialResult } = await verifiedCall(null);
    const dial = await press('3');
    expect(dial).toContain('<Number>+12155550111</Number>');
    expect(dial).toContain(`<Identity>agent-${t.users.staff.id}</Identity>`);
    expect(dial).not.toContain(`agent-${t.users.collector.id}`);
    expect((await t.get('/api/telephony/offers', 'collector')).json().offers).toEqual([]);
    expect((await t.get('/api/telephony/offers', 'admin')).json().offers).toHaveLength(1);

    expect((await t.post(`/api/telephony/offers/${callSid}/accept`, {}, 'staff')).statusCode).toBe(200);
    const late = await t.post(`/api/telephony/offers/${callSid}/accept`, {}, 'admin');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Another agent already took this call.');
    expect((await dialResult('completed')).body).toContain('<Hangup/>');
  });

  it('nobody answers: the caller is offered a callback, and the offer is gone', async () => {
    const { press, dialResult } = await verifiedCall(t.users.collector.id);
    await press('3');
    const missed = await dialResult('no-answer');
    expect(saysOf(missed.body)).toEqual([
      'No agent is available right now.',
      'To leave a callback request, press 1. Otherwise, goodbye.',
    ]);
    expect((await t.get('/api/telephony/offers', 'collector')).json().offers).toEqual([]);
    expect((await t.post('/api/telephony/offers/CAnone/accept', {}, 'collector')).statusCode).toBe(404);
  });
});

describe('with the simulator', () => {
  it('the IVR webhooks and the pay connector answer 404', async () => {
    const sim = await buildTelephonyTestApp();
    try {
      const form = {
        method: 'POST' as const,
        payload: 'CallSid=CA1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
      expect((await sim.app.inject({ ...form, url: VOICE })).statusCode).toBe(404);
      expect((await sim.app.inject({ ...form, url: GATHER })).statusCode).toBe(404);
      const connector = await sim.app.inject({
        method: 'POST',
        url: '/api/webhooks/twilio/pay-connector',
        payload: {},
      });
      expect(connector.statusCode).toBe(404);
    } finally {
      await sim.close();
    }
  });
});
