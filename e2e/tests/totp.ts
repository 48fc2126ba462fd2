import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * TOTP (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits) computed by the test itself, independent
 * of the server's code, and the QR of the setup page decoded back to its otpauth:// URI.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP of one counter value (RFC 6238's T), with dynamic truncation. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const TOTP_PERIOD_SECONDS = 30;

export function totpStep(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a base32 secret for a step (default: now). */
export function totp(secretBase32: string, step = totpStep()): string {
  return hotp(base32Decode(secretBase32), step);
}

export interface OtpauthUri {
  issuer: string;
  account: string;
  secret: string;
}

/** otpauth://totp/Issuer:account?secret=…&issuer=… */
export function parseOtpauthUri(uri: string): OtpauthUri {
  const url = new URL(uri);
  if (url.protocol !== 'otpauth:' || url.host !== 'totp') throw new Error(`Not a TOTP URI: ${uri}`);
  const label = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const [labelIssuer, account] = label.includes(':') ? label.split(':', 2) : ['', label];
  return {
    issuer: url.searchParams.get('issuer') ?? labelIssuer ?? '',
    account: (account ?? '').trim(),
    secret: url.searchParams.get('secret') ?? '',
  };
}

// pngjs and jsqr are dev dependencies of the server, installed at the repository root.
const requireFromRoot = createRequire(new URL('../../package.json', import.meta.url));
const { PNG } = requireFromRoot('pngjs') as {
  PNG: { sync: { read(data: Buffer): { width: number; height: number; data: Buffer } } };
};
const jsQR = requireFromRoot('jsqr') as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;

/** The text of a QR code given as a PNG data URL (what the setup page's <img> shows). */
export function decodeQrDataUrl(dataUrl: string): string {
  const match = /^data:image\/png;base64,(.+)$/.exec(dataUrl);
  if (!match?.[1]) throw new Error('Not a PNG data URL');
  const png = PNG.sync.read(Buffer.from(match[1], 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('No QR code found in the image');
  return code.data;
}
