import { CHAT_MESSAGES, COLLECTION_DISCLOSURE, fillChatText } from '@arrears/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { verifyInChat } from '../../../test/chat-session';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/kits/mail/test-smtp-server';
import { chatDebtorWithAccount, requestStatement } from '../../../test/kits/statements/statement-test-kit';
import { pdfText } from '../../../test/pdf-text';
import {
  accountTransactions,
  contactAttempts,
  contactEvents,
  type DebtAccountRow,
  payments,
} from '../../db/schema';
import { STATEMENT_LIMIT, STATEMENT_THROTTLED } from './statements.service';

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

async function timelineOf(accountId: number) {
  return t.deps.db
    .select()
    .from(contactEvents)
    .where(eq(contactEvents.debtAccountId, accountId))
    .orderBy(desc(contactEvents.id));
}

describe('POST /api/statements/request-statement', () => {
  it('answers the statement as a PDF: debtor, account, balances, payments, transactions, disclosure', async () => {
    const { account, cookie } = await debtor({ accountNumber: 'ACC_77' });
    await t.deps.db.insert(payments).values({
      debtAccountId: account.id,
      amount: '150.25',
      paymentDate: '2026-02-10',
      paymentMethod: 'credit_card',
      status: 'approved',
      source: 'chat',
      confirmationCode: 'CONF-STMT-1',
    });
    await t.deps.db.insert(accountTransactions).values({
      debtAccountId: account.id,
      amount: '-75.00',
      transactionDate: '2026-01-05',
      transactionType: 'adjustment',
      description: 'Late fee waived',
      referenceNumber: `TX-STMT-${account.id}`,
      source: 'import',
    });

    const res = await request(cookie, { debtorId: account.id, deliveryMethod: 'pdf' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.emailSent).toBe(false);
    const pdf = Buffer.from(body.pdf, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'Keystone Recovery Partners',
      '100 Commerce Drive, Suite 200, Cherry Hill, NJ 08002',
      '1-888-555-0147',
      'Account Statement',
      'Statement date: 03/02/2026', // the test clock: 2026-03-02 15:00 UTC, 10:00 in New York
      'Dana Whitfield',
      `${account.address1} Reading, PA 19601`,
      `Account number ACC-${String(account.id).padStart(4, '0')}`,
      'Creditor Keystone Auto Finance',
      'Original amount $2,000.00',
      'Current balance $1,234.56',
      '02/10/2026 $150.25 Approved CONF-STMT-1',
      `01/05/2026 adjustment Late fee waived -$75.00 TX-STMT-${account.id}`,
      COLLECTION_DISCLOSURE,
    ]) {
      expect(text).toContain(expected);
    }
    const [line] = await timelineOf(account.id);
    expect(line).toMatchObject({
      channel: 'Note',
      message: 'Account statement downloaded through the chat assistant',
      details: { kind: 'statement', delivery: 'pdf' },
    });
  });

  it('e-mails the statement as a PDF attachment through the outbox to the address on file', async () => {
    const to = `dana.${Date.now()}@example.com`;
    const { account, cookie } = await debtor({ emailAddress: to });
    const res = await request(cookie, { debtorId: account.id, deliveryMethod: 'email', email: ` ${to} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pdf: null, emailSent: true });

    const mail = smtp.received.find((m) => m.to.includes(to));
    expect(mail?.subject).toBe('Keystone Recovery Partners: your account statement');
    expect(mail?.text).toContain(COLLECTION_DISCLOSURE);
    expect(mail?.text).not.toContain('Dana'); // the body names no one: the address was typed in a chat
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments[0];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toMatch(/^statement-ST-\d+-\d+-2026-03-02\.pdf$/);
    const text = await pdfText(attachment?.content ?? Buffer.alloc(0));
    expect(text).toContain('Dana Whitfield');
    expect(text).toContain(`Account number ${account.accountNumber}`);
    expect(text).toContain('Current balance $1,234.56');

    const [line] = await timelineOf(account.id);
    expect(line).toMatchObject({
      channel: 'Email',
      message: `Account statement e-mailed to ${to} through the chat assistant`,
      details: { kind: 'statement', delivery: 'email', to },
    });
    // Asked for by the consumer: recorded as a contact attempt (decision 0024), never blocked.
    const attempts = await t.deps.db
      .select()
      .from(contactAttempts)
      .where(eq(contactAttempts.debtAccountId, account.id));
    expect(attempts).toMatchObject([
      {
        channel: 'email',
        target: to,
        userId: null,
        allowed: true,
        evaluation: { purpose: 'consumer_requested' },
      },
    ]);
  });

  it('answers the PDF instead when the e-mail cannot be sent', async () => {
    const to = `fallback.${Date.now()}@example.com`;
    const { account, cookie } = await debtor({ emailAddress: to });
    await smtp.stop(); // the mail server refuses connections
    try {
      const res = await request(cookie, { debtorId: account.id, deliveryMethod: 'email', email: to });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.emailSent).toBe(false);
      expect(await pdfText(Buffer.from(body.pdf, 'base64'))).toContain('Dana Whitfield');
    } finally {
      await smtp.restart();
    }
    const [line] = await timelineOf(account.id);
    expect(line.channel).toBe('Email');
    expect(line.message).toContain('could not be sent at once');
    expect(line.details).toMatchObject({ fellBackToPdf: true, to });
  });

  it('refuses an e-mail address without @, or none, and writes nothing', async () => {
    const { account, cookie } = await debtor();
    for (const email of [
      'dana.example.com',
      '',
      undefined,
      'a@x.example, b@y.example',
      'Dana <d@x.example>',
    ]) {
      const res = await request(cookie, { debtorId: account.id, deliveryMethod: 'email', email });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid email address.');
    }
    const bad = await request(cookie, { debtorId: account.id, deliveryMethod: 'fax' });
    expect(bad.statusCode).toBe(400);
    expect(await timelineOf(account.id)).toEqual([]);
  });

  it("refuses another debtor's account (403) and a call without a chat session (401)", async () => {
    const mine = await debtor();
    const theirs = await debtor();
    const other = await request(mine.cookie, { debtorId: theirs.account.id, deliveryMethod: 'pdf' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(CHAT_MESSAGES.notYourAccount);

    for (const cookie of [undefined, 'arrears_chat=forged']) {
      const res = await request(cookie, { debtorId: mine.account.id, deliveryMethod: 'pdf' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(CHAT_MESSAGES.sessionRequired);
    }
    expect(await timelineOf(theirs.account.id)).toEqual([]);
  });

  it(`allows ${STATEMENT_LIMIT.max} statements of an account per 10 minutes, then 429 until the window passes`, async () => {
    const { account, cookie, identity, ip } = await debtor();
    for (let n = 0; n < STATEMENT_LIMIT.max; n++) {
      expect((await request(cookie, { debtorId: account.id, deliveryMethod: 'pdf' })).statusCode).toBe(200);
    }
    const refused = await request(cookie, { debtorId: account.id, deliveryMethod: 'pdf' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(fillChatText(STATEMENT_THROTTLED, { phone: '1-888-555-0147' }));

    // A new verification does not reset the count: it is the account's.
    const again = await verifyInChat(t.app, identity, ip);
    expect((await request(again.cookie, { debtorId: account.id, deliveryMethod: 'pdf' })).statusCode).toBe(
      429,
    );

    t.clock.advance(STATEMENT_LIMIT.windowMs + 1000);
    const later = await verifyInChat(t.app, identity, ip); // the old session went idle meanwhile
    expect((await request(later.cookie, { debtorId: account.id, deliveryMethod: 'pdf' })).statusCode).toBe(
      200,
    );
    const lines = await t.deps.db
      .select()
      .from(contactEvents)
      .where(and(eq(contactEvents.debtAccountId, account.id), eq(contactEvents.channel, 'Note')));
    expect(lines).toHaveLength(STATEMENT_LIMIT.max + 1);
  });
});
