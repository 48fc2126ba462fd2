import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';

const derive = (masterKey: Buffer, info: string, length = 32) =>
  Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), info, length));

/**
 * A value as the code before row binding wrote it: "v2:<key id>:…" (or "v1:…", before key ids),
 * AES-256-GCM with no associated data. Written here from the documented form, not through
 * FieldEncryption, so tests prove that stored data of that time still reads.
 */
export function legacyEncrypt(masterKey: Buffer, plaintext: string, version: 'v1' | 'v2' = 'v2'): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(masterKey, 'arrears field encryption'), iv);
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const body = `${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${data.toString('base64')}`;
  if (version === 'v1') return `v1:${body}`;
  return `v2:${derive(masterKey, 'arrears key id', 6).toString('base64url')}:${body}`;
}
