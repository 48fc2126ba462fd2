import { describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../brand/brand';
import { COLLECTION_DISCLOSURE_ES, DEBT_COLLECTOR_DISCLOSURE } from '../compliance/disclosure';
import { fillEmailTemplate, fillSmsTemplate, MESSAGE_TEMPLATES, type TemplateAccount } from './templates';
import { TEMPLATE_OFFICE_HOURS_ES } from './templates-es';

const account: TemplateAccount = {
  firstName: 'María',
  fullName: 'María Peña',
  accountNumber: 'ACC-100001',
  unpaidBalance: '1234.5',
  vehicle: { model: '2019 Honda Civic', vin: '1HGCV1F30KA123456' },
  creditor: { schoolName: 'Metro Auto Finance' },
};
const bare: TemplateAccount = {
  firstName: null,
  fullName: null,
  accountNumber: 'ACC-100004',
  unpaidBalance: null,
  vehicle: { model: null, vin: null },
  creditor: { schoolName: null },
};
const today = '2026-03-02';

describe('message templates in Spanish', () => {
  it('fills the standard text in Spanish with es-US money and a Spanish date, and keeps the opt-out line', () => {
    expect(fillSmsTemplate('standard_delinquent', account, DEMO_BRAND, today, 'es')).toBe(
      `Hola, María. Le escribe ${DEMO_BRAND.companyName} sobre su 2019 Honda Civic (VIN que termina en 3456) ` +
        'con Metro Auto Finance. Su saldo de $1,234.50 está vencido. Por favor, pague o llámenos a más tardar ' +
        `el 12 de marzo de 2026: ${DEMO_BRAND.phone}. Responda ALTO para no recibir más mensajes.`,
    );
  });

  it('differs from the English of every template, SMS and e-mail, and never falls back to English words', () => {
    for (const template of MESSAGE_TEMPLATES) {
      for (const a of [account, bare]) {
        const es = fillSmsTemplate(template, a, DEMO_BRAND, today, 'es');
        expect(es).not.toBe(fillSmsTemplate(template, a, DEMO_BRAND, today));
        expect(es).toMatch(/Responda ALTO para no recibir más mensajes\.$/);
        const mail = fillEmailTemplate(template, a, DEMO_BRAND, today, 'es');
        expect(mail.body).toContain(TEMPLATE_OFFICE_HOURS_ES);
        expect(mail.body).toMatch(/^Estimado\(a\) /);
        for (const text of [es, mail.subject, mail.body]) {
          expect(text).not.toMatch(/\b(your|Dear|Reply|balance|creditor|Customer)\b/);
        }
      }
    }
    expect(fillSmsTemplate('payment_reminder', bare, DEMO_BRAND, today, 'es')).toContain(
      'sobre su cuenta con su acreedor. Saldo actual: $0.00.',
    );
  });

  // Decision 0097: the server adds the disclosure in Spanish as the message leaves; the final notice ends
  // with its signature, like the others.
  it('ends the final notice with its signature, the Spanish disclosure left to the server', () => {
    const mail = fillEmailTemplate('final_notice', account, DEMO_BRAND, today, 'es');
    expect(mail.subject).toBe('Aviso final - Metro Auto Finance');
    expect(mail.body).not.toContain(COLLECTION_DISCLOSURE_ES);
    expect(mail.body).not.toContain(DEBT_COLLECTOR_DISCLOSURE.es.subsequent);
    expect(mail.body).toMatch(/Atentamente,\n\S.*\n\S+$/);
    expect(mail.body).toContain('a más tardar el 9 de marzo de 2026');
  });

  it('stays English by default', () => {
    expect(fillEmailTemplate('final_notice', account, DEMO_BRAND, today).subject).toBe(
      'Final Notice - Metro Auto Finance',
    );
  });
});
