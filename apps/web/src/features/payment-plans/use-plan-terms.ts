import {
  PLAN_LIMITS,
  type PlanFrequency,
  type PlanKind,
  type PlanOptions,
  type ScheduledAmount,
} from '@arrears/domain';
import { useState } from 'react';
import { installmentChoices, planTotalCents, previewSchedule } from './plan-choice';

export interface PlanTerms {
  kind: PlanKind;
  frequency: PlanFrequency;
  count: number;
  firstDate: string;
}

export interface PlanTermsState extends PlanTerms {
  totalCents: number;
  choices: number[];
  schedule: ScheduledAmount[];
  set: (next: Partial<PlanTerms>) => void;
}

/**
 * The choices of a plan (kind, how often, how many payments, first date) and what follows from
 * them: the sum, the counts allowed, and the schedule as the server will make it. `totalOverride`
 * is an agent's own settlement amount, in cents.
 */
export function usePlanTerms(
  options: PlanOptions,
  initialKind: PlanKind = 'plan',
  totalOverride?: number | null,
): PlanTermsState {
  const [terms, setTerms] = useState<PlanTerms>({
    kind: initialKind,
    frequency: 'monthly',
    count: initialKind === 'settlement' ? 1 : Math.min(3, options.maxInstallments.monthly || 1),
    firstDate: options.earliestFirstDate,
  });
  const custom = terms.kind === 'settlement' && totalOverride ? totalOverride : null;
  const totalCents = custom ?? planTotalCents(options, terms.kind);
  const choices =
    custom !== null
      ? Array.from({ length: PLAN_LIMITS.maxSettlementPayments }, (_, i) => i + 1)
      : installmentChoices(options, terms.kind, terms.frequency);
  // A count the new kind or frequency no longer allows falls to the nearest one allowed.
  const count = choices.includes(terms.count) ? terms.count : (choices.at(-1) ?? 1);
  const schedule = previewSchedule(totalCents, count, terms.frequency, terms.firstDate);
  return {
    ...terms,
    count,
    totalCents,
    choices,
    schedule,
    set: (next) => setTerms((current) => ({ ...current, count, ...next })),
  };
}
