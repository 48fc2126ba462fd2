import type { updatePhoneBodySchema } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

export type UpdatePhoneBody = z.output<typeof updatePhoneBodySchema>;

/** PUT /api/debtors/{id}/update-phone */
export const updatePhone = (id: number, body: UpdatePhoneBody) =>
  apiJson<unknown>('PUT', debtorPath(id, 'update-phone'), body);

export const useUpdatePhoneMutation = (id: number) =>
  useMutation({ mutationFn: (body: UpdatePhoneBody) => updatePhone(id, body) });
