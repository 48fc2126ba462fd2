import type { AgencyUser } from '@arrears/domain';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { ROLE_LABELS } from './role-labels';
import { actionsFor, fullName, USER_ACTIONS, type UserActionKind } from './user-actions';

const LAST_SIGN_IN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function lastSignIn(value: string | null): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Never' : LAST_SIGN_IN.format(date);
}

function Tag({ tone, children }: { tone: 'green' | 'grey' | 'amber'; children: string }) {
  const tones = {
    green: 'bg-success-50 text-success-700',
    grey: 'bg-gray-100 text-gray-800',
    amber: 'bg-warning-50 text-warning-700',
  };
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 font-medium text-xs',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** On, Off, or (where the install requires it of admin and staff) not set up yet: the user is held to the setup. */
function MfaTag({ user }: { user: AgencyUser }) {
  if (user.mfaEnabled) return <Tag tone="green">On</Tag>;
  if (user.mfaSetupRequired) return <Tag tone="amber">Not set up (required)</Tag>;
  return <Tag tone="grey">Off</Tag>;
}

export interface AgencyUsersTableProps {
  users: readonly AgencyUser[];
  currentUserId: number | undefined;
  onAction: (user: AgencyUser, action: UserActionKind) => void;
}

/** The agency's users, dense: one row each under a sticky header; on a phone the table scrolls sideways. */
export function AgencyUsersTable({ users, currentUserId, onAction }: AgencyUsersTableProps) {
  return (
    <div className="max-h-[70vh] overflow-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
        <caption className="sr-only">Agency users</caption>
        <thead className="sticky top-0 z-10 bg-gray-100 text-gray-700">
          <tr>
            {['Name and Email', 'Username', 'Role', 'MFA', 'Last Sign-In', 'State', 'Actions'].map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr
              key={user.id}
              className="border-gray-200 border-t align-top hover:bg-gray-50"
              data-testid="agency-user-row"
            >
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <span className="block whitespace-nowrap font-medium text-gray-900">
                  {fullName(user)}
                  {user.id === currentUserId && <span className="ml-1 font-normal text-gray-600">(you)</span>}
                </span>
                <span className="block whitespace-nowrap text-gray-600 text-xs">{user.email}</span>
              </th>
              <td className="px-3 py-2 font-mono text-gray-900">{user.username}</td>
              <td className="px-3 py-2 text-gray-800">{ROLE_LABELS[user.role]}</td>
              <td className="px-3 py-2">
                <MfaTag user={user} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-gray-800">{lastSignIn(user.lastLoginAt)}</td>
              <td className="space-y-1 px-3 py-2">
                <Tag tone={user.active ? 'green' : 'grey'}>{user.active ? 'Active' : 'Deactivated'}</Tag>
                {user.mustChangePassword && (
                  <div>
                    <Tag tone="amber">Password change required</Tag>
                  </div>
                )}
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-1.5">
                  {actionsFor(user, currentUserId).map((action) => (
                    <Button
                      key={action}
                      size="sm"
                      variant={USER_ACTIONS[action].danger ? 'outline' : 'secondary'}
                      className={cn('whitespace-nowrap', USER_ACTIONS[action].danger && 'text-danger-700')}
                      aria-label={`${USER_ACTIONS[action].label}: ${fullName(user)}`}
                      onClick={() => onAction(user, action)}
                    >
                      {USER_ACTIONS[action].label}
                    </Button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
