import type { CallStatus } from '@arrears/domain';
import twilio from 'twilio';
import {
  type CallProgress,
  type SendSmsRequest,
  type StartCallRequest,
  TelephonyError,
  type TelephonyProvider,
} from './telephony-provider';
import { toCallStatus } from './telephony-shared';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /**
   * Another origin for the REST API than https://api.twilio.com (tests point it at a local server).
   * The SDK has no base-URL option, so a RequestClient subclass rewrites each request's origin.
   */
  apiBaseUrl?: string;
  /** Per-request time-out; the SDK's default is 30 s. */
  timeoutMs?: number;
}

const TWILIO_API_ORIGIN = 'https://api.twilio.com';
/** Keeps the line open after the TwiML's last verb: a call whose TwiML ends is hung up by Twilio. */
const HOLD = '<Pause length="3600"/>';

class RedirectingRequestClient extends twilio.RequestClient {
  constructor(
    private readonly baseUrl: string,
    timeout: number,
  ) {
    super({ timeout, keepAlive: false });
  }

  override request<T>(opts: Parameters<twilio.RequestClient['request']>[0]) {
    const uri = opts.uri.startsWith(TWILIO_API_ORIGIN)
      ? this.baseUrl + opts.uri.slice(TWILIO_API_ORIGIN.length)
      : opts.uri;
    return super.request<T>({ ...opts, uri } as typeof opts & { data?: T });
  }
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function asTelephonyError(error: unknown): TelephonyError {
  if (error instanceof twilio.RestException)
    return new TelephonyError(error.message, error.code ?? error.status);
  return new TelephonyError(error instanceof Error ? error.message : String(error));
}

/**
 * Twilio Programmable Voice and Messaging through the twilio SDK. Call status is not polled (Twilio
 * rate-limits that): it arrives by the status callback (webhooks/twilio/call-status) and is stored.
 */
export class TwilioTelephony implements TelephonyProvider {
  readonly name = 'twilio' as const;
  readonly fromNumber: string;
  readonly webhooks: TelephonyProvider['webhooks'];
  private readonly client: twilio.Twilio;

  constructor(settings: TwilioSettings) {
    this.fromNumber = settings.fromNumber;
    const timeout = settings.timeoutMs ?? 15000;
    this.client = twilio(settings.accountSid, settings.authToken, {
      timeout,
      ...(settings.apiBaseUrl
        ? { httpClient: new RedirectingRequestClient(settings.apiBaseUrl.replace(/\/+$/, ''), timeout) }
        : {}),
    });
    this.webhooks = {
      isValidSignature: (signature, url, params) =>
        twilio.validateRequest(settings.authToken, signature, url, params),
    };
  }

  async startCall(request: StartCallRequest): Promise<{ callSid: string; status: CallStatus }> {
    try {
      const call = await this.client.calls.create({
        to: request.to,
        from: request.from,
        // The agent talks over their own line; the debtor's leg stays open until hang-up.
        twiml: `<Response>${HOLD}</Response>`,
        statusCallback: request.statusCallbackUrl,
        statusCallbackMethod: 'POST',
        statusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
      });
      return { callSid: call.sid, status: toCallStatus(call.status) ?? 'initiated' };
    } catch (error) {
      throw asTelephonyError(error);
    }
  }

  async callProgress(): Promise<CallProgress | null> {
    return null;
  }

  async sendDigits(callSid: string, digits: string): Promise<void> {
    try {
      await this.client.calls(callSid).update({
        twiml: `<Response><Play digits="${xmlEscape(digits)}"/>${HOLD}</Response>`,
      });
    } catch (error) {
      throw asTelephonyError(error);
    }
  }

  async hangUp(callSid: string): Promise<void> {
    try {
      await this.client.calls(callSid).update({ status: 'completed' });
    } catch (error) {
      throw asTelephonyError(error);
    }
  }

  async sendSms(request: SendSmsRequest): Promise<{ sid: string; status: string; error: string | null }> {
    try {
      const message = await this.client.messages.create({
        to: request.to,
        from: this.fromNumber,
        body: request.body,
        ...(request.statusCallbackUrl ? { statusCallback: request.statusCallbackUrl } : {}),
      });
      return { sid: message.sid, status: message.status ?? 'queued', error: message.errorMessage ?? null };
    } catch (error) {
      throw asTelephonyError(error);
    }
  }
}
