import type { NoticeOverdue } from '@arrears/domain';
import { Link } from 'react-router';
import { formatDay } from '@/features/contact-center';
import { ReportTable } from './report-table';

const COLUMNS = [
  { label: 'Account' },
  { label: 'First contact' },
  { label: 'Notice due by' },
  { label: 'Notice sent' },
] as const;

/** Accounts contacted whose validation notice went out more than five days later, or not yet. */
export function NoticesOverdueTable({ rows }: { rows: readonly NoticeOverdue[] }) {
  return (
    <ReportTable caption="Validation notices overdue" minWidth="min-w-[28rem]" columns={COLUMNS}>
      {rows.map((r) => (
        <tr key={r.debtAccountId}>
          <td className="whitespace-nowrap">
            <Link
              to={`/admin/debtor/${r.debtAccountId}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {r.accountNumber}
            </Link>
          </td>
          <td className="whitespace-nowrap tabular-nums">{formatDay(r.firstContactOn)}</td>
          <td className="whitespace-nowrap tabular-nums">{formatDay(r.dueBy)}</td>
          <td className="whitespace-nowrap font-semibold text-danger-700 tabular-nums">
            {r.noticeSentOn ? `${formatDay(r.noticeSentOn)} (late)` : 'Not sent'}
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}
