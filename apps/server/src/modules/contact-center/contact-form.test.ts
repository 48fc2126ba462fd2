import { describe, expect, it } from 'vitest';
import { sniffAttachmentType } from './contact-form';

describe('attachment type by content', () => {
  it('knows PDF, PNG, JPEG and plain text from their bytes', () => {
    expect(sniffAttachmentType(Buffer.from('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
    expect(sniffAttachmentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffAttachmentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffAttachmentType(Buffer.from('Payment plan:\r\n\t$50 monthly – agreed ✓\n'))).toBe(
      'text/plain',
    );
  });

  it('refuses anything else: programs, archives, binary data, invalid UTF-8', () => {
    expect(sniffAttachmentType(Buffer.from([0x4d, 0x5a, 0x90, 0x00]))).toBeNull(); // Windows program
    expect(sniffAttachmentType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBeNull(); // zip
    expect(sniffAttachmentType(Buffer.from('GIF89a\u0001\u0000'))).toBeNull();
    expect(sniffAttachmentType(Buffer.from([0x48, 0x69, 0xc3, 0x28]))).toBeNull(); // broken UTF-8
  });
});
