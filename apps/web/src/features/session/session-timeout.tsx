import { SESSION_LIMITS } from '@arrears/domain';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/ui/use-toast';
import { useExtendSessionMutation } from './api/extend-session';
import { useSessionText } from './session-texts';
import { useCountdown } from './use-countdown';
import { useIdleTimeout } from './use-idle-timeout';

// The dialog (and Radix Dialog with it) is not part of the first download; it is fetched a few
// seconds after someone signs in (after the page's own code and data), long before it can be needed.
const loadWarningDialog = () => import('./session-warning-dialog');
const PREFETCH_DELAY_MS = 5000;
const SessionWarningDialog = lazy(async () => ({
  default: (await loadWarningDialog()).SessionWarningDialog,
}));

/**
 * The inactivity rules of docs/product/sign-in.md for a signed-in user: a warning dialog with a 5:00 countdown at
 * 25 minutes idle, with the 'Session Expiring' toast beside it (the spec's error catalogue), and logout with a 'Session Expired' toast at 30 minutes (or when the countdown
 * ends).
 */
export function SessionTimeout() {
  const { user, logout, logoutMutation } = useAuth();
  const [deadline, setDeadline] = useState<number | null>(null);
  const ended = useRef(false);
  const userId = user?.id;
  const t = useSessionText();

  // A new sign-in starts a fresh watch; signing out (anywhere) closes the warning.
  useEffect(() => {
    ended.current = false;
    if (userId === undefined) {
      setDeadline(null);
      return;
    }
    const prefetch = setTimeout(() => void loadWarningDialog(), PREFETCH_DELAY_MS);
    return () => clearTimeout(prefetch);
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

  // The toast stays as long as the countdown runs and leaves with the dialog (stay, log out, expiry).
  const warningToast = useRef<{ dismiss: () => void } | null>(null);
  useEffect(() => {
    if (deadline === null) return;
    warningToast.current = toast({
      title: t('warning.title'),
      description: t('warning.text'),
      duration: SESSION_LIMITS.countdownSeconds * 1000,
    });
    return () => {
      warningToast.current?.dismiss();
      warningToast.current = null;
    };
  }, [deadline, t]);

  const secondsLeft = useCountdown(deadline, expire);

  const extend = useExtendSessionMutation({
    onSuccess: () => {
      reset();
      setDeadline(null);
      toast({
        title: t('extended.title'),
        description: t('extended.text'),
        variant: 'success',
        duration: 1000,
      });
    },
    onError: (error) => {
      // The server has already ended the session: end it here too.
      if (error instanceof ApiError && error.status === 401) {
        expire();
        return;
      }
      toast({
        title: t('extendFailed.title'),
        description: errorMessage(error, t('extendFailed.text')),
        variant: 'destructive',
      });
    },
  });

  if (!user || deadline === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionWarningDialog
        secondsLeft={secondsLeft ?? SESSION_LIMITS.countdownSeconds}
        extending={extend.isPending}
        loggingOut={logoutMutation.isPending}
        onStay={() => extend.mutate()}
        onLogout={() => end('user')}
      />
    </Suspense>
  );
}
