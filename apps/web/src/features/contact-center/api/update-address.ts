import type { updateAddressBodySchema } from '@arrears/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { debtorPath } from './debtor-keys';

export type UpdateAddressBody = z.output<typeof updateAddressBodySchema>;

/** PUT /api/debtors/{id}/update-address */
export const updateAddress = (id: number, body: UpdateAddressBody) =>
  apiJson<unknown>('PUT', debtorPath(id, 'update-address'), body);

export const useUpdateAddressMutation = (id: number) =>
  useMutation({ mutationFn: (body: UpdateAddressBody) => updateAddress(id, body) });
