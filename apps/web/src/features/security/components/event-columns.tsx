import type { SecurityEvent } from '@arrears/domain';
import type { DataTableColumn } from '@/ui/data-table';
import { formatEventTime } from '../format-security-time';
import { OutcomeBadge, RiskBadge } from './risk-badge';

/**
 * The security events' columns: time (US Eastern), type, description, user, IP, risk and outcome.
 * Sortable ids are the search call's sort keys; the user column is not, as the server sorts users by
 * a name this table does not show.
 */
export const SECURITY_EVENT_COLUMNS: DataTableColumn<SecurityEvent>[] = [
  {
    id: 'createdAt',
    header: 'Time',
    sortable: true,
    firstDirection: 'desc',
    cell: (e) => (
      <time dateTime={e.timestamp} className="text-gray-700">
        {formatEventTime(e.timestamp)}
      </time>
    ),
  },
  {
    id: 'eventType',
    header: 'Type',
    sortable: true,
    cell: (e) => <span className="font-mono text-gray-900 text-xs">{e.eventType}</span>,
  },
  {
    id: 'description',
    header: 'Description',
    hideable: true,
    // Descriptions are sentences: they wrap instead of widening the table.
    cell: (e) => <span className="block min-w-[12rem] whitespace-normal">{e.eventDescription}</span>,
  },
  {
    id: 'user',
    header: 'User',
    hideable: true,
    cell: (e) =>
      e.userId === null ? (
        <span className="text-gray-600">—</span>
      ) : (
        `#${e.userId}${e.userRole ? ` · ${e.userRole}` : ''}`
      ),
  },
  {
    id: 'ipAddress',
    header: 'IP address',
    sortable: true,
    hideable: true,
    cell: (e) => <span className="font-mono text-gray-700 text-xs">{e.ipAddress ?? '—'}</span>,
  },
  {
    id: 'riskLevel',
    header: 'Risk',
    sortable: true,
    firstDirection: 'desc',
    cell: (e) => <RiskBadge level={e.riskLevel} />,
  },
  {
    id: 'outcome',
    header: 'Outcome',
    hideable: true,
    cell: (e) => <OutcomeBadge success={e.success} />,
  },
];

/** One table key for every list of events on the dashboard: a hidden column stays hidden in each. */
export const SECURITY_EVENTS_TABLE = 'table:security-events';
