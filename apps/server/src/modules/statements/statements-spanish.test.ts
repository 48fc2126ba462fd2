import { DEBT_COLLECTOR_DISCLOSURE } from '@arrears/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/kits/mail/test-smtp-server';
import { chatDebtorWithAccount, requestStatement } from '../../../test/kits/statements/statement-test-kit';
import { pdfText } from '../../../test/pdf-text';
import { payments } from '../../db/schema';

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

const SPANISH_PDF = [
  'Estado de cuenta',
  'Fecha del estado de cuenta: 2 de marzo de 2026',
  'Número de cuenta',
  'Acreedor',
  'Keystone Auto Finance',
  'Monto original $2,000.00',
  'Saldo actual $1,234.56',
  'Pagos',
  '10 feb 2026 $150.25 Aprobado CONF-ES-1',
  // The full Spanish disclosure (decision 0097), its first line.
  'Esta comunicación es de un cobrador de deudas.',
  'Página 1 de 1',
];

describe('the statement asked for from a chat in Spanish', () => {
  it('is a Spanish PDF, and its e-mail is Spanish', async () => {
    const { account, cookie } = await chatDebtorWithAccount(t, { emailAddress: 'dana.es@example.com' });
    await t.deps.db.insert(payments).values({
      debtAccountId: account.id,
      amount: '150.25',
      paymentDate: '2026-02-10',
      paymentMethod: 'credit_card',
      status: 'approved',
      source: 'chat',
      confirmationCode: 'CONF-ES-1',
    });
    const es = `${cookie}; arrears_lang=es`;
    const pdf = await requestStatement(t, es, { debtorId: account.id, deliveryMethod: 'pdf' });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(Buffer.from(pdf.json().pdf, 'base64'));
    for (const expected of SPANISH_PDF) expect(text).toContain(expected);
    expect(text).not.toMatch(/Account Statement|Current balance|debt collector/);

    const res = await requestStatement(t, es, {
      debtorId: account.id,
      deliveryMethod: 'email',
      email: 'dana.es@example.com',
    });
    expect(res.json()).toEqual({ pdf: null, emailSent: true });
    const mail = smtp.received.find((m) => m.to.includes('dana.es@example.com'));
    expect(mail?.subject).toBe(`${t.deps.config.brand.companyName}: su estado de cuenta`);
    expect(mail?.text).toContain('Le enviamos adjunto el estado de cuenta que usted pidió');
    expect(mail?.text).toContain(DEBT_COLLECTOR_DISCLOSURE.es.initial);
    expect(mail?.text).not.toContain('Dana');
    expect(await pdfText(mail?.attachments[0]?.content ?? Buffer.alloc(0))).toContain('Estado de cuenta');
  });
});
