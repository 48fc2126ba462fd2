// Test helper: a real SMTP server on 127.0.0.1 (smtp-server) that keeps what it receives, decoded.
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
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` mails in total have arrived (rejects after `timeoutMs`). */
  waitForMails(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Closes the listener: the port refuses connections until `restart()`. */
  stop(): Promise<void>;
  restart(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server = createServer();
  let port = await listen(server, 0);

  function createServer(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelope = session.envelope;
          received.push({
            ...parseMessage(Buffer.concat(chunks).toString('utf8')),
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((r) => r.address),
          });
          for (const wake of waiters) wake();
          callback();
        });
      },
    });
  }

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
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
function parseMessage(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
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
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
    (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
