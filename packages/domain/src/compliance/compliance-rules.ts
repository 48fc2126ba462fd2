import { callFrequencyOf } from './call-frequency';
import { describeLocalTimes, isConvenientEverywhere, nextConvenientOpening } from './calling-hours';
import { candidateTimeZones } from './candidate-time-zones';
import { COMPLIANCE_MESSAGES } from './compliance-messages';
import type {
  ComplianceRule,
  ContactChannel,
  ContactFacts,
  ContactVerdict,
  RuleCheck,
} from './compliance-types';
import { scrubChecks } from './scrub-rules';
import { describeHours, stateRuleChecks } from './state-rules/state-rule-checks';
import { STATE_RULES, type StateRules } from './state-rules/state-rules';
import { isWithinValidationPeriod, validationPeriodOf } from './validation-period';
import { formatLocalDayTime, localDateOf } from './zoned-time';

const CHANNEL_NOUNS: Record<ContactChannel, string> = { call: 'call', sms: 'text', email: 'e-mail' };
/** Blocks that lift by themselves: the verdict says when (opensAt). */
const TIME_BASED_RULES: readonly ComplianceRule[] = [
  'state_call_frequency',
  'inconvenient_time',
  'call_frequency',
];
const AGENCY_DATE_ZONE = 'America/New_York';

const day = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });

function disputeCheck(facts: ContactFacts): RuleCheck {
  const rule = 'dispute_hold';
  const dispute = facts.openDispute;
  if (!dispute) return { rule, passed: true, detail: 'No open dispute.' };
  const filedOn = day(localDateOf(dispute.filedAt, AGENCY_DATE_ZONE));
  const sentOn = facts.validationNoticeSentOn;
  if (!isWithinValidationPeriod(dispute.filedAt, sentOn)) {
    const endsOn = day(validationPeriodOf(sentOn as string).endsOn);
    return {
      rule,
      passed: true,
      detail: `The open dispute was filed on ${filedOn}, after the validation period ended (${endsOn}).`,
    };
  }
  const within = sentOn
    ? `within the validation period (ends ${day(validationPeriodOf(sentOn).endsOn)})`
    : 'with no validation notice on file (counted as within the validation period)';
  return {
    rule,
    passed: false,
    detail: `Dispute filed on ${filedOn} ${within} is open until verification is sent.`,
  };
}

/**
 * Every rule in COMPLIANCE_RULES order, each with its detail; the first failing rule decides.
 *
 * Inconvenient times apply to e-mail too: §1006.6(b)(1)(i) forbids communicating "or attempting
 * to communicate" at an inconvenient time without naming a medium, and an e-mail is an attempt
 * the moment we send it (we control when it is sent, not when it is read). So an e-mail at 10 PM
 * local is blocked like a call; the first request named only calls and texts, the rule is wider.
 * Call frequency (§1006.14(b)(2)) counts telephone calls only; SMS consent is for texts only.
 */
export function evaluateContact(facts: ContactFacts, stateRules: StateRules = STATE_RULES): ContactVerdict {
  const { channel, now } = facts;
  const zones = candidateTimeZones(facts.location);
  const noun = CHANNEL_NOUNS[channel];
  const state = stateRuleChecks(facts, zones, stateRules);
  const { hours } = state;

  const convenientNow = isConvenientEverywhere(now, zones, hours);
  const frequency = channel === 'call' ? callFrequencyOf(facts.calls, now, zones) : null;

  const checks: RuleCheck[] = [
    {
      rule: 'account_recalled',
      passed: !facts.recalled,
      detail: facts.recalled ? 'The client recalled this account.' : 'The account is placed with the agency.',
    },
    {
      rule: 'cease_communication',
      passed: !facts.cease,
      detail: facts.cease
        ? 'A cease-communication request or a do-not-call disposition is on file.'
        : 'No cease-communication request or do-not-call disposition.',
    },
    ...scrubChecks(facts.scrubs, {
      today: localDateOf(now, AGENCY_DATE_ZONE),
      toAttorney: Boolean(facts.toAttorney),
    }),
    disputeCheck(facts),
    {
      rule: 'channel_opt_out',
      passed: !facts.optOuts[channel],
      detail: facts.optOuts[channel]
        ? `The consumer opted out of ${noun}s.`
        : `No opt-out of ${noun}s is recorded.`,
    },
    channel === 'sms'
      ? {
          rule: 'sms_consent',
          passed: facts.smsConsent,
          detail: facts.smsConsent
            ? 'Consent to texts is recorded for this number.'
            : 'No consent to texts is recorded for this number.',
        }
      : { rule: 'sms_consent', passed: true, detail: 'Applies to text messages only.' },
    ...state.checks,
    {
      rule: 'inconvenient_time',
      passed: convenientNow,
      detail: `Local time: ${describeLocalTimes(now, zones)}${convenientNow ? '.' : ` (allowed ${describeHours(hours)} in every zone${hours.state ? `: ${hours.state}, ${hours.source}` : ''}).`}`,
    },
    frequency
      ? {
          rule: 'call_frequency',
          passed: !frequency.blocked,
          detail: frequencyDetail(frequency.count, frequency.conversationOn),
        }
      : { rule: 'call_frequency', passed: true, detail: 'Applies to telephone calls only.' },
  ];

  const failing = checks.find((check) => !check.passed);
  if (!failing) return { allowed: true, rule: null, message: null, opensAt: null, checks };

  const rule: ComplianceRule = failing.rule;
  const base = state.messages[rule] ?? COMPLIANCE_MESSAGES[rule];
  if (!TIME_BASED_RULES.includes(rule)) {
    // Only an agent's action lifts these (verification sent, a revoked request, recorded consent,
    // a licence listed).
    return { allowed: false, rule, message: base, opensAt: null, checks };
  }
  // A time-based block: the next moment the calling hours and every call limit allow it.
  const from = Math.max(now, frequency?.liftsAt ?? now, state.limitLiftsAt ?? now);
  const opening = nextConvenientOpening(from, zones, hours);
  if (!opening) {
    const never = ` The consumer's possible time zones (${zones.join(', ')}) never share a time between ${describeHours(hours).replace(' - ', ' and ')}: confirm where the consumer is.`;
    return { allowed: false, rule, message: base + never, opensAt: null, checks };
  }
  const next = ` Next ${noun} allowed ${formatLocalDayTime(opening.at, opening.timeZone)} (${opening.timeZone}).`;
  return { allowed: false, rule, message: base + next, opensAt: new Date(opening.at).toISOString(), checks };
}

function frequencyDetail(count: number, conversationOn: string | null): string {
  const calls = `${count} counted call${count === 1 ? '' : 's'} in the last 7 days (limit 7)`;
  return conversationOn ? `${calls}; a conversation on ${day(conversationOn)}.` : `${calls}.`;
}
