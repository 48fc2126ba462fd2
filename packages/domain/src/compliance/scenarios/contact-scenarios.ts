import type { ContactScenario, LimitationScenario } from './scenario-types';

/**
 * The compliance scenarios, one row each: add a row to cover a new rule (decision 0105). Every
 * federal rule and every state rule has at least one; the default account is a consumer in
 * Trenton, NJ (one time zone, no state rule), licensed everywhere, with consent to texts.
 * Tuesday 10 March 2026 is after the spring clock change: Eastern time is UTC-4, Pacific UTC-7.
 */
const NOON = '2026-03-10T12:00-04:00';
const BOSTON = { state: 'MA', zip: '02108', phone: '6175550100' };
const SEATTLE = { state: 'WA', zip: '98101', phone: '2065550100' };
const LOS_ANGELES = { state: 'CA', zip: '90012', phone: '2135550100' };
const DALLAS = { state: 'TX', zip: '75201', phone: '2145550100' };
const sevenCallsOn = (day: string, status = 'no-answer') =>
  Array.from({ length: 7 }, (_, i) => ({ at: `${day}T${String(9 + i).padStart(2, '0')}:00-04:00`, status }));

export const CONTACT_SCENARIOS: readonly ContactScenario[] = [
  // Federal rules (12 CFR 1006, TCPA consent, decision 0024).
  {
    name: 'Nothing on file: a call at noon is allowed',
    given: {},
    when: { channel: 'call', at: NOON },
    expected: { allowed: true },
  },
  {
    name: 'The client recalled the account: no outreach',
    given: { recalled: true },
    when: { channel: 'email', at: NOON },
    expected: { allowed: false, rule: 'account_recalled', messageIncludes: 'client recalled', opensAt: null },
  },
  {
    name: 'A cease-communication request stops calls',
    given: { cease: true },
    when: { channel: 'call', at: NOON },
    expected: { allowed: false, rule: 'cease_communication', opensAt: null },
  },
  {
    name: 'A dispute filed within the validation period holds collection',
    given: { validationNoticeSentOn: '2026-03-02', disputeFiledAt: '2026-03-05T10:00-05:00' },
    when: { channel: 'call', at: NOON },
    expected: { allowed: false, rule: 'dispute_hold', messageIncludes: 'until verification is sent' },
  },
  {
    name: 'A dispute filed after the validation period does not hold',
    given: { validationNoticeSentOn: '2026-01-02', disputeFiledAt: '2026-03-05T10:00-05:00' },
    when: { channel: 'email', at: NOON },
    expected: { allowed: true },
  },
  {
    name: 'The consumer opted out of texts',
    given: { optOuts: ['sms'] },
    when: { channel: 'sms', at: NOON },
    expected: { allowed: false, rule: 'channel_opt_out', opensAt: null },
  },
  {
    name: 'No consent to texts for the number',
    given: { smsConsent: false },
    when: { channel: 'sms', at: NOON },
    expected: { allowed: false, rule: 'sms_consent', opensAt: null },
  },
  {
    name: 'A call at 7:30 AM local waits until 8:00 AM',
    given: {},
    when: { channel: 'call', at: '2026-03-10T07:30-04:00' },
    expected: { allowed: false, rule: 'inconvenient_time', opensAt: '2026-03-10T08:00-04:00' },
  },
  {
    name: 'An e-mail at 9:30 PM local waits until 8:00 AM the next day',
    given: {},
    when: { channel: 'email', at: '2026-03-10T21:30-04:00' },
    expected: { allowed: false, rule: 'inconvenient_time', opensAt: '2026-03-11T08:00-04:00' },
  },
  {
    name: 'A Los Angeles address with a New York number: 7:30 AM Pacific is too early',
    given: { ...LOS_ANGELES, phone: '2125550100' },
    when: { channel: 'call', at: '2026-03-10T07:30-07:00' },
    expected: { allowed: false, rule: 'inconvenient_time', opensAt: '2026-03-10T08:00-07:00' },
  },
  {
    name: 'Seven calls yesterday: the eighth waits 7 days',
    given: { calls: sevenCallsOn('2026-03-09') },
    when: { channel: 'call', at: NOON },
    expected: {
      allowed: false,
      rule: 'call_frequency',
      messageIncludes: '7 calls in 7 days',
      opensAt: '2026-03-16T08:00-04:00',
    },
  },
  {
    name: 'A telephone conversation yesterday holds calls for 7 days',
    given: { calls: [{ at: '2026-03-09T10:00-04:00', status: 'completed', conversation: true }] },
    when: { channel: 'call', at: NOON },
    expected: { allowed: false, rule: 'call_frequency', opensAt: '2026-03-16T08:00-04:00' },
  },
  {
    name: 'Busy calls never connected: they do not count',
    given: { calls: sevenCallsOn('2026-03-09', 'busy') },
    when: { channel: 'call', at: NOON },
    expected: { allowed: true },
  },
  {
    name: 'The federal call limit does not stop a text',
    given: { calls: sevenCallsOn('2026-03-09') },
    when: { channel: 'sms', at: NOON },
    expected: { allowed: true },
  },

  // State call limits (decision 0105).
  {
    name: 'Massachusetts: the third call in 7 days is refused',
    given: {
      ...BOSTON,
      calls: [{ at: '2026-03-09T10:00-04:00' }, { at: '2026-03-10T09:00-04:00' }],
    },
    when: { channel: 'call', at: NOON },
    expected: {
      allowed: false,
      rule: 'state_call_frequency',
      messageIncludes: 'MA (Massachusetts) limit for this debt is reached: 2 calls or texts in 7 days',
      opensAt: '2026-03-16T08:00-04:00',
    },
  },
  {
    name: 'Massachusetts: a call and a text use up the limit, so a second text waits',
    given: {
      ...BOSTON,
      calls: [{ at: '2026-03-09T10:00-04:00' }],
      texts: [{ at: '2026-03-10T09:00-04:00' }],
    },
    when: { channel: 'sms', at: NOON },
    expected: { allowed: false, rule: 'state_call_frequency', opensAt: '2026-03-16T08:00-04:00' },
  },
  {
    name: 'Massachusetts: two calls 7 days ago have left the window',
    given: { ...BOSTON, calls: [{ at: '2026-03-03T10:00-05:00' }, { at: '2026-03-03T11:00-05:00' }] },
    when: { channel: 'call', at: NOON },
    expected: { allowed: true },
  },
  {
    name: 'Massachusetts: busy and failed calls do not count',
    given: {
      ...BOSTON,
      calls: [
        { at: '2026-03-09T10:00-04:00', status: 'busy' },
        { at: '2026-03-10T09:00-04:00', status: 'failed' },
      ],
    },
    when: { channel: 'call', at: NOON },
    expected: { allowed: true },
  },
  {
    name: 'Massachusetts: the limit is on calls and texts, not e-mails',
    given: { ...BOSTON, calls: [{ at: '2026-03-09T10:00-04:00' }, { at: '2026-03-10T09:00-04:00' }] },
    when: { channel: 'email', at: NOON },
    expected: { allowed: true },
  },
  {
    name: 'A Massachusetts ZIP code on an account filed in New Jersey: both states’ rules apply',
    given: { zip: '02108', calls: [{ at: '2026-03-09T10:00-04:00' }, { at: '2026-03-10T09:00-04:00' }] },
    when: { channel: 'call', at: NOON },
    expected: { allowed: false, rule: 'state_call_frequency', messageIncludes: 'MA (Massachusetts)' },
  },
  {
    name: 'Washington: the fourth call or text in 7 days is refused',
    given: {
      ...SEATTLE,
      calls: [{ at: '2026-03-09T10:00-07:00' }, { at: '2026-03-09T11:00-07:00' }],
      texts: [{ at: '2026-03-10T09:00-07:00' }],
    },
    when: { channel: 'call', at: '2026-03-10T12:00-07:00' },
    expected: {
      allowed: false,
      rule: 'state_call_frequency',
      messageIncludes: 'WA (Washington) limit for this debt is reached: 3 calls or texts in 7 days',
      opensAt: '2026-03-16T08:00-07:00',
    },
  },

  // Scrub flags (decisions 0100-0103): each stops collection contact with its own rule.
  {
    name: 'A chapter 7 bankruptcy on file: the automatic stay stops every contact',
    given: { scrubs: { bankruptcy: { chapter: '7', caseNumber: '26-10432', filedOn: '2026-02-20' } } },
    when: { channel: 'email', at: NOON },
    expected: { allowed: false, rule: 'bankruptcy', opensAt: null },
  },
  {
    name: 'The consumer is recorded as deceased: no call to their number',
    given: { scrubs: { deceased: { diedOn: '2026-01-30' } } },
    when: { channel: 'call', at: NOON },
    expected: { allowed: false, rule: 'deceased', opensAt: null },
  },
  {
    name: 'Represented by an attorney: no text to the consumer',
    given: { scrubs: { attorney: { name: 'Dana Whitfield', phone: '6095550190', address: null } } },
    when: { channel: 'sms', at: NOON },
    expected: { allowed: false, rule: 'attorney_represented', opensAt: null },
  },
  {
    name: "Represented by an attorney: a call to the attorney's own line is allowed",
    given: {
      phone: '6095550190',
      scrubs: { attorney: { name: 'Dana Whitfield', phone: '6095550190', address: null } },
      toAttorney: true,
    },
    when: { channel: 'call', at: NOON },
    expected: { allowed: true },
  },
  {
    name: 'On active military duty with no end reported: collection waits',
    given: { scrubs: { militaryActiveDuty: { startOn: '2025-11-01', endOn: null } } },
    when: { channel: 'call', at: NOON },
    expected: { allowed: false, rule: 'military_active_duty', opensAt: null },
  },
  {
    name: 'Active duty that ended before today no longer holds contact',
    given: { scrubs: { militaryActiveDuty: { startOn: '2025-01-01', endOn: '2026-02-28' } } },
    when: { channel: 'call', at: NOON },
    expected: { allowed: true },
  },
  {
    name: 'A consumer flagged litigious is not contacted',
    given: { scrubs: { litigious: true } },
    when: { channel: 'email', at: NOON },
    expected: { allowed: false, rule: 'litigious', opensAt: null },
  },
  {
    name: 'A cease request and a bankruptcy: the earlier rule in the order answers (cease)',
    given: {
      cease: true,
      scrubs: { bankruptcy: { chapter: '13', caseNumber: null, filedOn: '2026-02-01' } },
    },
    when: { channel: 'call', at: NOON },
    expected: { allowed: false, rule: 'cease_communication' },
  },
  // Licensing (decision 0106).
  {
    name: 'California requires a licence the agency does not list: no contact',
    given: { ...LOS_ANGELES, licensedStates: [] },
    when: { channel: 'call', at: '2026-03-10T12:00-07:00' },
    expected: {
      allowed: false,
      rule: 'not_licensed',
      messageIncludes: 'not licensed in CA (California)',
      opensAt: null,
    },
  },
  {
    name: 'California listed among the licences: allowed',
    given: { ...LOS_ANGELES, licensedStates: ['CA'] },
    when: { channel: 'call', at: '2026-03-10T12:00-07:00' },
    expected: { allowed: true },
  },
  {
    name: 'Texas requires a bond on file: an e-mail is refused until TX is listed',
    given: { ...DALLAS, licensedStates: ['CA'] },
    when: { channel: 'email', at: '2026-03-10T12:00-05:00' },
    expected: { allowed: false, rule: 'not_licensed', messageIncludes: 'not licensed in TX (Texas)' },
  },
  {
    name: 'New Jersey requires no licence on file: allowed with no licences listed',
    given: { licensedStates: [] },
    when: { channel: 'call', at: NOON },
    expected: { allowed: true },
  },
  {
    name: 'An unlicensed state is refused even before calling hours (the licence decides first)',
    given: { ...LOS_ANGELES, licensedStates: [] },
    when: { channel: 'call', at: '2026-03-10T06:00-07:00' },
    expected: { allowed: false, rule: 'not_licensed' },
  },
];

