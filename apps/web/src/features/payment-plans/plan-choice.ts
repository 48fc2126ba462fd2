import {
  buildPlanSchedule,
  formatCents,
  type PlanFrequency,
  type PlanKind,
  type PlanOptions,
  parseCents,
  type ScheduledAmount,
} from '@arrears/domain';

/** The sum a plan of this kind spreads: the whole balance, or the settlement offer. */
export function planTotalCents(options: PlanOptions, kind: PlanKind): number {
  const amount = kind === 'settlement' ? options.settlementOffer?.amount : options.balance;
  return amount ? (parseCents(amount) ?? 0) : 0;
}

/**
 * The numbers of payments the debtor may pick without waiting for approval: up to the client's
 * plan authority for this frequency, each payment at least the agency's minimum; a settlement in
 * 1 to its offer's payments. Always at least one choice (a single payment).
 */
export function installmentChoices(options: PlanOptions, kind: PlanKind, frequency: PlanFrequency): number[] {
  const total = planTotalCents(options, kind);
  if (kind === 'settlement') {
    const most = Math.max(1, options.settlementOffer?.maxPayments ?? 1);
    return Array.from({ length: most }, (_, i) => i + 1);
  }
  const min = parseCents(options.minInstallment) ?? 0;
  const most = Math.max(1, options.maxInstallments[frequency]);
  const choices = Array.from({ length: most }, (_, i) => i + 1).filter(
    (n) => n === 1 || Math.floor(total / n) >= min,
  );
  return choices;
}

/**
 * "3 payments of $333.33": short enough for a phone's select; the schedule under it shows a last
 * payment that takes the remainder.
 */
export function choiceLabel(total: number, count: number): string {
  if (count === 1) return `1 payment of ${formatCents(total)}`;
  return `${count} payments of ${formatCents(Math.floor(total / count))}`;
}

/** The schedule the server will make from the same choices (buildPlanSchedule), or none yet. */
export function previewSchedule(
  total: number,
  count: number,
  frequency: PlanFrequency,
  firstDate: string,
): ScheduledAmount[] {
  if (total < 1 || count < 1 || !/^\d{4}-\d{2}-\d{2}$/.test(firstDate)) return [];
  return buildPlanSchedule(total, count, frequency, firstDate);
}

/** "Settle for $600.00 in 1–3 payments by Dec 31, 2026" (the agent's English; the portal words it from its catalogue). */
export function settlementOfferText(
  offer: NonNullable<PlanOptions['settlementOffer']>,
  formatDate: (day: string) => string,
): string {
  const payments = offer.maxPayments > 1 ? `1–${offer.maxPayments} payments` : '1 payment';
  return `Settle for ${formatCents(parseCents(offer.amount) ?? 0)} in ${payments} by ${formatDate(offer.validUntil)}`;
}
