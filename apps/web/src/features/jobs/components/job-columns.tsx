import type { JobStatus } from '@arrears/domain';
import type { DataTableColumn, TableSort } from '@/ui/data-table';
import { StatusBadge } from '@/ui/status-badge';
import { describeRetries, describeSchedule, formatWhen, stateBadge } from './job-format';

/** The jobs' columns; the sortable ones are sorted here, in the browser (see sortJobs). */
export const JOB_COLUMNS: DataTableColumn<JobStatus>[] = [
  {
    id: 'name',
    header: 'Job',
    sortable: true,
    cell: (job) => (
      <>
        <span className="block font-medium font-mono text-gray-900">{job.name}</span>
        {job.description && (
          <span className="block min-w-[10rem] max-w-xs whitespace-normal text-gray-600">
            {job.description}
          </span>
        )}
      </>
    ),
  },
  {
    id: 'state',
    header: 'Last outcome',
    cell: (job) => {
      const badge = job.lastRun ? stateBadge(job.lastRun.state) : null;
      return badge ? (
        <StatusBadge label={badge.label} tone={badge.tone} />
      ) : (
        <StatusBadge label="Not run yet" tone="grey" />
      );
    },
  },
  {
    id: 'lastRun',
    header: 'Last run',
    sortable: true,
    firstDirection: 'desc',
    cell: (job) => (job.lastRun ? formatWhen(job.lastRun.startedAt) : 'Never'),
  },
  {
    id: 'schedule',
    header: 'Schedule and retries',
    hideable: true,
    cell: (job) => (
      <>
        <span className="block">{describeSchedule(job.schedule)}</span>
        <span className="block text-gray-600">{describeRetries(job)}</span>
      </>
    ),
  },
  {
    id: 'waiting',
    header: 'Waiting',
    sortable: true,
    firstDirection: 'desc',
    align: 'right',
    hideable: true,
    cell: (job) => job.waiting,
  },
  {
    id: 'failures',
    header: 'Failures',
    sortable: true,
    firstDirection: 'desc',
    align: 'right',
    hideable: true,
    cell: (job) => job.recentFailures.length,
  },
];

const KEYS: Record<string, (job: JobStatus) => string | number> = {
  name: (job) => job.name,
  lastRun: (job) => job.lastRun?.startedAt ?? '',
  waiting: (job) => job.waiting,
  failures: (job) => job.recentFailures.length,
};

/**
 * The jobs in the chosen order. Sorting in the browser is fine here: GET /api/admin/jobs answers the
 * job catalog and the few other queues found, each with at most a few failures, never a growing list.
 */
export function sortJobs(jobs: readonly JobStatus[], sort: TableSort): JobStatus[] {
  const key = KEYS[sort.column] ?? KEYS.name;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...jobs].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return order * sign || a.name.localeCompare(b.name);
  });
}
