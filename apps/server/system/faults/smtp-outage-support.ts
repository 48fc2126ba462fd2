// Support for smtp-outage.test.ts: reading mail_outbox over a plain pg client, and a plan of SMTP faults.
import type pg from 'pg';
import type { SmtpVerdict } from '../../test/kits/mail/test-smtp-server';

export interface OutboxRow {
  id: number;
  toAddress: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
}

export async function outboxRows(db: pg.Client): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, to_address AS "toAddress", subject, status, attempts, last_error AS "lastError",
            next_attempt_at AS "nextAttemptAt", sent_at AS "sentAt"
       FROM mail_outbox ORDER BY id`,
  );
  return rows;
}

/** Polls mail_outbox until `done(rows)`; fails with the last rows seen after `timeoutMs`. */
export async function waitForRows(
  db: pg.Client,
  done: (rows: OutboxRow[]) => boolean,
  timeoutMs: number,
): Promise<OutboxRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxRows(db);
    if (done(rows)) return rows;
    if (Date.now() > deadline)
      throw new Error(
        `mail_outbox not as expected within ${timeoutMs} ms:\n${JSON.stringify(rows, null, 1)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const SLOW_ACCEPT_MS = 3_000;

/**
 * What the test SMTP server does with each message: accept, unless a fault was armed for the
 * recipient; armed faults are used up in order, one per DATA command to that address.
 */
export function planFaults() {
  const queues = new Map<string, SmtpVerdict['kind'][]>();
  return {
    arm(plan: Record<string, SmtpVerdict['kind'][]>) {
      for (const [address, kinds] of Object.entries(plan)) queues.set(address, [...kinds]);
    },
    verdict({ to }: { to: string[] }): SmtpVerdict {
      const kind = queues.get(to[0])?.shift() ?? 'accept';
      return kind === 'slow' ? { kind, delayMs: SLOW_ACCEPT_MS } : { kind };
    },
  };
}
