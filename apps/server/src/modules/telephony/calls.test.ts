import { COMPLIANCE_MESSAGES, CONTACT_CENTER_MESSAGES as M, VOICE_MESSAGES } from '@arrears/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/kits/accounts/account-fixtures';
import {
  buildTelephonyTestApp,
  DANA_CALLER,
  type TelephonyTestApp,
} from '../../../test/kits/telephony/telephony-test-kit';
import { calls, contactAttempts, securityEvents } from '../../db/schema';
import {
  SIMULATOR_TEST_NUMBERS,
  type SimulatorTelephony,
} from '../../providers/telephony/simulator-telephony';

let t: TelephonyTestApp;
beforeAll(async () => {
  t = await buildTelephonyTestApp();
});
afterAll(async () => t.close());
// Each test calls a debt of its own (same consumer, same numbers): the calls and conversations of
// one test do not count toward the call-frequency limit (decision 0024) of another.
// Each test's calls get an outcome before the next test dials (the server waits for it, decision 0123).
beforeEach(async () => {
  await t.settleCalls();
  t.account = await insertAccount(t.deps.db, t.deps.encryption, DANA_CALLER);
});

const url = (path: string, id = t.account.id) => `/api/debtors/${id}/${path}`;
const dial = async (phoneNumber = '(215) 555-0123', role: 'admin' | 'staff' = 'staff') => {
  const res = await t.post(url('initiate-call'), { phoneNumber }, role);
  expect(res.statusCode).toBe(200);
  return res.json() as { callSid: string; status: string };
};
const statusOf = async (callSid: string) => (await t.get(`/api/call-status/${callSid}`)).json().status;
const callRow = async (callSid: string) =>
  (await t.deps.db.select().from(calls).where(eq(calls.callSid, callSid)))[0];

describe('POST /api/debtors/:id/initiate-call', () => {
  it('starts a simulated call to the 10 digits, stores it and puts it on the timeline with the agent', async () => {
    const { callSid, status } = await dial('+1 (215) 555-0123');
    expect(status).toBe('initiated');
    expect(callSid).toMatch(/^SIM[0-9a-f]{32}$/);
    expect(await callRow(callSid)).toMatchObject({
      provider: 'simulator',
      debtAccountId: t.account.id,
      userId: t.users.staff.id,
      toNumber: '2155550123',
      status: 'initiated',
      digitsSent: '',
    });
    const [entry] = await t.timeline(t.account.id);
    expect(entry).toMatchObject({
      channel: 'Call',
      userId: t.users.staff.id,
      message: 'Outbound call to (215) 555-0123',
      details: { callSid, provider: 'simulator' },
    });
  });

  it.each([
    [{ phoneNumber: '555-0123' }, 'Enter a 10-digit phone number'],
    [{ phoneNumber: '' }, 'Enter a 10-digit phone number'],
    [{}, M.noPhone],
  ])('answers 400 to %o and places no call', async (body, message) => {
    const before = (await t.deps.db.select().from(calls)).length;
    const res = await t.post(url('initiate-call'), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.deps.db.select().from(calls)).toHaveLength(before);
  });

  it('answers 404 for an unknown account', async () => {
    const res = await t.post(url('initiate-call', 999999), { phoneNumber: '2155550123' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Account not found' });
  });

  it('is for admin and staff only: collector and debtor 403 (recorded), signed out 401', async () => {
    expect((await t.post(url('initiate-call'), { phoneNumber: '2155550123' }, 'admin')).statusCode).toBe(200);
    for (const role of ['collector', 'debtor'] as const) {
      expect((await t.post(url('initiate-call'), { phoneNumber: '2155550123' }, role)).statusCode).toBe(403);
    }
    expect((await t.post(url('initiate-call'), { phoneNumber: '2155550123' }, null)).statusCode).toBe(401);
    expect((await t.get('/api/call-status/anything', 'collector')).statusCode).toBe(403);
    expect((await t.get('/api/call-status/anything', null)).statusCode).toBe(401);
    const denied = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'access_denied'));
    expect(denied.some((e) => e.userId === t.users.debtor.id)).toBe(true);
  });
});

