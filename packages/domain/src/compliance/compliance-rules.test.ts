import { describe, expect, it } from 'vitest';
import { COMPLIANCE_MESSAGES } from './compliance-messages';
import { evaluateContact } from './compliance-rules';
import {
  type CallFact,
  COMPLIANCE_RULES,
  type ComplianceRule,
  type ContactChannel,
  type ContactFacts,
  type ContactVerdict,
} from './compliance-types';
import { instantOfLocalTime } from './zoned-time';

const CHI = 'America/Chicago';
/** A rule's check by its name (the list is in COMPLIANCE_RULES order, which grows). */
const ruleCheck = (verdict: ContactVerdict, rule: ComplianceRule) => {
  const check = verdict.checks.find((c) => c.rule === rule);
  if (!check) throw new Error(`no ${rule} check`);
  return check;
};
const at = (date: string, hhmm: string, zone = CHI) => {
  const [h, m] = hhmm.split(':').map(Number);
  return instantOfLocalTime(date, h * 60 + m, zone);
};
const NOON = at('2026-03-09', '12:00'); // Monday, after the March DST change

/** A consumer in Chicago with nothing on file, contacted at noon. */
const facts = (channel: ContactChannel, over: Partial<ContactFacts> = {}): ContactFacts => ({
  channel,
  now: NOON,
  location: { state: 'IL', zip: '60601', phone: '3125550100' },
  calls: [],
  optOuts: { call: false, sms: false, email: false },
  smsConsent: true,
  cease: false,
  openDispute: null,
  validationNoticeSentOn: null,
  ...over,
});
const sevenCalls = (day: string): CallFact[] =>
  Array.from({ length: 7 }, (_, i) => ({
    placedAt: at(day, `${9 + i}:00`),
    status: 'no-answer',
    conversation: false,
  }));

