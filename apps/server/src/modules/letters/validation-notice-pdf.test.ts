import { DEMO_BRAND, type ValidationNoticeFigures } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { renderValidationNoticePdf } from './validation-notice-pdf';

const FIGURES: ValidationNoticeFigures = {
  letterDate: '2026-11-25',
  consumerName: 'Maximiliana Alejandra Fitzgerald-Montgomery de la Cruz Villanueva',
  addressLines: ['12 Orchard Lane', 'Trenton, NJ 08608'],
  accountNumber: 'ACC-0042',
  reference: 'ACC-0042',
  itemizationCreditor: 'Lakeside College',
  currentCreditor: 'Lakeside Receivables LLC',
  itemizationDate: '2026-01-15',
  amountThenCents: 10000,
  interestCents: 0,
  feesCents: 0,
  paymentsCreditsCents: 0,
  reversedPaymentsCents: 0,
  otherChargesCents: 0,
  amountNowCents: 10000,
  validationEndDate: '2027-01-02',
};
const CONTEXT = {
  brand: DEMO_BRAND,
  disputeUrl: 'https://pay.example/dispute-portal',
  language: 'en' as const,
};

describe('the validation notice PDF', () => {
  it('sets a long name smaller instead of cutting it, in the window and on the form', async () => {
    const text = await pdfText(await renderValidationNoticePdf(FIGURES, CONTEXT));
    expect(text.match(new RegExp(FIGURES.consumerName, 'g'))).toHaveLength(2);
    // The lines the notice adds only when they are not zero stay out.
    expect(text).not.toContain('Payments returned or charged back');
    expect(text).not.toContain('Other changes that raised the debt');
  });

  it('refuses to draw a notice whose text would run into the response form', async () => {
    const creditor = 'Receivables Holdings '.repeat(120).trim();
    await expect(
      renderValidationNoticePdf(
        { ...FIGURES, currentCreditor: creditor, itemizationCreditor: creditor },
        CONTEXT,
      ),
    ).rejects.toThrow(/runs past its space/);
  });
});
