import { writeEvidenceSection } from '@arrears/harness/evidence';
import { startPostgres } from '@arrears/harness/postgres';
import { freePort, type ServerProcess, signIn, startServer, stopServer } from '@arrears/harness/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/kits/mail/test-smtp-server';
import { type OutboxRow, outboxRows, planFaults, waitForRows } from './smtp-outage-support';

/**
 * SMTP down (decision 0025, faults): the built server on a real PostgreSQL, with SMTP_URL pointing at a
 * loopback port where nothing listens. Mails the API causes (password resets, a payment receipt)
 * must wait in mail_outbox, then arrive exactly once when a real SMTP server comes up on that port,
 * with the outbox's production retry timing (first retry 10 s after a failure, polled every 5 s).
 */
const DEMO_PASSWORD = 'Password123!';
const HOST = 'arrears.faults.test'; // PUBLIC_URL's host: the outbox's Message-IDs end with it
const DEMO_EMAILS = {
  admin: 'admin@keystone-recovery.example',
  staff: 'staff@keystone-recovery.example',
  collector: 'collector@keystone-recovery.example',
  jdoe: 'john.doe@example.com',
};

let pgServer: { url: string; stop(): void };
let db: pg.Client;
let server: ServerProcess;
let smtp: TestSmtpServer | null = null;
let smtpPort: number;
let env: Record<string, string>;
const faults = planFaults();
const figures: string[] = [];

