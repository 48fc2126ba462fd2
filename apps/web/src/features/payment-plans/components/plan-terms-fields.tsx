import {
  formatCentsIn,
  formatMoneyIn,
  PLAN_FREQUENCIES,
  type PlanFrequency,
  type PlanKind,
  type PlanOptions,
  parseCents,
} from '@arrears/domain';
import { TextField } from '@/ui/field';
import { SelectField } from '@/ui/select-field';
import { formatPlanDateIn } from '../plan-display';
import { usePlanWords } from '../plan-words';
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
  localized = false,
}: {
  idPrefix: string;
  options: PlanOptions;
  terms: PlanTermsState;
  /** An agent may propose a settlement without an offer (it then waits for approval). */
  allowSettlement?: boolean;
  /** The debtor's page: the site's language (the agent's dialog keeps English). */
  localized?: boolean;
}) {
  const { t, language } = usePlanWords(localized);
  const day = (iso: string) => formatPlanDateIn(iso, language);
  const offer = options.settlementOffer;
  const kindChoices = [
    {
      value: 'plan' as const,
      label: t('terms.payOverTime', { balance: formatMoneyIn(options.balance, language) }),
      hint: t('terms.payOverTimeHint'),
    },
    {
      value: 'settlement' as const,
      label: offer
        ? t('terms.settlementOffer', {
            max: offer.maxPayments,
            amount: formatCentsIn(parseCents(offer.amount) ?? 0, language),
            date: day(offer.validUntil),
          })
        : t('terms.settleForLess'),
      hint: t('terms.settleHint'),
    },
  ];
  return (
    <div className="space-y-5">
      {allowSettlement && (
        <ChoiceTiles<PlanKind>
          legend={t('terms.whatToDo')}
          name={`${idPrefix}-kind`}
          choices={kindChoices}
          value={terms.kind}
          onChange={(kind) => terms.set({ kind })}
        />
      )}
      <ChoiceTiles<PlanFrequency>
        legend={t('terms.howOften')}
        name={`${idPrefix}-frequency`}
        columns={3}
        choices={PLAN_FREQUENCIES.map((f) => ({ value: f, label: t(`frequency.${f}`) }))}
        value={terms.frequency}
        onChange={(frequency) => terms.set({ frequency })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-count`}
          label={t('terms.count')}
          value={String(terms.count)}
          options={terms.choices.map((n) => ({
            value: String(n),
            // As choiceLabel: each payment's share, the last taking the remainder in the schedule.
            label: t('terms.countChoice', {
              count: n,
              amount: formatCentsIn(n === 1 ? terms.totalCents : Math.floor(terms.totalCents / n), language),
            }),
          }))}
          onChange={(e) => terms.set({ count: Number(e.target.value) })}
        />
        <TextField
          id={`${idPrefix}-first-date`}
          label={t('terms.firstDate')}
          type="date"
          min={options.earliestFirstDate}
          max={options.latestFirstDate}
          value={terms.firstDate}
          hint={t('terms.firstDateHint', {
            from: day(options.earliestFirstDate),
            to: day(options.latestFirstDate),
          })}
          onChange={(e) => terms.set({ firstDate: e.target.value })}
        />
      </div>
    </div>
  );
}
