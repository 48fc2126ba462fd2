import { createHash } from 'node:crypto';

const EDGE_BYTES = 1024;

/**
 * Watches the bytes of an upload as they stream past: size, SHA-256, and the first and last KB,
 * which are enough to tell a PDF by its content rather than by its name or declared type.
 */
export class PdfContentMeter {
  size = 0;
  private readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);

  update(chunk: Buffer): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.head.length < EDGE_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, EDGE_BYTES - this.head.length)]);
    }
    const joined = Buffer.concat([this.tail, chunk]);
    this.tail = joined.subarray(Math.max(0, joined.length - EDGE_BYTES));
  }

  sha256(): string {
    return this.hash.digest('hex');
  }

  /**
   * A PDF starts with the header `%PDF-n.n` and ends with `%%EOF` within its last KB (ISO 32000 §7.5;
   * readers require both). A text file renamed .pdf, an image or a truncated upload fails.
   */
  looksLikePdf(): boolean {
    return isPdfContent(this.head, this.tail);
  }
}

export function isPdfContent(head: Buffer, tail: Buffer): boolean {
  return /^%PDF-\d\.\d/.test(head.subarray(0, 8).toString('latin1')) && tail.includes('%%EOF', 0, 'latin1');
}
