import { createTransport } from 'nodemailer';

/** One message as the sender hands it to a transport. */
export interface MailEnvelope {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** With angle brackets: `<outbox-12@agency.example>`. */
  messageId: string;
  /** Extra headers, written as given (List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface MailTransport {
  send(message: MailEnvelope): Promise<void>;
  close(): void;
}

export type MailTransportFactory = (smtpUrl: string) => MailTransport;

/**
 * Short timeouts (nodemailer's socket default is 10 minutes) keep one attempt well inside the
 * sender's claim lease, so a slow server cannot make two instances send the same row.
 */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/** SMTP through nodemailer; SMTP_URL carries host, port, credentials and TLS (smtp:// or smtps://). */
export const createSmtpTransport: MailTransportFactory = (smtpUrl) => {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    async send(message) {
      const { headers, ...rest } = message;
      // `prepared`: nodemailer would fold or encode a long URL header; these are plain ASCII already.
      const prepared = headers
        ? Object.fromEntries(Object.entries(headers).map(([k, value]) => [k, { prepared: true, value }]))
        : undefined;
      await transporter.sendMail({ ...rest, ...(prepared ? { headers: prepared } : {}) });
    },
    close() {
      transporter.close();
    },
  };
};
