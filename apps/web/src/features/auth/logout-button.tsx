import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@/ui/button';
import { useAuth } from './auth-context';

/** Signs out; reads 'Logging out...' while the call is pending. */
export function LogoutButton({
  label = 'Logout',
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & { label?: string }) {
  const { logout, logoutMutation } = useAuth();
  return (
    <Button variant="outline" {...props} onClick={() => logout()} disabled={logoutMutation.isPending}>
      <LogOut className="size-4" aria-hidden="true" />
      {logoutMutation.isPending ? 'Logging out...' : label}
    </Button>
  );
}
