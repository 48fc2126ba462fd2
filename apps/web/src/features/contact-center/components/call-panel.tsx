import { CALL_STATUS_LABELS, type CallStatus, isTerminalCallStatus } from '@arrears/domain';
import { PhoneOff } from 'lucide-react';
import { Button } from '@/ui/button';
import type { useCall } from '../use-call';
import { DialPad } from './dial-pad';
import { DispositionForm } from './disposition-form';

const labelOf = (status: string) => CALL_STATUS_LABELS[status as CallStatus] ?? status;

/** The call under way (docs/product/contact-center.md): its indicator, hang-up and dial pad, then the disposition form. */
export function CallPanel({ call }: { call: ReturnType<typeof useCall> }) {
  const current = call.call;
  if (!current) return null;
  const ended = isTerminalCallStatus(current.status);
  return (
    <section aria-label="Current call" className="space-y-4 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <p role="status" className="flex items-center gap-2 font-semibold text-gray-900">
        <span
          aria-hidden="true"
          className={`size-2.5 rounded-full ${ended ? 'bg-gray-400' : 'bg-success-600 motion-safe:animate-pulse'}`}
        />
        <span data-testid="call-status">{labelOf(current.status)}</span>
      </p>
      {call.active && !current.dispositionPending && (
        <div className="space-y-4">
          <Button variant="danger" onClick={call.hangUp} disabled={call.hangingUp}>
            <PhoneOff className="size-4" aria-hidden="true" />
            Hang Up
          </Button>
          <DialPad onKey={call.pressKey} />
        </div>
      )}
      {current.dispositionPending && (
        <DispositionForm onSave={call.saveDisposition} onSkip={call.skip} saving={call.savingDisposition} />
      )}
    </section>
  );
}
