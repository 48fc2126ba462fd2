import {
  CALL_STATUS_LABELS,
  type CallStatus,
  COLLECTION_DISCLOSURE,
  formatPhone,
  isTerminalCallStatus,
} from '@arrears/domain';
import { Grid3x3, Mic, MicOff, Pause, PhoneOff, Play, Voicemail } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/button';
import { cn } from '@/ui/cn';
import { useCallClock } from '../call-clock';
import type { CallControls, CallState } from '../use-call';
import { DialPad } from './dial-pad';
import { DispositionForm } from './disposition-form';

const labelOf = (status: string) => CALL_STATUS_LABELS[status as CallStatus] ?? status;

function CallTimer({ current }: { current: CallState }) {
  const reading = useCallClock(current.callSid, current.status);
  return (
    <span data-testid="call-timer" className="text-gray-700 text-sm">
      {reading.label}{' '}
      <span className="font-mono font-semibold text-gray-900 tabular-nums">{reading.time}</span>
    </span>
  );
}

/** What the agent should know now: their own phone ringing, a machine on the line, the hold, the microphone. */
function CallNotices({ current, call }: { current: CallState; call: CallControls }) {
  const notes: { text: string; tone: 'info' | 'warning' | 'danger' }[] = [];
  if (current.agentLeg === 'ringing' && !call.onBrowserPhone)
    notes.push({ text: 'Your phone is ringing: answer it and the consumer is called.', tone: 'info' });
  if (current.voicemailLeft)
    notes.push({
      text: 'The message is playing to the answering machine; the call ends by itself when it is done.',
      tone: 'info',
    });
  else if (current.answeredBy === 'machine')
    notes.push({
      text: 'An answering machine took the call. Leave voicemail plays the message asking them to call back (no word of the debt), then ends the call.',
      tone: 'warning',
    });
  if (current.held)
    notes.push({ text: 'On hold: the consumer hears the hold message and music.', tone: 'info' });
  if (call.phoneError) notes.push({ text: call.phoneError, tone: 'danger' });
  if (notes.length === 0) return null;
  const tones = {
    info: 'border-info-200 bg-info-50 text-info-700',
    warning: 'border-warning-200 bg-warning-50 text-warning-700',
    danger: 'border-danger-200 bg-danger-50 text-danger-700',
  };
  return (
    <ul aria-label="Call notices" className="space-y-1.5">
      {notes.map((note) => (
        <li
          key={note.text}
          className={cn('rounded-md border px-3 py-2 font-medium text-sm', tones[note.tone])}
        >
          {note.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * The call bar (docs/product/contact-center.md): while the call is live it stays in view at the top
 * of the workspace (`data-live`: the page keeps it sticky) with the number, the status, a timer, the
 * disclosure to read, Hang Up and the keypad, Mute on the browser phone, Hold on a bridged call, Leave
 * voicemail when a machine answered; when the call ends, its duration with the outcome form.
 */
export function CallPanel({
  call,
  onSaveAndNext,
}: {
  call: CallControls;
  /** Save & next (decision 0110): what runs after the outcome is saved (open the queue's next account). */
  onSaveAndNext?: () => void;
}) {
  const [keypad, setKeypad] = useState(false);
  const keypadId = useId();
  const current = call.call;
  if (!current) return null;
  const ended = isTerminalCallStatus(current.status);
  const live = call.active && !current.dispositionPending;
  return (
    <section
      aria-label="Current call"
      data-live={live ? 'true' : undefined}
      className={cn(
        'space-y-3 rounded-lg border border-gray-200 bg-white p-3 shadow-md sm:p-4',
        current.dispositionPending && 'border-warning-300',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <p role="status" className="flex items-center gap-2 font-semibold text-gray-900">
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${ended ? 'bg-gray-400' : 'bg-success-600 motion-safe:animate-pulse'}`}
            />
            <span data-testid="call-status">{labelOf(current.status)}</span>
          </p>
          <span className="text-gray-700 text-sm tabular-nums">{formatPhone(current.phoneNumber)}</span>
          <CallTimer key={current.callSid} current={current} />
        </div>
        {live && (
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" size="sm" onClick={call.hangUp} disabled={call.hangingUp}>
              <PhoneOff className="size-4" aria-hidden="true" />
              Hang Up
            </Button>
            {call.onBrowserPhone && !current.voicemailLeft && (
              <Button
                variant="outline"
                size="sm"
                aria-pressed={call.muted}
                onClick={() => call.mute(!call.muted)}
              >
                {call.muted ? (
                  <MicOff className="size-4" aria-hidden="true" />
                ) : (
                  <Mic className="size-4" aria-hidden="true" />
                )}
                {call.muted ? 'Unmute' : 'Mute'}
              </Button>
            )}
            {call.canHold && !current.voicemailLeft && (
              <Button
                variant="outline"
                size="sm"
                aria-pressed={current.held}
                onClick={() => call.hold(!current.held)}
                disabled={call.holding}
              >
                {current.held ? (
                  <Play className="size-4" aria-hidden="true" />
                ) : (
                  <Pause className="size-4" aria-hidden="true" />
                )}
                {current.held ? 'Resume' : 'Hold'}
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              aria-expanded={keypad}
              aria-controls={keypadId}
              onClick={() => setKeypad((open) => !open)}
            >
              <Grid3x3 className="size-4" aria-hidden="true" />
              Keypad
            </Button>
            {current.answeredBy === 'machine' && !current.voicemailLeft && (
              <Button size="sm" onClick={call.leaveVoicemail} disabled={call.droppingVoicemail}>
                <Voicemail className="size-4" aria-hidden="true" />
                {call.droppingVoicemail ? 'Leaving voicemail...' : 'Leave voicemail'}
              </Button>
            )}
          </div>
        )}
      </div>
      {live && <CallNotices current={current} call={call} />}
      {live && (
        <div
          role="note"
          aria-label="Disclosure to read"
          className="rounded-md border border-info-200 bg-info-50 p-3 text-sm"
        >
          <p className="font-semibold text-info-700">Read to the consumer</p>
          <p className="text-gray-900">{COLLECTION_DISCLOSURE}</p>
        </div>
      )}
      {live && keypad && (
        <div id={keypadId}>
          <DialPad onKey={call.pressKey} />
        </div>
      )}
      {current.dispositionPending && (
        <DispositionForm
          onSave={(value, notes, promise) => call.saveDisposition(value, notes, promise)}
          onSaveAndNext={
            onSaveAndNext
              ? (value, notes, promise) => call.saveDisposition(value, notes, promise, onSaveAndNext)
              : undefined
          }
          saving={call.savingDisposition}
        />
      )}
    </section>
  );
}
