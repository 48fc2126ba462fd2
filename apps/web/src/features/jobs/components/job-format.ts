import { AGENCY_TIME_ZONE, type JobState, type JobStatus } from '@arrears/domain';
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

const ZONE_HOUR = new Intl.DateTimeFormat('en-US', {
  timeZone: AGENCY_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

/** The agency's zone as people say it (ET for US Eastern). */
const ZONE_WORD = AGENCY_TIME_ZONE === 'America/New_York' ? 'ET' : AGENCY_TIME_ZONE;

/** A UTC hour and minute of today (the given day) as the agency's clock reads it: "1:15 AM". */
function agencyTime(hour: number, minute: number, now: Date): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
  return ZONE_HOUR.format(at).replace(/\u202f/g, ' ');
}

/**
 * The schedule in words, in the agency's time zone (decision 0118): the cron forms our jobs use
 * ("Every minute", "Every 15 minutes", "Every hour at :07", "Every day at 1:15 AM ET"); a daily time
 * is today's, so it follows daylight saving time. Anything else: "On a custom schedule".
 */
export function describeSchedule(cron: string | null, now: Date = new Date()): string {
  if (!cron) return 'Only when started';
  if (cron === '* * * * *') return 'Every minute';
  const every = /^\*\/(\d{1,2}) \* \* \* \*$/.exec(cron);
  if (every) return `Every ${every[1]} minutes`;
  const hourly = /^(\d{1,2}) \* \* \* \*$/.exec(cron);
  if (hourly) return `Every hour at :${hourly[1].padStart(2, '0')}`;
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron);
  if (daily) return `Every day at ${agencyTime(Number(daily[2]), Number(daily[1]), now)} ${ZONE_WORD}`;
  return 'On a custom schedule';
}

/** What happens when a run fails, in words: how many more tries (the spacing is the queue's business). */
export function describeRetries(job: JobStatus): string {
  if (job.retryLimit === 0) return 'Not tried again if it fails';
  return job.retryLimit === 1
    ? 'Tried once more if it fails'
    : `Tried up to ${job.retryLimit} more times if it fails`;
}
