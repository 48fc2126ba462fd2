import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/kits/mail/test-smtp-server';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await buildTestApp({
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://collect.agency.example',
      BRAND_COMPANY_NAME: 'Acme Recovery',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const forgot = (email: string, ip: string, lang: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email },
    remoteAddress: ip,
    headers: { cookie: `arrears_lang=${lang}` },
  });

describe('the password reset e-mail in Spanish', () => {
  it('is Spanish, text and HTML, for a debtor asking from a Spanish page', async () => {
    await createUser(t.deps.db, {
      username: 'rosa',
      role: 'debtor',
      email: 'rosa@example.com',
      firstName: 'Rosa',
    });
    expect((await forgot('rosa@example.com', '198.51.100.41', 'es')).statusCode).toBe(200);
    const [mail] = await smtp.waitForMails(1);
    expect(mail.subject).toBe('Restablezca su contraseña de Acme Recovery');
    expect(mail.text).toContain('Hola, Rosa:');
    expect(mail.text).toContain(
      'Recibimos una solicitud para restablecer la contraseña de su cuenta de Acme Recovery (usuario: rosa).',
    );
    expect(mail.text).toContain('abra este enlace en los próximos 30 minutos. Solo funciona una vez:');
    expect(mail.text).toMatch(/https:\/\/collect\.agency\.example\/reset-password\?token=[\w-]+/);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('>Restablecer su contraseña</a>');
  });

  it('stays English for agency staff, whatever the page', async () => {
    await createUser(t.deps.db, { username: 'sam', role: 'staff', email: 'sam@agency.example' });
    await forgot('sam@agency.example', '198.51.100.42', 'es');
    const [mail] = await smtp.waitForMails(1);
    expect(mail.subject).toBe('Reset your Acme Recovery password');
  });
});
