import { DEMO_BRAND, type ValidationNoticeFigures } from '@arrears/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { renderValidationNoticePdf } from './validation-notice-pdf';

const FIGURES: ValidationNoticeFigures = {
  letterDate: '2026-11-25',
  consumerName: 'María José Fernández de la Cruz',
  addressLines: ['1200 Avenida Ponce de León', 'Apt 12', 'Kissimmee, FL 34741'],
  accountNumber: 'ACC-0042',
  reference: 'ACC-0042',
  // Long names of real kinds: they push the intro and the itemization down the page.
  itemizationCreditor: 'Pennsylvania Higher Education Assistance Agency',
  currentCreditor: 'Northeastern Student Loan Receivables Trust 2024-B',
  itemizationDate: '2026-01-01',
  amountThenCents: 1234567,
  interestCents: 10001,
  feesCents: 2500,
  paymentsCreditsCents: 30000,
  reversedPaymentsCents: 5000,
  otherChargesCents: 700,
  amountNowCents: 1222768,
  validationEndDate: '2027-01-02',
};
const context = (language: 'en' | 'es') => ({
  brand: DEMO_BRAND,
  disputeUrl: 'https://pay.example/dispute-portal',
  language,
});

describe('the Spanish validation notice PDF', () => {
  it('fits long creditor names on its one page, every line of the itemization in Spanish', async () => {
    const text = await pdfText(await renderValidationNoticePdf(FIGURES, context('es')));
    for (const line of [
      'Hasta el 1 de enero de 2026, usted debía: $12,345.67',
      'Se le cobró esta cantidad en interés: + $100.01',
      'Pagos devueltos, que se vuelven a sumar: + $50.00',
      'Otros cambios que aumentaron la deuda: + $7.00',
      'Pagó o se le abonó esta cantidad a la deuda: – $300.00',
      'Monto total de la deuda ahora: $12,227.68',
      'antes del 2 de enero de 2027',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('Quiero este formulario en español');
  });

  it('keeps the one page: the window address, the form below the tear line, nothing off the page', async () => {
    const pdf = await renderValidationNoticePdf(FIGURES, context('es'));
    const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
    expect(doc.numPages).toBe(1);
    const page = await doc.getPage(1);
    const height = page.view[3];
    const items = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() ? [{ str: item.str, top: (height - item.transform[5]) / 72 }] : [],
    );
    await doc.destroy();
    const top = (str: string) => items.find((i) => i.str === str)?.top ?? 0;
    expect(top('María José Fernández de la Cruz')).toBeGreaterThan(1.9);
    expect(top('Contáctenos acerca de sus opciones de pago.')).toBeLessThan(7.85);
    expect(top('¿Cómo desea responder?')).toBeGreaterThan(7.85);
    expect(Math.max(...items.map((i) => i.top))).toBeLessThan(10.6);
  });

  it('prints the same amounts as the English, in the same order', async () => {
    const amounts = async (language: 'en' | 'es') =>
      (await pdfText(await renderValidationNoticePdf(FIGURES, context(language)))).match(/\$[\d,]+\.\d\d/g);
    expect(await amounts('es')).toEqual(await amounts('en'));
  });
});
