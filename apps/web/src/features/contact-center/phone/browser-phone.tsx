import { isAgencyRole } from '@arrears/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { fetchVoiceToken, type TelephonyAgent, useTelephonyAgentQuery } from './phone-api';
import { loadVoiceSdk, type VoiceCall, type VoiceDevice } from './voice-sdk';

/** Where the browser phone stands: not used (another line, the simulator), starting, ready, or broken. */
export type PhoneState =
  | { kind: 'off' }
  | { kind: 'starting' }
  | { kind: 'ready' }
  | { kind: 'error'; message: string };

/** A call ringing the browser phone, with the custom parameters our TwiML gave it. */
export interface RingingCall {
  /** Our callSid for a call the agent placed, the IVR's callSid for a transfer, else Twilio's. */
  key: string;
  params: Record<string, string>;
}

export interface BrowserPhone {
  /** The agent's line (GET /api/telephony/agent); undefined until read or for a debtor or client. */
  agent: TelephonyAgent | undefined;
  state: PhoneState;
  /** Calls ringing the browser phone that no one has answered yet. */
  ringing: RingingCall[];
  /** The call the browser phone is on: its key, muted or not, and a problem the SDK reported on it. */
  active: { key: string; muted: boolean; error: string | null } | null;
  /** The agent placed this call (our callSid): its bridge call is answered as soon as it rings. */
  expect: (callSid: string) => void;
  /** Answers a ringing call; false when it is no longer ringing. */
  answer: (key: string) => boolean;
  mute: (muted: boolean) => void;
  sendDigits: (digits: string) => void;
  /** Ends the browser phone's side of the call (the server's hang-up ends the debtor's). */
  hangUp: () => void;
}

const NO_PHONE: BrowserPhone = {
  agent: undefined,
  state: { kind: 'off' },
  ringing: [],
  active: null,
  expect: () => {},
  answer: () => false,
  mute: () => {},
  sendDigits: () => {},
  hangUp: () => {},
};

const BrowserPhoneContext = createContext<BrowserPhone>(NO_PHONE);

/** The signed-in agent's browser phone (outside the back office's frame: none). */
export function useBrowserPhone(): BrowserPhone {
  return useContext(BrowserPhoneContext);
}

const LOST_CONNECTION =
  'The browser phone lost its connection to the phone service. Check the network; it reconnects by itself.';

/** The SDK's errors in the agent's words: the microphone, the sign-in of the phone, the rest with its code. */
export function describePhoneError(error: unknown): string {
  const { code, name, message } = (error ?? {}) as { code?: number; name?: string; message?: string };
  if (code === 31401 || code === 31208 || name === 'NotAllowedError' || name === 'PermissionDeniedError')
    return 'The browser did not allow the microphone. Allow it for this site (the icon at the left of the address bar), then call again.';
  if (code === 31402 || name === 'NotFoundError')
    return 'No microphone could be opened. Plug in a headset or microphone, then call again.';
  if (code !== undefined && code >= 20101 && code <= 20107)
    return 'The browser phone could not sign in to the phone service (its access was refused or ran out). Reload the page.';
  if (code === 31005 || code === 31009 || code === 53000) return LOST_CONNECTION;
  return `The browser phone reported a problem: ${message || 'unknown error'}${code ? ` (${code})` : ''}.`;
}

function keyOf(call: VoiceCall): string {
  const custom = call.customParameters;
  return custom.get('callSid') ?? custom.get('ivrCallSid') ?? call.parameters.CallSid ?? 'unknown';
}

/**
 * The back office's browser phone (docs/product/contact-center.md): for an agent whose line is the
 * browser (`browserPhone`), loads the voice SDK, signs in with an access token (renewed before it runs
 * out), registers, and holds the calls that ring it: a call the agent placed from the workspace is
 * answered at once (its custom parameter `callSid` is the one initiate-call gave); an IVR transfer waits
 * for Answer. It lives in the frame, so a call survives moving between back-office pages.
 */
