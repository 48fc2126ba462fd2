import { type ComplianceReport, formatPhone } from '@arrears/domain';
import { Link } from 'react-router';
import { formatInZone } from '@/features/contact-center';
import type { DataTableColumn } from '@/ui/data-table';
import { CHANNEL_NAMES, RULE_LABELS } from '../compliance-rule-labels';

type BlockedAttempt = ComplianceReport['blocked'][number];

/** A phone number as the agent reads it; an e-mail address as it is. */
const targetText = (target: string | null) =>
  !target ? '—' : /^\+?1?\d{10}$/.test(target) ? formatPhone(target) : target;

/** The blocked attempts' columns (ids are the server's sort keys), newest first at first. */
export const BLOCKED_ATTEMPT_COLUMNS: DataTableColumn<BlockedAttempt>[] = [
  {
    id: 'createdAt',
    header: 'When (Eastern)',
    sortable: true,
    firstDirection: 'desc',
    cell: (a) => <span className="tabular-nums">{formatInZone(a.createdAt, 'America/New_York')}</span>,
  },
  {
    id: 'accountNumber',
    header: 'Account',
    sortable: true,
    cell: (a) => (
      <Link to={`/admin/debtor/${a.debtAccountId}`} className="font-medium text-brand-700 hover:underline">
        {a.accountNumber}
      </Link>
    ),
  },
  { id: 'debtorName', header: 'Debtor', sortable: true, cell: (a) => a.debtorName },
  { id: 'channel', header: 'Channel', sortable: true, cell: (a) => CHANNEL_NAMES[a.channel] },
  { id: 'target', header: 'Target', hideable: true, cell: (a) => targetText(a.target) },
  { id: 'rule', header: 'Rule', sortable: true, cell: (a) => (a.rule ? RULE_LABELS[a.rule] : '—') },
  {
    id: 'message',
    header: 'Reason',
    hideable: true,
    // One line, cut at the column's width; the full words in the export.
    cell: (a) => (
      <span className="block max-w-[14rem] truncate" title={a.message ?? undefined}>
        {a.message ?? '—'}
      </span>
    ),
  },
  { id: 'agentName', header: 'Agent', sortable: true, hideable: true, cell: (a) => a.agentName ?? 'System' },
];
