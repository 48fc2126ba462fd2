import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { mailAttachments, mailOutbox } from '../../db/schema';
import { type MailBodySealer, openMailBody } from '../../providers/mail/mail-outbox';
import {
  createSmtpTransport,
  type MailTransport,
  type MailTransportFactory,
} from '../../providers/mail/smtp-transport';
import { MisplacedValueError } from '../../security/field-encryption';
import { recordMisplacedValue } from '../../security/misplaced-values';
import { listUnsubscribeHeaders } from '../compliance';

type OutboxRow = typeof mailOutbox.$inferSelect;

export const OUTBOX_DELIVERY = {
  pollIntervalMs: 5_000,
  firstRetryMs: 10_000,
  maxRetryMs: 10 * 60_000,
  /**
   * How long a mail keeps being retried while the SMTP server is down or answers "try later" (like an
   * MTA's queue lifetime): an outage of hours loses nothing. A 5xx refusal of the message ends it at once.
   */
  retryForMs: 5 * 24 * 60 * 60_000,
  /** A claimed row not finished within this time (the process died mid-send) is claimed again. */
  claimLeaseMs: 2 * 60_000,
} as const;

/** The part of a pino / Fastify logger the sender writes to. */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxSenderOptions {
  db: Database;
  config: Pick<Config, 'mail' | 'publicUrl' | 'isProduction' | 'sessionSecret'>;
  clock: () => number;
  log: MailLog;
  /** Opens the bodies the outbox sealed (deps.encryption). */
  sealer: MailBodySealer;
  /** Tests may hand in their own; SMTP through nodemailer by default. */
  createTransport?: MailTransportFactory;
  pollIntervalMs?: number;
}

/** Wait before the next attempt once `attempts` attempts have failed: 10 s, 20 s, 40 s … at most 10 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_DELIVERY.firstRetryMs * 2 ** Math.max(0, attempts - 1), OUTBOX_DELIVERY.maxRetryMs);
}

/**
 * The attempts in OUTBOX_DELIVERY.retryForMs of retrying: counted on the schedule itself (not on
 * created_at, which is the database's clock while the schedule runs on the app's), so a mail that
 * kept failing is given up about that long after its first attempt (≈ 725 attempts).
 */
export const MAX_TRANSIENT_ATTEMPTS = (() => {
  let attempts = 1;
  for (let waited = 0; waited < OUTBOX_DELIVERY.retryForMs; attempts++) waited += retryDelayMs(attempts);
  return attempts;
})();

/**
 * The SMTP server refused this very message (a 5xx to its recipients or its content): RFC 5321 says
 * not to repeat it. Anything else (no connection, time-out, 4xx, a refused login) may pass later.
 */
export function isPermanentRejection(error: unknown): boolean {
  const { code, responseCode } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
  };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}

/**
 * Delivers the outbox: claims one due row at a time (SKIP LOCKED, so several server instances
 * never take the same row), sends it over SMTP, and marks it sent; a failure goes back to pending
 * with a growing delay, and 'failed' when the server refused the message or retrying ran out. Without SMTP_URL a row is written to the
 * log and marked 'logged'. It runs right after an enqueue (wake) and otherwise polls.
 */
export class OutboxSender {
  private readonly db: Database;
  private readonly clock: () => number;
  private readonly log: MailLog;
  private readonly pollIntervalMs: number;
  private transport: MailTransport | null = null;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private stopped = false;
  private pass: Promise<void> | null = null;
  private passRequested = false;

  constructor(private readonly options: OutboxSenderOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.log = options.log;
    this.pollIntervalMs = options.pollIntervalMs ?? OUTBOX_DELIVERY.pollIntervalMs;
  }

