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

/** The TwiML inside <Response>…</Response>. */
function inner(twiml: string): string {
  return twiml.replace(/^\s*(<\?xml[^>]*\?>)?\s*<Response>/, '').replace(/<\/Response>\s*$/, '');
}

/**
 * The To of the agent leg: a browser phone (client:) carries the custom parameters in its query
 * string, as Twilio's Voice SDK reads them; a number or a SIP address is dialled as it is.
 */
export function addressOf(line: string, customParameters: Record<string, string>): string {
  if (!line.startsWith('client:')) return line;
  const query = new URLSearchParams(customParameters).toString();
  return query ? `${line}?${query}` : line;
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
  readonly bridges = true;
  readonly fromNumber: string;
  readonly webhooks: TelephonyProvider['webhooks'];
  private readonly client: twilio.Twilio;
  private readonly apiOrigin: string;
  private readonly accountSid: string;
  private readonly basicAuth: string;
  private readonly timeoutMs: number;

  constructor(settings: TwilioSettings) {
    this.fromNumber = settings.fromNumber;
    const timeout = settings.timeoutMs ?? 15000;
    this.timeoutMs = timeout;
    this.accountSid = settings.accountSid;
    this.apiOrigin = settings.apiBaseUrl?.replace(/\/+$/, '') ?? TWILIO_API_ORIGIN;
    this.basicAuth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
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
    // Decision 0123: Twilio always rings the agent first; the bridge's TwiML then dials the debtor.
    const agent = request.agent;
    if (!agent) throw new TelephonyError('A Twilio call rings the agent first: no agent line was given');
    try {
      const call = await this.client.calls.create({
        to: addressOf(agent.line, agent.customParameters),
        from: request.from,
        url: agent.bridgeUrl,
        method: 'POST',
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

  async sendDigits(callSid: string, digits: string, thenTwiml?: string): Promise<void> {
    // Without what follows, Twilio would hang up once the digits are played.
    if (!thenTwiml) throw new TelephonyError('Digits on Twilio need the TwiML the call carries on with');
    await this.redirect(
      callSid,
      `<Response><Play digits="${xmlEscape(digits)}"/>${inner(thenTwiml)}</Response>`,
    );
  }

  async hangUp(callSid: string): Promise<void> {
    try {
      await this.client.calls(callSid).update({ status: 'completed' });
    } catch (error) {
      throw asTelephonyError(error);
    }
  }

  async redirect(callSid: string, twiml: string): Promise<void> {
    try {
      await this.client.calls(callSid).update({ twiml });
    } catch (error) {
      throw asTelephonyError(error);
    }
  }

  async fetchRecording(recordingSid: string): Promise<{ body: Buffer; contentType: string } | null> {
    if (!/^RE[0-9a-fA-F]{32}$/.test(recordingSid)) throw new TelephonyError('Not a recording id');
    // Built from the id, never from a URL in a callback: the request goes to Twilio's API only.
    const url = `${this.apiOrigin}/2010-04-01/Accounts/${this.accountSid}/Recordings/${recordingSid}.mp3`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: this.basicAuth },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw asTelephonyError(error);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new TelephonyError(`Fetching the recording failed: HTTP ${response.status}`);
    return {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type')?.split(';')[0] || 'audio/mpeg',
    };
  }

  async deleteRecording(recordingSid: string): Promise<void> {
    try {
      await this.client.recordings(recordingSid).remove();
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