export function BrowserPhoneProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const staff = isAgencyRole(user?.role) && !user?.requiredStep;
  const agent = useTelephonyAgentQuery(staff).data ?? undefined;
  const browserPhone = staff && agent?.browserPhone === true;
  const [state, setState] = useState<PhoneState>({ kind: 'off' });
  const [ringing, setRinging] = useState<RingingCall[]>([]);
  const [active, setActive] = useState<BrowserPhone['active']>(null);
  const calls = useRef(new Map<string, VoiceCall>());
  const expected = useRef(new Set<string>());
  const current = useRef<VoiceCall | null>(null);

  const forget = useCallback((key: string) => {
    calls.current.delete(key);
    setRinging((list) => list.filter((r) => r.key !== key));
  }, []);

  const answer = useCallback((key: string) => {
    const call = calls.current.get(key);
    if (!call || call === current.current) return false;
    current.current = call;
    expected.current.delete(key);
    setRinging((list) => list.filter((r) => r.key !== key));
    setActive({ key, muted: false, error: null });
    call.on('mute', (muted: boolean) => setActive((a) => (a && a.key === key ? { ...a, muted } : a)));
    call.accept();
    return true;
  }, []);

  const onIncoming = useCallback(
    (call: VoiceCall) => {
      const key = keyOf(call);
      calls.current.set(key, call);
      const ended = () => {
        forget(key);
        if (current.current === call) {
          current.current = null;
          setActive(null);
        }
      };
      call.on('cancel', ended);
      call.on('reject', ended);
      call.on('disconnect', ended);
      call.on('error', (error: unknown) =>
        setActive((a) => (a && a.key === key ? { ...a, error: describePhoneError(error) } : a)),
      );
      if (expected.current.has(key)) {
        answer(key);
        return;
      }
      setRinging((list) => [
        ...list.filter((r) => r.key !== key),
        { key, params: Object.fromEntries(call.customParameters) },
      ]);
    },
    [answer, forget],
  );

  useEffect(() => {
    if (!browserPhone) {
      setState({ kind: 'off' });
      return;
    }
    let stopped = false;
    let device: VoiceDevice | null = null;
    setState({ kind: 'starting' });
    const start = async () => {
      let sdk: Awaited<ReturnType<typeof loadVoiceSdk>>;
      try {
        sdk = await loadVoiceSdk();
      } catch {
        throw new Error('The browser phone could not be loaded. Check the connection, then reload the page.');
      }
      let token: string;
      try {
        token = (await fetchVoiceToken()).token;
      } catch (error) {
        throw new Error(
          `The browser phone could not sign in: ${errorMessage(error, 'no access token was given')}.`,
        );
      }
      if (stopped) return;
      device = new sdk.Device(token, { closeProtection: true });
      device.on('registered', () => !stopped && setState({ kind: 'ready' }));
      // The connection to the phone service dropped: the SDK registers again by itself ('registered').
      device.on('unregistered', () => {
        if (!stopped) setState({ kind: 'error', message: LOST_CONNECTION });
      });
      device.on('error', (error: unknown) => {
        if (!stopped) setState({ kind: 'error', message: describePhoneError(error) });
      });
      device.on('incoming', onIncoming);
      device.on('tokenWillExpire', () => {
        fetchVoiceToken().then(
          ({ token: next }) => device?.updateToken(next),
          (error) =>
            !stopped &&
            setState({
              kind: 'error',
              message: `The browser phone could not renew its sign-in: ${errorMessage(error, 'no access token was given')}.`,
            }),
        );
      });
      await device.register();
    };
    start().catch((error: unknown) => {
      if (stopped) return;
      setState({
        kind: 'error',
        message: error instanceof Error && !('code' in error) ? error.message : describePhoneError(error),
      });
    });
    return () => {
      stopped = true;
      device?.destroy();
      calls.current.clear();
      expected.current.clear();
      current.current = null;
      setRinging([]);
      setActive(null);
    };
  }, [browserPhone, onIncoming]);

  const value = useMemo<BrowserPhone>(
    () => ({
      agent,
      state,
      ringing,
      active,
      expect: (callSid) => {
        expected.current.add(callSid);
        if (calls.current.has(callSid)) answer(callSid);
      },
      answer,
      mute: (muted) => current.current?.mute(muted),
      sendDigits: (digits) => current.current?.sendDigits(digits),
      hangUp: () => current.current?.disconnect(),
    }),
    [agent, state, ringing, active, answer],
  );
  return <BrowserPhoneContext.Provider value={value}>{children}</BrowserPhoneContext.Provider>;
}
