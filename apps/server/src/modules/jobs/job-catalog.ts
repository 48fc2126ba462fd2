/** How a job is retried: `limit` more attempts after the first, `delaySeconds` apart (doubling, with jitter, on back-off). */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/** A background job: what it is, when it runs and how it is retried. The handler comes with the queue. */
export interface JobSpec {
  name: string;
  description: string;
  /** Cron (UTC), or null for a job only ever sent. */
  schedule: string | null;
  retry: RetryPolicy;
  /** An attempt still running after this long is failed (and retried). */
  expireInSeconds: number;
}

export const STALE_CHARGE_SWEEP: JobSpec = {
  name: 'stale-charge-sweep',
  description: 'Marks card charges a stopped server left unanswered for reconciliation',
  schedule: '* * * * *',
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  expireInSeconds: 5 * 60,
};

export const HOUSEKEEPING: JobSpec = {
  name: 'housekeeping',
  description: 'Deletes expired sessions, tokens, challenges and claims',
  schedule: '7 * * * *',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
};

export const DAILY_REMITTANCES: JobSpec = {
  name: 'daily-remittances',
  description: "Drafts yesterday's remittance for each active client remitted daily",
  // 06:15 UTC: after midnight in US Eastern time, summer and winter.
  schedule: '15 6 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 30 * 60,
};

export const PROMISE_EVALUATION: JobSpec = {
  name: 'promise-evaluation',
  description: 'Marks promises to pay kept or broken (decision 0058)',
  // 05:30 UTC: after midnight in US Eastern time, summer and winter, so yesterday's grace is over.
  schedule: '30 5 * * *',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 15 * 60,
};

export const ARRANGEMENT_SCHEDULER: JobSpec = {
  name: 'arrangement-scheduler',
  description: 'Charges due plan installments once, with reminders, retries and ACH returns (decision 0062)',
  // Every 15 minutes: a due installment is charged early in its day, and a reminder held back by the
  // consumer's calling hours goes soon after they open. A run changes nothing already done.
  schedule: '*/15 * * * *',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 14 * 60,
};

export const PLACEMENT_NOTICES: JobSpec = {
  name: 'placement-notices',
  description:
    'Drafts the validation notice of each newly placed account: e-mailed with consent, else queued for print (decision 0069)',
  // Every 30 minutes: an import's accounts get their notice the same day, well inside the five days.
  schedule: '*/30 * * * *',
  retry: { limit: 2, delaySeconds: 120, backoff: true },
  expireInSeconds: 25 * 60,
};

export const ROLLUP_FOLD: JobSpec = {
  name: 'rollup-fold',
  description: "Folds the money rollups' pending changes into their totals (decision 0076)",
  // Every minute: reads add the pending changes, so a late fold only makes them a little slower.
  schedule: '* * * * *',
  retry: { limit: 2, delaySeconds: 10, backoff: true },
  expireInSeconds: 5 * 60,
};

export const LIMITATION_CHECK: JobSpec = {
  name: 'limitation-check',
  description: "Flags time-barred the accounts whose state's limitation period ended (decision 0107)",
  // 05:45 UTC: after midnight in US Eastern time, summer and winter, so yesterday's last day has passed.
  schedule: '45 5 * * *',
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
];
