import {
  COMPLIANCE_MESSAGES,
  type ComplianceRule,
  type ContactChannel,
  complianceBlockSchema,
  DEBT_COLLECTOR_DISCLOSURE,
} from '@arrears/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildComplianceTestApp,
  type ComplianceTestApp,
} from '../../../test/kits/compliance/compliance-test-kit';
import {
  contactEvents,
  contactPreferences,
  type DebtAccountRow,
  disputes,
  smsMessages,
} from '../../db/schema';
import { receiveSms } from '../telephony/inbound-sms.service';

let t: ComplianceTestApp;
beforeAll(async () => {
  t = await buildComplianceTestApp();
});
afterAll(async () => t.close());

/** What reached a provider so far: calls, texts, mails written to the outbox. */
async function providerCounts() {
  return {
    calls: t.telephony.callRequests.length,
    texts: t.telephony.smsRequests.length,
    mails: await t.outboxSize(),
  };
}

function expectBlocked(res: LightMyRequestResponse, rule: ComplianceRule) {
  expect(res.statusCode).toBe(409);
  const body = res.json();
  // Exactly the block's fields (plus `error` on the workspace's multipart route).
  const { error, ...block } = body;
  expect(block).toEqual(complianceBlockSchema.parse(body));
  expect(block).toMatchObject({ allowed: false, rule });
  // The rule's reason, with when it opens again where that is known.
  expect(block.message.startsWith(COMPLIANCE_MESSAGES[rule])).toBe(true);
  if (error !== undefined) expect(error).toBe(block.message);
  return body;
}

/** The outreach lines on the timeline (a blocked contact must add none). */
const outreachLines = (id: number) =>
  t.deps.db
    .select()
    .from(contactEvents)
    .where(
      and(eq(contactEvents.debtAccountId, id), inArray(contactEvents.channel, ['Call', 'SMS', 'Email'])),
    );

async function consentToTexts(a: DebtAccountRow, phone = a.primaryPhone) {
  const res = await t.request('POST', `/api/debtors/${a.id}/compliance/preferences`, 'staff', {
    kind: 'sms_consent',
    phone,
  });
  expect(res.statusCode).toBe(200);
}

/** Tries a call, a text and an e-mail; every one must be blocked by `rule` with nothing sent. */
async function expectAllBlocked(
  a: DebtAccountRow,
  rule: ComplianceRule,
  channels: ContactChannel[] = ['call', 'sms', 'email'],
) {
  const id = a.id;
  const before = await providerCounts();
  const linesBefore = (await outreachLines(id)).length;
  const attemptsBefore = (await t.attempts(id)).length;
  const send = { call: () => t.dial(a), sms: () => t.text(a), email: () => t.email(a) };
  for (const channel of channels) expectBlocked(await send[channel](), rule);
  expect(await providerCounts()).toEqual(before);
  expect(await outreachLines(id)).toHaveLength(linesBefore);
  const attempts = (await t.attempts(id)).slice(attemptsBefore);
  expect(attempts.map((a) => [a.channel, a.allowed, a.rule, a.userId])).toEqual(
    channels.map((c) => [c, false, rule, t.users.staff.id]),
  );
  return attempts;
}

describe('an allowed contact', () => {
  it('places the call and records one allowed attempt with every check passed', async () => {
    const a = await t.account();
    const before = await providerCounts();
    const res = await t.dial(a);
    expect(res.statusCode).toBe(200);
    expect((await providerCounts()).calls).toBe(before.calls + 1);
    const [attempt] = await t.attempts(a.id);
    expect(attempt).toMatchObject({
      channel: 'call',
      target: a.primaryPhone,
      userId: t.users.staff.id,
      allowed: true,
      rule: null,
      message: null,
      opensAt: null,
    });
    expect(attempt.createdAt.getTime()).toBe(t.clock.nowMs);
    const evaluation = attempt.evaluation as { purpose: string; checks: { rule: string; passed: boolean }[] };
    expect(evaluation.purpose).toBe('collection');
    expect(evaluation.checks.length).toBeGreaterThan(0);
    expect(evaluation.checks.every((c) => c.passed)).toBe(true);
  });

  it('an e-mail reaches the SMTP peer with the unsubscribe line, and its attempt is allowed', async () => {
    const a = await t.account({ emailAddress: 'allowed@example.com' });
    t.smtp.received.length = 0;
    expect((await t.email(a, 'Hello from us.')).statusCode).toBe(200);
    const [mail] = await t.smtp.waitForMails(1);
    expect(mail.to).toEqual(['allowed@example.com']);
    expect(mail.text).toContain(COMPLIANCE_MESSAGES.emailOptOutFooter.replace('{url}', ''));
    expect((await t.attempts(a.id)).map((x) => [x.channel, x.allowed, x.target])).toEqual([
      ['email', true, 'allowed@example.com'],
    ]);
  });
});

