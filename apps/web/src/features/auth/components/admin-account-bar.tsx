import { useAuth } from '../auth-context';
import { LogoutButton } from '../logout-button';

/** The admin pages' top bar account: who is signed in, and Log Out. */
export function AdminAccountBar() {
  const { user } = useAuth();
  return (
    <div className="flex items-center gap-3">
      {user && (
        <span className="hidden text-gray-700 text-sm sm:inline">{`${user.username} (${user.role})`}</span>
      )}
      <LogoutButton label="Log Out" size="sm" />
    </div>
  );
}
