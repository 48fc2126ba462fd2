import { describe, expect, it } from 'vitest';
import { evaluateContact } from '../compliance-rules';
import type { ContactFacts } from '../compliance-types';
import { DEBT_TYPES, parseDebtType } from './debt-types';
import { collectionFeeProblem, STATE_FEE_CAPS } from './state-fee-caps';
import { addYears, limitationFor, STATE_LIMITATIONS } from './state-limitations';
import { STATE_NAMES, US_STATE_CODES } from './state-names';
import { consumerStates, STATE_RULES, type StateRules } from './state-rules';

const NOON_BOSTON = Date.parse('2026-03-10T12:00-04:00');
const facts = (over: Partial<ContactFacts> = {}): ContactFacts => ({
  channel: 'call',
  now: NOON_BOSTON,
  location: { state: 'MA', zip: '02108', phone: '6175550100' },
  calls: [],
  optOuts: { call: false, sms: false, email: false },
  smsConsent: true,
  cease: false,
  openDispute: null,
  validationNoticeSentOn: null,
  licensedStates: ['MA'],
  ...over,
});

describe('the state tables (decision 0105)', () => {
  const tables = Object.entries(STATE_RULES) as [string, readonly { state: string; source: string }[]][];

  it.each(tables)('%s: each entry is a US state or DC, once, with its legal source', (_, table) => {
    const states = table.map((entry) => entry.state);
    expect(states.filter((s) => !US_STATE_CODES.includes(s))).toEqual([]);
    expect(new Set(states).size).toBe(states.length);
    for (const entry of table) expect(entry.source.length, entry.state).toBeGreaterThan(10);
  });

  it('knows 50 states and DC', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(STATE_NAMES.MA).toBe('Massachusetts');
  });

  it('gives every sourced state a period for each kind of debt', () => {
    for (const entry of STATE_LIMITATIONS) {
      expect(Object.keys(entry.years).sort(), entry.state).toEqual([...DEBT_TYPES].sort());
      for (const years of Object.values(entry.years)) expect(years).toBeGreaterThanOrEqual(2);
    }
  });

  it('reads the debt types as files spell them', () => {
    expect(parseDebtType('Written Contract')).toBe('written_contract');
    expect(parseDebtType('open-account')).toBe('open_account');
    expect(parseDebtType('credit card')).toBeNull();
  });
});

describe('the consumer’s states', () => {
  it('are the account’s state and the ZIP code’s, not the area code’s', () => {
    expect(consumerStates({ state: 'nj', zip: '02108' })).toEqual(['NJ', 'MA']);
    expect(consumerStates({ state: 'MA', zip: '02108' })).toEqual(['MA']);
    expect(consumerStates({ state: null, zip: null })).toEqual([]);
  });
});

describe('licensing', () => {
  it('blocks every channel in a state the agency does not list, and says which statute', () => {
    for (const channel of ['call', 'sms', 'email'] as const) {
      const verdict = evaluateContact(facts({ channel, licensedStates: [] }));
      expect(verdict).toMatchObject({ allowed: false, rule: 'not_licensed', opensAt: null });
      expect(verdict.message).toContain('not licensed in MA (Massachusetts)');
      const check = verdict.checks.find((c) => c.rule === 'not_licensed');
      expect(check?.detail).toContain('Mass. Gen. Laws ch. 93, §24A');
    }
  });

  it('is not evaluated when the facts carry no licensed states, and passes without a state', () => {
    expect(evaluateContact(facts({ licensedStates: undefined })).allowed).toBe(true);
    const noState = evaluateContact(
      facts({ licensedStates: [], location: { state: null, zip: null, phone: null } }),
    );
    expect(noState.checks.find((c) => c.rule === 'not_licensed')?.passed).toBe(true);
  });
});

