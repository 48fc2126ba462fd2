import type { updateEmailBodySchema } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

export type UpdateEmailBody = z.output<typeof updateEmailBodySchema>;

/** PUT /api/debtors/{id}/update-email */
export const updateEmail = (id: number, body: UpdateEmailBody) =>
  apiJson<unknown>('PUT', debtorPath(id, 'update-email'), body);

export const useUpdateEmailMutation = (id: number) =>
  useMutation({ mutationFn: (body: UpdateEmailBody) => updateEmail(id, body) });
