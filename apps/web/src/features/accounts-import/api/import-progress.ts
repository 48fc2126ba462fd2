import type { ImportProgress } from '@arrears/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '@/lib/api-client';

export const IMPORT_PROGRESS_POLL_MS = 500;

/** GET /api/admin/import/:uploadId; null until the server has started on the upload (404). */
export async function fetchImportProgress(uploadId: string): Promise<ImportProgress | null> {
  try {
    return await getJson<ImportProgress>(`/api/admin/import/${encodeURIComponent(uploadId)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Polls the progress of one upload every 500 ms while `active`. With `untilStopped` it goes on
 * while the server last said 'running' (its answer may be lost when the server stops: once a
 * server is back, the run reads 'interrupted' with the row it stopped at), then stops.
 */
export function useImportProgressQuery(uploadId: string | null, active: boolean, untilStopped = false) {
  return useQuery({
    queryKey: ['/api/admin/import', uploadId],
    queryFn: () => fetchImportProgress(uploadId as string),
    enabled: Boolean(uploadId) && (active || untilStopped),
    refetchInterval: (query) =>
      active || (untilStopped && query.state.data?.status === 'running') ? IMPORT_PROGRESS_POLL_MS : false,
    retry: false,
    gcTime: 0,
  });
}