describe('state calling hours: the mechanism, with an entry of the test’s own', () => {
  const narrower: StateRules = {
    ...STATE_RULES,
    callingHours: [{ state: 'MA', opensMinutes: 9 * 60, closesMinutes: 20 * 60, source: 'Test rule §1' }],
  };

  it('blocks 8:30 AM where a state opens at 9:00, and opens at 9:00', () => {
    const verdict = evaluateContact(facts({ now: Date.parse('2026-03-10T08:30-04:00') }), narrower);
    expect(verdict).toMatchObject({ allowed: false, rule: 'inconvenient_time' });
    expect(verdict.opensAt).toBe(new Date(Date.parse('2026-03-10T09:00-04:00')).toISOString());
    expect(verdict.message).toContain('outside 9:00 AM - 8:00 PM');
    expect(verdict.message).toContain('Test rule §1');
    // The federal window alone allows it.
    expect(evaluateContact(facts({ now: Date.parse('2026-03-10T08:30-04:00') })).allowed).toBe(true);
  });

  it('blocks 8:15 PM where a state closes at 8:00 PM', () => {
    const verdict = evaluateContact(facts({ now: Date.parse('2026-03-10T20:15-04:00') }), narrower);
    expect(verdict).toMatchObject({ allowed: false, rule: 'inconvenient_time' });
    expect(verdict.opensAt).toBe(new Date(Date.parse('2026-03-11T09:00-04:00')).toISOString());
  });
});

describe('the Massachusetts contact limit', () => {
  const call = (iso: string, status = 'no-answer') => ({
    placedAt: Date.parse(iso),
    status,
    conversation: false,
  });

  it('waits for both limits and the hours: the later of the state and federal lifts, at 8:00 AM', () => {
    const calls = Array.from({ length: 7 }, (_, i) => call(`2026-03-09T${10 + i}:00-04:00`));
    const verdict = evaluateContact(facts({ calls }));
    // The state rule comes first in the order and names the moment both allow a call.
    expect(verdict).toMatchObject({ rule: 'state_call_frequency' });
    expect(verdict.opensAt).toBe(new Date(Date.parse('2026-03-16T08:00-04:00')).toISOString());
  });

  it('counts texts that reached the consumer, not failed ones', () => {
    const texts = [
      { sentAt: Date.parse('2026-03-10T09:00-04:00'), status: 'failed' },
      { sentAt: Date.parse('2026-03-10T10:00-04:00'), status: 'refused' },
    ];
    expect(evaluateContact(facts({ calls: [call('2026-03-09T10:00-04:00')], texts })).allowed).toBe(true);
  });
});

describe('limitation periods (decision 0107)', () => {
  it('adds whole years, 29 February to 28 February', () => {
    expect(addYears('2020-02-29', 1)).toBe('2021-02-28');
    expect(addYears('2020-02-29', 4)).toBe('2024-02-29');
    expect(addYears('2019-12-31', 6)).toBe('2025-12-31');
  });

  it('counts from the last payment when it is later than the first delinquency', () => {
    const answer = limitationFor(
      {
        state: 'ny',
        debtType: 'open_account',
        dateOfFirstDelinquency: '2020-01-10',
        lastPaymentDate: '2021-05-01',
      },
      '2024-05-02',
    );
    expect(answer).toMatchObject({
      years: 3,
      countedFrom: '2021-05-01',
      endsOn: '2024-05-01',
      timeBarred: true,
    });
    expect(answer.source).toContain('214-i');
  });
});

describe('collection fee caps', () => {
  const capped = [
    { state: 'ZZ', collectionFeeMaxBasisPoints: 1500, legalInterestBasisPoints: null, source: 'Test §2' },
  ];

  it('refuses a fee above a state’s share of the balance and allows one within it', () => {
    expect(collectionFeeProblem('ZZ', 15_00, 100_00, capped)).toBeNull();
    expect(collectionFeeProblem('ZZ', 15_01, 100_00, capped)).toBe(
      'A collection fee in ZZ is capped at 15% of the balance (Test §2)',
    );
  });

  it('has no percentage cap on file for any state yet (decision 0108)', () => {
    expect(STATE_FEE_CAPS.filter((cap) => cap.collectionFeeMaxBasisPoints !== null)).toEqual([]);
    expect(collectionFeeProblem('TX', 1_000_00, 1_00)).toBeNull();
  });
});
