import { useState } from 'react';
import { DataTable, type TableSort, useTablePreferences } from '@/ui/data-table';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { useJobsOverviewQuery } from './api/jobs-overview';
import { JOB_COLUMNS, sortJobs } from './components/job-columns';
import { JobFailures } from './components/job-failures';

/**
 * /admin/jobs (admin only): the background jobs, when they run, how the last run went, and below
 * the table what failed lately. The list is the short job catalog, so it is sorted in the browser.
 */
export function JobsPage() {
  const jobs = useJobsOverviewQuery();
  const prefs = useTablePreferences('table:jobs');
  const [sort, setSort] = useState<TableSort>({ column: 'name', direction: 'asc' });
  const rows = jobs.data ? sortJobs(jobs.data, sort) : undefined;
  const failing = rows?.filter((job) => job.recentFailures.length > 0) ?? [];
  return (
    <AdminSubPage
      title="Background Jobs"
      description="Scheduled work the servers run: one run per slot across all instances, retried when it fails."
      width="wide"
    >
      <div className="space-y-6">
        <DataTable
          caption="Background jobs"
          what="jobs"
          columns={JOB_COLUMNS}
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
    </AdminSubPage>
  );
}
