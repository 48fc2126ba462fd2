import { COMPLIANCE_MESSAGES, complianceBlockSchema } from '@arrears/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';

// State rules through the real routes (decisions 0105, 0106). The test clock: Monday 2 March 2026,
// 10:00 AM Eastern (3:00 PM UTC), 7:00 AM Pacific.
let t: ComplianceTestApp;
beforeAll(async () => {
  t = await buildComplianceTestApp();
});
afterAll(async () => t.close());

const BOSTON = {
  state: 'MA',
  zipCode: '02108',
  primaryPhone: '6175550100',
  emailAddress: 'boston@example.com',
};
const SACRAMENTO = {
  state: 'CA',
  zipCode: '95814',
  primaryPhone: '9165550100',
  emailAddress: 'sacramento@example.com',
};

const settings = (role: 'admin' | 'staff', body?: object) =>
  t.app.inject({
    method: body ? 'PUT' : 'GET',
    url: '/api/admin/compliance/settings',
    payload: body,
    headers: { cookie: t.cookies[role] },
  });

const license = (states: string[]) => t.licenseStates(states);

function expectBlocked(res: LightMyRequestResponse, rule: string) {
  expect(res.statusCode).toBe(409);
  const body = res.json();
  const { error: _error, ...block } = body;
  expect(block).toEqual(complianceBlockSchema.parse(body));
  expect(block).toMatchObject({ allowed: false, rule });
  return block as { message: string; opensAt: string | null };
}

