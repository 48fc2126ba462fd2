import { describe, expect, it } from 'vitest';
import { NO_SCRUBS, type ScrubFacts } from '../scrubs/scrub-facts';
import { COMPLIANCE_MESSAGES } from './compliance-messages';
import { evaluateContact } from './compliance-rules';
import { COMPLIANCE_RULES, type ContactChannel, type ContactFacts } from './compliance-types';
import { SCRUB_RULES, scrubBlock } from './scrub-rules';
import { instantOfLocalTime } from './zoned-time';

const NOON = instantOfLocalTime('2026-03-09', 12 * 60, 'America/Chicago');

const facts = (channel: ContactChannel, scrubs: Partial<ScrubFacts>, over: Partial<ContactFacts> = {}) =>
  ({
    channel,
    now: NOON,
    location: { state: 'IL', zip: '60601', phone: '3125550100' },
    calls: [],
    optOuts: { call: false, sms: false, email: false },
    smsConsent: true,
    cease: false,
    openDispute: null,
    validationNoticeSentOn: null,
    scrubs: { ...NO_SCRUBS, ...scrubs },
    ...over,
  }) satisfies ContactFacts;

const ATTORNEY = { name: 'Dana Reyes, Esq.', phone: '6095550100', address: '1 Court St, Trenton, NJ 08608' };

describe('scrub rules (decision 0101)', () => {
  it('sit right after cease communication, in their own order', () => {
    const at = COMPLIANCE_RULES.indexOf('cease_communication');
    expect(COMPLIANCE_RULES.slice(at + 1, at + 1 + SCRUB_RULES.length)).toEqual([...SCRUB_RULES]);
  });

  it('each flag blocks every channel with its own rule and message', () => {
    const cases: [Partial<ScrubFacts>, string][] = [
      [{ bankruptcy: { chapter: '7', caseNumber: '26-10001', filedOn: '2026-02-01' } }, 'bankruptcy'],
      [{ deceased: { diedOn: '2026-01-15' } }, 'deceased'],
      [{ attorney: ATTORNEY }, 'attorney_represented'],
      [{ militaryActiveDuty: { startOn: '2025-06-01', endOn: null } }, 'military_active_duty'],
      [{ litigious: true }, 'litigious'],
    ];
    for (const [scrubs, rule] of cases) {
      for (const channel of ['call', 'sms', 'email'] as const) {
        const verdict = evaluateContact(facts(channel, scrubs));
        expect(verdict).toMatchObject({ allowed: false, rule, opensAt: null });
        expect(verdict.message).toBe(COMPLIANCE_MESSAGES[rule as keyof typeof COMPLIANCE_MESSAGES]);
      }
    }
  });

  it('bankruptcy decides before the other flags, and the details name the case', () => {
    const verdict = evaluateContact(
      facts('call', {
        bankruptcy: { chapter: '13', caseNumber: '26-1', filedOn: null },
        attorney: ATTORNEY,
        litigious: true,
      }),
    );
    expect(verdict.rule).toBe('bankruptcy');
    expect(verdict.checks.find((c) => c.rule === 'bankruptcy')?.detail).toBe(
      'Bankruptcy on file, chapter 13, case 26-1.',
    );
    expect(verdict.checks.filter((c) => !c.passed).map((c) => c.rule)).toEqual([
      'bankruptcy',
      'attorney_represented',
      'litigious',
    ]);
  });

  it('a call to the attorney passes the attorney rule; the other rules still apply', () => {
    expect(evaluateContact(facts('call', { attorney: ATTORNEY }, { toAttorney: true })).allowed).toBe(true);
    const late = instantOfLocalTime('2026-03-09', 22 * 60, 'America/Chicago');
    const verdict = evaluateContact(facts('call', { attorney: ATTORNEY }, { toAttorney: true, now: late }));
    expect(verdict.rule).toBe('inconvenient_time');
  });

  it('active duty holds until its end date, then no longer blocks', () => {
    const duty = { startOn: '2025-06-01', endOn: '2026-03-09' };
    expect(evaluateContact(facts('call', { militaryActiveDuty: duty })).rule).toBe('military_active_duty');
    const over = evaluateContact(facts('call', { militaryActiveDuty: { ...duty, endOn: '2026-03-08' } }));
    expect(over.allowed).toBe(true);
    expect(over.checks.find((c) => c.rule === 'military_active_duty')?.detail).toBe(
      'Active military duty from 2025-06-01 to 2026-03-08: the protection period is over.',
    );
  });

  it('scrubBlock: a letter to the attorney goes; nothing on file blocks nothing', () => {
    expect(
      scrubBlock({ ...NO_SCRUBS, attorney: ATTORNEY }, { today: '2026-03-09', toAttorney: true }),
    ).toBeNull();
    expect(
      scrubBlock({ ...NO_SCRUBS, attorney: ATTORNEY }, { today: '2026-03-09', toAttorney: false })?.rule,
    ).toBe('attorney_represented');
    expect(scrubBlock(undefined, { today: '2026-03-09', toAttorney: false })).toBeNull();
  });
});
