import { createHmac } from 'node:crypto';

/**
 * An independent TOTP (RFC 6238 / RFC 4226) written for the tests with node:crypto only, so the
 * codes the tests send are not computed by the code under test (otpauth).
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

export function base32Encode(data: Buffer): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of data) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** HOTP: HMAC-SHA1 of the 8-byte big-endian counter, dynamic truncation, modulo 10^digits. */
export function referenceHotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** TOTP with T0 = 0 and 30-second steps, for a moment in milliseconds. */
export function referenceTotp(secretBase32: string, timestampMs: number, digits = 6): string {
  return referenceHotp(base32Decode(secretBase32), Math.floor(timestampMs / 1000 / 30), digits);
}
