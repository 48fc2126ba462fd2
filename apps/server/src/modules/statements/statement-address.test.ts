import { CHAT_MESSAGES } from '@arrears/domain';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/kits/mail/test-smtp-server';
import { chatDebtorWithAccount, requestStatement } from '../../../test/kits/statements/statement-test-kit';
import { pdfText } from '../../../test/pdf-text';
import {
  contactAttempts,
  contactEvents,
  type DebtAccountRow,
  mailOutbox,
  securityEvents,
} from '../../db/schema';

/**
 * The chat's statement is e-mailed only to the account's address on file (decision 0031); another
 * address gets the PDF in the chat's answer, to that chat session only.
 */
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const debtor = (overrides: Partial<DebtAccountRow> = {}) => chatDebtorWithAccount(t, overrides);
const request = (cookie: string | undefined, payload: Record<string, unknown>) =>
  requestStatement(t, cookie, payload);

async function outboxSize(): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(mailOutbox);
  return row?.n ?? 0;
}

async function lastLine(accountId: number) {
  const [line] = await t.deps.db
    .select()
    .from(contactEvents)
    .where(eq(contactEvents.debtAccountId, accountId))
    .orderBy(desc(contactEvents.id))
    .limit(1);
  return line;
}

describe('the statement e-mail goes only to the address on file', () => {
  it('is sent to the address on file, typed in any case, spelled as on file', async () => {
    const onFile = `Dana.W.${Date.now()}@Example.com`;
    const { account, cookie } = await debtor({ emailAddress: onFile });
    const before = await outboxSize();
    const res = await request(cookie, {
      debtorId: account.id,
      deliveryMethod: 'email',
      email: onFile.toLowerCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pdf: null, emailSent: true });
    expect(await outboxSize()).toBe(before + 1);
    const mail = smtp.received.find((m) => m.to.join(',').toLowerCase().includes(onFile.toLowerCase()));
    expect(mail?.attachments).toHaveLength(1);
    expect(await lastLine(account.id)).toMatchObject({ channel: 'Email', details: { to: onFile } });
  });

  it('is not sent to another address: the answer carries the PDF and says why, and staff see the request', async () => {
    const onFile = `rosa.${Date.now()}@example.com`;
    const { account, cookie } = await debtor({ emailAddress: onFile });
    const elsewhere = `collector.${Date.now()}@elsewhere.example`;
    const before = await outboxSize();
    const received = smtp.received.length;

    const res = await request(cookie, { debtorId: account.id, deliveryMethod: 'email', email: elsewhere });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ emailSent: false, message: CHAT_MESSAGES.statementNotOnFile });
    expect(await pdfText(Buffer.from(body.pdf, 'base64'))).toContain('Dana Whitfield');

    // Nothing queued, nothing delivered, no contact attempt to that address.
    await t.mailSender.flush();
    expect(await outboxSize()).toBe(before);
    expect(smtp.received.length).toBe(received);
    expect(smtp.received.some((m) => m.to.includes(elsewhere))).toBe(false);
    expect(
      await t.deps.db.select().from(contactAttempts).where(eq(contactAttempts.debtAccountId, account.id)),
    ).toEqual([]);

    const line = await lastLine(account.id);
    expect(line).toMatchObject({ channel: 'Note', details: { kind: 'statement', notOnFile: true } });
    expect(line.message).toContain('not the one on file');
    expect(line.message).not.toContain(elsewhere);
    const [event] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'statement_email_refused'))
      .orderBy(desc(securityEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      riskLevel: 'MEDIUM',
      details: { debtAccountId: account.id, addressOnFile: true },
    });
  });

  it('is not sent when the account has no address on file: the PDF in the chat instead', async () => {
    const { account, cookie } = await debtor({ emailAddress: null });
    const before = await outboxSize();
    const res = await request(cookie, {
      debtorId: account.id,
      deliveryMethod: 'email',
      email: 'someone@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailSent: false, message: CHAT_MESSAGES.statementNoAddressOnFile });
    expect(Buffer.from(res.json().pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(await outboxSize()).toBe(before);
  });

  it('gives the PDF to that chat session only: another session or no session cannot get it', async () => {
    const { account, cookie } = await debtor({ emailAddress: `dana.own.${Date.now()}@example.com` });
    const offered = await request(cookie, {
      debtorId: account.id,
      deliveryMethod: 'email',
      email: 'someone.else@example.com',
    });
    expect(offered.json().pdf).toBeTruthy();

    const stranger = await debtor();
    for (const deliveryMethod of ['pdf', 'email']) {
      const res = await request(stranger.cookie, {
        debtorId: account.id,
        deliveryMethod,
        email: 'someone.else@example.com',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: CHAT_MESSAGES.notYourAccount });
    }
    const anonymous = await request(undefined, { debtorId: account.id, deliveryMethod: 'pdf' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().pdf).toBeUndefined();
  });
});
