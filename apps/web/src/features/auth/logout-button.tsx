import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@/ui/button';
import { useAuth } from './auth-context';

/** Signs out; reads 'Logging out...' while the call is pending. */
export function LogoutButton({
  label = 'Logout',
  pendingLabel = 'Logging out...',
  hideLabel = false,
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & {
  label?: string;
  /** What the button reads while the sign-out is pending. */
  pendingLabel?: string;
  /** Only the icon shows; the label stays the button's name. */
  hideLabel?: boolean;
}) {
  const { logout, logoutMutation } = useAuth();
  const text = logoutMutation.isPending ? pendingLabel : label;
  return (
    <Button
      variant="outline"
      title={hideLabel ? label : undefined}
      {...props}
      onClick={() => logout()}
      disabled={logoutMutation.isPending}
    >
      <LogOut className="size-4" aria-hidden="true" />
      {hideLabel ? <span className="sr-only">{text}</span> : text}
    </Button>
  );
}
