import type { JobStatus } from '@arrears/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { StatusBadge } from '@/ui/status-badge';
import { describeRetries, describeSchedule, formatWhen, stateBadge } from './job-format';

/** One job: its schedule and retry policy, its last run, and its latest failures. */
export function JobCard({ job }: { job: JobStatus }) {
  const last = job.lastRun;
  const badge = last ? stateBadge(last.state) : null;
  return (
    <Card data-testid={`job-${job.name}`}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="break-all font-mono text-lg">{job.name}</CardTitle>
          {badge ? (
            <StatusBadge label={badge.label} tone={badge.tone} />
          ) : (
            <StatusBadge label="Not run yet" tone="grey" />
          )}
        </div>
        {job.description && <CardDescription>{job.description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Field label="Schedule" value={describeSchedule(job.schedule)} />
          <Field label="Retries" value={describeRetries(job)} />
          <Field label="Last run" value={last ? formatWhen(last.startedAt) : 'Never'} />
          <Field label="Waiting" value={String(job.waiting)} />
          {last?.outcome && <Field label="Last outcome" value={last.outcome} wide />}
        </dl>
        {job.recentFailures.length > 0 && (
          <div className="mt-4">
            <h3 className="font-semibold text-gray-900 text-sm">Recent failures</h3>
            <ul className="mt-2 divide-y divide-gray-100 rounded-md border border-gray-200">
              {job.recentFailures.map((failure) => (
                <li key={failure.id} className="space-y-1 p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-2 text-gray-700">
                    <span>{formatWhen(failure.failedAt)}</span>
                    <span aria-hidden="true">·</span>
                    <span>{failure.attempts === 1 ? '1 attempt' : `${failure.attempts} attempts`}</span>
                    <StatusBadge
                      label={failure.willRetry ? 'Will retry' : 'Gave up'}
                      tone={failure.willRetry ? 'yellow' : 'red'}
                    />
                  </div>
                  <p className="break-words font-mono text-danger-700 text-xs">{failure.error}</p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Field({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-gray-600">{label}</dt>
      <dd className="break-words font-medium text-gray-900">{value}</dd>
    </div>
  );
}