async function api(path: string, body: unknown, cookie?: string) {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const messageIdOf = (row: OutboxRow) => `<outbox-${row.id}@${HOST}>`;
const copiesOf = (row: OutboxRow) => smtp?.received.filter((m) => m.messageId === messageIdOf(row)) ?? [];
const seconds = (ms: number) => (ms / 1000).toFixed(1);

beforeAll(async () => {
  pgServer = startPostgres({ dir: '/tmp/pg-faults-mail', port: 54362 });
  db = new pg.Client({ connectionString: pgServer.url });
  smtpPort = await freePort(); // nothing listens here until the SMTP server "comes back"
  env = {
    DATABASE_URL: pgServer.url,
    DEMO: 'true',
    NODE_ENV: 'development',
    PUBLIC_URL: `http://${HOST}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  };
  server = await startServer({ env });
  await db.connect();
});

afterAll(async () => {
  await stopServer(server);
  await db?.end();
  await smtp?.stop();
  pgServer?.stop();
  if (figures.length) writeEvidenceSection('faults-smtp', figures.join('\n'));
});

describe('SMTP server down', () => {
  let queued: OutboxRow[] = [];

  it('keeps the mails the API causes in the outbox while nothing listens, and answers normally', async () => {
    const answers: number[] = [];
    for (const email of Object.values(DEMO_EMAILS)) {
      const res = await api('/api/forgot-password', { email });
      expect(res.body).toMatchObject({ success: true });
      answers.push(res.status);
    }
    const cookie = await signIn(server, 'jdoe', DEMO_PASSWORD);
    const [account] = (await (
      await fetch(`${server.url}/api/customer/accounts`, { headers: { cookie } })
    ).json()) as { id: number }[];
    const payment = await api(
      '/api/usaepay/process-payment',
      {
        cardNumber: '4000100011112224',
        expMonth: '12',
        expYear: String(new Date().getFullYear() + 1),
        cvv: '123',
        amount: 5,
        billingInfo: { firstName: 'John', lastName: 'Doe', address: '42 Maple Street', zip: '08002' },
        invoice: `SMTP-OUTAGE-${Date.now()}`,
        debtAccountId: account.id,
      },
      cookie,
    );
    expect(payment.body).toMatchObject({ success: true, status: 'approved' });
    const receipt = await api(`/api/payments/${payment.body.paymentId}/email-receipt`, {}, cookie);
    expect(receipt).toEqual({ status: 200, body: { success: true, sentTo: DEMO_EMAILS.jdoe } });
    answers.push(receipt.status);
    expect(answers).toEqual([200, 200, 200, 200, 200]);

    // Each mail was tried at once, failed (connection refused) and went back to pending with a delay.
    queued = await waitForRows(
      db,
      (rows) => rows.length === 5 && rows.every((r) => r.attempts >= 1 && r.status === 'pending'),
      20_000,
    );
    for (const row of queued) {
      expect(row).toMatchObject({ status: 'pending', sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    expect(queued.map((r) => r.toAddress).sort()).toEqual(
      [...Object.values(DEMO_EMAILS), DEMO_EMAILS.jdoe].sort(),
    );
    figures.push(
      '## Faults: SMTP server down (`npm run test:faults`, system/faults/smtp-outage.test.ts)',
      '',
      'Built server on PostgreSQL, `SMTP_URL` pointing at a loopback port with nothing listening;',
      'production outbox timing (retry 10 s after a failure, doubling to 10 min, for 5 days; poll every 5 s).',
      'An outage longer than the 10-attempt limit the outbox had (≈ 40 min) is covered by outbox-sender.test.ts.',
      '',
      `- Mails caused during the outage: ${queued.length} (4 password resets, 1 payment receipt);`,
      `  API answers ${answers.join(', ')}; every mail \`pending\` in mail_outbox after its failed attempt`,
      `  (last error: \`${queued[0].lastError?.slice(0, 60)}\`), none marked sent.`,
    );
  });

  it('delivers every waiting mail exactly once when the SMTP server comes back', async () => {
    smtp = await startTestSmtpServer({ port: smtpPort, verdict: faults.verdict });
    const upAt = Date.now();
    await smtp.waitForMails(queued.length, 45_000);
    const deliveredAfterMs = Date.now() - upAt;
    const rows = await waitForRows(db, (r) => r.every((row) => row.status === 'sent'), 10_000);
    for (const row of rows) {
      const copies = copiesOf(row);
      expect(copies, `mail ${row.id}`).toHaveLength(1);
      expect(copies[0].to).toEqual([row.toAddress]);
      expect(copies[0].subject).toBe(row.subject);
      expect(row.sentAt).not.toBeNull();
      expect(row.lastError).toBeNull();
    }
    expect(smtp.received).toHaveLength(queued.length);

    // A restart of the app runs a delivery pass at once: nothing already sent goes out again.
    await stopServer(server);
    server = await startServer({ env });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.received).toHaveLength(queued.length);
    figures.push(
      `- SMTP back: all ${rows.length} delivered ${seconds(deliveredAfterMs)} s later`,
      `  (attempts per mail: ${rows.map((r) => r.attempts).join(', ')}); copies per Message-ID: 1; duplicates: 0,`,
      '  also after an app restart and a further poll interval.',
    );
  });

  it('survives a temporary failure, a slow answer and dropped connections without losing a mail', async () => {
    const before = (await outboxRows(db)).length;
    faults.arm({
      [DEMO_EMAILS.staff]: ['tempfail'],
      [DEMO_EMAILS.collector]: ['slow'],
      [DEMO_EMAILS.admin]: ['drop-during-data'],
      [DEMO_EMAILS.jdoe]: ['drop-after-data'],
    });
    const armedAt = Date.now();
    for (const email of Object.values(DEMO_EMAILS)) {
      expect((await api('/api/forgot-password', { email })).status).toBe(200);
    }
    const all = await waitForRows(
      db,
      (r) => r.length === before + 4 && r.slice(before).every((row) => row.status === 'sent'),
      60_000,
    );
    const settledMs = Date.now() - armedAt;
    const byAddress = new Map(all.slice(before).map((row) => [row.toAddress, row]));
    const staff = byAddress.get(DEMO_EMAILS.staff) as OutboxRow;
    const collector = byAddress.get(DEMO_EMAILS.collector) as OutboxRow;
    const admin = byAddress.get(DEMO_EMAILS.admin) as OutboxRow;
    const jdoe = byAddress.get(DEMO_EMAILS.jdoe) as OutboxRow;
    // 451 then 250: one copy. Slow 250: one copy, one attempt. Cut mid-DATA: nothing arrived, one copy after.
    expect([copiesOf(staff).length, staff.attempts]).toEqual([1, 2]);
    expect([copiesOf(collector).length, collector.attempts]).toEqual([1, 1]);
    expect([copiesOf(admin).length, admin.attempts]).toEqual([1, 2]);
    // Cut after the whole message, before the 250: the sender cannot know it arrived, so it sends it
    // again; both copies carry the same Message-ID, which is what lets a receiver drop the second.
    const jdoeCopies = copiesOf(jdoe);
    expect([jdoeCopies.length, jdoe.attempts]).toEqual([2, 2]);
    expect(new Set(jdoeCopies.map((m) => m.messageId)).size).toBe(1);

    // Nothing more goes out once everything is sent: wait past a poll interval and count again.
    const dataCommands = smtp?.attempts.length;
    const received = smtp?.received.length;
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(smtp?.attempts.length).toBe(dataCommands);
    expect(smtp?.received.length).toBe(received);
    expect((await outboxRows(db)).every((row) => row.status === 'sent')).toBe(true);

    const line = (label: string, row: OutboxRow) =>
      `| ${label} | ${smtp?.attempts.filter((a) => a.at >= armedAt && a.to[0] === row.toAddress).length} | ${copiesOf(row).length} | ${row.attempts} | ${row.status} |`;
    figures.push(
      '',
      `Faults with the SMTP server up (all four settled ${seconds(settledMs)} s after the requests):`,
      '',
      '| SMTP server behaviour | DATA commands seen | copies received | outbox attempts | outbox status |',
      '| --- | --- | --- | --- | --- |',
      line('451 temporary failure, then accepts', staff),
      line('accepts after 3 s', collector),
      line('connection cut during DATA, then accepts', admin),
      line('connection cut after DATA, before 250', jdoe),
      '',
      "The last row is SMTP's own limit (RFC 1047): the sender never learns that the first copy arrived.",
      'Both copies carry the same `Message-ID`, so a receiving system can drop the second. No re-send',
      `after delivery: ${dataCommands} DATA commands before and after a further 6 s.`,
    );
  });
});
