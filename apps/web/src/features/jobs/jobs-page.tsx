import type { JobStatus } from '@arrears/domain';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DataTable, type TableSort, useTablePreferences } from '@/ui/data-table';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { toast } from '@/ui/use-toast';
import { useJobsOverviewQuery, useRunJobNowMutation } from './api/jobs-overview';
import { jobColumns, sortJobs } from './components/job-columns';
import { JobFailures } from './components/job-failures';
import { describeSchedule, formatWhen } from './components/job-format';

/**
 * /admin/jobs (admin only): the background jobs in plain words (decision 0118), when they run in the
 * agency's time, how the last run went, Run now, and below the table what failed lately. The list is
 * the short job catalog, so it is sorted in the browser.
 */
export function JobsPage() {
  const jobs = useJobsOverviewQuery();
  const runNow = useRunJobNowMutation();
  const [asking, setAsking] = useState<JobStatus | null>(null);
  const resetRun = runNow.reset;
  const columns = useMemo(
    () =>
      jobColumns((job) => {
        resetRun();
        setAsking(job);
      }),
    [resetRun],
  );
  const prefs = useTablePreferences('table:jobs');
  const [sort, setSort] = useState<TableSort>({ column: 'name', direction: 'asc' });
  const rows = jobs.data ? sortJobs(jobs.data, sort) : undefined;
  const failing = rows?.filter((job) => job.recentFailures.length > 0) ?? [];

  const confirm = () => {
    if (!asking) return;
    const job = asking;
    runNow.mutate(job.name, {
      onSuccess: () => {
        toast({
          title: `${job.title} will run now`,
          description: 'It shows as waiting, then running, in the list.',
          variant: 'success',
          duration: 4000,
        });
        setAsking(null);
      },
    });
  };

  return (
    <AdminSubPage
      title="Background Jobs"
      description="Work the system does on its own, on a schedule: each job runs once at its time and is tried again if it fails."
      width="wide"
    >
      <div className="space-y-6">
        <DataTable
          caption="Background jobs"
          what="jobs"
          columns={columns}
          rows={rows}
          rowKey={(job) => job.name}
          total={rows?.length ?? 0}
          query={jobs}
          sort={sort}
          onSortChange={setSort}
          page={1}
          pageSize={Math.max(rows?.length ?? 0, 1)}
          onPageChange={() => undefined}
          skeletonRows={4}
          empty={{
            message: 'No background jobs.',
            hint: 'Jobs appear once the server has started its queue. Reload in a minute.',
          }}
          hiddenColumns={prefs.preferences.hiddenColumns}
          onHiddenColumnsChange={prefs.setHiddenColumns}
        />
        {failing.length > 0 && (
          <section aria-labelledby="job-failures-heading" className="space-y-3">
            <h2 id="job-failures-heading" className="font-semibold text-gray-900 text-lg">
              Recent failures
            </h2>
            <div className="grid items-start gap-4 lg:grid-cols-2">
              {failing.map((job) => (
                <JobFailures key={job.name} job={job} />
              ))}
            </div>
          </section>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? `Run ${asking.title} now?` : 'Run now?'}
        description="It runs once now, besides its schedule, and is recorded with your name."
        facts={
          asking
            ? [
                ['What it does', asking.description ?? asking.title],
                ['When it runs', describeSchedule(asking.schedule)],
                ['Last run', asking.lastRun ? formatWhen(asking.lastRun.startedAt) : 'Never'],
              ]
            : []
        }
        confirmLabel="Run now"
        pendingLabel="Starting…"
        onConfirm={confirm}
        pending={runNow.isPending}
        error={runNow.isError ? errorMessage(runNow.error, 'The job could not be started.') : undefined}
      />
    </AdminSubPage>
  );
}
