/** How a job is retried: `limit` more attempts after the first, `delaySeconds` apart (doubling, with jitter, on back-off). */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/** A background job: what it is, when it runs and how it is retried. The handler comes with the queue. */
export interface JobSpec {
  name: string;
  /** Its name in words, as the Jobs page shows it. */
  title: string;
  /** What it does, in a sentence an agency reads (decision 0118: no decision numbers). */
  description: string;
  /** Cron (UTC), or null for a job only ever sent. */
  schedule: string | null;
  retry: RetryPolicy;
  /** An attempt still running after this long is failed (and retried). */
  expireInSeconds: number;
}

export const STALE_CHARGE_SWEEP: JobSpec = {
  name: 'stale-charge-sweep',
  title: 'Unanswered card charges',
  description: 'Marks card charges a stopped server left unanswered, so they are checked with the processor',
  schedule: '* * * * *',
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  expireInSeconds: 5 * 60,
};

export const HOUSEKEEPING: JobSpec = {
  name: 'housekeeping',
  title: 'Housekeeping',
  description: 'Deletes expired sign-in sessions, links, codes and claims',
  schedule: '7 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
};

export const DAILY_REMITTANCES: JobSpec = {
  name: 'daily-remittances',
  title: 'Daily remittances',
  description: "Drafts yesterday's remittance for each active client paid daily",
  // 06:15 UTC: after midnight in US Eastern time, summer and winter.
  schedule: '15 6 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 30 * 60,
};

export const PROMISE_EVALUATION: JobSpec = {
  name: 'promise-evaluation',
  title: 'Promises to pay',
  // Decision 0058.
  description: 'Marks each promise to pay kept or broken once its day has passed',
  // 05:30 UTC: after midnight in US Eastern time, summer and winter, so yesterday's grace is over.
  schedule: '30 5 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 15 * 60,
};

export const ARRANGEMENT_SCHEDULER: JobSpec = {
  name: 'arrangement-scheduler',
  title: 'Plan payments',
  // Decision 0062.
  description:
    'Charges the payment plan installments that are due, once each, with reminders, retries and bank returns',
  // Every 15 minutes: a due installment is charged early in its day, and a reminder held back by the
  // consumer's calling hours goes soon after they open. A run changes nothing already done.
  schedule: '*/15 * * * *',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 14 * 60,
};

export const PLACEMENT_NOTICES: JobSpec = {
  name: 'placement-notices',
  title: 'Validation notices',
  // Decision 0069.
  description:
    'Drafts the validation notice of each newly placed account: e-mailed where the consumer agreed, else queued for print',
  // Every 30 minutes: an import's accounts get their notice the same day, well inside the five days.
  schedule: '*/30 * * * *',
  retry: { limit: 2, delaySeconds: 120, backoff: true },
  expireInSeconds: 25 * 60,
};

export const ROLLUP_FOLD: JobSpec = {
  name: 'rollup-fold',
  title: 'Money totals',
  // Decision 0076.
  description: "Brings the dashboard's money totals up to date with the latest payments",
  // Every minute: reads add the pending changes, so a late fold only makes them a little slower.
  schedule: '* * * * *',
  retry: { limit: 2, delaySeconds: 10, backoff: true },
  expireInSeconds: 5 * 60,
};

export const LIMITATION_CHECK: JobSpec = {
  name: 'limitation-check',
  title: 'Time-barred accounts',
  // Decision 0107.
  description: "Flags the accounts whose state's time limit to sue has run out",
  // 05:45 UTC: after midnight in US Eastern time, summer and winter, so yesterday's last day has passed.
  schedule: '45 5 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 15 * 60,
};

export const CALL_RECORDING_RETENTION: JobSpec = {
  name: 'call-recording-retention',
  title: 'Call recordings past retention',
  description:
    'Deletes call recordings older than the retention period (two years unless the agency sets another)',
  // 06:15 UTC, once a day.
  schedule: '15 6 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 15 * 60,
};

/** Every job the server runs; the admin page lists these even before their first run. */
export const JOB_CATALOG: readonly JobSpec[] = [
  STALE_CHARGE_SWEEP,
  HOUSEKEEPING,
  DAILY_REMITTANCES,
  PROMISE_EVALUATION,
  ARRANGEMENT_SCHEDULER,
  PLACEMENT_NOTICES,
  ROLLUP_FOLD,
  LIMITATION_CHECK,
  CALL_RECORDING_RETENTION,
];
