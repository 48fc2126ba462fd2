import type { JobRunNowResult, JobStatus } from '@arrears/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getJson } from '@/lib/api-client';

export const JOBS_QUERY_KEY = ['/api/admin/jobs'] as const;

/** How often the page reads the jobs again: the sweep runs every minute. */
const REFRESH_MS = 30_000;

/** GET /api/admin/jobs (admin only). */
export async function fetchJobsOverview(): Promise<JobStatus[]> {
  const answer = await getJson<{ jobs: JobStatus[] }>('/api/admin/jobs');
  return answer?.jobs ?? [];
}

export function useJobsOverviewQuery() {
  return useQuery<JobStatus[]>({
    queryKey: JOBS_QUERY_KEY,
    queryFn: fetchJobsOverview,
    refetchInterval: REFRESH_MS,
  });
}

/** POST /api/admin/jobs/{name}/run (admin): one run now (decision 0118); the list is read again. */
export function useRunJobNowMutation() {
  const queryClient = useQueryClient();
  return useMutation<JobRunNowResult, Error, string>({
    mutationFn: (name) => apiJson<JobRunNowResult>('POST', `/api/admin/jobs/${encodeURIComponent(name)}/run`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
