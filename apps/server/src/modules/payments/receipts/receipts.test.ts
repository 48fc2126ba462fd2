import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { createUser, signIn } from '../../../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../test/kits/mail/test-smtp-server';
import { cardBody, debtorWithAccount, pay } from '../../../../test/kits/payments/payment-fixtures';
import { pdfText } from '../../../../test/pdf-text';

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, BRAND_COMPANY_NAME: 'Keystone Recovery Partners' } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

async function approvedPayment() {
  // The consumer's location is known (Cherry Hill, NJ): staff e-mails go out within its calling hours (decision 0024).
  const payer = await debtorWithAccount(t, {
    unpaidBalance: '640.00',
    emailAddress: 'payer@example.com',
    state: 'NJ',
    zipCode: '08002',
  });
  const result = (await pay(t, payer.cookie, cardBody(payer.account.id, { amount: '140.25' }))).json();
  expect(result.success).toBe(true);
  return { ...payer, result };
}

describe('GET /api/payments/:id/receipt', () => {
  it('is a PDF whose text holds the confirmation, amount, card, account and balances, never the card number', async () => {
    const { cookie, account, result } = await approvedPayment();
    const res = await t.app.inject({ url: `/api/payments/${result.paymentId}/receipt`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${result.confirmationCode}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Keystone Recovery Partners',
      'Payment Receipt',
      result.confirmationCode,
      '$140.25',
      'Credit Card',
      'Visa ending in 2224',
      account.accountNumber,
      'Jane Doe',
      '$640.00',
      '$499.75',
      result.transaction.refnum,
      result.transaction.authcode,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('4000100011112224');
  });

  it('is 404 for another debtor, available to staff, and 409 for a declined payment', async () => {
    const { result } = await approvedPayment();
    const other = await debtorWithAccount(t);
    const url = `/api/payments/${result.paymentId}/receipt`;
    expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    const staff = await createUser(t.deps.db, { role: 'staff' });
    expect(
      (await t.app.inject({ url, headers: { cookie: await signIn(t.app, staff.username) } })).statusCode,
    ).toBe(200);

    const declined = (
      await pay(t, other.cookie, cardBody(other.account.id, { cardNumber: '4000300011112220' }))
    ).json();
    const res = await t.app.inject({
      url: `/api/payments/${declined.paymentId}/receipt`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A receipt is available only for an approved payment.');
  });

  it('refuses an id past PostgreSQL integer like any bad id (400), not with a database error', async () => {
    const staff = await createUser(t.deps.db, { role: 'staff' });
    const cookie = await signIn(t.app, staff.username);
    for (const [method, url] of [
      ['GET', '/api/payments/99999999999/receipt'],
      ['POST', '/api/payments/2147483648/email-receipt'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
        headers: { cookie },
      });
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 400,
        message: 'A receipt is available only for an approved payment.',
      });
    }
  });
});

describe('POST /api/payments/:id/email-receipt', () => {
  it("mails the receipt through SMTP to the account's address", async () => {
    const { cookie, result } = await approvedPayment();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${result.paymentId}/email-receipt`,
      headers: { cookie },
      payload: {},
    });
    expect(res.json()).toEqual({ success: true, sentTo: 'payer@example.com' });
    const [mail] = await smtp.waitForMails(1);
    expect(mail.to).toEqual(['payer@example.com']);
    expect(mail.subject).toBe(`Keystone Recovery Partners: Payment Receipt ${result.confirmationCode}`);
    expect(mail.text).toContain('$140.25');
    expect(mail.text).toContain('$499.75');
    expect(mail.text).not.toContain('4000100011112224');
  });

  it('lets staff choose the address, but a debtor cannot send it elsewhere', async () => {
    const { cookie, result } = await approvedPayment();
    const url = `/api/payments/${result.paymentId}/email-receipt`;
    const debtorTry = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { email: 'someone@else.example' },
    });
    expect(debtorTry.json().sentTo).toBe('payer@example.com');
    const staff = await createUser(t.deps.db, { role: 'staff' });
    const staffTry = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: await signIn(t.app, staff.username) },
      payload: { email: 'other@example.com' },
    });
    expect(staffTry.json().sentTo).toBe('other@example.com');
    const mails = await smtp.waitForMails(2);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['other@example.com', 'payer@example.com']);
  });
});
