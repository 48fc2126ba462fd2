import { describe, expect, it } from 'vitest';
import { legacyEncrypt } from '../../test/kits/security/legacy-values';
import { boundTo } from './field-bindings';
import { FieldEncryption, isEncryptedValue, MisplacedValueError } from './field-encryption';

const masterKey = Buffer.alloc(32, 1);
const enc = new FieldEncryption(masterKey);
const ssnOf = (accountNumber: string) => boundTo.account('ssn_encrypted', accountNumber);

describe('FieldEncryption', () => {
  it('round-trips a value bound to its place (v3) and never stores the plaintext', () => {
    const stored = enc.encrypt('123456789', ssnOf('ACC-1'));
    expect(stored).not.toContain('123456789');
    expect(stored.startsWith(`v3:${enc.keyId}:`)).toBe(true);
    expect(enc.isCurrent(stored)).toBe(true);
    expect(enc.decrypt(stored, ssnOf('ACC-1'))).toBe('123456789');
    expect(enc.encrypt('123456789', ssnOf('ACC-1'))).not.toBe(stored); // a fresh IV each time
  });

  it('refuses a value read at another row, column or table: MisplacedValueError naming the place', () => {
    const stored = enc.encrypt('123456789', ssnOf('ACC-1'));
    const elsewhere = [
      ssnOf('ACC-2'),
      ssnOf('ACC-10'),
      boundTo.account('co_signer_ssn_encrypted', 'ACC-1'),
      boundTo.account('birth_date_encrypted', 'ACC-1'),
      { table: 'mfa_credentials', column: 'ssn_encrypted', row: 'ACC-1' },
    ];
    for (const binding of elsewhere) {
      expect(() => enc.decrypt(stored, binding)).toThrow(MisplacedValueError);
      expect(() => enc.decrypt(stored, binding)).toThrow(
        `${binding.table}.${binding.column} of row ${binding.row} does not belong there`,
      );
    }
    // Numbers and their text are the same row key (user ids, mail ids).
    const secret = enc.encrypt('JBSWY3DPEHPK3PXP', boundTo.totpSecret(7));
    expect(enc.decrypt(secret, { table: 'mfa_credentials', column: 'secret_encrypted', row: '7' })).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(() => enc.decrypt(secret, boundTo.totpSecret(70))).toThrow(MisplacedValueError);
  });

  it('refuses a tampered value or another key', () => {
    const stored = enc.encrypt('1985-04-12', ssnOf('ACC-1'));
    const parts = stored.split(':');
    parts[4] = Buffer.from('tampered').toString('base64');
    expect(() => enc.decrypt(parts.join(':'), ssnOf('ACC-1'))).toThrow(MisplacedValueError);
    expect(() => new FieldEncryption(Buffer.alloc(32, 2)).decrypt(stored, ssnOf('ACC-1'))).toThrow(
      /neither DATA_ENCRYPTION_KEY nor in DATA_ENCRYPTION_KEY_PREVIOUS/,
    );
    // A v3 body relabelled v2 (to skip the binding) does not open: the tag covers the binding.
    expect(() => enc.decrypt(stored.replace(/^v3:/, 'v2:'), ssnOf('ACC-2'))).toThrow();
  });

  it('reads v2 values written before binding, wherever they are, and counts them as not current', () => {
    const v2 = legacyEncrypt(masterKey, '123-45-6789');
    expect(v2.startsWith(`v2:${enc.keyId}:`)).toBe(true);
    expect(enc.decrypt(v2, ssnOf('ACC-1'))).toBe('123-45-6789');
    expect(enc.decrypt(v2, ssnOf('ACC-2'))).toBe('123-45-6789'); // nothing binds it yet: rotation does
    expect(enc.isCurrent(v2)).toBe(false);
    expect(isEncryptedValue(v2)).toBe(true);
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
    const stored = old.encrypt('123-45-6789', ssnOf('ACC-1'));
    expect(rotated.isCurrent(stored)).toBe(false);
    expect(rotated.decrypt(stored, ssnOf('ACC-1'))).toBe('123-45-6789');
    expect(() => rotated.decrypt(stored, ssnOf('ACC-2'))).toThrow(MisplacedValueError);
    const again = rotated.encrypt('123-45-6789', ssnOf('ACC-1'));
    expect(rotated.isCurrent(again)).toBe(true);
    expect(() => old.decrypt(again, ssnOf('ACC-1'))).toThrow();
    expect(() => new FieldEncryption(Buffer.alloc(32, 8)).decrypt(stored, ssnOf('ACC-1'))).toThrow(
      /neither DATA_ENCRYPTION_KEY nor in DATA_ENCRYPTION_KEY_PREVIOUS/,
    );
  });

  it('reads values written before keys had ids (v1), with whichever key opens them', () => {
    const oldKey = Buffer.alloc(32, 7);
    const v1 = legacyEncrypt(oldKey, '1985-04-12', 'v1');
    const at = boundTo.account('birth_date_encrypted', 'ACC-1');
    expect(new FieldEncryption(oldKey).decrypt(v1, at)).toBe('1985-04-12');
    expect(new FieldEncryption(Buffer.alloc(32, 8), [oldKey]).decrypt(v1, at)).toBe('1985-04-12');
    expect(() => new FieldEncryption(Buffer.alloc(32, 8)).decrypt(v1, at)).toThrow(/No configured key/);
    expect(isEncryptedValue(v1)).toBe(true);
    expect(isEncryptedValue(enc.encrypt('x', at))).toBe(true);
    expect(isEncryptedValue('Hello: your payment of $25.00')).toBe(false);
  });
});
