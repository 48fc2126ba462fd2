import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { useJobsOverviewQuery } from './api/jobs-overview';
import { JobCard } from './components/job-card';

/** /admin/jobs (admin only): the background jobs, when they run, how the last run went, what failed. */
export function JobsPage() {
  const jobs = useJobsOverviewQuery();
  return (
    <AdminSubPage
      title="Background Jobs"
      description="Scheduled work the servers run: one run per slot across all instances, retried when it fails."
      width="wide"
    >
      <QueryState
        query={jobs}
        loading={
          <div className="flex justify-center p-8">
            <Spinner label="Loading jobs" />
          </div>
        }
        errorText="Could not load the jobs."
      >
        {(list) => (
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {list.map((job) => (
              <JobCard key={job.name} job={job} />
            ))}
          </div>
        )}
      </QueryState>
    </AdminSubPage>
  );
}
