import type { AgencyUser, UpdateAgencyUserPayload } from '@arrears/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { AGENCY_USERS_QUERY_KEY, type AgencyUsersPage } from './agency-users';

export interface UpdateAgencyUserVariables {
  id: number;
  changes: UpdateAgencyUserPayload;
}

/** PATCH /api/admin/users/{id}: deactivate or reactivate, reset MFA, require a new password, role, phone line. */
export async function updateAgencyUser({ id, changes }: UpdateAgencyUserVariables): Promise<AgencyUser> {
  return (await apiJson<{ user: AgencyUser }>('PATCH', `/api/admin/users/${id}`, changes)).user;
}

/** The changed row is written into every cached page at once, then the pages are read again. */
export function useUpdateAgencyUserMutation() {
  const queryClient = useQueryClient();
  return useMutation<AgencyUser, Error, UpdateAgencyUserVariables>({
    mutationFn: updateAgencyUser,
    onSuccess: (user) => {
      queryClient.setQueriesData<AgencyUsersPage>({ queryKey: AGENCY_USERS_QUERY_KEY }, (page) =>
        page ? { ...page, users: page.users.map((row) => (row.id === user.id ? user : row)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: AGENCY_USERS_QUERY_KEY });
    },
  });
}
