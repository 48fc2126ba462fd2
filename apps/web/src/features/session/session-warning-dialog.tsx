import { Clock } from 'lucide-react';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/ui/dialog';
import { formatCountdown } from './idle-timeout';
import { SESSION_WARNING_TEXT, SESSION_WARNING_TITLE } from './session-texts';

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
            <DialogTitle>{SESSION_WARNING_TITLE}</DialogTitle>
            <DialogDescription>{SESSION_WARNING_TEXT}</DialogDescription>
          </div>
        </div>
        <p
          role="timer"
          aria-label="Time left"
          data-testid="session-countdown"
          className="mt-5 text-center font-mono font-semibold text-4xl text-gray-900 tabular-nums"
        >
          {formatCountdown(secondsLeft)}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onLogout} disabled={loggingOut}>
            Log Out
          </Button>
          <Button onClick={onStay} disabled={extending}>
            {extending ? 'Extending...' : 'Stay Logged In'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
