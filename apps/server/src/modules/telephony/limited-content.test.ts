import { describe, expect, it } from 'vitest';
import {
  ALL_PARTY_CONSENT_STATES,
  LimitedContentError,
  limitedContentMessage,
  needsRecordingAnnouncement,
} from './limited-content';

/** Regulation F 1006.2(j): the message left on a machine says who it is for, whom to call and where, and nothing else. */
const CREDITORS = ['Acme Auto Finance', 'First Lakeside Bank'];
const FORBIDDEN = [
  /debt/i,
  /collect/i,
  /balance/i,
  /\$/,
  /\d+\.\d{2}/,
  /creditor/i,
  /owe/i,
  /payment/i,
  /Acme/i,
  /Lakeside/i,
];

describe('limitedContentMessage', () => {
  const cases = [
    { consumerName: 'Dana Caller', individualName: 'Sam Rivera', phone: '(800) 555-0100' },
    { consumerName: 'María José Núñez', individualName: 'Lee Park', phone: '+18005550100' },
    { consumerName: "O'Brien Smith", individualName: 'Alex Kim', phone: '800.555.0100' },
  ];

  it.each(cases)(
    'for $consumerName: the name, a request to call back, the person and the number, and nothing of the debt',
    (input) => {
      const message = limitedContentMessage(input, CREDITORS);
      expect(message).toContain(input.consumerName);
      expect(message).toContain(`call ${input.individualName} back`);
      expect(message).toContain('8 0 0, 5 5 5, 0 1 0 0');
      for (const word of FORBIDDEN) expect(message).not.toMatch(word);
    },
  );

  it('refuses a message whose names would say more: a creditor, the debt, an amount', () => {
    const base = { consumerName: 'Dana Caller', individualName: 'Sam Rivera', phone: '(800) 555-0100' };
    for (const input of [
      { ...base, individualName: 'Acme Auto Finance' },
      { ...base, individualName: 'the collections desk' },
      { ...base, consumerName: 'Dana Caller about the $120.00 balance' },
      { ...base, individualName: 'Debt Recovery' },
      { ...base, individualName: '' },
    ]) {
      expect(() => limitedContentMessage(input, CREDITORS)).toThrow(LimitedContentError);
    }
  });
});

describe('the recording announcement (decision 0124)', () => {
  it('is said in every all-party-consent state, and in any state when the agency announces always', () => {
    expect(ALL_PARTY_CONSENT_STATES).toHaveLength(14);
    for (const state of ALL_PARTY_CONSENT_STATES)
      expect(needsRecordingAnnouncement(state, 'consent-states')).toBe(true);
    expect(needsRecordingAnnouncement('pa', 'consent-states')).toBe(true);
    for (const state of ['NJ', 'NY', 'TX', 'GA']) {
      expect(needsRecordingAnnouncement(state, 'consent-states')).toBe(false);
      expect(needsRecordingAnnouncement(state, 'always')).toBe(true);
    }
    // Where the consumer lives is unknown: announce.
    expect(needsRecordingAnnouncement(null, 'consent-states')).toBe(true);
  });
});