describe('evaluateContact', () => {
  it('allows a contact with nothing on file and reports every rule in order', () => {
    for (const channel of ['call', 'sms', 'email'] as const) {
      const verdict = evaluateContact(facts(channel));
      expect(verdict).toMatchObject({ allowed: true, rule: null, message: null, opensAt: null });
      expect(verdict.checks.map((c) => c.rule)).toEqual([...COMPLIANCE_RULES]);
      expect(verdict.checks.every((c) => c.passed && c.detail.length > 0)).toBe(true);
    }
    expect(ruleCheck(evaluateContact(facts('call')), 'inconvenient_time').detail).toBe(
      'Local time: 12:00 PM in America/Chicago.',
    );
  });

  it('lets the first failing rule decide while still reporting all checks', () => {
    const verdict = evaluateContact(
      facts('call', {
        cease: true,
        openDispute: { filedAt: NOON - 86_400_000 },
        optOuts: { call: true, sms: false, email: false },
        now: at('2026-03-09', '22:00'),
        calls: sevenCalls('2026-03-08'),
      }),
    );
    expect(verdict).toMatchObject({
      allowed: false,
      rule: 'cease_communication',
      message: COMPLIANCE_MESSAGES.cease_communication,
      opensAt: null,
    });
    expect(verdict.checks.filter((c) => !c.passed).map((c) => c.rule)).toEqual([
      'cease_communication',
      'dispute_hold',
      'channel_opt_out',
      'inconvenient_time',
      'call_frequency',
    ]);
  });

  it('blocks every channel under cease and under a dispute hold, with no opening time', () => {
    for (const channel of ['call', 'sms', 'email'] as const) {
      expect(evaluateContact(facts(channel, { cease: true }))).toMatchObject({
        rule: 'cease_communication',
        opensAt: null,
      });
      const disputed = evaluateContact(facts(channel, { openDispute: { filedAt: NOON - 3_600_000 } }));
      expect(disputed).toMatchObject({
        rule: 'dispute_hold',
        message: COMPLIANCE_MESSAGES.dispute_hold,
        opensAt: null,
      });
    }
  });

  it('holds only for a dispute filed within the validation period', () => {
    // Notice sent 2026-01-05 → received 2026-01-12 → period ends 2026-02-11.
    const within = facts('call', {
      validationNoticeSentOn: '2026-01-05',
      openDispute: { filedAt: at('2026-02-11', '18:00') },
    });
    expect(evaluateContact(within).rule).toBe('dispute_hold');
    const late = facts('call', {
      validationNoticeSentOn: '2026-01-05',
      openDispute: { filedAt: at('2026-02-20', '10:00') },
    });
    const verdict = evaluateContact(late);
    expect(verdict.allowed).toBe(true);
    expect(ruleCheck(verdict, 'dispute_hold').detail).toContain(
      'after the validation period ended (Wed, Feb 11)',
    );
  });

  it('scopes an opt-out to its channel', () => {
    const optOuts = { call: true, sms: false, email: false };
    expect(evaluateContact(facts('call', { optOuts }))).toMatchObject({
      rule: 'channel_opt_out',
      message: COMPLIANCE_MESSAGES.channel_opt_out,
      opensAt: null,
    });
    expect(evaluateContact(facts('sms', { optOuts })).allowed).toBe(true);
    expect(evaluateContact(facts('email', { optOuts })).allowed).toBe(true);
    expect(evaluateContact(facts('email', { optOuts: { call: false, sms: false, email: true } })).rule).toBe(
      'channel_opt_out',
    );
  });

  it('requires SMS consent for texts only', () => {
    expect(evaluateContact(facts('sms', { smsConsent: false }))).toMatchObject({
      rule: 'sms_consent',
      opensAt: null,
    });
    expect(evaluateContact(facts('call', { smsConsent: false })).allowed).toBe(true);
    expect(evaluateContact(facts('email', { smsConsent: false })).allowed).toBe(true);
  });

  it('applies calling hours to calls, texts and e-mails, and says when it opens', () => {
    const late = at('2026-03-09', '21:00');
    for (const [channel, noun] of [
      ['call', 'call'],
      ['sms', 'text'],
      ['email', 'e-mail'],
    ] as const) {
      const verdict = evaluateContact(facts(channel, { now: late }));
      expect(verdict).toMatchObject({
        allowed: false,
        rule: 'inconvenient_time',
        message: `${COMPLIANCE_MESSAGES.inconvenient_time} Next ${noun} allowed Tue, Mar 10 at 8:00 AM (America/Chicago).`,
        opensAt: '2026-03-10T13:00:00.000Z',
      });
    }
    expect(evaluateContact(facts('call', { now: at('2026-03-09', '20:59') })).allowed).toBe(true);
    expect(evaluateContact(facts('call', { now: at('2026-03-09', '07:59') })).opensAt).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    expect(evaluateContact(facts('call', { now: at('2026-03-09', '08:00') })).allowed).toBe(true);
  });

  it('needs every candidate zone in hours: NJ with a 213 number at 8:30 AM in New York', () => {
    const verdict = evaluateContact(
      facts('call', {
        now: at('2026-03-09', '08:30', 'America/New_York'),
        location: { state: 'NJ', zip: '07030', phone: '2135550100' },
      }),
    );
    expect(verdict.rule).toBe('inconvenient_time');
    expect(ruleCheck(verdict, 'inconvenient_time').detail).toBe(
      'Local time: 8:30 AM in America/New_York, 5:30 AM in America/Los_Angeles (allowed 8:00 AM - 9:00 PM in every zone).',
    );
    expect(verdict.opensAt).toBe('2026-03-09T15:00:00.000Z');
    expect(verdict.message).toContain('Next call allowed Mon, Mar 9 at 8:00 AM (America/Los_Angeles).');
  });

  it('applies call frequency to calls only, opening at the first convenient time after the block lifts', () => {
    const calls: CallFact[] = [
      { placedAt: at('2026-03-03', '15:00'), status: 'completed', conversation: true },
    ];
    const verdict = evaluateContact(facts('call', { calls }));
    expect(verdict).toMatchObject({
      allowed: false,
      rule: 'call_frequency',
      message: `${COMPLIANCE_MESSAGES.call_frequency} Next call allowed Tue, Mar 10 at 8:00 AM (America/Chicago).`,
      opensAt: '2026-03-10T13:00:00.000Z',
    });
    expect(ruleCheck(verdict, 'call_frequency').detail).toBe(
      '1 counted call in the last 7 days (limit 7); a conversation on Tue, Mar 3.',
    );
    expect(evaluateContact(facts('sms', { calls })).allowed).toBe(true);
    expect(evaluateContact(facts('email', { calls: sevenCalls('2026-03-09') })).allowed).toBe(true);
    expect(evaluateContact(facts('call', { calls, now: at('2026-03-10', '08:00') })).allowed).toBe(true);
  });

  it('reports the 8th call as blocked with the count', () => {
    const verdict = evaluateContact(facts('call', { calls: sevenCalls('2026-03-03') }));
    expect(verdict.rule).toBe('call_frequency');
    expect(ruleCheck(verdict, 'call_frequency').detail).toBe('7 counted calls in the last 7 days (limit 7).');
    expect(verdict.opensAt).toBe('2026-03-10T13:00:00.000Z');
  });

  it('when the time rule decides and the call limit also blocks, opens when both allow', () => {
    const verdict = evaluateContact(
      facts('call', { now: at('2026-03-09', '21:30'), calls: sevenCalls('2026-03-04') }),
    );
    expect(verdict.rule).toBe('inconvenient_time');
    // The 7 calls of Mar 4 block through Mar 10: the next call is Wed, Mar 11 at 8:00 AM.
    expect(verdict.opensAt).toBe('2026-03-11T13:00:00.000Z');
    expect(verdict.message).toContain('Next call allowed Wed, Mar 11 at 8:00 AM (America/Chicago).');
  });
});

describe('a recalled account', () => {
  it('blocks every channel first, whatever else is on file', () => {
    for (const channel of ['call', 'sms', 'email'] as const) {
      const verdict = evaluateContact({ ...facts(channel), recalled: true, cease: true });
      expect(verdict).toMatchObject({
        allowed: false,
        rule: 'account_recalled',
        message: COMPLIANCE_MESSAGES.account_recalled,
        opensAt: null,
      });
    }
    expect(ruleCheck(evaluateContact(facts('call')), 'account_recalled').passed).toBe(true);
  });
});
