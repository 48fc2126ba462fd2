import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, referenceTotp } from '../../../test/kits/mfa/reference-totp';
import { generateTotp, matchTotp, newTotpSecret, otpauthUri, totpStep } from './totp';

// RFC 6238 Appendix B, SHA1 rows: the seed is the ASCII string "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP against the RFC 6238 test vectors', () => {
  it('encodes the RFC seed as the base32 text authenticator apps use', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET).toString('ascii')).toBe('12345678901234567890');
  });

  it.each(RFC_VECTORS)('T = %i s gives %s (8 digits), and its last 6 with 6 digits', (seconds, code) => {
    const ms = seconds * 1000;
    expect(generateTotp(RFC_SECRET, ms, 8)).toBe(code);
    expect(generateTotp(RFC_SECRET, ms)).toBe(code.slice(-6));
    // The tests' own generator, which computes every code sent to the server, agrees with the RFC.
    expect(referenceTotp(RFC_SECRET, ms, 8)).toBe(code);
    expect(referenceTotp(RFC_SECRET, ms)).toBe(code.slice(-6));
  });
});

describe('matchTotp', () => {
  const now = 1_111_111_111_000;
  const step = totpStep(now);

  it('gives the step of a code of this, the previous or the next step', () => {
    expect(step).toBe(Math.floor(1_111_111_111 / 30));
    expect(matchTotp(RFC_SECRET, referenceTotp(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, referenceTotp(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, referenceTotp(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses codes two steps away, wrong codes and malformed ones', () => {
    expect(matchTotp(RFC_SECRET, referenceTotp(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, referenceTotp(RFC_SECRET, now + 60_000), now)).toBeNull();
    const right = referenceTotp(RFC_SECRET, now);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotp(RFC_SECRET, wrong, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, right.slice(1), now)).toBeNull();
  });
});

describe('secrets and the otpauth URI', () => {
  it('makes a new 160-bit secret each time', () => {
    const a = newTotpSecret();
    expect(base32Decode(a)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('names issuer and account, and carries the secret and the parameters', () => {
    const uri = new URL(otpauthUri(RFC_SECRET, 'Acme Recovery', 'maria'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Acme Recovery:maria');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Acme Recovery',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
