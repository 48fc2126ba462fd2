import type { JobStatus } from '@arrears/domain';
import { Play } from 'lucide-react';
import { Button } from '@/ui/button';
import type { DataTableColumn, TableSort } from '@/ui/data-table';
import { StatusBadge } from '@/ui/status-badge';
import { describeRetries, describeSchedule, formatWhen, stateBadge } from './job-format';

/** A run waits or runs: Run now would only be refused. */
export function isBusy(job: JobStatus): boolean {
  return job.waiting > 0 || job.lastRun?.state === 'active' || job.lastRun?.state === 'retry';
}

/**
 * The jobs' columns in plain words (decision 0118); the sortable ones are sorted here, in the
 * browser (see sortJobs). The last holds Run now.
 */
export const jobColumns = (onRunNow: (job: JobStatus) => void): DataTableColumn<JobStatus>[] => [
  {
    id: 'name',
    header: 'Job',
    sortable: true,
    cell: (job) => (
      <>
        <span className="block font-medium text-gray-900">{job.title}</span>
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
    header: 'When it runs',
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
    header: 'Runs waiting',
    sortable: true,
    firstDirection: 'desc',
    align: 'right',
    hideable: true,
    cell: (job) => job.waiting,
  },
  {
    id: 'failures',
    header: 'Recent failures',
    sortable: true,
    firstDirection: 'desc',
    align: 'right',
    hideable: true,
    cell: (job) => job.recentFailures.length,
  },
  {
    id: 'run',
    header: 'Run now',
    cell: (job) =>
      job.runnable ? (
        <Button
          size="sm"
          variant="outline"
          disabled={isBusy(job)}
          aria-label={isBusy(job) ? `${job.title} is running` : `Run ${job.title} now`}
          onClick={() => onRunNow(job)}
        >
          <Play className="size-4" aria-hidden="true" />
          {isBusy(job) ? 'Running' : 'Run now'}
        </Button>
      ) : null,
  },
];

const KEYS: Record<string, (job: JobStatus) => string | number> = {
  name: (job) => job.title,
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
