import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

/** POST /api/debtors/{id}/notes with category 'internal'. */
export const addNote = (id: number, body: string) =>
  apiJson<unknown>('POST', debtorPath(id, 'notes'), { body, category: 'internal' });

export const useAddNoteMutation = (id: number) =>
  useMutation({ mutationFn: (body: string) => addNote(id, body) });
