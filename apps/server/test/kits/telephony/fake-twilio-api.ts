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

/**
 * A stand-in for api.twilio.com on 127.0.0.1: records each request and answers with `reply`
 * (by default what Twilio answers to a created or updated call or message).
 */
export class FakeTwilioApi {
  readonly seen: SeenTwilioRequest[] = [];
  reply: ((req: SeenTwilioRequest) => TwilioReply) | null = null;
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

  private defaultReply(req: SeenTwilioRequest): TwilioReply {
    const callSid = /\/Calls\/(CA[0-9a-f]+)\.json$/.exec(req.path)?.[1];
    if (req.path.endsWith('/Calls.json')) {
      return { status: 201, body: { sid: `CA${'a'.repeat(32)}`, status: 'queued', to: req.form.get('To') } };
    }
    if (callSid) {
      return { status: 200, body: { sid: callSid, status: req.form.get('Status') ?? 'in-progress' } };
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
