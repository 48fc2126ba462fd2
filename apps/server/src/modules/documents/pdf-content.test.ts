import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PdfContentMeter } from './pdf-content';

/** Feeds `bytes` to a meter in chunks of `size` bytes, as a stream would. */
function meterOf(bytes: Buffer, size: number): PdfContentMeter {
  const meter = new PdfContentMeter();
  for (let at = 0; at < bytes.length; at += size) meter.update(bytes.subarray(at, at + size));
  return meter;
}

const pdfLike = (body: string) => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`);

describe('PdfContentMeter', () => {
  it('tells a PDF by its header and end marker, whatever the chunking', () => {
    const bytes = pdfLike('x'.repeat(5000));
    for (const size of [1, 2, 3, 7, 1024, 100_000]) {
      const meter = meterOf(bytes, size);
      expect(meter.looksLikePdf(), `chunks of ${size}`).toBe(true);
      expect(meter.size).toBe(bytes.length);
      expect(meter.sha256()).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('refuses text, a late header, a missing end marker and an end marker far from the end', () => {
    expect(meterOf(Buffer.from('hello %PDF-1.7 %%EOF'), 4).looksLikePdf()).toBe(false);
    expect(meterOf(Buffer.from('%PDF-1.7\nno end'), 4).looksLikePdf()).toBe(false);
    expect(meterOf(Buffer.from('%PDF-x.y\n%%EOF'), 4).looksLikePdf()).toBe(false);
    const buried = Buffer.concat([pdfLike(''), Buffer.alloc(2000, 0x41)]);
    expect(meterOf(buried, 512).looksLikePdf()).toBe(false);
    expect(new PdfContentMeter().looksLikePdf()).toBe(false);
  });
});
