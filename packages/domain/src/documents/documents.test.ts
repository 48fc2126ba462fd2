import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  documentTypeLabel,
  documentTypeSchema,
  formatFileSize,
  isPdfUpload,
} from './documents';

describe('formatFileSize', () => {
  it('names bytes, KB, MB and GB with at most 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(48_213)).toBe('47.08 KB');
    expect(formatFileSize(DOCUMENT_MAX_BYTES)).toBe('10 MB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.25 MB');
    expect(formatFileSize(1024 ** 3)).toBe('1 GB');
    expect(formatFileSize(5 * 1024 ** 4)).toBe('5120 GB');
  });

  it('shows nonsense as 0 Bytes', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

describe('document types', () => {
  it('labels the five types and passes unknown ones through', () => {
    expect(DOCUMENT_TYPES.map(documentTypeLabel)).toEqual([
      'Loan Contract',
      'Payment Agreement',
      'Account Statement',
      'Notice',
      'Other',
    ]);
    expect(documentTypeLabel('legacy')).toBe('legacy');
    expect(documentTypeSchema.safeParse('statement').success).toBe(true);
    expect(documentTypeSchema.safeParse('invoice').error?.issues[0]?.message).toBe(
      'Please choose a document type',
    );
  });
});

describe('isPdfUpload', () => {
  it('accepts application/pdf only, or a .pdf name when the browser gives no type', () => {
    expect(isPdfUpload({ name: 'a.pdf', type: 'application/pdf' })).toBe(true);
    expect(isPdfUpload({ name: 'a.pdf', type: 'text/plain' })).toBe(false);
    expect(isPdfUpload({ name: 'a.txt', type: 'text/plain' })).toBe(false);
    expect(isPdfUpload({ name: 'scan.PDF', type: '' })).toBe(true);
    expect(isPdfUpload({ name: 'scan.docx', type: '' })).toBe(false);
  });
});
