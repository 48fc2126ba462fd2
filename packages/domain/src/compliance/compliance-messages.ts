/** The reasons an outbound contact is blocked, as the agent reads them on a disabled control or a 409. */
export const COMPLIANCE_MESSAGES = {
  account_recalled: 'The client recalled this account: it is closed for collection.',
  cease_communication: 'The consumer asked us to stop contacting them (cease communication / do not call).',
  bankruptcy:
    'The consumer is in bankruptcy: the automatic stay (11 U.S.C. § 362) stops all collection. Refer the account to staff.',
  deceased:
    'The consumer is deceased: communicate only with the person who handles the estate, never with the consumer’s own contacts.',
  attorney_represented:
    'The consumer is represented by an attorney: contact the attorney, not the consumer (FDCPA § 1692c(a)(2)).',
  military_active_duty:
    'The consumer is on active military duty (SCRA): collection is on hold for staff review during the protection period.',
  litigious: 'The consumer is flagged as litigious: collection is on hold for staff review.',
  dispute_hold:
    'The debt is disputed within the validation period: collection contact is on hold until verification is sent.',
  channel_opt_out: 'The consumer opted out of this channel.',
  sms_consent: 'No consent to text messages is recorded for this number.',
  // State rules (decisions 0105, 0106): {state} is "MA (Massachusetts)", {limit} "2 calls or texts in 7 days".
  not_licensed:
    'The agency is not licensed in {state}: no collection contact with consumers there until an administrator adds the state to the licensed states.',
  state_call_frequency: 'The {state} limit for this debt is reached: {limit}.',
  inconvenient_time: 'It is outside 8:00 AM - 9:00 PM at the consumer’s location.',
  call_frequency:
    'The call limit for this debt is reached (7 calls in 7 days, or a conversation in the last 7 days).',
  emailOptOutFooter: 'To stop receiving e-mails from us, use this link: {url}',
  smsOptOutFooter: 'Reply STOP to opt out.',
  unsubscribed: 'You have been unsubscribed. We will not send you further e-mails about this account.',
} as const;
