import { type ComplianceReport, formatPhone } from '@arrears/domain';
import { Link } from 'react-router';
import { formatInZone } from '@/features/contact-center';
import { CHANNEL_NAMES, RULE_LABELS } from '../compliance-rule-labels';
import { ReportTable } from './report-table';

const COLUMNS = [
  { label: 'When (Eastern)' },
  { label: 'Account' },
  { label: 'Debtor' },
  { label: 'Channel' },
  { label: 'Target' },
  { label: 'Rule' },
  { label: 'Reason' },
  { label: 'Agent' },
] as const;

/** A phone number as the agent reads it; an e-mail address as it is. */
const targetText = (target: string | null) =>
  !target ? '—' : /^\+?1?\d{10}$/.test(target) ? formatPhone(target) : target;

/** Every blocked contact attempt of the range, newest first as the server sends them. */
export function BlockedAttemptsTable({ rows }: { rows: ComplianceReport['blocked'] }) {
  return (
    <ReportTable caption="Blocked attempts" minWidth="min-w-[64rem]" columns={COLUMNS}>
      {rows.map((a) => (
        <tr key={a.id}>
          <td className="whitespace-nowrap tabular-nums">{formatInZone(a.createdAt, 'America/New_York')}</td>
          <td className="whitespace-nowrap">
            <Link
              to={`/admin/debtor/${a.debtAccountId}`}
              className="font-medium text-brand-700 hover:underline"
            >
              {a.accountNumber}
            </Link>
          </td>
          <td className="whitespace-nowrap">{a.debtorName}</td>
          <td>{CHANNEL_NAMES[a.channel]}</td>
          <td className="whitespace-nowrap">{targetText(a.target)}</td>
          <td>{a.rule ? RULE_LABELS[a.rule] : '—'}</td>
          <td className="min-w-48">{a.message ?? '—'}</td>
          <td className="whitespace-nowrap">{a.agentName ?? 'System'}</td>
        </tr>
      ))}
    </ReportTable>
  );
}
