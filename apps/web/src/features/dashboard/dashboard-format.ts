import { DASHBOARD_TIME_ZONE, parseCents } from '@arrears/domain';

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** "$9,438" from "9438.15": the dashboard's totals have no cents (docs/product/dashboard.md); halves round away from zero. */
export function formatWholeDollars(amount: string): string {
  const cents = parseCents(amount);
  if (cents === null) return amount;
  // Rounded in integer cents, so Intl only sees a whole number.
  const dollars = Math.sign(cents) * Math.floor((Math.abs(cents) + 50) / 100);
  return wholeDollars.format(dollars);
}

const easternTime = new Intl.DateTimeFormat('en-US', {
  timeZone: DASHBOARD_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Mar 2, 2026, 10:04 AM EST": an instant shown in US Eastern time (docs/product/dashboard.md). */
export function formatEasternTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : easternTime.format(date);
}

/** "Mar 2" from '2026-03-02' (a calendar date: no time zone applies). */
export function formatWeekLabel(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
