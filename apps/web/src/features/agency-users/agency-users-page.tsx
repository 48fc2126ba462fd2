import { Search, UserPlus } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useAuth } from '@/features/auth';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/field';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { QueryState } from '@/ui/query-state';
import { Spinner } from '@/ui/spinner';
import { useAgencyUsersQuery } from './api/agency-users';
import { AgencyUsersTable } from './components/agency-users-table';
import { CreateAgencyUserForm } from './components/create-agency-user-form';
import { type PendingUserAction, UserActionDialog } from './components/user-action-dialog';

/**
 * /admin/users (admin only): the people of the agency, adding one, and the row actions
 * (deactivate or reactivate, reset MFA, require a password change), each confirmed first.
 */
export function AgencyUsersPage() {
  const { user: me } = useAuth();
  const users = useAgencyUsersQuery();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const [filter, setFilter] = useState('');
  const term = useDeferredValue(filter.trim().toLowerCase());
  const searchId = useId();

  const rows = (users.data ?? []).filter(
    (u) =>
      !term ||
      [u.firstName, u.lastName, u.username, u.email, u.role].some((v) => v.toLowerCase().includes(term)),
  );

  return (
    <AdminSubPage
      title="Agency Users"
      description="Administrators, staff and collectors who can sign in to the back office."
      width="wide"
      actions={
        !creating && (
          <Button onClick={() => setCreating(true)}>
            <UserPlus className="size-4" aria-hidden="true" />
            Add User
          </Button>
        )
      }
    >
      {creating && (
        <Card className="mb-6">
          <CardHeader>
            <CardTitle>Add a User</CardTitle>
          </CardHeader>
          <CardContent>
            <CreateAgencyUserForm onDone={() => setCreating(false)} />
          </CardContent>
        </Card>
      )}

      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div className="relative w-full sm:w-80">
          <label htmlFor={searchId} className="sr-only">
            Search users
          </label>
          <Search
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-gray-500"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search users..."
            className="pl-9"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
        {users.data && (
          <p className="text-gray-700 text-sm" aria-live="polite">
            {rows.length === users.data.length
              ? `${rows.length} users`
              : `${rows.length} of ${users.data.length} users`}
          </p>
        )}
      </div>

      <QueryState
        query={users}
        loading={
          <div className="flex justify-center p-8">
            <Spinner label="Loading users" />
          </div>
        }
        errorText="Could not load the users."
        isEmpty={() => rows.length === 0}
        empty={
          <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-gray-700">
            No users found
          </p>
        }
      >
        {() => (
          <AgencyUsersTable
            users={rows}
            currentUserId={me?.id}
            onAction={(user, action) => setPending({ user, action })}
          />
        )}
      </QueryState>

      <UserActionDialog pending={pending} onClose={() => setPending(null)} />
    </AdminSubPage>
  );
}
