import {
  CALL_STATUS_POLL_MS,
  type CallDisposition,
  CONTACT_TOAST_MS,
  isTerminalCallStatus,
  CONTACT_CENTER_MESSAGES as M,
} from '@arrears/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCallStatus } from './api/call-status';
import { debtorKey } from './api/debtor-keys';
import { useHangUpMutation } from './api/hang-up';
import { useInitiateCallMutation } from './api/initiate-call';
import { type PromiseFields, useSaveDispositionMutation } from './api/save-disposition';
import { useSendDtmfMutation } from './api/send-dtmf';
import { notifyContactFailure } from './compliance/compliance-block';
import { notifyFailure, notifySuccess } from './notify';

export interface CallState {
  callSid: string;
  /** The number dialled, as the agent picked it. */
  phoneNumber: string;
  status: string;
  /** The disposition form is showing (it shows once per call). */
  dispositionPending: boolean;
}

/**
 * One call of the workspace (docs/product/contact-center.md): start it, read its status every second until a terminal
 * one, dial-pad keys and hang-up while it is active, then the disposition form exactly once (on a
 * terminal status or after a successful hang-up); only a saved outcome clears it (`onCleared`): there is
 * no Skip (decision 0109), so the agent cannot start the next call with this one's outcome unsaved.
 */
export function useCall(debtorId: number, onCleared: () => void) {
  const queryClient = useQueryClient();
  const [call, setCall] = useState<CallState | null>(null);
  // The calls whose disposition form was already shown: a later terminal status must not reopen it.
  const shownFor = useRef(new Set<string>());
  const initiate = useInitiateCallMutation(debtorId);
  const dtmf = useSendDtmfMutation(debtorId);
  const hangUpCall = useHangUpMutation(debtorId);
  const disposition = useSaveDispositionMutation(debtorId);

  const askDisposition = useCallback((callSid: string) => {
    if (shownFor.current.has(callSid)) return;
    shownFor.current.add(callSid);
    setCall((c) => (c && c.callSid === callSid ? { ...c, dispositionPending: true } : c));
  }, []);

  // Bumped after every status read: each read schedules the next one a second later.
  const [reads, setReads] = useState(0);
  const callSid = call?.callSid;
  const terminal = call ? isTerminalCallStatus(call.status) : true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` re-arms the one-second timer after each read
  useEffect(() => {
    if (!callSid || terminal) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      try {
        const answer = await fetchCallStatus(callSid);
        if (stopped) return;
        setCall((c) => (c && c.callSid === callSid ? { ...c, status: answer.status } : c));
        if (isTerminalCallStatus(answer.status)) askDisposition(callSid);
      } catch (error) {
        // docs/product/contact-center.md: status polling errors are only logged; the next read tries again.
        console.warn('Call status check failed', error);
      }
      if (!stopped) setReads((n) => n + 1);
    }, CALL_STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [callSid, terminal, reads, askDisposition]);

  const refreshTimeline = () => queryClient.invalidateQueries({ queryKey: debtorKey(debtorId) });

  const clear = () => {
    setCall(null);
    onCleared();
  };

  return {
    call,
    active: call !== null && !terminal,
    starting: initiate.isPending,
    hangingUp: hangUpCall.isPending,
    savingDisposition: disposition.isPending,
    dial: (phoneNumber: string) =>
      initiate.mutate(phoneNumber, {
        onSuccess: (answer) => {
          setCall({ callSid: answer.callSid, phoneNumber, status: answer.status, dispositionPending: false });
          if (isTerminalCallStatus(answer.status)) askDisposition(answer.callSid);
          notifySuccess(M.success.call);
          void refreshTimeline();
        },
        // A compliance block (409) also refreshes the debtor: Dial then shows why it is disabled.
        onError: (error) => notifyContactFailure(M.callFailed, error, queryClient, debtorId),
      }),
    /**
     * Takes over a call placed elsewhere for this account (the dialer placed it, decision 0129): its
     * status is read every second and the outcome asked, as for a call started here.
     */
    adopt: (answer: { callSid: string; status: string }, phoneNumber: string) => {
      setCall({ callSid: answer.callSid, phoneNumber, status: answer.status, dispositionPending: false });
      if (isTerminalCallStatus(answer.status)) askDisposition(answer.callSid);
      void refreshTimeline();
    },
    pressKey: (digits: string) => {
      if (!call) return;
      dtmf.mutate(
        { callSid: call.callSid, digits },
        { onError: (error) => notifyFailure(M.dtmfFailed, error, CONTACT_TOAST_MS.dtmfError) },
      );
    },
    hangUp: () => {
      if (!call) return;
      const sid = call.callSid;
      hangUpCall.mutate(sid, {
        onSuccess: () => askDisposition(sid),
        onError: (error) => notifyFailure(M.hangUpFailed, error),
      });
    },
    /** Saves the outcome; `then` runs after a successful save (Save & next opens the next account). */
    saveDisposition: (value: CallDisposition, notes: string, promise?: PromiseFields, then?: () => void) => {
      if (!call) return;
      disposition.mutate(
        { callSid: call.callSid, disposition: value, notes, ...promise },
        {
          onSuccess: () => {
            notifySuccess(M.success.disposition);
            clear();
            void refreshTimeline();
            then?.();
          },
          onError: (error) => notifyFailure(M.dispositionFailed, error),
        },
      );
    },
  };
}

export type CallControls = ReturnType<typeof useCall>;
