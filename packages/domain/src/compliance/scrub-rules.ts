import { militaryDutyActive, NO_SCRUBS, type ScrubFacts } from '../scrubs/scrub-facts';
import { COMPLIANCE_MESSAGES } from './compliance-messages';
import type { ComplianceRule, RuleCheck } from './compliance-types';

/** The scrub rules, in the order they decide (decision 0101): the first failing one is the answer's. */
export const SCRUB_RULES = [
  'bankruptcy',
  'deceased',
  'attorney_represented',
  'military_active_duty',
  'litigious',
] as const satisfies readonly ComplianceRule[];
export type ScrubRule = (typeof SCRUB_RULES)[number];

export interface ScrubCheckOptions {
  /** yyyy-mm-dd in the agency's calendar: active duty holds until its end date. */
  today: string;
  /**
   * The communication goes to the consumer's attorney, not the consumer: the number dialled is the
   * attorney's, or a letter is addressed to the attorney (decision 0102). FDCPA 1692c(a)(2) then
   * has nothing to stop; every other rule still applies.
   */
  toAttorney: boolean;
}

const orUnknown = (value: string | null, prefix = '') => (value ? `${prefix}${value}` : '');

/** One check per scrub rule, each with the words an agent reads. */
export function scrubChecks(scrubs: ScrubFacts | undefined, options: ScrubCheckOptions): RuleCheck[] {
  const s = scrubs ?? NO_SCRUBS;
  const { bankruptcy, deceased, attorney, militaryActiveDuty: duty } = s;
  const onDuty = militaryDutyActive(duty, options.today);
  return [
    {
      rule: 'bankruptcy',
      passed: bankruptcy === null,
      detail: bankruptcy
        ? `Bankruptcy on file${orUnknown(bankruptcy.chapter, ', chapter ')}${orUnknown(bankruptcy.caseNumber, ', case ')}${orUnknown(bankruptcy.filedOn, ', filed ')}.`
        : 'No bankruptcy on file.',
    },
    {
      rule: 'deceased',
      passed: deceased === null,
      detail: deceased
        ? `The consumer is recorded as deceased${orUnknown(deceased.diedOn, ' on ')}.`
        : 'The consumer is not recorded as deceased.',
    },
    {
      rule: 'attorney_represented',
      passed: attorney === null || options.toAttorney,
      detail: attorney
        ? `Represented by ${attorney.name}${orUnknown(attorney.phone, ', ')}${options.toAttorney ? ': this communication goes to the attorney.' : '.'}`
        : 'No attorney on file.',
    },
    {
      rule: 'military_active_duty',
      passed: !onDuty,
      detail: duty
        ? `Active military duty from ${duty.startOn}${duty.endOn ? ` to ${duty.endOn}` : ' (no end date reported)'}${onDuty ? '.' : ': the protection period is over.'}`
        : 'No active military duty on file.',
    },
    {
      rule: 'litigious',
      passed: !s.litigious,
      detail: s.litigious ? 'The consumer is flagged as litigious.' : 'Not flagged as litigious.',
    },
  ];
}

/**
 * The first scrub rule that stops an action other than a call, text or e-mail (a letter, a plan
 * charge, My queue), with its message; null when none does.
 */
export function scrubBlock(
  scrubs: ScrubFacts | undefined,
  options: ScrubCheckOptions,
): { rule: ScrubRule; message: string; detail: string } | null {
  const failing = scrubChecks(scrubs, options).find((c) => !c.passed);
  if (!failing) return null;
  const rule = failing.rule as ScrubRule;
  return { rule, message: COMPLIANCE_MESSAGES[rule], detail: failing.detail };
}
