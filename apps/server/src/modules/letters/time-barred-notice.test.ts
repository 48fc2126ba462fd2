import { DEMO_BRAND, type ValidationNoticeFigures } from '@arrears/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { renderValidationNoticePdf, TEAR_Y } from './validation-notice-pdf';

const FIGURES: ValidationNoticeFigures = {
  letterDate: '2026-03-02',
  consumerName: 'Jane Q. Doe',
  addressLines: ['12 Orchard Lane', 'Los Angeles, CA 90012'],
  accountNumber: 'ACC-0042',
  reference: 'ACC-0042',
  itemizationCreditor: 'Lakeside College',
  currentCreditor: 'Lakeside Receivables LLC',
  itemizationDate: '2026-01-15',
  amountThenCents: 125000,
  interestCents: 1234,
  feesCents: 2500,
  paymentsCreditsCents: 15000,
  reversedPaymentsCents: 0,
  otherChargesCents: 0,
  amountNowCents: 113734,
  validationEndDate: '2026-04-08',
};
const CONTEXT = {
  brand: DEMO_BRAND,
  disputeUrl: 'https://pay.example/dispute-portal',
  language: 'en' as const,
};

/** Each page's text runs, with their top in points from the page's top. */
async function pages(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const out: { str: string; top: number }[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const height = page.view[3];
    out.push(
      (await page.getTextContent()).items.flatMap((i) =>
        'str' in i && i.str.trim() ? [{ str: i.str, top: height - i.transform[5] - i.height }] : [],
      ),
    );
  }
  await doc.destroy();
  return out;
}

describe('the validation notice of a time-barred account', () => {
  it("prints California's disclosure on the one page, above the tear-off form", async () => {
    const pdf = await renderValidationNoticePdf(
      { ...FIGURES, timeBarred: true, consumerState: 'CA' },
      CONTEXT,
    );
    const [page, ...more] = await pages(pdf);
    expect(more).toEqual([]);
    const line = page.find((i) => i.str.startsWith('The law limits how long you can be sued'));
    expect(line?.top).toBeLessThan(TEAR_Y);
    expect(await pdfText(pdf)).toContain('California Civil Code §1788.14(d)');
  });

  it("puts New York's longer disclosure on a second page, pointed to from the first", async () => {
    const pdf = await renderValidationNoticePdf(
      { ...FIGURES, timeBarred: true, consumerState: 'NY' },
      CONTEXT,
    );
    const [first, second, ...more] = await pages(pdf);
    expect(more).toEqual([]);
    const firstText = first.map((i) => i.str).join(' ');
    expect(firstText).toContain('Please read the notice about the age of this debt on page 2.');
    expect(firstText).not.toContain('New York State Department of Financial Services');
    const secondText = second.map((i) => i.str).join(' ');
    expect(secondText).toContain('Reference: ACC-0042');
    expect(secondText).toContain('Notice about the age of this debt');
    expect(secondText).toContain('New York 23 NYCRR 1.3');
  });

  it('prints no disclosure when the account is not time-barred, or its state has none on file', async () => {
    for (const figures of [
      { ...FIGURES, timeBarred: false, consumerState: 'CA' },
      { ...FIGURES, timeBarred: true, consumerState: 'NJ' },
      FIGURES,
    ]) {
      const text = await pdfText(await renderValidationNoticePdf(figures, CONTEXT));
      expect(text).not.toContain('age of this debt');
      expect(text).not.toMatch(/\b(sue|sued|court)\b/i);
    }
  });
});
