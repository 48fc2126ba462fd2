import { PAYMENT_MESSAGES } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/kits/mail/test-smtp-server';
import { pdfText } from '../../../test/pdf-text';
import { contactEvents, payments } from '../../db/schema';
import { RECEIPT_PAYMENT_NOT_FOUND } from './payment-receipt-mail';

describe('POST /api/debtors/:id/send-payment-receipt', () => {
  let smtp: TestSmtpServer;
  let t: ContactCenterTestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await buildContactCenterTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  async function payment(debtAccountId: number, refnum: string, status = 'approved') {
    await t.deps.db.insert(payments).values({
      debtAccountId,
      amount: '125.00',
      paymentDate: '2026-03-02',
      paymentMethod: 'credit_card',
      status,
      source: 'agent',
      transactionId: refnum,
      confirmationCode: `CONF-${refnum}`,
      cardBrand: 'Visa',
      cardLast4: '2224',
      authCode: 'AUTH77',
      balanceBefore: '1250.00',
      balanceAfter: '1125.00',
      processedAt: new Date('2026-03-02T15:00:00Z'),
    });
  }
  const body = (transactionId: string) => ({
    amount: 125,
    transactionId,
    authorizationCode: 'AUTH77',
    paymentMethod: 'Visa',
    previousBalance: 1250,
    newBalance: 1125,
    paymentDate: '2026-03-02',
    avsCheck: 'YYY',
    cvvCheck: 'M',
  });

  it('e-mails the receipt of the approved payment with its PDF attached', async () => {
    const a = await t.account();
    await payment(a.id, `R-${a.id}`);
    const res = await t.call('POST', `/api/debtors/${a.id}/send-payment-receipt`, 'staff', body(`R-${a.id}`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [mail] = await smtp.waitForMails(1);
    expect(mail.to).toEqual(['jane.doe@example.com']);
    expect(mail.subject).toContain(`Payment Receipt CONF-R-${a.id}`);
    expect(mail.text).toContain('$125.00');
    expect(mail.text).toContain('Visa ending in 2224');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `receipt-CONF-R-${a.id}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await pdfText(mail.attachments[0].content);
    expect(text).toContain('Payment Receipt');
    expect(text).toContain('$125.00');
    expect(text).toContain('$1,125.00');
    const events = await t.deps.db.select().from(contactEvents).where(eq(contactEvents.debtAccountId, a.id));
    expect(events.map((e) => [e.channel, e.message])).toEqual([
      ['Email', `Payment receipt CONF-R-${a.id} sent to jane.doe@example.com`],
    ]);
  });

  it('answers 404 for an unknown transaction or one of another account, 409 for a declined one', async () => {
    const a = await t.account();
    const other = await t.account();
    await payment(other.id, `R-${other.id}`);
    await payment(a.id, `D-${a.id}`, 'declined');
    const unknown = await t.call('POST', `/api/debtors/${a.id}/send-payment-receipt`, 'staff', body('NOPE'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: RECEIPT_PAYMENT_NOT_FOUND });
    const foreign = await t.call(
      'POST',
      `/api/debtors/${a.id}/send-payment-receipt`,
      'staff',
      body(`R-${other.id}`),
    );
    expect(foreign.statusCode).toBe(404);
    const declined = await t.call(
      'POST',
      `/api/debtors/${a.id}/send-payment-receipt`,
      'staff',
      body(`D-${a.id}`),
    );
    expect(declined.statusCode).toBe(409);
    expect(declined.json().error).toBe(PAYMENT_MESSAGES.receiptNotAvailable);
    const missingAccount = await t.call(
      'POST',
      '/api/debtors/999999/send-payment-receipt',
      'staff',
      body('X'),
    );
    expect(missingAccount.statusCode).toBe(404);
    expect(missingAccount.json().error).toBe('Account not found');
    expect(smtp.received).toHaveLength(0);
  });

  it('answers 400 when the account has no e-mail or the transaction id is missing', async () => {
    const a = await t.account({ emailAddress: null });
    await payment(a.id, `R-${a.id}`);
    const res = await t.call('POST', `/api/debtors/${a.id}/send-payment-receipt`, 'staff', body(`R-${a.id}`));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: PAYMENT_MESSAGES.noReceiptEmail });
    const noId = await t.call('POST', `/api/debtors/${a.id}/send-payment-receipt`, 'staff', { amount: 5 });
    expect(noId.statusCode).toBe(400);
  });

  it('refuses collectors, debtors and signed-out callers', async () => {
    const a = await t.account();
    await payment(a.id, `R-${a.id}`);
    const url = `/api/debtors/${a.id}/send-payment-receipt`;
    expect((await t.call('POST', url, 'collector', body(`R-${a.id}`))).statusCode).toBe(403);
    expect((await t.call('POST', url, 'debtor', body(`R-${a.id}`))).statusCode).toBe(403);
    expect((await t.call('POST', url, null, body(`R-${a.id}`))).statusCode).toBe(401);
    expect(smtp.received).toHaveLength(0);
  });
});
