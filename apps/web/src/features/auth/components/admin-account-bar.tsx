import { UserRound } from 'lucide-react';
import { useAuth } from '../auth-context';
import { LogoutButton } from '../logout-button';

/**
 * The back office's signed-in user (name, e-mail and role, as the /admin spec lists them) and Log Out.
 * Compact (the sidebar folded to icons): an icon with the same text as its tooltip, and Log Out's icon.
 */
export function AdminAccountBar({ compact = false }: { compact?: boolean }) {
  const { user } = useAuth();
  if (!user) return null;
  const who = `${user.username} (${user.role})`;
  if (compact) {
    return (
      <div className="flex flex-col items-center gap-2" data-testid="admin-shell-user">
        <span title={who} className="inline-flex size-9 items-center justify-center rounded-full bg-brand-50">
          <UserRound className="size-4 text-brand-700" aria-hidden="true" />
          <span className="sr-only">{who}</span>
        </span>
        <LogoutButton label="Log Out" size="sm" hideLabel className="px-2" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="admin-shell-user">
      <div className="min-w-0 text-sm">
        <p className="truncate font-semibold text-gray-900">{user.username}</p>
        {user.email && <p className="truncate text-gray-600">{user.email}</p>}
        <p className="text-gray-600">{`Role: ${user.role}`}</p>
      </div>
      <LogoutButton label="Log Out" size="sm" fullWidth />
    </div>
  );
}
