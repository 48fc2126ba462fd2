import { type AgencyUser, formatPhoneLine, NOT_AVAILABLE } from '@arrears/domain';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import type { DataTableColumn } from '@/ui/data-table';
import { formatListDateTime } from '@/ui/list-format';
import { ROLE_LABELS } from './role-labels';
import {
  actionsFor,
  fullName,
  hasPhoneLine,
  lineOf,
  USER_ACTIONS,
  type UserActionKind,
} from './user-actions';

/** The lists' one form of a time (decision 0114): "12/07/2026 03:23 PM ET". */
function lastSignIn(value: string | null): string {
  if (!value) return 'Never';
  const text = formatListDateTime(value);
  return text === NOT_AVAILABLE ? 'Never' : text;
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

/**
 * The users table's columns (ids are the server's sort keys). The name stays in view as the first
 * column; the actions are buttons named after the user ("Reset MFA: Maria Lopez").
 */
export function agencyUserColumns(
  currentUserId: number | undefined,
  onAction: (user: AgencyUser, action: UserActionKind) => void,
  onPhoneLine: (user: AgencyUser) => void,
): DataTableColumn<AgencyUser>[] {
  return [
    {
      id: 'name',
      header: 'Name and Email',
      sortable: true,
      cell: (user) => (
        <>
          <span className="block font-medium text-gray-900">
            {fullName(user)}
            {user.id === currentUserId && <span className="ml-1 font-normal text-gray-600">(you)</span>}
          </span>
          <span className="block text-gray-600 text-xs">{user.email}</span>
        </>
      ),
    },
    {
      id: 'username',
      header: 'Username',
      sortable: true,
      hideable: true,
      cell: (user) => <span className="font-mono text-gray-900">{user.username}</span>,
    },
    { id: 'role', header: 'Role', sortable: true, cell: (user) => ROLE_LABELS[user.role] },
    {
      // Added from the column chooser (Columns): where each agent's calls ring.
      id: 'phoneLine',
      header: 'Phone Line',
      defaultHidden: true,
      cell: (user) =>
        hasPhoneLine(user) ? (
          <span className="whitespace-nowrap">{formatPhoneLine(lineOf(user))}</span>
        ) : (
          <span className="text-gray-600">None</span>
        ),
    },
    { id: 'mfa', header: 'MFA', hideable: true, cell: (user) => <MfaTag user={user} /> },
    {
      id: 'lastLoginAt',
      header: 'Last Sign-In',
      sortable: true,
      firstDirection: 'desc',
      hideable: true,
      cell: (user) => lastSignIn(user.lastLoginAt),
    },
    {
      id: 'active',
      header: 'State',
      sortable: true,
      firstDirection: 'desc',
      cell: (user) => (
        <span className="flex flex-col items-start gap-1">
          <Tag tone={user.active ? 'green' : 'grey'}>{user.active ? 'Active' : 'Deactivated'}</Tag>
          {user.mustChangePassword && <Tag tone="amber">Password change required</Tag>}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      // Held at the right edge of the box; the buttons stack, so the column is one button wide.
      pinned: 'end',
      cell: (user) => (
        <div className="flex flex-col items-start gap-1.5">
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
          {hasPhoneLine(user) && (
            <Button
              size="sm"
              variant="secondary"
              className="whitespace-nowrap"
              aria-label={`Phone Line: ${fullName(user)}`}
              onClick={() => onPhoneLine(user)}
            >
              Phone Line
            </Button>
          )}
        </div>
      ),
    },
  ];
}
