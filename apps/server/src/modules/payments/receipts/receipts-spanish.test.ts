import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { createUser, signIn } from '../../../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../../test/kits/mail/test-smtp-server';
import { cardBody, debtorWithAccount, pay } from '../../../../test/kits/payments/payment-fixtures';
import { pdfText } from '../../../../test/pdf-text';
import { debtAccounts } from '../../../db/schema';

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

async function approvedPayment(preferredLanguage: 'en' | 'es' = 'en') {
  const payer = await debtorWithAccount(t, {
    unpaidBalance: '1640.00',
    emailAddress: 'pagador@example.com',
    state: 'NJ',
    zipCode: '08002',
    preferredLanguage,
  });
  const result = (await pay(t, payer.cookie, cardBody(payer.account.id, { amount: '140.25' }))).json();
  expect(result.success).toBe(true);
  return { ...payer, result };
}

const SPANISH_RECEIPT = [
  'Recibo de pago',
  'Código de confirmación',
  'Monto pagado',
  '$140.25',
  'Tarjeta de crédito',
  'Visa terminada en 2224',
  'Saldo anterior',
  '$1,640.00',
  'Saldo nuevo',
  '$1,499.75',
  '(hora del Este)',
  // The full Spanish disclosure (decision 0097), its first line.
  'Esta comunicación es de un cobrador de deudas.',
];

describe('receipts in Spanish', () => {
  it("is a Spanish PDF when the debtor's page is in Spanish (the cookie), whatever the account says", async () => {
    const { cookie, result } = await approvedPayment('en');
    const url = `/api/payments/${result.paymentId}/receipt`;
    const res = await t.app.inject({ url, headers: { cookie: `${cookie}; arrears_lang=es` } });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [...SPANISH_RECEIPT, result.confirmationCode]) expect(text).toContain(expected);
    expect(text).not.toContain('Payment Receipt');
    expect(text).toMatch(/\d{1,2} de [a-z]+ de \d{4} a las/);
    // Without the cookie the same debtor's receipt is English, as before.
    const english = await pdfText((await t.app.inject({ url, headers: { cookie } })).rawPayload);
    expect(english).toContain('Payment Receipt');
    expect(english).toContain('Visa ending in 2224');
  });

  it("is in the account's language when staff open it or e-mail it", async () => {
    const { result, account } = await approvedPayment('es');
    const staff = await createUser(t.deps.db, { role: 'staff' });
    const cookie = await signIn(t.app, staff.username);
    const url = `/api/payments/${result.paymentId}/receipt`;
    expect(await pdfText((await t.app.inject({ url, headers: { cookie } })).rawPayload)).toContain(
      'Recibo de pago',
    );

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${result.paymentId}/email-receipt`,
      headers: { cookie },
      payload: {},
    });
    expect(res.json()).toEqual({ success: true, sentTo: 'pagador@example.com' });
    const [mail] = await smtp.waitForMails(1);
    expect(mail.subject).toBe(`Keystone Recovery Partners: Recibo de pago ${result.confirmationCode}`);
    for (const expected of SPANISH_RECEIPT) expect(mail.text).toContain(expected);
    expect(mail.text).toContain('Para dejar de recibir correos electrónicos de nosotros, use este enlace:');
    expect(mail.text).not.toContain('To stop receiving');

    // The account read back in English: the next one is English.
    await t.deps.db
      .update(debtAccounts)
      .set({ preferredLanguage: 'en' })
      .where(eq(debtAccounts.id, account.id));
    smtp.received.length = 0;
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/${result.paymentId}/email-receipt`,
      headers: { cookie },
      payload: {},
    });
    const [again] = await smtp.waitForMails(1);
    expect(again.subject).toBe(`Keystone Recovery Partners: Payment Receipt ${result.confirmationCode}`);
    expect(again.text).toContain('To stop receiving e-mails from us, use this link:');
  });

  it('e-mailed by the debtor from a Spanish page, it is Spanish', async () => {
    const { cookie, result } = await approvedPayment('en');
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/${result.paymentId}/email-receipt`,
      headers: { cookie: `${cookie}; arrears_lang=es` },
      payload: {},
    });
    const [mail] = await smtp.waitForMails(1);
    expect(mail.subject).toContain('Recibo de pago');
    expect(mail.text).toContain('Guarde este recibo.');
  });
});
