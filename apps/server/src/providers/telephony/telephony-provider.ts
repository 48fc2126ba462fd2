import type { CallStatus } from '@arrears/domain';

/**
 * Calls and text messages behind one interface, chosen by TELEPHONY: the simulator (development,
 * demo, tests; no network) or Twilio. The contact-center services never see which.
 */
export interface StartCallRequest {
  /** E.164 (+1 and 10 digits). */
  to: string;
  from: string;
  /** Where the provider posts the call's status changes (Twilio); the simulator needs none. */
  statusCallbackUrl: string;
  /**
   * The bridge (decision 0123): the provider rings the agent's line first and, when the agent
   * answers, asks `bridgeUrl` for the TwiML that dials `to`. Twilio needs it; the simulator has no
   * agent to ring and calls `to` itself.
   */
  agent?: {
    /** 'client:agent-N' (the browser phone), an E.164 number or a sip: URI. */
    line: string;
    bridgeUrl: string;
    /** Handed to the browser phone with the incoming call (client: lines only). */
    customParameters: Record<string, string>;
  };
}

export interface SendSmsRequest {
  to: string;
  body: string;
  statusCallbackUrl?: string;
}

/** What the provider knows of a call right now. Times in ms since the epoch. */
export interface CallProgress {
  status: CallStatus;
  answeredAtMs: number | null;
  endedAtMs: number | null;
  durationSeconds: number | null;
}

export interface TelephonyProvider {
  readonly name: 'simulator' | 'twilio';
  /** The number calls and texts come from. */
  readonly fromNumber: string;
  /** Whether calls ring the agent's line first and bridge to the debtor (Twilio, decision 0123). */
  readonly bridges: boolean;
  startCall(request: StartCallRequest): Promise<{ callSid: string; status: CallStatus }>;
  /**
   * The call's status when the provider can tell without a webhook (the simulator); null when the
   * status arrives by status callbacks (Twilio) and the stored one is the truth.
   */
  callProgress(callSid: string): Promise<CallProgress | null>;
  /**
   * Plays DTMF tones into the live call; on Twilio the call then carries on with `thenTwiml` (the
   * call leaves whatever it was doing to play them).
   */
  sendDigits(callSid: string, digits: string, thenTwiml?: string): Promise<void>;
  hangUp(callSid: string): Promise<void>;
  /** Gives a live call new TwiML (Twilio); the simulator only notes what the far end hears. */
  redirect(callSid: string, twiml: string): Promise<void>;
  /** A recording's audio (Twilio), for document storage; null when the provider has none. */
  fetchRecording(recordingSid: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes the provider's copy of a recording once ours is stored. */
  deleteRecording(recordingSid: string): Promise<void>;
  /** status: queued/sent when accepted; failed (with error) when the provider refused it. */
  sendSms(request: SendSmsRequest): Promise<{ sid: string; status: string; error: string | null }>;
  /**
   * Checks a webhook's X-Twilio-Signature; null when this provider takes no webhooks (the
   * simulator), so the webhook routes answer 404.
   */
  readonly webhooks: {
    isValidSignature(signature: string, url: string, params: Record<string, string>): boolean;
  } | null;
}

/** A provider refused or failed a request (network, authentication, invalid number). */
export class TelephonyError extends Error {
  constructor(
    message: string,
    readonly providerCode: string | number | null = null,
  ) {
    super(message);
    this.name = 'TelephonyError';
  }
}

/** +1 and the 10 digits, the form providers take. */
export function toE164(tenDigits: string): string {
  return `+1${tenDigits}`;
}

/** Where the provider reports an SMS's delivery and sends replies (the Twilio webhooks route). */
export const SMS_WEBHOOK_PATH = '/api/webhooks/twilio/sms';
