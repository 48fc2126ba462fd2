// Test helper: a real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives, decoded.
// It can also misbehave on purpose (temporary failure, slow answer, dropped connection) for fault tests.
import type { Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Header names lower-cased; encoded words decoded. */
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** Parts sent as attachments, their bytes decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** The message as it arrived, headers and all. */
  raw: string;
}

/**
 * What the server does with one message (decided when DATA starts, from the recipients):
 * accept; `tempfail` answers 451 after reading it, `reject` 554 (for good); `slow` waits `delayMs` before its 250;
 * `drop-during-data` cuts the connection before the message has arrived (nothing received);
 * `drop-after-data` keeps the whole message, then cuts the connection before its 250 (the sender
 * cannot know it arrived).
 */
export type SmtpVerdict =
  | { kind: 'accept' }
  | { kind: 'tempfail' }
  | { kind: 'reject' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'drop-during-data' }
  | { kind: 'drop-after-data' };

export interface SmtpAttempt {
  to: string[];
  /** 1 for the first DATA to these recipients, 2 for the next … */
  attempt: number;
  verdict: SmtpVerdict['kind'];
  at: number;
}

export interface TestSmtpOptions {
  /** Listen on this port (a fault test points the app at it before the server runs); default: any free port. */
  port?: number;
  verdict?: (mail: { to: string[]; attempt: number }) => SmtpVerdict;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Messages received whole (accepted, or kept before a dropped connection). */
  received: ReceivedMail[];
  /** Every DATA the server saw, with what it did. */
  attempts: SmtpAttempt[];
  /** Resolves once `count` mails in total have arrived (rejects after `timeoutMs`). */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Closes the listener: the port refuses connections until `restart()`. */
  stop(): Promise<void>;
  restart(): Promise<void>;
}

export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const attempts: SmtpAttempt[] = [];
  const waiters = new Set<() => void>();
  let server = createServer();
  let port = await listen(server, options.port ?? 0);

  function createServer(): SMTPServer {
    // The raw sockets by client port, so a verdict can cut a connection the way a crash would.
    const sockets = new Map<number, Socket>();
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const key = to.join(',');
        const attempt = attempts.filter((a) => a.to.join(',') === key).length + 1;
        const verdict = options.verdict?.({ to, attempt }) ?? { kind: 'accept' };
        attempts.push({ to, attempt, verdict: verdict.kind, at: Date.now() });
        const cut = () => sockets.get(session.remotePort)?.destroy();
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (verdict.kind === 'drop-during-data') cut();
        });
        stream.on('end', () => {
          // A whole message can arrive in its first chunk: the cut above then races the parser's
          // end of message. A connection cut during DATA has received nothing, whatever came first.
          if (verdict.kind === 'drop-during-data') return;
          if (verdict.kind === 'tempfail' || verdict.kind === 'reject') {
            const [text, responseCode] =
              verdict.kind === 'tempfail' ? ['Try again later', 451] : ['Message refused', 554];
            callback(Object.assign(new Error(text), { responseCode }));
            return;
          }
          const envelope = session.envelope;
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            ...parseMessage(raw),
            raw,
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to,
          });
          for (const wake of waiters) wake();
          if (verdict.kind === 'drop-after-data') return cut();
          if (verdict.kind === 'slow') setTimeout(() => callback(), verdict.delayMs);
          else callback();
        });
      },
    });
    smtp.on('error', () => {}); // a connection cut on purpose is no test failure
    smtp.server.on('connection', (socket: Socket) => {
      const remotePort = socket.remotePort ?? 0;
      sockets.set(remotePort, socket);
      socket.once('close', () => sockets.delete(remotePort));
    });
    return smtp;
  }

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    attempts,
    waitForMails(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          cleanup();
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} mail(s), got ${received.length} in ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async restart() {
      server = createServer();
      port = await listen(server, port);
    },
  };
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

type Part = { headers: Map<string, string>; body: string };

/** Enough MIME for our own mails: headers, multipart/alternative, quoted-printable and base64. */
function parseMessage(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'raw'> {
  const top = parsePart(raw);
  const parts: Part[] = [];
  const collect = (part: Part) => {
    const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
    if (!boundary) return parts.push(part);
    const pieces = part.body.split(`--${boundary}`).slice(1, -1);
    for (const piece of pieces) collect(parsePart(piece.replace(/^\r?\n/, '')));
  };
  collect(top);
  const isAttachment = (p: Part) => /^attachment/i.test(p.headers.get('content-disposition') ?? '');
  const bodyOf = (type: string) => {
    const part = parts.find(
      (p) => !isAttachment(p) && (p.headers.get('content-type') ?? 'text/plain').startsWith(type),
    );
    return part ? decodeBody(part) : '';
  };
  const attachments = parts.filter(isAttachment).map((p) => {
    const disposition = p.headers.get('content-disposition') ?? '';
    const type = p.headers.get('content-type') ?? 'application/octet-stream';
    return {
      filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1] ?? '',
      contentType: type.split(';')[0].trim(),
      content: decodeBytes(p),
    };
  });
  return {
    headers: top.headers,
    subject: top.headers.get('subject') ?? '',
    messageId: top.headers.get('message-id') ?? '',
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
    attachments,
  };
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function decodeBytes(part: Part): Buffer {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  const body = part.body.replace(/\r?\n$/, ''); // the line break before the next boundary
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'utf8');
  return Buffer.from(body, 'utf8');
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(value: string): string {
  // RFC 2047 §6.2: the space between two adjacent encoded words (a folded long subject) is not text.
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