  /** Starts polling, with a first pass at once (mails left from before a restart go out). */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.wake();
  }

  /** Runs a delivery pass soon; several wakes during a pass cause one more pass, not several. */
  wake(): void {
    if (!this.started || this.stopped) return;
    void this.flush();
  }

  /** Runs a delivery pass (after the one in progress, if any) and resolves when it is done. */
  async flush(): Promise<void> {
    if (this.stopped) return;
    if (this.pass) {
      this.passRequested = true;
      await this.pass;
      if (this.pass) return this.pass; // a newer pass, started after this request, covers it
      if (!this.passRequested) return; // the pass in progress looped once more for this request
    }
    this.pass = this.runPasses().finally(() => {
      this.pass = null;
      this.schedulePoll();
    });
    await this.pass;
  }

  /** Stops polling and waits for the send in progress; mails still pending wait for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.pass;
    this.transport?.close();
    this.transport = null;
  }

  private schedulePoll(): void {
    if (!this.started || this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), this.pollIntervalMs);
    this.timer.unref(); // a pending poll never keeps the process alive
  }

  private async runPasses(): Promise<void> {
    do {
      this.passRequested = false;
      try {
        while (!this.stopped) {
          const row = await this.claimNext();
          if (!row) break;
          await this.deliver(row);
        }
      } catch (error) {
        // The database is unreachable or closing: the next poll tries again.
        if (!this.stopped) this.log.error({ err: error }, 'mail outbox: delivery pass failed');
      }
    } while (this.passRequested && !this.stopped);
  }

  /** Takes the oldest due row, atomically: pending and due, or 'sending' whose lease ran out. */
  private async claimNext(): Promise<OutboxRow | undefined> {
    const now = this.clock();
    const nowSql = sql`${new Date(now).toISOString()}::timestamptz`;
    const [row] = await this.db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now + OUTBOX_DELIVERY.claimLeaseMs),
      })
      .where(
        eq(
          mailOutbox.id,
          sql`(SELECT id FROM ${mailOutbox}
                WHERE ${mailOutbox.status} IN ('pending', 'sending') AND ${mailOutbox.nextAttemptAt} <= ${nowSql}
                ORDER BY ${mailOutbox.nextAttemptAt}, ${mailOutbox.id}
                LIMIT 1 FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning();
    return row;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { mail, publicUrl, isProduction } = this.options.config;
    let text: string;
    let html: string | undefined;
    try {
      text = openMailBody(this.options.sealer, row.textBody, row.id, 'text_body');
      html =
        row.htmlBody === null
          ? undefined
          : openMailBody(this.options.sealer, row.htmlBody, row.id, 'html_body');
    } catch (error) {
      if (!(error instanceof MisplacedValueError)) throw error;
      // A body sealed to another mail (copied, or altered) never opens here: failed at once, recorded.
      await this.db
        .update(mailOutbox)
        .set({ status: 'failed', lastError: error.message })
        .where(eq(mailOutbox.id, row.id));
      await recordMisplacedValue(this.db, error, { ip: null, userAgent: 'mail outbox' });
      this.log.error({ outboxId: row.id, error: error.message }, 'mail: a body does not open; not sent');
      return;
    }
    if (!mail.smtpUrl) {
      // Without SMTP the log is the delivery; in production the body stays out (it may hold a reset link).
      const entry = { outboxId: row.id, to: row.toAddress, subject: row.subject };
      this.log.info(
        isProduction ? entry : { ...entry, body: text },
        'mail: SMTP_URL is not set, so this e-mail was logged and not sent',
      );
      await this.db.update(mailOutbox).set({ status: 'logged' }).where(eq(mailOutbox.id, row.id));
      await this.dropAttachments(row.id);
      return;
    }
    try {
      const attachments = await this.attachmentsOf(row.id);
      this.transport ??= (this.options.createTransport ?? createSmtpTransport)(mail.smtpUrl);
      await this.transport.send({
        from: mail.from,
        to: row.toAddress,
        subject: row.subject,
        text,
        html,
        // Stable across attempts, so a receiver can drop a copy sent twice after a crash.
        messageId: `<outbox-${row.id}@${new URL(publicUrl).hostname}>`,
        ...(row.unsubscribeAccountId === null
          ? {}
          : {
              headers: listUnsubscribeHeaders(this.options.config, row.unsubscribeAccountId, row.toAddress),
            }),
        ...(attachments.length ? { attachments } : {}),
      });
    } catch (error) {
      await this.recordFailure(row, error);
      return;
    }
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(this.clock()), lastError: null })
      .where(eq(mailOutbox.id, row.id));
    await this.dropAttachments(row.id);
  }

  /** Files are kept only until their mail is delivered (or logged): they may be large. */
  private async dropAttachments(mailId: number): Promise<void> {
    await this.db.delete(mailAttachments).where(eq(mailAttachments.mailId, mailId));
  }

  private async attachmentsOf(mailId: number) {
    const rows = await this.db
      .select({
        filename: mailAttachments.filename,
        contentType: mailAttachments.contentType,
        content: mailAttachments.content,
      })
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mailId))
      .orderBy(mailAttachments.id);
    // PGlite answers bytea as a Uint8Array, node-postgres as a Buffer: nodemailer wants a Buffer.
    return rows.map((r) => ({ ...r, content: Buffer.from(r.content) }));
  }

  private async recordFailure(row: OutboxRow, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const refused = isPermanentRejection(error);
    const giveUp = refused || row.attempts >= MAX_TRANSIENT_ATTEMPTS;
    const nextAttemptAt = new Date(this.clock() + retryDelayMs(row.attempts));
    await this.db
      .update(mailOutbox)
      .set({ status: giveUp ? 'failed' : 'pending', lastError: message, nextAttemptAt })
      .where(eq(mailOutbox.id, row.id));
    const entry = { outboxId: row.id, to: row.toAddress, attempts: row.attempts, error: message };
    if (giveUp)
      this.log.error(
        entry,
        refused
          ? 'mail: the SMTP server refused this mail for good; it is not retried'
          : 'mail: delivery failed for good after retrying for days',
      );
    else this.log.warn({ ...entry, nextAttemptAt }, 'mail: delivery failed, will retry');
  }
}
