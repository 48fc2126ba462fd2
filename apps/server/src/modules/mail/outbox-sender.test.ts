import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/kits/mail/test-smtp-server';
import { mailAttachments, mailOutbox } from '../../db/schema';
import {
  MAX_TRANSIENT_ATTEMPTS,
  type MailLog,
  OUTBOX_DELIVERY,
  OutboxSender,
  retryDelayMs,
} from './outbox-sender';

const mail = (n: number) => ({
  to: `person${n}@example.com`,
  subject: `Subject ${n}`,
  text: `Plain text ${n}: https://collect.agency.example/reset-password?token=abc${n}`,
  html: `<p>HTML ${n}</p>`,
  // Like a staff password reset: sent as written (decision 0097), so the bodies below are the test's own.
  audience: { operational: 'staff_password_reset' as const },
});

async function rowOf(t: TestApp, id: number) {
  const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

function captureLog(): MailLog & { lines: { level: string; obj: object; msg: string }[] } {
  const lines: { level: string; obj: object; msg: string }[] = [];
  const at = (level: string) => (obj: object, msg: string) => lines.push({ level, obj, msg });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

describe('outbox sender over SMTP', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://collect.agency.example' },
      startMailSender: false,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('delivers a mail with its sender, a stable Message-ID and both bodies, and marks it sent', async () => {
    const id = await t.deps.mail.enqueue(mail(1));
    expect((await rowOf(t, id)).status).toBe('pending');
    await t.mailSender.flush();
    const [received] = await smtp.waitForMails(1);
    expect(received.from).toBe('no-reply@collect.agency.example');
    expect(received.to).toEqual(['person1@example.com']);
    expect(received.subject).toBe('Subject 1');
    expect(received.messageId).toBe(`<outbox-${id}@collect.agency.example>`);
    expect(received.text).toContain('https://collect.agency.example/reset-password?token=abc1');
    expect(received.html).toContain('<p>HTML 1</p>');
    const row = await rowOf(t, id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(1);
    expect(row.sentAt?.getTime()).toBe(t.clock.now());
  });

  it('keeps a mail while the SMTP server is down and delivers it exactly once when it is back', async () => {
    await smtp.stop();
    const id = await t.deps.mail.enqueue(mail(2));
    await t.mailSender.flush();
    let row = await rowOf(t, id);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextAttemptAt.getTime()).toBe(t.clock.now() + 10_000);

    await smtp.restart();
    await t.mailSender.flush(); // not due yet: nothing is sent
    expect(smtp.received).toHaveLength(0);
    t.clock.advance(10_000);
    await t.mailSender.flush();
    await t.mailSender.flush();
    await smtp.waitForMails(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].messageId).toBe(`<outbox-${id}@collect.agency.example>`);
    row = await rowOf(t, id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBeNull();
  });

  it('sends a mail enqueued in a transaction only if the transaction commits', async () => {
    await t.deps.db
      .transaction(async (tx) => {
        await t.deps.mail.enqueue(mail(3), tx);
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.deps.db.transaction(async (tx) => {
      await t.deps.mail.enqueue(mail(4), tx);
    });
    await t.mailSender.flush();
    await smtp.waitForMails(1);
    expect(smtp.received.map((m) => m.subject)).toEqual(['Subject 4']);
  });

  it('lets two senders drain the same outbox without sending any mail twice', async () => {
    const other = new OutboxSender({
      db: t.deps.db,
      config: t.deps.config,
      clock: t.clock.now,
      sealer: t.deps.encryption,
      log: captureLog(),
    });
    const ids = await Promise.all([5, 6, 7, 8, 9].map((n) => t.deps.mail.enqueue(mail(n))));
    await Promise.all([t.mailSender.flush(), other.flush()]);
    await other.stop();
    await smtp.waitForMails(5);
    expect(smtp.received).toHaveLength(5);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(5);
    for (const id of ids) expect((await rowOf(t, id)).status).toBe('sent');
  });

  it('takes back a row left "sending" by a process that died, once its claim lease ran out', async () => {
    const id = await t.deps.mail.enqueue(mail(10));
    await t.deps.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(t.clock.now() + 60_000) })
      .where(eq(mailOutbox.id, id));
    await t.mailSender.flush();
    expect(smtp.received).toHaveLength(0);
    t.clock.advance(60_000);
    await t.mailSender.flush();
    await smtp.waitForMails(1);
    expect((await rowOf(t, id)).status).toBe('sent');
  });

  it('wakes up right after an enqueue when it is running', async () => {
    t.mailSender.start();
    await t.deps.mail.send(mail(11));
    const [received] = await smtp.waitForMails(1);
    expect(received.subject).toBe('Subject 11');
  });
});

describe('outbox sender retries', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let log: ReturnType<typeof captureLog>;
  let sender: OutboxSender;
  const faults = new Map<string, 'tempfail' | 'reject'>();
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ verdict: ({ to }) => ({ kind: faults.get(to[0]) ?? 'accept' }) });
    t = await buildTestApp({ env: { SMTP_URL: smtp.url }, startMailSender: false });
    log = captureLog();
    sender = new OutboxSender({
      db: t.deps.db,
      config: t.deps.config,
      clock: t.clock.now,
      sealer: t.deps.encryption,
      log,
    });
  });
  afterAll(async () => {
    await sender.stop();
    await t.close();
    await smtp.stop();
  });

  it('waits 10 s, 20 s, 40 s … (at most 10 minutes) and keeps a mail through an outage of hours', async () => {
    expect([1, 2, 3, 6, 7, 9].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 320_000, 600_000, 600_000]);
    await smtp.stop(); // connection refused on every attempt
    const id = await t.deps.mail.enqueue(mail(1));
    let waited = 0;
    for (let attempt = 1; attempt <= 20; attempt++) {
      await sender.flush();
      const row = await rowOf(t, id);
      expect(row).toMatchObject({ attempts: attempt, status: 'pending' });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      t.clock.advance(retryDelayMs(attempt));
      waited += retryDelayMs(attempt);
    }
    expect(waited).toBeGreaterThan(2 * 60 * 60_000);
    await smtp.restart();
    await sender.flush();
    const [received] = await smtp.waitForMails(1);
    expect(received.messageId).toBe(`<outbox-${id}@localhost>`);
    expect((await rowOf(t, id)).status).toBe('sent');
  });

  it('retries a 451 "try again later", and gives up at once on a refusal of the message (5xx)', async () => {
    faults.set('person2@example.com', 'tempfail').set('person3@example.com', 'reject');
    const later = await t.deps.mail.enqueue(mail(2));
    const refused = await t.deps.mail.enqueue(mail(3));
    await sender.flush();
    expect(await rowOf(t, later)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await rowOf(t, refused)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await rowOf(t, refused)).lastError).toMatch(/554/);
    expect(log.lines.at(-1)).toMatchObject({ level: 'error', obj: { outboxId: refused } });
    t.clock.advance(retryDelayMs(1));
    await sender.flush();
    expect(await rowOf(t, later)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await rowOf(t, refused)).toMatchObject({ status: 'failed', attempts: 1 }); // never again
  });

  it('gives a mail up about 5 days after its first failed attempt', async () => {
    const elapsedBefore = (attempts: number) =>
      Array.from({ length: attempts - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(elapsedBefore(MAX_TRANSIENT_ATTEMPTS)).toBeGreaterThanOrEqual(OUTBOX_DELIVERY.retryForMs);
    expect(elapsedBefore(MAX_TRANSIENT_ATTEMPTS - 1)).toBeLessThan(OUTBOX_DELIVERY.retryForMs);
    faults.set('person4@example.com', 'tempfail');
    const id = await t.deps.mail.enqueue(mail(4));
    // The attempts so far, as days of an outage would have left them.
    await t.deps.db
      .update(mailOutbox)
      .set({ attempts: MAX_TRANSIENT_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    await sender.flush();
    expect(await rowOf(t, id)).toMatchObject({ status: 'failed', attempts: MAX_TRANSIENT_ATTEMPTS });
    t.clock.advance(OUTBOX_DELIVERY.maxRetryMs);
    await sender.flush();
    expect((await rowOf(t, id)).attempts).toBe(MAX_TRANSIENT_ATTEMPTS);
    const mine = log.lines.filter((l) => (l.obj as { outboxId?: number }).outboxId === id);
    expect(mine.map((l) => l.level)).toEqual(['error']);
  });
});

describe('outbox without SMTP_URL', () => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    const { Writable } = await import('node:stream');
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream, startMailSender: false });
  });
  afterAll(() => t.close());

  it('marks the row logged and writes the mail, body included, to the log', async () => {
    const id = await t.deps.mail.enqueue(mail(1));
    await t.mailSender.flush();
    const row = await rowOf(t, id);
    expect(row.status).toBe('logged');
    expect(row.sentAt).toBeNull();
    const line = logged.map((l) => JSON.parse(l)).find((l) => l.outboxId === id);
    expect(line).toMatchObject({ to: 'person1@example.com', subject: 'Subject 1' });
    expect(line.body).toContain('token=abc1');
  });

  it('leaves the body out of the log in production (it may hold a reset link)', async () => {
    const log = captureLog();
    const sender = new OutboxSender({
      db: t.deps.db,
      config: { ...t.deps.config, isProduction: true },
      clock: t.clock.now,
      sealer: t.deps.encryption,
      log,
    });
    const id = await t.deps.mail.enqueue(mail(2));
    await sender.flush();
    await sender.stop();
    expect((await rowOf(t, id)).status).toBe('logged');
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0].obj).toEqual({ outboxId: id, to: 'person2@example.com', subject: 'Subject 2' });
    expect(JSON.stringify(log.lines)).not.toContain('token=');
  });
});

describe('outbox attachments', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url }, startMailSender: false });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('keeps the attachments with the mail and delivers their exact bytes', async () => {
    const binary = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37) % 256));
    const id = await t.deps.mail.send({
      ...mail(1),
      attachments: [
        { filename: 'statement.pdf', contentType: 'application/pdf', content: binary },
        { filename: 'note.txt', contentType: 'text/plain', content: Buffer.from('Line one\nLine two') },
      ],
    });
    const stored = await t.deps.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, id));
    expect(stored.map((a) => a.filename)).toEqual(['statement.pdf', 'note.txt']);
    await t.mailSender.flush();
    const [received] = await smtp.waitForMails(1);
    expect(received.text).toContain('Plain text 1');
    expect(received.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['statement.pdf', 'application/pdf'],
      ['note.txt', 'text/plain'],
    ]);
    expect(received.attachments[0].content.equals(binary)).toBe(true);
    expect(received.attachments[1].content.toString('utf8')).toBe('Line one\nLine two');
    // Delivered: the files are not kept any longer.
    expect(await t.deps.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, id))).toEqual([]);
  });
});
