import type {
  adminLettersPageSchema,
  BatchMailed,
  LetterBatch,
  LetterStatus,
  letterBatchesPageSchema,
} from '@arrears/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { listSearch } from '@/lib/list-query';

/** Every letter list of the back office lives under this key: a batch or a return changes them all. */
export const LETTERS_QUERY_KEY = ['/api/admin/letters'] as const;

type LettersPage = z.infer<typeof adminLettersPageSchema>;
type BatchesPage = z.infer<typeof letterBatchesPageSchema>;

interface Paging {
  page: number;
  pageSize: number;
}

/** GET /api/admin/letters?status=&page=&pageSize=: newest first. */
export function useLettersQuery(filters: Paging & { status?: LetterStatus }) {
  return useQuery({
    queryKey: [...LETTERS_QUERY_KEY, 'letters', filters],
    queryFn: () => apiJson<LettersPage>('GET', `/api/admin/letters${listSearch({ ...filters })}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/letters/batches?page=&pageSize=: newest first. */
export function useBatchesQuery(filters: Paging) {
  return useQuery({
    queryKey: [...LETTERS_QUERY_KEY, 'batches', filters],
    queryFn: () => apiJson<BatchesPage>('GET', `/api/admin/letters/batches${listSearch({ ...filters })}`),
    placeholderData: keepPreviousData,
  });
}

function useLettersMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation<T, Error, V>({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LETTERS_QUERY_KEY }),
  });
}

/** POST /api/admin/letters/batches: every queued print letter not in a batch yet. */
export function useMakeBatchMutation() {
  return useLettersMutation<LetterBatch, void>(() => apiJson('POST', '/api/admin/letters/batches'));
}

/** POST /api/admin/letters/batches/{id}/mailed { mailedOn }: the day the batch went in the mail. */
export function useBatchMailedMutation() {
  return useLettersMutation<BatchMailed, { id: number; mailedOn: string }>(({ id, mailedOn }) =>
    apiJson('POST', `/api/admin/letters/batches/${id}/mailed`, { mailedOn }),
  );
}

/** POST /api/admin/letters/{id}/returned: the post office sent it back. */
export function useLetterReturnedMutation() {
  return useLettersMutation<unknown, number>((id) => apiJson('POST', `/api/admin/letters/${id}/returned`));
}

export const batchPdfHref = (id: number) => `/api/admin/letters/batches/${id}/pdf`;
export const batchManifestHref = (id: number) => `/api/admin/letters/batches/${id}/manifest.csv`;
export const letterPdfHref = (id: number) => `/api/letters/${id}/pdf`;
