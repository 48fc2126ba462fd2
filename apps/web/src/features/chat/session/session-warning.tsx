import { Clock } from 'lucide-react';
import { useState } from 'react';
import { formatCountdown } from '@/features/session';
import { Button } from '@/ui/button';
import { useChatText } from '../chat-text';

/** Stands for the live countdown while the sentence is split around it. */
const COUNTDOWN = '\u0000';

/**
 * The idle warning inside the panel: the live countdown and 'Stay Connected' (docs/product/chat.md). Screen
 * readers hear the warning once (the alert keeps its first text); the ticking timer is not announced.
 */
export function SessionWarning({ secondsLeft, onStay }: { secondsLeft: number; onStay: () => void }) {
  const { t } = useChatText();
  const [announced] = useState(() =>
    t('messages.sessionWarning', { countdown: formatCountdown(secondsLeft) }),
  );
  // The countdown ticks inside the sentence, wherever the language puts it.
  const [BEFORE, AFTER] = t('messages.sessionWarning', { countdown: COUNTDOWN }).split(COUNTDOWN);
  return (
    <div
      data-testid="chat-session-warning"
      className="flex flex-col gap-2 border-warning-200 border-b bg-warning-50 px-4 py-3 text-sm text-warning-700"
    >
      <p role="alert" className="sr-only">
        {announced}
      </p>
      <p className="flex items-center gap-2" aria-hidden="true">
        <Clock className="size-4 shrink-0" />
        <span>
          {BEFORE}
          <span role="timer" data-testid="chat-countdown" className="font-mono font-semibold tabular-nums">
            {formatCountdown(secondsLeft)}
          </span>
          {AFTER}
        </span>
      </p>
      <Button size="sm" onClick={onStay} className="self-start">
        {t('messages.stayConnected')}
      </Button>
    </div>
  );
}
