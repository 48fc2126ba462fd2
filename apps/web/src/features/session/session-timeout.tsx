import { SESSION_LIMITS } from '@arrears/domain';
import { Clock } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/features/auth/auth-context';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { toast } from '@/ui/use-toast';
import { useExtendSessionMutation } from './api/extend-session';
import { formatCountdown } from './idle-timeout';
import { useCountdown } from './use-countdown';
import { useIdleTimeout } from './use-idle-timeout';

export const SESSION_WARNING_TEXT = 'Your session will expire in 5 minutes due to inactivity.';

/**
 * The inactivity rules of spec 1 §4 for a signed-in user: a warning dialog with a 5:00 countdown at
 * 25 minutes idle, and logout with a 'Session Expired' toast at 30 minutes (or when the countdown
 * ends).
 */
export function SessionTimeout() {
  const { user, logout, logoutMutation } = useAuth();
  const [deadline, setDeadline] = useState<number | null>(null);
  const ended = useRef(false);
  const userId = user?.id;

  // A new sign-in starts a fresh watch; signing out (anywhere) closes the warning.
  useEffect(() => {
    ended.current = false;
    if (userId === undefined) setDeadline(null);
  }, [userId]);

  /** Ends the session once, whichever comes first: the 30-minute check or the countdown. */
  const end = useCallback(
    (reason: 'idle' | 'user') => {
      if (ended.current) return;
      if (reason === 'idle') ended.current = true;
      setDeadline(null);
      logout(reason);
    },
    [logout],
  );
  const expire = useCallback(() => end('idle'), [end]);

  const { reset } = useIdleTimeout({
    enabled: user !== null,
    onWarning: () => setDeadline(Date.now() + SESSION_LIMITS.countdownSeconds * 1000),
    onExpire: expire,
  });

  const secondsLeft = useCountdown(deadline, expire);

  const extend = useExtendSessionMutation({
    onSuccess: () => {
      reset();
      setDeadline(null);
      toast({ title: 'Session Extended', description: 'You will stay signed in.', variant: 'success', duration: 1000 });
    },
    onError: (error) => {
      // The server has already ended the session: end it here too.
      if (error instanceof ApiError && error.status === 401) {
        expire();
        return;
      }
      toast({
        title: 'Could Not Extend Session',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });

  if (!user) return null;
  const open = deadline !== null;

  return (
    <Dialog open={open}>
      <DialogContent
        showClose={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        data-testid="session-timeout-dialog"
      >
        <div className="flex items-start gap-3">
          <Clock className="mt-1 size-6 shrink-0 text-warning-700" aria-hidden="true" />
          <div>
            <DialogTitle>Session Expiring</DialogTitle>
            <DialogDescription>{SESSION_WARNING_TEXT}</DialogDescription>
          </div>
        </div>
        <p
          role="timer"
          aria-label="Time left"
          data-testid="session-countdown"
          className="mt-5 text-center font-mono font-semibold text-4xl text-gray-900 tabular-nums"
        >
          {formatCountdown(secondsLeft ?? SESSION_LIMITS.countdownSeconds)}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => end('user')} disabled={logoutMutation.isPending}>
            Log Out
          </Button>
          <Button onClick={() => extend.mutate()} disabled={extend.isPending}>
            {extend.isPending ? 'Extending...' : 'Stay Logged In'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
