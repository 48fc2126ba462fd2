import type { SecurityDashboard } from '@arrears/domain';
import { SECURITY_WINDOWS } from '@arrears/domain';
import { cn } from '@/ui/cn';

const FIGURES = [
  { key: 'totalEvents', label: 'Total events', tone: 'text-gray-900' },
  { key: 'criticalEvents', label: 'Critical events', tone: 'text-danger-700' },
  { key: 'failedLoginCount', label: 'Failed logins', tone: 'text-warning-700' },
] as const;

/** The three summary figures of docs/product/security-dashboard.md, over the last 24 hours. */
export function SummaryFigures({ summary }: { summary: SecurityDashboard['summary'] }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {FIGURES.map(({ key, label, tone }) => (
        <div key={key} className="rounded-lg border border-gray-200 bg-white p-3 shadow-sm sm:p-4">
          <dt className="font-medium text-gray-700 text-xs sm:text-sm">{label}</dt>
          <dd
            className={cn('mt-1 font-bold text-2xl tabular-nums sm:text-3xl', tone)}
            data-testid={`figure-${key}`}
          >
            {summary[key].toLocaleString('en-US')}
          </dd>
          <dd className="text-gray-600 text-xs">{`Last ${SECURITY_WINDOWS.summaryHours} hours`}</dd>
        </div>
      ))}
    </dl>
  );
}
