import type { AgencyUser, CreateAgencyUserPayload } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { AGENCY_USERS_QUERY_KEY } from './agency-users';

/** POST /api/admin/users: 201 with the user, 409 when the username or e-mail is taken. */
export async function createAgencyUser(payload: CreateAgencyUserPayload): Promise<AgencyUser> {
  return (await apiJson<{ user: AgencyUser }>('POST', '/api/admin/users', payload)).user;
}

export function useCreateAgencyUserMutation() {
  const queryClient = useQueryClient();
  return useMutation<AgencyUser, Error, CreateAgencyUserPayload>({
    mutationFn: createAgencyUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENCY_USERS_QUERY_KEY }),
  });
}