describe('a whole call', () => {
  it('rings, answers, takes digits, hangs up and takes one disposition', async () => {
    const { callSid } = await dial();
    expect(await statusOf(callSid)).toBe('initiated');
    t.clock.advance(1000);
    expect(await statusOf(callSid)).toBe('ringing');
    t.clock.advance(2000);
    expect(await statusOf(callSid)).toBe('in-progress');
    expect((await callRow(callSid)).answeredAt).toBeInstanceOf(Date);

    for (const digits of ['1', '#', '23*']) {
      const res = await t.post(url('send-dtmf'), { callSid, digits });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ callSid, status: 'in-progress', answeredBy: null, agentLeg: null });
    }
    expect((await callRow(callSid)).digitsSent).toBe('1#23*');
    expect((t.deps.telephony as SimulatorTelephony).digitsOf(callSid)).toBe('1#23*');

    t.clock.advance(42_000);
    const hung = await t.post(url('hang-up'), { callSid });
    expect(hung.statusCode).toBe(200);
    expect(hung.json()).toEqual({ callSid, status: 'completed', answeredBy: null, agentLeg: null });
    expect(await callRow(callSid)).toMatchObject({ status: 'completed', durationSeconds: 42 });
    expect(await statusOf(callSid)).toBe('completed');
    // Hanging up an ended call answers its final status.
    expect((await t.post(url('hang-up'), { callSid })).json()).toMatchObject({
      callSid,
      status: 'completed',
    });

    const late = await t.post(url('send-dtmf'), { callSid, digits: '5' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: M.callNotActive });

    const saved = await t.post(url('save-disposition'), {
      callSid,
      disposition: 'payment_promise',
      notes: ' Will pay Friday ',
      promiseAmount: '50.00',
      promiseDueDate: '2026-03-06',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true });
    expect(await callRow(callSid)).toMatchObject({
      disposition: 'payment_promise',
      dispositionNotes: 'Will pay Friday',
    });
    const [entry] = await t.timeline(t.account.id);
    expect(entry).toMatchObject({
      channel: 'Call',
      userId: t.users.staff.id,
      dispositionCode: 'payment_promise',
      message: 'Will pay Friday',
    });

    const again = await t.post(url('save-disposition'), { callSid, disposition: 'contacted' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.dispositionSaved });
    expect((await callRow(callSid)).disposition).toBe('payment_promise');
  });

  it('a disposition without notes is labelled on the timeline', async () => {
    const { callSid } = await dial();
    expect((await t.post(url('save-disposition'), { callSid, disposition: 'left_message' })).statusCode).toBe(
      200,
    );
    expect((await t.timeline(t.account.id))[0]).toMatchObject({
      dispositionCode: 'left_message',
      message: 'Call disposition: Left Message',
    });
  });

  it.each([
    [SIMULATOR_TEST_NUMBERS.busy, 'busy'],
    [SIMULATOR_TEST_NUMBERS.failed, 'failed'],
  ])('test number %s ends %s; digits are refused then', async (number, outcome) => {
    const { callSid } = await dial(number);
    t.clock.advance(1000);
    expect(await statusOf(callSid)).toBe(outcome);
    expect((await t.post(url('send-dtmf'), { callSid, digits: '1' })).statusCode).toBe(409);
  });

  it('test number 5555550102 rings, then no-answer; hanging up while ringing cancels', async () => {
    const first = await dial(SIMULATOR_TEST_NUMBERS.noAnswer);
    t.clock.advance(1000);
    expect(await statusOf(first.callSid)).toBe('ringing');
    t.clock.advance(7000);
    expect(await statusOf(first.callSid)).toBe('no-answer');
    await t.settleCalls(); // the first call's outcome, before the next call (decision 0123)
    const second = await dial(SIMULATOR_TEST_NUMBERS.noAnswer);
    t.clock.advance(1000);
    expect((await t.post(url('hang-up'), { callSid: second.callSid })).json().status).toBe('canceled');
  });
});

describe('bad input on a call', () => {
  it('unknown callSid: 404 everywhere', async () => {
    expect((await t.get('/api/call-status/CAnope')).statusCode).toBe(404);
    for (const [path, body] of [
      ['send-dtmf', { callSid: 'CAnope', digits: '1' }],
      ['hang-up', { callSid: 'CAnope' }],
      ['save-disposition', { callSid: 'CAnope', disposition: 'contacted' }],
    ] as const) {
      const res = await t.post(url(path), body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: M.callNotFound });
    }
  });

  it("another account's call: 404, nothing changed", async () => {
    const { callSid } = await dial();
    t.clock.advance(3000);
    const other = t.otherAccount.id;
    expect((await t.post(url('send-dtmf', other), { callSid, digits: '1' })).statusCode).toBe(404);
    expect((await t.post(url('hang-up', other), { callSid })).statusCode).toBe(404);
    expect((await t.post(url('save-disposition', other), { callSid, disposition: 'busy' })).statusCode).toBe(
      404,
    );
    expect(await statusOf(callSid)).toBe('in-progress'); // not hung up
    expect(await callRow(callSid)).toMatchObject({ digitsSent: '', disposition: null });
  });

  it.each([
    [{ digits: 'A' }, 'Digits may be 0-9, * and #'],
    [{ digits: '' }, 'Digits may be 0-9, * and #'],
    [{ digits: '1'.repeat(21) }, 'Digits may be 0-9, * and #'],
  ])('send-dtmf %o: 400', async (change, message) => {
    const { callSid } = await dial();
    const res = await t.post(url('send-dtmf'), { callSid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await callRow(callSid)).digitsSent).toBe('');
  });

  it('save-disposition without a valid disposition: 400', async () => {
    const { callSid } = await dial();
    for (const disposition of [undefined, 'angry']) {
      const res = await t.post(url('save-disposition'), { callSid, disposition });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Choose a disposition');
    }
    expect((await callRow(callSid)).disposition).toBeNull();
  });
});