/** Limitation periods (decision 0107): counted from the later of first delinquency and last payment. */
export const LIMITATION_SCENARIOS: readonly LimitationScenario[] = [
  {
    name: 'New York consumer credit: 3 years, past the day after',
    given: { state: 'NY', debtType: 'open_account', dateOfFirstDelinquency: '2022-06-01' },
    when: { today: '2025-06-02' },
    expected: { timeBarred: true, endsOn: '2025-06-01' },
  },
  {
    name: 'New York: on the last day the debt is not yet time-barred',
    given: { state: 'NY', debtType: 'open_account', dateOfFirstDelinquency: '2022-06-01' },
    when: { today: '2025-06-01' },
    expected: { timeBarred: false, endsOn: '2025-06-01' },
  },
  {
    name: 'California oral contract: 2 years',
    given: { state: 'CA', debtType: 'oral_contract', dateOfFirstDelinquency: '2023-01-15' },
    when: { today: '2025-02-01' },
    expected: { timeBarred: true, endsOn: '2025-01-15' },
  },
  {
    name: 'California written contract: 4 years',
    given: { state: 'CA', debtType: 'written_contract', dateOfFirstDelinquency: '2023-01-15' },
    when: { today: '2025-02-01' },
    expected: { timeBarred: false, endsOn: '2027-01-15' },
  },
  {
    name: 'Texas: a later payment counts the period from the payment',
    given: {
      state: 'TX',
      debtType: 'written_contract',
      dateOfFirstDelinquency: '2019-01-01',
      lastPaymentDate: '2022-03-01',
    },
    when: { today: '2025-06-01' },
    expected: { timeBarred: false, endsOn: '2026-03-01' },
  },
  {
    name: 'Illinois open account: 5 years (a written contract would have 10)',
    given: { state: 'IL', debtType: 'open_account', dateOfFirstDelinquency: '2019-05-01' },
    when: { today: '2024-06-01' },
    expected: { timeBarred: true, endsOn: '2024-05-01' },
  },
  {
    name: 'Massachusetts: a debt first delinquent on 29 February ends on 28 February',
    given: { state: 'MA', debtType: 'written_contract', dateOfFirstDelinquency: '2020-02-29' },
    when: { today: '2026-03-01' },
    expected: { timeBarred: true, endsOn: '2026-02-28' },
  },
  {
    name: 'A state with no period on file is never flagged by the product (staff decide)',
    given: { state: 'OK', debtType: 'written_contract', dateOfFirstDelinquency: '2000-01-01' },
    when: { today: '2026-03-10' },
    expected: { timeBarred: false, endsOn: null },
  },
  {
    name: 'Without a debt type nothing is flagged',
    given: { state: 'NY', debtType: null, dateOfFirstDelinquency: '2000-01-01' },
    when: { today: '2026-03-10' },
    expected: { timeBarred: false, endsOn: null },
  },
];