describe('blocked contacts: 409 with the rule, no provider request, the attempt recorded', () => {
  it('cease: a do_not_call disposition on a call of the debt stops calls, texts and e-mails', async () => {
    const a = await t.account();
    await consentToTexts(a);
    const { callSid } = (await t.dial(a)).json();
    const saved = await t.request('POST', `/api/debtors/${a.id}/save-disposition`, 'staff', {
      callSid,
      disposition: 'do_not_call',
    });
    expect(saved.statusCode).toBe(200);
    const [call] = await expectAllBlocked(a, 'cease_communication');
    expect(call.opensAt).toBeNull();
    expect(call.message).toBe(COMPLIANCE_MESSAGES.cease_communication);
  });

  it('cease: a written request recorded by an agent', async () => {
    const a = await t.account();
    await consentToTexts(a);
    const res = await t.request('POST', `/api/debtors/${a.id}/compliance/preferences`, 'staff', {
      kind: 'cease',
      note: 'Letter received',
    });
    expect(res.statusCode).toBe(200);
    await expectAllBlocked(a, 'cease_communication');
  });

  it('dispute hold: an open dispute and no validation notice; a notice whose period ended before the dispute lifts it', async () => {
    // Placed before the notice was sent (staff cannot record a notice before the placement, decision 0088).
    const a = await t.account({ createdAt: new Date('2025-06-02T15:00:00Z') });
    await consentToTexts(a);
    await t.deps.db.insert(disputes).values({
      debtAccountId: a.id,
      disputeType: 'not_my_debt',
      disputeReason: 'This is not my loan at all',
      requestedAction: 'remove_debt',
      status: 'pending',
      source: 'portal',
      createdAt: new Date(t.clock.nowMs - 24 * 60 * 60 * 1000),
    });
    await expectAllBlocked(a, 'dispute_hold');
    const notice = await t.request('POST', `/api/debtors/${a.id}/compliance/validation-notice`, 'staff', {
      sentOn: '2025-11-03',
      method: 'mail',
    });
    expect(notice.statusCode).toBe(200);
    expect((await t.dial(a)).statusCode).toBe(200);
  });

  it('opt-out by STOP: the reply blocks texts to that number (and is on the account); calls still go', async () => {
    const a = await t.account({ primaryPhone: '6095550166' });
    await consentToTexts(a, '6095550166');
    await receiveSms(t.deps, { messageSid: 'SM-stop-1', from: '+16095550166', to: null, body: 'STOP' });
    const before = await providerCounts();
    expectBlocked(await t.text(a, 'Hello', '6095550166'), 'channel_opt_out');
    expect(await providerCounts()).toEqual(before);
    const [refused] = await t.deps.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.debtAccountId, a.id), eq(smsMessages.direction, 'outbound')));
    expect(refused).toMatchObject({ status: 'refused', errorMessage: COMPLIANCE_MESSAGES.channel_opt_out });
    const prefs = await t.deps.db
      .select()
      .from(contactPreferences)
      .where(eq(contactPreferences.debtAccountId, a.id));
    expect(prefs.filter((p) => p.source === 'sms_stop')).toMatchObject([
      { kind: 'opt_out_sms', phone: '6095550166', revokedAt: null },
    ]);
    expect((await t.attempts(a.id)).at(-1)).toMatchObject({
      channel: 'sms',
      allowed: false,
      rule: 'channel_opt_out',
    });
    expect((await t.dial(a, '6095550166')).statusCode).toBe(200);
  });

  it('opt-out recorded by an agent blocks that channel; an admin revoking it with a reason (row kept) allows it again', async () => {
    const a = await t.account();
    const rec = await t.request('POST', `/api/debtors/${a.id}/compliance/preferences`, 'staff', {
      kind: 'opt_out_call',
    });
    await expectAllBlocked(a, 'channel_opt_out', ['call']);
    const email = await t.request('POST', `/api/debtors/${a.id}/compliance/preferences`, 'admin', {
      kind: 'opt_out_email',
    });
    await expectAllBlocked(a, 'channel_opt_out', ['email']);
    for (const pref of [rec.json(), email.json()]) {
      const res = await t.request(
        'DELETE',
        `/api/debtors/${a.id}/compliance/preferences/${pref.id}`,
        'admin',
        { reason: 'Entered on the wrong account' },
      );
      expect(res.statusCode).toBe(200);
    }
    expect((await t.dial(a)).statusCode).toBe(200);
    expect((await t.email(a)).statusCode).toBe(200);
  });

  it('no consent: a text to a number without recorded consent; consent for another number does not count', async () => {
    const a = await t.account();
    await consentToTexts(a, '6095550199');
    const [attempt] = await expectAllBlocked(a, 'sms_consent', ['sms']);
    expect(attempt.target).toBe(a.primaryPhone);
    const [row] = await t.deps.db.select().from(smsMessages).where(eq(smsMessages.debtAccountId, a.id));
    expect(row).toMatchObject({ status: 'refused', errorMessage: COMPLIANCE_MESSAGES.sms_consent });
  });

  it('the text opt-in page is consent once the number confirms it (code typed back); the text carries STOP', async () => {
    const a = await t.account({ primaryPhone: '6095550170' });
    const optIn = await t.request('POST', '/api/sms-opt-in/submit', null, {
      fullName: 'Maria Garcia',
      phoneNumber: '(609) 555-0170',
      consent: true,
    });
    expect(optIn.statusCode).toBe(200);
    // Pending: anyone can type a number into the public form.
    expectBlocked(await t.text(a, 'Your payment is due.', '6095550170'), 'sms_consent');
    const code = /code (\d{6})/.exec(t.telephony.smsRequests.at(-1)?.body ?? '')?.[1] as string;
    expect(t.telephony.smsRequests.at(-1)?.to).toBe('+16095550170');
    const confirmed = await t.request('POST', '/api/sms-opt-in/confirm', null, {
      phoneNumber: '6095550170',
      code,
    });
    expect(confirmed.statusCode).toBe(200);
    const res = await t.text(a, 'Your payment is due.', '6095550170');
    expect(res.statusCode).toBe(200);
    expect(t.telephony.smsRequests.at(-1)).toMatchObject({
      to: '+16095550170',
      // The account's first communication: the full disclosure before the opt-out line (decision 0097).
      body: `Your payment is due. ${DEBT_COLLECTOR_DISCLOSURE.en.initial} ${COMPLIANCE_MESSAGES.smsOptOutFooter}`,
    });
  });

  it('consent recorded by an agent counts at once, with its note', async () => {
    const a = await t.account({ primaryPhone: '6095550171' });
    expectBlocked(await t.text(a, 'Hello', '6095550171'), 'sms_consent');
    const recorded = await t.request('POST', `/api/debtors/${a.id}/compliance/preferences`, 'staff', {
      kind: 'sms_consent',
      phone: '6095550171',
      note: 'Consent given on the phone',
    });
    expect(recorded.statusCode).toBe(200);
    const [pref] = await t.deps.db
      .select()
      .from(contactPreferences)
      .where(and(eq(contactPreferences.debtAccountId, a.id), eq(contactPreferences.kind, 'sms_consent')));
    expect(pref).toMatchObject({ note: 'Consent given on the phone', recordedByUserId: t.users.staff.id });
    expect((await t.text(a, 'Hello', '6095550171')).statusCode).toBe(200);
  });

  it('the 8th counted call in 7 days is blocked until a later local day; busy calls do not count', async () => {
    const a = await t.account();
    const busy = (await t.dial(a, '5555550101')).json();
    t.clock.advance(1000);
    expect((await t.request('GET', `/api/call-status/${busy.callSid}`, 'staff')).json().status).toBe('busy');
    // The agent saves the busy call's outcome before the next call (the server waits for it, decision 0123).
    await t.request('POST', `/api/debtors/${a.id}/save-disposition`, 'staff', {
      callSid: busy.callSid,
      disposition: 'busy',
    });
    for (let i = 1; i <= 7; i++) expect((await t.dial(a)).statusCode, `call ${i}`).toBe(200);
    const before = await providerCounts();
    const body = expectBlocked(await t.dial(a), 'call_frequency');
    expect(await providerCounts()).toEqual(before);
    // Seven calls today (Monday 2 March): the window has room again on Monday 9 March, from 8:00 AM
    // local (daylight time by then).
    expect(body.opensAt).toBe('2026-03-09T12:00:00.000Z');
    expect(body.message).toContain('Mon, Mar 9 at 8:00 AM');
    const snapshot = (await t.request('GET', `/api/debtors/${a.id}`, 'staff')).json().compliance;
    expect(snapshot).toMatchObject({ callsLast7Days: 7, nextCallAllowedAt: '2026-03-09T12:00:00.000Z' });
    // Texts and e-mails are not calls.
    expect((await t.email(a)).statusCode).toBe(200);
  });

  it('a telephone conversation holds further calls for 7 days', async () => {
    const a = await t.account();
    const { callSid } = (await t.dial(a)).json();
    t.clock.advance(3000);
    expect((await t.request('GET', `/api/call-status/${callSid}`, 'staff')).json().status).toBe(
      'in-progress',
    );
    await t.request('POST', `/api/debtors/${a.id}/save-disposition`, 'staff', {
      callSid,
      disposition: 'contacted',
    });
    const body = expectBlocked(await t.dial(a), 'call_frequency');
    expect(body.opensAt).not.toBeNull();
  });
});

describe('inconvenient time (runs last: it moves the clock)', () => {
  it('at 02:00 local a call, a text and an e-mail are blocked until 8:00 AM', async () => {
    const a = await t.account();
    await consentToTexts(a);
    t.clock.advance(16 * 60 * 60 * 1000); // Tuesday 3 March, 02:00 EST
    await t.signInAgain();
    const attempts = await expectAllBlocked(a, 'inconvenient_time');
    for (const attempt of attempts) expect(attempt.opensAt?.toISOString()).toBe('2026-03-03T13:00:00.000Z');
    const res = await t.dial(a);
    expect(res.json().opensAt).toBe('2026-03-03T13:00:00.000Z');
  });
});
