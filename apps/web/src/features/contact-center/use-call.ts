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
import { holdCall } from './api/hold';
import { type CallAnswer, useInitiateCallMutation } from './api/initiate-call';
import { type PromiseFields, useSaveDispositionMutation } from './api/save-disposition';
import { useSendDtmfMutation } from './api/send-dtmf';
import { dropVoicemail } from './api/voicemail-drop';
import { notifyContactFailure } from './compliance/compliance-block';
import { notifyFailure, notifySuccess } from './notify';
import { type PhoneState, useBrowserPhone } from './phone/browser-phone';

const HOLD_FAILED = {
  title: 'Hold Failed',
  description: 'Could not put the call on hold. Please try again.',
};
const UNHOLD_FAILED = {
  title: 'Resume Failed',
  description: 'Could not take the call off hold. Please try again.',
};
const VOICEMAIL_FAILED = {
  title: 'Voicemail Failed',
  description: 'Could not leave the voicemail. Please try again.',
};

export interface CallState {
  callSid: string;
  /** The number dialled, as the agent picked it. */
  phoneNumber: string;
  status: string;
  /** A machine answered the debtor leg: the agent may leave the limited-content message. */
  answeredBy: 'human' | 'machine' | null;
  /** The agent's own leg of a bridged call; null on the simulator. */
  agentLeg: 'ringing' | 'in-progress' | 'completed' | null;
  /** The debtor is on hold (hears the hold message and music). */
  held: boolean;
  /** The limited-content message is playing to the machine; the call ends by itself after it. */
  voicemailLeft: boolean;
  /** The disposition form is showing (it shows once per call). */
  dispositionPending: boolean;
}

/** Why a call cannot be placed on the browser phone now, or null when it can (or the line is another). */
export function browserPhoneNotReady(browserPhone: boolean, state: PhoneState): string | null {
  if (!browserPhone) return null;
  if (state.kind === 'starting') return 'Your browser phone is still starting. Try again in a moment.';
  if (state.kind === 'error') return `Your browser phone is not ready. ${state.message}`;
  return null;
}

/** What a call read says of the call, kept into the workspace's state. */
function readOf(answer: CallAnswer) {
  return { status: answer.status, answeredBy: answer.answeredBy ?? null, agentLeg: answer.agentLeg ?? null };
}

/**
 * One call of the workspace (docs/product/contact-center.md): start it, read its status every second until a terminal
 * one, dial-pad keys and hang-up while it is active, then the disposition form exactly once (on a
 * terminal status or after a successful hang-up); only a saved outcome clears it (`onCleared`): there is
 * no Skip (decision 0109), so the agent cannot start the next call with this one's outcome unsaved.
 * With the browser phone, the bridge call that rings it is answered at once, the keypad sends its tones
 * through it and hang-up ends it too; on Twilio the debtor can be held, and a machine gets the voicemail.
 */
