import { type AgencyUser, USER_ROLES } from '@arrears/domain';
import { Search, UserPlus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useAuth } from '@/features/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { DataTable, type TableSort, useTableControls } from '@/ui/data-table';
import { Input } from '@/ui/field';
import { AdminSubPage } from '@/ui/layouts/admin-sub-page';
import { SelectField } from '@/ui/select-field';
import { useAgencyUsersQuery } from './api/agency-users';
import { agencyUserColumns } from './components/agency-users-table';
import { CreateAgencyUserForm } from './components/create-agency-user-form';
import { PhoneLineDialog } from './components/phone-line-dialog';
import { ROLE_LABELS } from './components/role-labels';
import { type PendingUserAction, UserActionDialog } from './components/user-action-dialog';

const BY_USERNAME: TableSort = { column: 'username', direction: 'asc' };
const DEFAULT_PAGE_SIZE = 50;

/**
 * /admin/users (admin only): the people of the agency, adding one, and the row actions
 * (deactivate or reactivate, reset MFA, require a password change), each confirmed first, and an
 * agent's phone line (Phone Line). The server
 * searches, filters, sorts and pages the table.
 */
export function AgencyUsersPage() {
  const { user: me } = useAuth();
  const { sort, page, setPage, pageSize, tableProps } = useTableControls(
    'table:users',
    BY_USERNAME,
    DEFAULT_PAGE_SIZE,
  );
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const [lineFor, setLineFor] = useState<AgencyUser | null>(null);
  const [filter, setFilter] = useState('');
  const [role, setRole] = useState('all');
  const [state, setState] = useState('all');
  const search = useDebouncedValue(filter.trim());
  const searchId = useId();
  const users = useAgencyUsersQuery({
    sort: sort.column,
    direction: sort.direction,
    page,
    pageSize,
    role,
    active: state,
    search,
  });
  const columns = useMemo(
    () => agencyUserColumns(me?.id, (user, action) => setPending({ user, action }), setLineFor),
    [me?.id],
  );
  const total = users.data?.total ?? users.data?.users.length ?? 0;
  const filtered = search !== '' || role !== 'all' || state !== 'all';
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <AdminSubPage
      title="Agency Users"
      description="Administrators, staff and collectors who can sign in to the back office, and the clients’ users of the client portal."
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

      {users.data && (
        <p className="mb-3 text-gray-700 text-sm" aria-live="polite">
          {`${total} ${total === 1 ? 'user' : 'users'}${filtered ? ' found' : ''}`}
        </p>
      )}

      <DataTable
        caption="Agency users"
        what="users"
        columns={columns}
        rows={users.data?.users}
        rowKey={(user) => user.id}
        total={total}
        query={users}
        {...tableProps}
        filters={
          <>
            <div className="w-full sm:w-72">
              <label htmlFor={searchId} className="mb-1.5 block font-medium text-gray-800 text-sm">
                Search users
              </label>
              <div className="relative">
                <Search
                  className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-gray-500"
                  aria-hidden="true"
                />
                <Input
                  id={searchId}
                  type="search"
                  placeholder="Name, e-mail or role"
                  className="pl-9"
                  value={filter}
                  maxLength={100}
                  onChange={(e) => firstPage(setFilter)(e.target.value)}
                />
              </div>
            </div>
            <SelectField
              className="w-full sm:w-40"
              label="User type"
              value={role}
              onChange={(e) => firstPage(setRole)(e.target.value)}
              options={[
                { value: 'all', label: 'All Roles' },
                ...USER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
              ]}
            />
            <SelectField
              className="w-full sm:w-40"
              label="Account state"
              value={state}
              onChange={(e) => firstPage(setState)(e.target.value)}
              options={[
                { value: 'all', label: 'Everyone' },
                { value: 'true', label: 'Active' },
                { value: 'false', label: 'Deactivated' },
              ]}
            />
          </>
        }
        empty={
          filtered
            ? {
                message: 'No users found. Try other words, or another role or state.',
                action: {
                  label: 'Clear filters',
                  onClick: () => {
                    setFilter('');
                    setRole('all');
                    setState('all');
                    setPage(1);
                  },
                },
              }
            : { message: 'No users found. Add User creates the first one.' }
        }
      />

      <UserActionDialog pending={pending} onClose={() => setPending(null)} />
      <PhoneLineDialog user={lineFor} onClose={() => setLineFor(null)} />
    </AdminSubPage>
  );
}
