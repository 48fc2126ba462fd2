import { describe, expect, it } from 'vitest';
import { FieldEncryption } from './field-encryption';

const enc = new FieldEncryption(Buffer.alloc(32, 1));

describe('FieldEncryption', () => {
  it('round-trips a value and never stores the plaintext', () => {
    const stored = enc.encrypt('123456789');
    expect(stored).not.toContain('123456789');
    expect(stored.startsWith('v1:')).toBe(true);
    expect(enc.decrypt(stored)).toBe('123456789');
    expect(enc.encrypt('123456789')).not.toBe(stored); // a fresh IV each time
  });

  it('refuses a tampered value or another key', () => {
    const stored = enc.encrypt('1985-04-12');
    const parts = stored.split(':');
    parts[3] = Buffer.from('tampered').toString('base64');
    expect(() => enc.decrypt(parts.join(':'))).toThrow();
    expect(() => new FieldEncryption(Buffer.alloc(32, 2)).decrypt(stored)).toThrow();
  });

  it('gives a stable keyed identity hash that depends on the key', () => {
    const a = enc.identityHash('6789', '1985-04-12');
    expect(enc.identityHash('6789', '1985-04-12')).toBe(a);
    expect(enc.identityHash('6789', '1985-04-13')).not.toBe(a);
    expect(new FieldEncryption(Buffer.alloc(32, 2)).identityHash('6789', '1985-04-12')).not.toBe(a);
  });
});