export function useCall(debtorId: number, onCleared: () => void) {
  const queryClient = useQueryClient();
  const phone = useBrowserPhone();
  const [call, setCall] = useState<CallState | null>(null);
  const [holding, setHolding] = useState(false);
  const [droppingVoicemail, setDroppingVoicemail] = useState(false);
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
        setCall((c) => (c && c.callSid === callSid ? { ...c, ...readOf(answer) } : c));
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

  // The debtor leg is over: the browser phone's side of the bridge goes too.
  const onBrowserPhone = phone.active !== null && phone.active.key === callSid;
  useEffect(() => {
    if (terminal && onBrowserPhone) phone.hangUp();
  }, [terminal, onBrowserPhone, phone]);

  const refreshTimeline = () => queryClient.invalidateQueries({ queryKey: debtorKey(debtorId) });

  const clear = () => {
    setCall(null);
    onCleared();
  };

  return {
    call,
    active: call !== null && !terminal,
    /** The browser phone is on this call (mute and its keypad apply). */
    onBrowserPhone,
    muted: onBrowserPhone && phone.active?.muted === true,
    /** What the browser phone said went wrong on this call (the microphone refused...). */
    phoneError: onBrowserPhone ? (phone.active?.error ?? null) : null,
    /** Hold needs a bridged call (Twilio); the simulator has none. */
    canHold: phone.agent?.provider === 'twilio',
    holding,
    droppingVoicemail,
    starting: initiate.isPending,
    hangingUp: hangUpCall.isPending,
    savingDisposition: disposition.isPending,
    dial: (phoneNumber: string) => {
      // The bridge rings the agent first: a browser phone that cannot answer would leave no one to talk.
      const notReady = browserPhoneNotReady(phone.agent?.browserPhone === true, phone.state);
      if (notReady) {
        notifyFailure({ title: M.callFailed.title, description: notReady }, null);
        return;
      }
      initiate.mutate(phoneNumber, {
        onSuccess: (answer) => {
          // The bridge rings the agent's browser phone first: answered as soon as it rings.
          if (phone.agent?.browserPhone) phone.expect(answer.callSid);
          setCall({
            callSid: answer.callSid,
            phoneNumber,
            ...readOf(answer),
            held: false,
            voicemailLeft: false,
            dispositionPending: false,
          });
          if (isTerminalCallStatus(answer.status)) askDisposition(answer.callSid);
          notifySuccess(M.success.call);
          void refreshTimeline();
        },
        // A compliance block (409) also refreshes the debtor: Dial then shows why it is disabled.
        onError: (error) => notifyContactFailure(M.callFailed, error, queryClient, debtorId),
      });
    },
    /**
     * Takes over a call placed elsewhere for this account (the dialer placed it, decision 0129): its
     * status is read every second and the outcome asked, as for a call started here; the browser
     * phone answers its bridge as it does for Call.
     */
    adopt: (answer: CallAnswer, phoneNumber: string) => {
      if (phone.agent?.browserPhone) phone.expect(answer.callSid);
      setCall({
        callSid: answer.callSid,
        phoneNumber,
        ...readOf(answer),
        held: false,
        voicemailLeft: false,
        dispositionPending: false,
      });
      if (isTerminalCallStatus(answer.status)) askDisposition(answer.callSid);
      void refreshTimeline();
    },
    pressKey: (digits: string) => {
      if (!call) return;
      // On the browser phone the tones go through the call itself, as a desk phone's would.
      if (onBrowserPhone) {
        phone.sendDigits(digits);
        return;
      }
      dtmf.mutate(
        { callSid: call.callSid, digits },
        { onError: (error) => notifyFailure(M.dtmfFailed, error, CONTACT_TOAST_MS.dtmfError) },
      );
    },
    hangUp: () => {
      if (!call) return;
      const sid = call.callSid;
      hangUpCall.mutate(sid, {
        onSuccess: () => {
          if (onBrowserPhone) phone.hangUp();
          askDisposition(sid);
        },
        onError: (error) => notifyFailure(M.hangUpFailed, error),
      });
    },
    mute: (muted: boolean) => phone.mute(muted),
    /** Holds the debtor (the hold message and music) or takes them back. */
    hold: (held: boolean) => {
      if (!call) return;
      const sid = call.callSid;
      setHolding(true);
      holdCall(debtorId, sid, held)
        .then(
          (answer) =>
            setCall((c) => (c && c.callSid === sid ? { ...c, ...(answer ? readOf(answer) : {}), held } : c)),
          (error) => notifyFailure(held ? HOLD_FAILED : UNHOLD_FAILED, error),
        )
        .finally(() => setHolding(false));
    },
    /** Leaves the limited-content message on the debtor's machine; the debtor leg then ends. */
    leaveVoicemail: () => {
      if (!call) return;
      const sid = call.callSid;
      setDroppingVoicemail(true);
      dropVoicemail(debtorId, sid)
        .then(
          (answer) => {
            notifySuccess('Voicemail Left', 'The message is playing; the call ends by itself after it.');
            setCall((c) =>
              c && c.callSid === sid ? { ...c, ...(answer ? readOf(answer) : {}), voicemailLeft: true } : c,
            );
            if (answer && isTerminalCallStatus(answer.status)) askDisposition(sid);
          },
          (error) => notifyFailure(VOICEMAIL_FAILED, error),
        )
        .finally(() => setDroppingVoicemail(false));
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
