import {
  placeholderEmailFor,
  type RegisterDebtorBody,
  type RegisterDebtorForm,
  type RegisterDebtorResponse,
} from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { storeSignedInUser } from './signed-in-user';

/** The body of docs/product/identity.md: the form, an empty last name, and an e-mail built from the username. */
export function registerDebtorBody(form: RegisterDebtorForm): RegisterDebtorBody {
  return { ...form, lastName: '', email: placeholderEmailFor(form.username) };
}

/** POST /api/register-debtor: 201 with the new, signed-in user. */
export function registerDebtor(form: RegisterDebtorForm): Promise<RegisterDebtorResponse> {
  return apiJson<RegisterDebtorResponse>('POST', '/api/register-debtor', registerDebtorBody(form));
}

export function useRegisterDebtorMutation() {
  const queryClient = useQueryClient();
  return useMutation<RegisterDebtorResponse, Error, RegisterDebtorForm>({
    mutationFn: registerDebtor,
    onSuccess: ({ user }) => storeSignedInUser(queryClient, user),
  });
}
