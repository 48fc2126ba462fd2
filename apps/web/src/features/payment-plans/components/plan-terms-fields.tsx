import {
  formatMoney,
  PLAN_FREQUENCIES,
  type PlanFrequency,
  type PlanKind,
  type PlanOptions,
} from '@arrears/domain';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { choiceLabel, settlementOfferText } from '../plan-choice';
import { FREQUENCY_LABELS, formatPlanDate } from '../plan-display';
import type { PlanTermsState } from '../use-plan-terms';
import { ChoiceTiles } from './choice-tiles';

/**
 * What the plan is: the full balance over time or the settlement offer (when the client allows
 * one), how often, how many payments and the first date, each within the account's options.
 */
export function PlanTermsFields({
  idPrefix,
  options,
  terms,
  allowSettlement = Boolean(options.settlementOffer),
}: {
  idPrefix: string;
  options: PlanOptions;
  terms: PlanTermsState;
  /** An agent may propose a settlement without an offer (it then waits for approval). */
  allowSettlement?: boolean;
}) {
  const offer = options.settlementOffer;
  const kindChoices = [
    {
      value: 'plan' as const,
      label: `Pay ${formatMoney(options.balance)} over time`,
      hint: 'The full balance, in payments you choose',
    },
    {
      value: 'settlement' as const,
      label: offer ? settlementOfferText(offer, formatPlanDate) : 'Settle for less than the balance',
      hint: 'The rest of the balance is forgiven once these payments are made',
    },
  ];
  return (
    <div className="space-y-5">
      {allowSettlement && (
        <ChoiceTiles<PlanKind>
          legend="What would you like to do?"
          name={`${idPrefix}-kind`}
          choices={kindChoices}
          value={terms.kind}
          onChange={(kind) => terms.set({ kind })}
        />
      )}
      <ChoiceTiles<PlanFrequency>
        legend="How often?"
        name={`${idPrefix}-frequency`}
        columns={3}
        choices={PLAN_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
        value={terms.frequency}
        onChange={(frequency) => terms.set({ frequency })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-count`}
          label="Number of payments"
          value={String(terms.count)}
          options={terms.choices.map((n) => ({ value: String(n), label: choiceLabel(terms.totalCents, n) }))}
          onChange={(e) => terms.set({ count: Number(e.target.value) })}
        />
        <TextField
          id={`${idPrefix}-first-date`}
          label="First payment date"
          type="date"
          min={options.earliestFirstDate}
          max={options.latestFirstDate}
          value={terms.firstDate}
          hint={`Between ${formatPlanDate(options.earliestFirstDate)} and ${formatPlanDate(options.latestFirstDate)}`}
          onChange={(e) => terms.set({ firstDate: e.target.value })}
        />
      </div>
    </div>
  );
}
