import { CALLING_HOURS, type CallingHours } from '../calling-hours';
import { COMPLIANCE_MESSAGES } from '../compliance-messages';
import type { ContactFacts, RuleCheck } from '../compliance-types';
import { formatMinutes } from './format-minutes';
import { countedContacts, limitNoun, stateLimitOf } from './state-contact-limit';
import { licensingOf } from './state-licensing';
import { stateLabel } from './state-names';
import { consumerStates, STATE_RULES, type StateRules } from './state-rules';

/**
 * The calling hours at the consumer's location (the federal 8 AM - 9 PM, or a state's narrower
 * window), as the guard applies them: the desk shows it beside the consumer's local time.
 */
export function callingHoursOf(
  location: { state: string | null; zip: string | null },
  rules: StateRules = STATE_RULES,
): StateRuleOutcome['hours'] {
  return hoursOf(consumerStates(location), rules);
}

/** The state block of the verdict: its checks, their messages, and what the time rules need. */
export interface StateRuleOutcome {
  checks: RuleCheck[];
  /** The message of each failing state check, by rule. */
  messages: Partial<Record<RuleCheck['rule'], string>>;
  /** When the state's contact limit allows the channel again (ms), or null. */
  limitLiftsAt: number | null;
  /** The calling hours: the federal window, or the narrowest of the consumer's states. */
  hours: CallingHours & { state: string | null; source: string | null };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

function licensingCheck(
  facts: Pick<ContactFacts, 'licensedStates'>,
  states: readonly string[],
  rules: StateRules,
) {
  const rule = 'not_licensed' as const;
  if (facts.licensedStates === undefined)
    return { check: { rule, passed: true, detail: 'Licensing is not part of these facts.' } };
  if (states.length === 0)
    return { check: { rule, passed: true, detail: 'No state on file: no state licence can be checked.' } };
  const required = states.flatMap((state) => licensingOf(state, rules.licensing) ?? []);
  const missing = required.filter((entry) => !facts.licensedStates?.includes(entry.state));
  if (missing.length === 0) {
    const held = required.map((entry) => entry.state).join(', ');
    const detail = held
      ? `The agency lists a licence in ${held}.`
      : `${states.join(', ')} require${states.length === 1 ? 's' : ''} no collection licence on file.`;
    return { check: { rule, passed: true, detail } };
  }
  const [first] = missing;
  return {
    check: {
      rule,
      passed: false,
      detail: missing
        .map((entry) => `${stateLabel(entry.state)} requires a ${entry.kind} (${entry.source}).`)
        .join(' '),
    },
    message: fill(COMPLIANCE_MESSAGES.not_licensed, { state: stateLabel(first.state) }),
  };
}

function limitCheck(
  facts: ContactFacts,
  states: readonly string[],
  zones: readonly string[],
  rules: StateRules,
) {
  const rule = 'state_call_frequency' as const;
  const limits = rules.callLimits.filter(
    (l) => states.includes(l.state) && l.channels.includes(facts.channel),
  );
  if (limits.length === 0) {
    const noun = { call: 'calls', sms: 'texts', email: 'e-mails' }[facts.channel];
    const detail = states.length ? `No state limit on ${noun} in ${states.join(', ')}.` : 'No state on file.';
    return { check: { rule, passed: true, detail }, liftsAt: null };
  }
  let liftsAt: number | null = null;
  let message: string | undefined;
  const details: string[] = [];
  for (const limit of limits) {
    const instants = countedContacts(limit, facts.calls, facts.texts ?? []);
    const result = stateLimitOf(limit, instants, facts.now, zones);
    const wording = `${limit.contacts} ${limitNoun(limit.channels)} in ${limit.days} days`;
    details.push(
      `${stateLabel(limit.state)}: ${result.count} in the last ${limit.days} days (limit ${wording}; ${limit.source}).`,
    );
    if (result.liftsAt !== null && (liftsAt === null || result.liftsAt > liftsAt)) {
      liftsAt = result.liftsAt;
      message = fill(COMPLIANCE_MESSAGES.state_call_frequency, {
        state: stateLabel(limit.state),
        limit: wording,
      });
    }
  }
  return { check: { rule, passed: liftsAt === null, detail: details.join(' ') }, liftsAt, message };
}

/** The narrowest calling hours of the consumer's states (none narrower on file: the federal window). */
function hoursOf(states: readonly string[], rules: StateRules): StateRuleOutcome['hours'] {
  let hours: StateRuleOutcome['hours'] = { ...CALLING_HOURS, state: null, source: null };
  for (const entry of rules.callingHours) {
    if (!states.includes(entry.state)) continue;
    if (entry.opensMinutes > hours.opensMinutes || entry.closesMinutes < hours.closesMinutes) {
      hours = {
        opensMinutes: Math.max(entry.opensMinutes, hours.opensMinutes),
        closesMinutes: Math.min(entry.closesMinutes, hours.closesMinutes),
        state: entry.state,
        source: entry.source,
      };
    }
  }
  return hours;
}

/** The state rules' checks for one contact (decisions 0105 and 0106), in COMPLIANCE_RULES order. */
export function stateRuleChecks(
  facts: ContactFacts,
  zones: readonly string[],
  rules: StateRules,
): StateRuleOutcome {
  const states = consumerStates(facts.location);
  const licensing = licensingCheck(facts, states, rules);
  const limit = limitCheck(facts, states, zones, rules);
  const messages: StateRuleOutcome['messages'] = {};
  if (licensing.message) messages.not_licensed = licensing.message;
  if (limit.message) messages.state_call_frequency = limit.message;
  const hours = hoursOf(states, rules);
  if (hours.state) {
    messages.inconvenient_time = `It is outside ${describeHours(hours)} at the consumer’s location (${stateLabel(hours.state)}: ${hours.source}).`;
  }
  return { checks: [licensing.check, limit.check], messages, limitLiftsAt: limit.liftsAt, hours };
}

/**
 * The licensing rule alone, for what reaches a consumer without being a call, text or e-mail (a
 * letter, decision 0106): the failing check and its message, or null when the agency may collect.
 */
export function licenceBlock(
  location: { state: string | null; zip: string | null },
  licensedStates: readonly string[],
  rules: StateRules,
): { check: RuleCheck; message: string } | null {
  const outcome = licensingCheck({ licensedStates }, consumerStates(location), rules);
  return outcome.check.passed || !outcome.message ? null : { check: outcome.check, message: outcome.message };
}

/** "8:00 AM - 9:00 PM" for a window. */
export function describeHours(hours: CallingHours): string {
  return `${formatMinutes(hours.opensMinutes)} - ${formatMinutes(hours.closesMinutes)}`;
}
