import { formatCents, formatMoney, type InstallmentStatus } from '@arrears/domain';
import { StatusBadge } from '@/ui/status-badge';
import { formatPlanDate, INSTALLMENT_STATUS_LABELS, INSTALLMENT_STATUS_TONES } from '../plan-display';

export interface ScheduleRow {
  key: string | number;
  dueDate: string;
  /** Cents (a preview) or the answer's decimal string. */
  amount: number | string;
  status?: InstallmentStatus;
  /** A line under the row: a retry date, a decline reason, "still charged". */
  note?: string;
}

/** Payments as a numbered list: date, amount and, once the plan exists, each one's status. */
export function ScheduleList({ rows, label }: { rows: readonly ScheduleRow[]; label: string }) {
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
              <span className="sr-only">{`Payment ${index + 1}: `}</span>
              {formatPlanDate(row.dueDate)}
            </p>
            {row.note && <p className="text-gray-700 text-sm">{row.note}</p>}
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold text-gray-900 tabular-nums">
              {typeof row.amount === 'number' ? formatCents(row.amount) : formatMoney(row.amount)}
            </span>
            {row.status && (
              <StatusBadge
                label={INSTALLMENT_STATUS_LABELS[row.status]}
                tone={INSTALLMENT_STATUS_TONES[row.status]}
              />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
