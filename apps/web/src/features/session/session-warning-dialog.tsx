import { Clock } from 'lucide-react';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { formatCountdown } from './idle-timeout';
import { useSessionText } from './session-texts';

export interface SessionWarningDialogProps {
  secondsLeft: number;
  extending: boolean;
  loggingOut: boolean;
  onStay: () => void;
  onLogout: () => void;
}

/**
 * 'Session Expiring' with the countdown (docs/product/sign-in.md). It can only be answered with its buttons:
 * Escape and clicks outside are ignored. Loaded on demand (see session-timeout.tsx).
 */
export function SessionWarningDialog({
  secondsLeft,
  extending,
  loggingOut,
  onStay,
  onLogout,
}: SessionWarningDialogProps) {
  const t = useSessionText();
  return (
    <Dialog open>
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
            <DialogTitle>{t('warning.title')}</DialogTitle>
            <DialogDescription>{t('warning.text')}</DialogDescription>
          </div>
        </div>
        <p
          role="timer"
          aria-label={t('warning.timeLeft')}
          data-testid="session-countdown"
          className="mt-5 text-center font-mono font-semibold text-4xl text-gray-900 tabular-nums"
        >
          {formatCountdown(secondsLeft)}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onLogout} disabled={loggingOut}>
            {t('warning.logOut')}
          </Button>
          <Button onClick={onStay} disabled={extending}>
            {extending ? t('warning.extending') : t('warning.stay')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
