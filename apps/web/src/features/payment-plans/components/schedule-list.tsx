import { formatCentsIn, formatMoneyIn, type InstallmentStatus } from '@arrears/domain';
import { StatusBadge } from '@/ui/status-badge';
import { formatPlanDateIn, INSTALLMENT_STATUS_TONES } from '../plan-display';
import { usePlanWords } from '../plan-words';

export interface ScheduleRow {
  key: string | number;
  dueDate: string;
  /** Cents (a preview) or the answer's decimal string. */
  amount: number | string;
  status?: InstallmentStatus;
  /** A line under the row: a retry date, a decline reason, "still charged". */
  note?: string;
}

/**
 * Payments as a numbered list: date, amount and, once the plan exists, each one's status. `localized` on the
 * debtor's page (the site's language); the agent's screens keep English.
 */
export function ScheduleList({
  rows,
  label,
  localized = false,
}: {
  rows: readonly ScheduleRow[];
  label: string;
  localized?: boolean;
}) {
  const { t, language } = usePlanWords(localized);
  return (
    <ol aria-label={label} className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {rows.map((row, index) => (
        <li
          key={row.key}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
          data-testid="schedule-row"
        >
          <div className="min-w-0">
            <p className="font-medium text-gray-900">
              <span className="sr-only">{t('schedule.payment', { n: String(index + 1) })}</span>
              {formatPlanDateIn(row.dueDate, language)}
            </p>
            {row.note && <p className="text-gray-700 text-sm">{row.note}</p>}
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold text-gray-900 tabular-nums">
              {typeof row.amount === 'number'
                ? formatCentsIn(row.amount, language)
                : formatMoneyIn(row.amount, language)}
            </span>
            {row.status && (
              <StatusBadge
                label={t(`installmentStatus.${row.status}`)}
                tone={INSTALLMENT_STATUS_TONES[row.status]}
              />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
