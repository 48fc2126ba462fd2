import type { ComplianceRule, ContactChannel } from '@arrears/domain';

/** Short names of the rules, for the report's tables. */
export const RULE_LABELS: Record<ComplianceRule, string> = {
  account_recalled: 'Recalled by the client',
  cease_communication: 'Cease communication',
  bankruptcy: 'Bankruptcy',
  deceased: 'Deceased',
  attorney_represented: 'Attorney represents',
  military_active_duty: 'Active military duty',
  litigious: 'Litigious consumer',
  dispute_hold: 'Dispute hold',
  channel_opt_out: 'Channel opt-out',
  sms_consent: 'No text consent',
  not_licensed: 'Not licensed in the state',
  state_call_frequency: 'State call limit',
  inconvenient_time: 'Inconvenient time',
  call_frequency: 'Call frequency',
};

export const CHANNEL_NAMES: Record<ContactChannel, string> = { call: 'Call', sms: 'SMS', email: 'Email' };
