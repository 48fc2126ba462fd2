import {
  type InstallmentStatus,
  LOCALE_OF,
  type PaymentPlan,
  type PlanFrequency,
  type PlanStatus,
  type PreferredLanguage,
} from '@arrears/domain';
import type { StatusTone } from '@/ui/status-badge';

/** 'yyyy-mm-dd' → "Tue, Dec 1, 2026", read as a calendar day (no time-zone shift). */
export function formatPlanDate(day: string): string {
  return formatPlanDateIn(day, 'en');
}

/** The same day for the page's language: "Tue, Dec 1, 2026" / "mar, 1 dic 2026". */
export function formatPlanDateIn(day: string, language: PreferredLanguage): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(LOCALE_OF[language], {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

export const FREQUENCY_LABELS: Record<PlanFrequency, string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Every month',
};

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  pending_approval: 'Waiting for approval',
  active: 'Active',
  completed: 'Completed',
  broken: 'Broken',
  cancelled: 'Cancelled',
  declined: 'Declined',
};

export const PLAN_STATUS_TONES: Record<PlanStatus, StatusTone> = {
  pending_approval: 'yellow',
  active: 'green',
  completed: 'blue',
  broken: 'red',
  cancelled: 'grey',
  declined: 'red',
};

export const INSTALLMENT_STATUS_LABELS: Record<InstallmentStatus, string> = {
  scheduled: 'Scheduled',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Declined',
  missed: 'Missed',
  cancelled: 'Cancelled',
  returned: 'Returned by the bank',
  held: 'On hold',
};

export const INSTALLMENT_STATUS_TONES: Record<InstallmentStatus, StatusTone> = {
  scheduled: 'blue',
  processing: 'yellow',
  paid: 'green',
  failed: 'red',
  missed: 'red',
  cancelled: 'grey',
  returned: 'red',
  held: 'yellow',
};

/** A plan still running or waiting: it can be cancelled and its method changed. */
export function isLivePlan(plan: Pick<PaymentPlan, 'status'>): boolean {
  return plan.status === 'active' || plan.status === 'pending_approval';
}

export const kindWord = (plan: Pick<PaymentPlan, 'kind'>) =>
  plan.kind === 'settlement' ? 'settlement' : 'payment plan';
