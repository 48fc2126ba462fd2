import type { ComplianceReport } from '@arrears/domain';
import { Link } from 'react-router';
import { formatDay } from '@/features/contact-center';
import { ReportTable } from './report-table';

const COLUMNS = [
  { label: 'Week of' },
  { label: 'Account' },
  { label: 'Debtor' },
  { label: 'Calls', numeric: true },
  { label: 'Texts', numeric: true },
  { label: 'E-mails', numeric: true },
  { label: 'Blocked', numeric: true },
] as const;

/** Contacts per debt per week (Monday, US Eastern): what was sent and what the rules stopped. */
export function WeeklyContactsTable({ rows }: { rows: ComplianceReport['weekly'] }) {
  return (
    <ReportTable caption="Contacts per debt per week" minWidth="min-w-[40rem]" columns={COLUMNS}>
      {rows.map((w) => (
        <tr key={`${w.weekOf}-${w.debtAccountId}`}>
          <td className="whitespace-nowrap tabular-nums">{formatDay(w.weekOf)}</td>
          <td className="whitespace-nowrap">
            <Link
              to={`/admin/debtor/${w.debtAccountId}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {w.accountNumber}
            </Link>
          </td>
          <td className="whitespace-nowrap">{w.debtorName}</td>
          <td className="text-right tabular-nums">{w.calls}</td>
          <td className="text-right tabular-nums">{w.texts}</td>
          <td className="text-right tabular-nums">{w.emails}</td>
          <td className={`text-right tabular-nums ${w.blocked > 0 ? 'font-semibold text-danger-700' : ''}`}>
            {w.blocked}
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}
