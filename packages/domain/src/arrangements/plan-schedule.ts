import { isExcludedDay } from '../compliance/federal-holidays';
import { addDays } from '../compliance/zoned-time';

/** How often an installment falls due. */
export const PLAN_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type PlanFrequency = (typeof PLAN_FREQUENCIES)[number];

export const PLAN_LIMITS = {
  /** The most installments any plan may have (a client's plan authority may allow fewer). */
  maxInstallments: 36,
  /** A settlement is a lump sum or up to this many payments. */
  maxSettlementPayments: 3,
  /** The first installment is at most this many days away. */
  maxFirstDateDays: 30,
  /** The smallest installment the agency takes without staff approval, in cents (decision 0060). */
  minInstallmentCents: 2500,
  /** Installments fewer than this many business days away are charged even after a cancel (refund policy). */
  cancelNoticeBusinessDays: 3,
  /** A reminder goes this many days before each installment. */
  reminderDaysBefore: 3,
  /** A declined installment is tried once more this many days later. */
  retryAfterDays: 3,
  /** A missed installment not made up this many days after its due date breaks the plan. */
  graceDays: 10,
} as const;

export interface ScheduledAmount {
  /** yyyy-mm-dd */
  dueDate: string;
  amountCents: number;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The n-th due date: weekly and biweekly add days; monthly keeps the day of the month, or the month's last day. */
export function planDueDate(firstDate: string, frequency: PlanFrequency, index: number): string {
  if (frequency === 'weekly') return addDays(firstDate, 7 * index);
  if (frequency === 'biweekly') return addDays(firstDate, 14 * index);
  const [y, m, d] = firstDate.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + index;
  const year = y + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(d, lastDayOfMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The schedule of `totalCents` in `installments` equal payments in exact cents; the last takes the
 * remainder (1000.00 in 3 → 333.33, 333.33, 333.34).
 */
export function buildPlanSchedule(
  totalCents: number,
  installments: number,
  frequency: PlanFrequency,
  firstDate: string,
): ScheduledAmount[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 1)
    throw new RangeError('A plan needs at least 1 cent');
  if (!Number.isInteger(installments) || installments < 1)
    throw new RangeError('A plan needs an installment');
  const each = Math.floor(totalCents / installments);
  return Array.from({ length: installments }, (_, i) => ({
    dueDate: planDueDate(firstDate, frequency, i),
    amountCents: i === installments - 1 ? totalCents - each * (installments - 1) : each,
  }));
}

/** Business days from `from` (exclusive) to `to` (inclusive): no weekends, no federal holidays. */
export function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    if (!isExcludedDay(day)) count += 1;
  }
  return count;
}

/**
 * An installment due on `dueDate` can still be stopped on `today` when at least 3 business days
 * separate them (the refund policy's notice for cancelling recurring payments); otherwise it is charged.
 */
export function isCancellable(dueDate: string, today: string): boolean {
  return businessDaysBetween(today, dueDate) >= PLAN_LIMITS.cancelNoticeBusinessDays;
}
