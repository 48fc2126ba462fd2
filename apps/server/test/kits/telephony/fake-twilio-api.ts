import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TEST_AUTH_TOKEN = 'test-auth-token-0123456789abcdef';
export const TEST_FROM_NUMBER = '+18885550147';

/** One request the SDK sent, as the Twilio REST API would read it. */
export interface SeenTwilioRequest {
  method: string;
  path: string;
  /** user:password of the Basic Authorization header. */
  basicAuth: string;
  contentType: string;
  userAgent: string;
  form: URLSearchParams;
}

export type TwilioReply = { status: number; body: unknown };

/** A call Twilio was asked to create, as it stands: what it dials, where it asks for TwiML, what it was told since. */
export interface FakeTwilioCall {
  sid: string;
  to: string;
  from: string;
  /** The TwiML URL Twilio fetches when the call is answered (Url). */
  url: string | null;
  statusCallback: string | null;
  statusCallbackEvent: string[];
  /** queued until a test moves it; completed after an update with Status=completed. */
  status: string;
  /** Every TwiML given to the call by an update (redirects: hold, keypad, voicemail). */
  twiml: string[];
}

/** The small audio body the fake serves for a recording (an MP3 frame header and silence). */
export const FAKE_RECORDING_AUDIO = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(412)]);

/**
 * A stand-in for api.twilio.com on 127.0.0.1: records each request and answers with `reply`
 * (by default what Twilio answers to a created or updated call or message).
 */
export class FakeTwilioApi {
  readonly seen: SeenTwilioRequest[] = [];
  reply: ((req: SeenTwilioRequest) => TwilioReply) | null = null;
  /** The calls created through the API, by sid, in order. */
  readonly calls = new Map<string, FakeTwilioCall>();
  /** Recordings the fake holds (RE... sid → audio); a deleted one answers 404. */
  readonly recordings = new Map<string, Buffer>();
  private sequence = 0;
  private server: Server | null = null;
  baseUrl = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const seen = this.inspect(req, raw);
        this.seen.push(seen);
        const { status, body } = this.reply?.(seen) ?? this.defaultReply(seen);
        if (Buffer.isBuffer(body)) {
          res.writeHead(status, { 'content-type': 'audio/mpeg', 'content-length': String(body.length) });
          res.end(body);
          return;
        }
        if (status === 204) {
          res.writeHead(204);
          res.end();
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private inspect(req: IncomingMessage, raw: string): SeenTwilioRequest {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    return {
      method: req.method ?? '',
      path: req.url ?? '',
      basicAuth: Buffer.from(basic, 'base64').toString('utf8'),
      contentType: req.headers['content-type'] ?? '',
      userAgent: req.headers['user-agent'] ?? '',
      form: new URLSearchParams(raw),
    };
  }

  /** A new sid of Twilio's form: two letters and 32 hex digits. */
  newSid(prefix: 'CA' | 'RE'): string {
    this.sequence += 1;
    return `${prefix}${this.sequence.toString(16).padStart(32, '0')}`;
  }

  /** The calls created through the API, oldest first. */
  createdCalls(): FakeTwilioCall[] {
    return [...this.calls.values()];
  }

  /** A recording the fake will serve (as Twilio keeps one after a recorded call); answers its sid. */
  addRecording(audio: Buffer = FAKE_RECORDING_AUDIO): string {
    const sid = this.newSid('RE');
    this.recordings.set(sid, audio);
    return sid;
  }

  private defaultReply(req: SeenTwilioRequest): TwilioReply {
    const callSid = /\/Calls\/(CA[0-9a-f]+)\.json$/.exec(req.path)?.[1];
    if (req.path.endsWith('/Calls.json') && req.method === 'POST') {
      const call: FakeTwilioCall = {
        sid: this.newSid('CA'),
        to: req.form.get('To') ?? '',
        from: req.form.get('From') ?? '',
        url: req.form.get('Url'),
        statusCallback: req.form.get('StatusCallback'),
        statusCallbackEvent: req.form.getAll('StatusCallbackEvent'),
        status: 'queued',
        twiml: [],
      };
      this.calls.set(call.sid, call);
      return { status: 201, body: { sid: call.sid, status: call.status, to: call.to, from: call.from } };
    }
    if (callSid) {
      const call = this.calls.get(callSid);
      const twiml = req.form.get('Twiml');
      if (call && twiml) call.twiml.push(twiml);
      if (call && req.form.get('Status')) call.status = req.form.get('Status') ?? call.status;
      return {
        status: 200,
        body: { sid: callSid, status: req.form.get('Status') ?? call?.status ?? 'in-progress' },
      };
    }
    const recording = /\/Recordings\/(RE[0-9a-f]+)\.(mp3|json)$/.exec(req.path);
    if (recording) {
      const [, sid, kind] = recording;
      const audio = this.recordings.get(sid);
      if (!audio)
        return {
          status: 404,
          body: { code: 20404, message: 'The requested resource was not found', status: 404 },
        };
      if (req.method === 'DELETE' && kind === 'json') {
        this.recordings.delete(sid);
        return { status: 204, body: null };
      }
      if (req.method === 'GET' && kind === 'mp3') return { status: 200, body: audio };
    }
    if (req.path.endsWith('/Messages.json')) {
      return {
        status: 201,
        body: { sid: `SM${'b'.repeat(32)}`, status: 'queued', to: req.form.get('To'), error_message: null },
      };
    }
    return {
      status: 404,
      body: { code: 20404, message: 'The requested resource was not found', status: 404 },
    };
  }
}
