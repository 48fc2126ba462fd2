import { DEBT_COLLECTOR_DISCLOSURE, DEMO_BRAND, fillEmailTemplate, fillSmsTemplate } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildContactCenterTestApp,
  type ContactCenterTestApp,
  contactForm,
} from '../../../test/kits/contact-center/contact-center-test-kit';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/kits/mail/test-smtp-server';
import { smsMessages } from '../../db/schema';

/** An agent writing to a Spanish-reading account: what the product adds to the message is in Spanish. */
describe('POST /api/debtors/:id/contact to an account that reads Spanish', () => {
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

  function send(id: number, fields: Record<string, string>) {
    const { payload, headers } = contactForm(fields, []);
    return t.app.inject({
      method: 'POST',
      url: `/api/debtors/${id}/contact`,
      payload,
      headers: { ...headers, cookie: t.cookies.staff },
    });
  }
  const template = {
    firstName: 'María',
    fullName: 'María Peña',
    accountNumber: 'ACC-1',
    unpaidBalance: '1234.50',
    vehicle: { model: null, vin: null },
    creditor: { schoolName: 'Metro Auto Finance' },
  };

  it('e-mails a Spanish template with the Spanish opt-out line; no subject reads "Mensaje de …"', async () => {
    const a = await t.account({ preferredLanguage: 'es' });
    const filled = fillEmailTemplate('final_notice', template, DEMO_BRAND, '2026-03-02', 'es');
    expect(
      (await send(a.id, { channel: 'email', subject: filled.subject, message: filled.body })).statusCode,
    ).toBe(200);
    const [mail] = await smtp.waitForMails(1);
    expect(mail.subject).toBe('Aviso final - Metro Auto Finance');
    expect(mail.text).toContain('Este es un aviso final sobre su cuenta con Metro Auto Finance');
    expect(mail.text).toContain(
      'Para dejar de recibir correos electrónicos de nosotros, use este enlace: http',
    );
    expect(mail.text).not.toContain('To stop receiving');

    smtp.received.length = 0;
    expect((await send(a.id, { channel: 'email', subject: '', message: 'Hola' })).statusCode).toBe(200);
    const [plain] = await smtp.waitForMails(1);
    expect(plain.subject).toMatch(/^Mensaje de /);
  });

  it('texts a Spanish template once with its own Spanish opt-out line, and a free text gets it added', async () => {
    const a = await t.account({ preferredLanguage: 'es' });
    const consent = await t.call('POST', `/api/debtors/${a.id}/compliance/preferences`, 'staff', {
      kind: 'sms_consent',
      phone: '6095550166',
    });
    expect(consent.statusCode).toBe(200);
    const text = fillSmsTemplate('payment_reminder', template, DEMO_BRAND, '2026-03-02', 'es');
    expect((await send(a.id, { channel: 'sms', message: text, phone: '6095550166' })).statusCode).toBe(200);
    expect(
      (await send(a.id, { channel: 'sms', message: 'Llámenos hoy', phone: '6095550166' })).statusCode,
    ).toBe(200);
    const sent = await t.deps.db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(eq(smsMessages.debtAccountId, a.id))
      .orderBy(smsMessages.id);
    // The template keeps its one opt-out line; the Spanish disclosure goes before it (decision 0097):
    // the full form on the first text, the short one on the next.
    const optOut = 'Responda ALTO para no recibir más mensajes.';
    expect(sent.map((s) => s.body)).toEqual([
      text.replace(optOut, `${DEBT_COLLECTOR_DISCLOSURE.es.initial} ${optOut}`),
      `Llámenos hoy ${DEBT_COLLECTOR_DISCLOSURE.es.subsequent} ${optOut}`,
    ]);
  });
});
