import type { JobState, JobStatus } from '@arrears/domain';
import type { StatusTone } from '@/ui/status-badge';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export function formatWhen(value: string | null): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : WHEN.format(date);
}

const STATES: Record<JobState, { label: string; tone: StatusTone }> = {
  created: { label: 'Waiting', tone: 'grey' },
  retry: { label: 'Failed, will retry', tone: 'yellow' },
  active: { label: 'Running', tone: 'blue' },
  completed: { label: 'Succeeded', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
  failed: { label: 'Failed', tone: 'red' },
};

export function stateBadge(state: JobState): { label: string; tone: StatusTone } {
  return STATES[state];
}

/** The few cron forms our jobs use, in words; anything else is shown as written. */
export function describeSchedule(cron: string | null): string {
  if (!cron) return 'Only when sent';
  if (cron === '* * * * *') return 'Every minute';
  const every = /^\*\/(\d{1,2}) \* \* \* \*$/.exec(cron);
  if (every) return `Every ${every[1]} minutes`;
  const hourly = /^(\d{1,2}) \* \* \* \*$/.exec(cron);
  if (hourly) return `Every hour at :${hourly[1].padStart(2, '0')} (UTC)`;
  return `${cron} (cron, UTC)`;
}

export function describeRetries(job: JobStatus): string {
  if (job.retryLimit === 0) return 'No retries';
  const times = job.retryLimit === 1 ? '1 retry' : `${job.retryLimit} retries`;
  return job.retryBackoff
    ? `${times}, from ${job.retryDelaySeconds} s, doubling`
    : `${times}, ${job.retryDelaySeconds} s apart`;
}