describe('do not call', () => {
  it('a do_not_call disposition stops every call of that debt, and calls to that number on any account', async () => {
    const number = '2155550177';
    const { callSid } = await dial(number);
    await t.post(url('save-disposition'), { callSid, disposition: 'do_not_call' });
    for (const phoneNumber of [number, '2155550178']) {
      const res = await t.post(url('initiate-call'), { phoneNumber });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        allowed: false,
        rule: 'cease_communication',
        message: COMPLIANCE_MESSAGES.cease_communication,
        opensAt: null,
      });
    }
    const other = await t.post(url('initiate-call', t.otherAccount.id), { phoneNumber: number });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ allowed: false, rule: 'channel_opt_out' });
    const blocked = await t.deps.db
      .select()
      .from(contactAttempts)
      .where(eq(contactAttempts.allowed, false))
      .orderBy(asc(contactAttempts.id));
    expect(blocked.map((a) => [a.debtAccountId, a.rule])).toEqual([
      [t.account.id, 'cease_communication'],
      [t.account.id, 'cease_communication'],
      [t.otherAccount.id, 'channel_opt_out'],
    ]);
    // Another number of the other account is still allowed.
    expect(
      (await t.post(url('initiate-call', t.otherAccount.id), { phoneNumber: '6095550155' })).statusCode,
    ).toBe(200);
  });
});

describe("the agent's last outcome (decision 0123)", () => {
  it('refuses a new call while the last ended call has no outcome saved, on any account; saving it lets the next call go', async () => {
    const first = await dial();
    t.clock.advance(1000);
    await t.post(url('hang-up'), { callSid: first.callSid });
    const callsBefore = (await t.deps.db.select().from(calls)).length;
    const attemptsBefore = (await t.deps.db.select().from(contactAttempts)).length;
    for (const id of [t.account.id, t.otherAccount.id]) {
      const refused = await t.post(url('initiate-call', id), {
        phoneNumber: id === t.account.id ? '2155550123' : '6095550155',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: VOICE_MESSAGES.dispositionPending.replace('{accountNumber}', t.account.accountNumber),
        callSid: first.callSid,
        accountId: t.account.id,
      });
    }
    // Nothing was placed, nor asked of the compliance rules.
    expect(await t.deps.db.select().from(calls)).toHaveLength(callsBefore);
    expect(await t.deps.db.select().from(contactAttempts)).toHaveLength(attemptsBefore);
    // Another agent is not held by it.
    expect((await t.post(url('initiate-call'), { phoneNumber: '2155550123' }, 'admin')).statusCode).toBe(200);

    await t.post(url('save-disposition'), { callSid: first.callSid, disposition: 'left_message' });
    expect((await t.post(url('initiate-call'), { phoneNumber: '2155550123' })).statusCode).toBe(200);
  });

  it('a call still live does not hold the next one back: only an ended call waits for its outcome', async () => {
    const live = await dial();
    t.clock.advance(3000);
    expect(await statusOf(live.callSid)).toBe('in-progress');
    const next = await t.post(url('initiate-call', t.otherAccount.id), { phoneNumber: '6095550155' });
    expect(next.statusCode).toBe(200);
    // Once that last call has ended (the simulator moves it on as it is read), it waits for its outcome.
    await t.post(url('hang-up', t.otherAccount.id), { callSid: next.json().callSid });
    expect((await t.post(url('initiate-call'), { phoneNumber: '2155550123' })).statusCode).toBe(409);
    await t.post(url('hang-up'), { callSid: live.callSid });
  });
});

describe('hold and voicemail on the simulator', () => {
  it('hold gives the simulated consumer the hold message and music; un-hold takes it back; no machine, no voicemail', async () => {
    const { callSid } = await dial();
    expect((await t.post(url('hold'), { callSid, hold: true })).statusCode).toBe(409); // not answered yet
    t.clock.advance(3000);
    const held = await t.post(url('hold'), { callSid, hold: true });
    expect(held.json()).toEqual({ callSid, status: 'in-progress', answeredBy: null, agentLeg: null });
    const simulator = t.deps.telephony as SimulatorTelephony;
    expect(simulator.redirectedTo(callSid)).toContain('Please hold.');
    expect(simulator.redirectedTo(callSid)).toContain('<Play loop="0">');
    expect((await callRow(callSid)).held).toBe(true);
    await t.post(url('hold'), { callSid, hold: false });
    expect((await callRow(callSid)).held).toBe(false);
    const drop = await t.post(url('voicemail-drop'), { callSid });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().message).toBe(VOICE_MESSAGES.notMachine);
  });
});
