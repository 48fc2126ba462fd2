import { type DialerTurn, formatPhone } from '@arrears/domain';
import { PhoneCall, SkipForward, Square } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { dialerDial, dialerStop } from '../api/dialer';
import { notifyFailure, notifySuccess, serverText } from '../notify';
import { type DialerState, nextDialerTurn, type QueueWalk, workspacePathFromQueue } from '../queue-next';
import type { CallControls } from '../use-call';

/** The workspace of the dialer's turn, opened with the turn (its preview, or the call it placed). */
export function openDialerTurn(navigate: NavigateFunction, turn: DialerTurn, walk: QueueWalk): void {
  const state: DialerState = { dialerTurn: turn };
  navigate(workspacePathFromQueue(turn.accountId, walk, 'dialer'), { state });
}

/** The `error` code of a dialer refusal (409), if the answer has one. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.body) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/**
 * Asks the dialer for the next account and opens it. With none ready it says why and goes back to My
 * queue; while the last call's outcome is unsaved it says so and stays. `currentId` is remembered as
 * worked in this tab (it is not given again).
 */
export function moveToNextTurn(
  navigate: NavigateFunction,
  walk: QueueWalk,
  currentId?: number,
): Promise<void> {
  return nextDialerTurn(walk, currentId).then(
    (turn) => openDialerTurn(navigate, turn, walk),
    (error) => {
      const refusal = refusalOf(error);
      const text = serverText(error, 'The dialer could not take the next account.');
      if (refusal === 'outcome_pending') {
        notifyFailure({ title: 'Save the last outcome first', description: text }, error);
        return;
      }
      notifySuccess(refusal === 'nothing_ready' ? 'No account to call now' : 'Dialing session ended', text);
      navigate('/admin/contact-center');
    },
  );
}

type Phase = 'preview' | 'dialing' | 'placed' | 'failed' | 'moving';

/**
 * The dialing session's bar on the workspace (decision 0129): the preview's countdown ("Calling in 8 s")
 * with Call now and Skip, then the call the dialer placed, taken over by the call bar; Stop dialing
 * lets go of the account. Without the turn (a reloaded page) it waits for Call now.
 */
export function DialerBar({
  accountId,
  turn,
  walk,
  call,
}: {
  accountId: number;
  /** The turn the dialer gave for this account (location state), null after a reload. */
  turn: DialerTurn | null;
  walk: QueueWalk;
  call: CallControls;
}) {
  const navigate = useNavigate();
  const placedAlready = turn?.callSid != null;
  const [phase, setPhase] = useState<Phase>(placedAlready ? 'placed' : 'preview');
  const [remaining, setRemaining] = useState<number | null>(
    turn && !placedAlready && turn.previewSeconds > 0 ? turn.previewSeconds : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const adopted = useRef(false);
  const { adopt } = call;

  // The dialer placed the call already (no preview): the call bar takes it over at once.
  useEffect(() => {
    if (adopted.current || !turn?.callSid) return;
    adopted.current = true;
    adopt({ callSid: turn.callSid, status: turn.status ?? 'initiated' }, turn.phoneNumber);
  }, [turn, adopt]);

  // The agent dialled from the workspace during the preview: that call is this turn's, no second one.
  const manual = call.call !== null;
  useEffect(() => {
    if (!manual || adopted.current) return;
    adopted.current = true;
    setRemaining(null);
    setPhase('placed');
  }, [manual]);

  const dial = useCallback(() => {
    if (adopted.current) return;
    adopted.current = true;
    setRemaining(null);
    setPhase('dialing');
    dialerDial(accountId).then(
      (placed) => {
        setPhase('placed');
        if (placed.callSid)
          adopt({ callSid: placed.callSid, status: placed.status ?? 'initiated' }, placed.phoneNumber);
      },
      (error) => {
        setPhase('failed');
        setFailure(serverText(error, 'The call could not be placed.'));
      },
    );
  }, [accountId, adopt]);

  // One second at a time; at 0 the call is placed.
  useEffect(() => {
    if (remaining === null || phase !== 'preview') return;
    if (remaining <= 0) {
      dial();
      return;
    }
    const timer = setTimeout(() => setRemaining((s) => (s === null ? null : s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining, phase, dial]);

  const skip = () => {
    setRemaining(null);
    setPhase('moving');
    void moveToNextTurn(navigate, walk, accountId);
  };
  const stop = () => {
    setRemaining(null);
    void dialerStop().finally(() => navigate(`/admin/debtor/${accountId}`, { replace: true }));
  };
  const onCall = call.call !== null;
  const phone = turn?.phoneNumber ? formatPhone(turn.phoneNumber) : null;

  return (
    <section
      aria-label="Dialing session"
      // On a phone during the call only the call bar stays in view (the header hides the same way).
      className={`${onCall ? 'max-md:hidden ' : ''}flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2`}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-brand-800">Dialing session</span>
        {phase === 'preview' && remaining !== null && (
          <span className="font-semibold text-gray-900 tabular-nums" data-testid="dialer-countdown">
            {`Calling in ${remaining} s`}
            {phone && <span className="font-normal text-gray-700">{` · ${phone}`}</span>}
          </span>
        )}
        {phase === 'preview' && remaining === null && (
          <span className="text-gray-800">{phone ? `Ready to call ${phone}` : 'Ready to call'}</span>
        )}
        {phase === 'dialing' && <span className="text-gray-800">Calling…</span>}
        {phase === 'placed' && (
          <span className="text-gray-800">
            Save the call&apos;s outcome, then Save &amp; next takes the next account.
          </span>
        )}
        {phase === 'moving' && <span className="text-gray-800">Taking the next account…</span>}
      </div>
      <div className="flex flex-wrap gap-2">
        {phase === 'preview' && (
          <Button size="sm" onClick={dial}>
            <PhoneCall className="size-4" aria-hidden="true" />
            Call now
          </Button>
        )}
        {(phase === 'preview' || phase === 'failed') && (
          <Button size="sm" variant="outline" onClick={skip}>
            <SkipForward className="size-4" aria-hidden="true" />
            Skip
          </Button>
        )}
        {!onCall && phase !== 'moving' && (
          <Button size="sm" variant="ghost" onClick={stop}>
            <Square className="size-4" aria-hidden="true" />
            Stop dialing
          </Button>
        )}
      </div>
      {failure && (
        <Alert tone="danger" className="basis-full">
          {failure}
        </Alert>
      )}
    </section>
  );
}
