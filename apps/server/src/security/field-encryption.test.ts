import { describe, expect, it } from 'vitest';
import { FieldEncryption, isEncryptedValue } from './field-encryption';

const enc = new FieldEncryption(Buffer.alloc(32, 1));

describe('FieldEncryption', () => {
  it('round-trips a value and never stores the plaintext', () => {
    const stored = enc.encrypt('123456789');
    expect(stored).not.toContain('123456789');
    expect(stored.startsWith(`v2:${enc.keyId}:`)).toBe(true);
    expect(enc.decrypt(stored)).toBe('123456789');
    expect(enc.encrypt('123456789')).not.toBe(stored); // a fresh IV each time
  });

  it('refuses a tampered value or another key', () => {
    const stored = enc.encrypt('1985-04-12');
    const parts = stored.split(':');
    parts[4] = Buffer.from('tampered').toString('base64');
    expect(() => enc.decrypt(parts.join(':'))).toThrow();
    expect(() => new FieldEncryption(Buffer.alloc(32, 2)).decrypt(stored)).toThrow();
  });

  it('gives a stable keyed identity hash that depends on the key', () => {
    const a = enc.identityHash('6789', '1985-04-12');
    expect(enc.identityHash('6789', '1985-04-12')).toBe(a);
    expect(enc.identityHash('6789', '1985-04-13')).not.toBe(a);
    expect(new FieldEncryption(Buffer.alloc(32, 2)).identityHash('6789', '1985-04-12')).not.toBe(a);
  });

  it('decrypts with a previous key, never encrypts with one', () => {
    const oldKey = Buffer.alloc(32, 7);
    const old = new FieldEncryption(oldKey);
    const rotated = new FieldEncryption(Buffer.alloc(32, 8), [oldKey]);
    const stored = old.encrypt('123-45-6789');
    expect(rotated.isCurrent(stored)).toBe(false);
    expect(rotated.decrypt(stored)).toBe('123-45-6789');
    const again = rotated.encrypt('123-45-6789');
    expect(rotated.isCurrent(again)).toBe(true);
    expect(() => old.decrypt(again)).toThrow();
    expect(() => new FieldEncryption(Buffer.alloc(32, 8)).decrypt(stored)).toThrow(
      /neither DATA_ENCRYPTION_KEY nor in DATA_ENCRYPTION_KEY_PREVIOUS/,
    );
  });

  it('reads values written before keys had ids (v1), with whichever key opens them', () => {
    const oldKey = Buffer.alloc(32, 7);
    const [, , iv, tag, data] = new FieldEncryption(oldKey).encrypt('1985-04-12').split(':');
    const v1 = `v1:${iv}:${tag}:${data}`;
    expect(new FieldEncryption(oldKey).decrypt(v1)).toBe('1985-04-12');
    expect(new FieldEncryption(Buffer.alloc(32, 8), [oldKey]).decrypt(v1)).toBe('1985-04-12');
    expect(() => new FieldEncryption(Buffer.alloc(32, 8)).decrypt(v1)).toThrow(/No configured key/);
    expect(isEncryptedValue(v1)).toBe(true);
    expect(isEncryptedValue('Hello: your payment of $25.00')).toBe(false);
  });
});
