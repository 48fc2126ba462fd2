import type { JobStatus } from '@arrears/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { StatusBadge } from '@/ui/status-badge';
import { formatWhen } from './job-format';

/** One job's latest failures: when, how many attempts, whether it retries, and the error. */
export function JobFailures({ job }: { job: JobStatus }) {
  const last = job.lastRun;
  return (
    <Card data-testid={`job-${job.name}`}>
      <CardHeader>
        <CardTitle className="text-lg">{job.title}</CardTitle>
        {last?.outcome && <CardDescription>{`Last outcome: ${last.outcome}`}</CardDescription>}
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-200">
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
      </CardContent>
    </Card>
  );
}