describe('the licensed states (PUT /api/admin/compliance/settings)', () => {
  it('start empty; an admin saves them upper-cased, once each, in order', async () => {
    expect((await settings('admin')).json()).toEqual({
      licensedStates: [],
      updatedAt: null,
      updatedBy: null,
    });
    const res = await settings('admin', { licensedStates: ['pa', 'MA', ' ma '] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ licensedStates: ['MA', 'PA'], updatedBy: expect.any(String) });
    expect((await settings('admin')).json().licensedStates).toEqual(['MA', 'PA']);
  });

  it('refuse an unknown code with a clear message and change nothing', async () => {
    const res = await settings('admin', { licensedStates: ['MA', 'XX'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('"XX" is not a state code');
    expect((await settings('admin')).json().licensedStates).toEqual(['MA', 'PA']);
  });

  it('are the admin’s alone: staff can neither read nor change them', async () => {
    expect((await settings('staff')).statusCode).toBe(403);
    expect((await settings('staff', { licensedStates: ['CA'] })).statusCode).toBe(403);
    expect((await settings('admin')).json().licensedStates).toEqual(['MA', 'PA']);
  });

  it('a change is a security event naming the states added and removed', async () => {
    await license(['MA', 'NY']);
    const res = await t.request('POST', '/api/security/search', 'admin', {
      eventType: 'compliance_settings_changed',
    });
    const [latest] = res.json().events as { eventDescription: string; riskLevel: string }[];
    expect(latest.eventDescription).toBe(
      'Changed the states where the agency is licensed to collect: added NY (New York); removed PA (Pennsylvania)',
    );
    expect(latest.riskLevel).toBe('MEDIUM');
  });
});

describe('not_licensed: an account in a state that requires a licence the agency does not list', () => {
  it('refuses a call, a text and an e-mail, and nothing reaches a provider', async () => {
    await license(['MA']);
    const a = await t.account(SACRAMENTO);
    await t.request('POST', `/api/debtors/${a.id}/compliance/preferences`, 'staff', {
      kind: 'sms_consent',
      phone: a.primaryPhone,
    });
    const calls = t.telephony.callRequests.length;
    const texts = t.telephony.smsRequests.length;
    for (const res of [await t.dial(a), await t.text(a), await t.email(a)]) {
      const block = expectBlocked(res, 'not_licensed');
      expect(block.message).toContain('not licensed in CA (California)');
      expect(block.opensAt).toBeNull();
    }
    expect([t.telephony.callRequests.length, t.telephony.smsRequests.length]).toEqual([calls, texts]);
    const attempts = await t.attempts(a.id);
    expect(attempts.map((x) => [x.channel, x.allowed, x.rule])).toEqual([
      ['call', false, 'not_licensed'],
      ['sms', false, 'not_licensed'],
      ['email', false, 'not_licensed'],
    ]);
    // The snapshot tells the agent before they try.
    const snapshot = (await t.request('GET', `/api/debtors/${a.id}`, 'staff')).json().compliance;
    expect(snapshot.channels.call).toMatchObject({ allowed: false, rule: 'not_licensed' });
  });

  it('refuses a new letter, and holds a queued one from the print batch, until the state is listed', async () => {
    await license(['CA']);
    const a = await t.account({ ...SACRAMENTO, emailAddress: 'sacramento-letters@example.com' });
    const draft = () =>
      t.request('POST', `/api/debtors/${a.id}/letters`, 'staff', {
        template: 'reminder',
        language: 'en',
        delivery: 'print',
      });
    const queued = await draft();
    expect(queued.statusCode).toBe(201);
    const listed = async () =>
      (await t.request('GET', '/api/admin/letters?status=queued', 'staff'))
        .json()
        .letters.find((l: { id: number }) => l.id === queued.json().id);
    expect((await listed()).held).toBeNull();

    await license(['MA']);
    const block = expectBlocked(await draft(), 'not_licensed');
    expect(block.message).toContain('not licensed in CA (California)');
    expect((await listed()).held).toContain('not licensed in CA (California)');

    await license(['CA', 'MA']);
    expect((await listed()).held).toBeNull();
  });

  it('lifts once an admin lists the state (7:00 AM Pacific: the hours decide next)', async () => {
    const a = await t.account(SACRAMENTO);
    await license(['CA', 'MA']);
    expectBlocked(await t.dial(a), 'inconvenient_time');
    await license(['MA']);
    expectBlocked(await t.dial(a), 'not_licensed');
  });
});

describe('state_call_frequency: Massachusetts allows 2 calls or texts in 7 days', () => {
  it('refuses the third call in 7 days through the calls route, saying when it opens', async () => {
    await license(['MA']);
    const a = await t.account(BOSTON);
    expect((await t.dial(a)).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
    await t.signInAgain();
    expect((await t.dial(a)).statusCode).toBe(200);
    const before = t.telephony.callRequests.length;
    const block = expectBlocked(await t.dial(a), 'state_call_frequency');
    expect(block.message.startsWith(COMPLIANCE_MESSAGES.inconvenient_time)).toBe(false);
    expect(block.message).toContain(
      'The MA (Massachusetts) limit for this debt is reached: 2 calls or texts in 7 days.',
    );
    // Two calls on Monday 2 March: the window has room again on Monday 9 March, at 8:00 AM (daylight time).
    expect(block.opensAt).toBe('2026-03-09T12:00:00.000Z');
    expect(block.message).toContain('Next call allowed Mon, Mar 9 at 8:00 AM');
    expect(t.telephony.callRequests.length).toBe(before);
    const attempts = await t.attempts(a.id);
    expect(attempts.map((x) => [x.allowed, x.rule])).toEqual([
      [true, null],
      [true, null],
      [false, 'state_call_frequency'],
    ]);
    // E-mails are not limited.
    expect((await t.email(a)).statusCode).toBe(200);
  });

  it('counts the texts sent with the calls', async () => {
    const a = await t.account(BOSTON);
    await t.request('POST', `/api/debtors/${a.id}/compliance/preferences`, 'staff', {
      kind: 'sms_consent',
      phone: a.primaryPhone,
    });
    expect((await t.dial(a)).statusCode).toBe(200);
    expect((await t.text(a)).statusCode).toBe(200);
    expectBlocked(await t.text(a), 'state_call_frequency');
    expectBlocked(await t.dial(a), 'state_call_frequency');
  });

  it('an account in New Jersey has only the federal limit', async () => {
    const a = await t.account();
    for (let i = 1; i <= 3; i++) expect((await t.dial(a)).statusCode, `call ${i}`).toBe(200);
  });
});

describe('the compliance report counts the blocks by rule', () => {
  it('the state rules’ blocks among them, in the rules’ order', async () => {
    const res = await t.request('GET', '/api/admin/compliance?page=1', 'staff');
    expect(res.statusCode).toBe(200);
    const byRule = res.json().blockedByRule as { rule: string; count: number }[];
    // This file's blocks: 4 not licensed (3 channels, then a call), 3 over the Massachusetts limit,
    // 1 call at 7:00 AM Pacific.
    expect(byRule).toEqual([
      { rule: 'not_licensed', count: 4 },
      { rule: 'state_call_frequency', count: 3 },
      { rule: 'inconvenient_time', count: 1 },
    ]);
    const filtered = await t.request(
      'GET',
      '/api/admin/compliance?rule=state_call_frequency&page=1',
      'staff',
    );
    expect(filtered.json()).toMatchObject({ total: 3 });
  });
});
