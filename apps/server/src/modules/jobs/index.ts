/**
 * The background jobs: the queue, the job catalogue and the admin's list of them.
 */
export { JOB_CATALOG } from './job-catalog';
export { failingJobs, loadJobsOverview } from './job-overview';
export { JobQueue } from './job-queue';
export { jobsPlugin } from './jobs.plugin';
export { serverJobs } from './server-jobs';
