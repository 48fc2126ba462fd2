import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of sensitive fields at rest (SSN, birth date) with AES-256-GCM, and keyed hashes for
 * looking them up. Both keys are derived from DATA_ENCRYPTION_KEY so one secret is configured.
 * Stored form: "v1:<iv b64>:<tag b64>:<ciphertext b64>".
 */
export class FieldEncryption {
  private readonly encryptionKey: Buffer;
  private readonly lookupKey: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
    this.encryptionKey = Buffer.from(
      hkdfSync('sha256', masterKey, Buffer.alloc(0), 'arrears field encryption', 32),
    );
    this.lookupKey = Buffer.from(
      hkdfSync('sha256', masterKey, Buffer.alloc(0), 'arrears identity lookup', 32),
    );
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64'),
      cipher.getAuthTag().toString('base64'),
      data.toString('base64'),
    ].join(':');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, data] = stored.split(':');
    if (version !== 'v1' || !iv || !tag || !data) throw new Error('Unrecognised encrypted value');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }

  /** Keyed hash of SSN last 4 alone (registration matches first name + last 4). */
  ssnLast4Hash(ssnLast4: string): string {
    return createHmac('sha256', this.lookupKey).update(`last4|${ssnLast4}`).digest('base64url');
  }

  /** Keyed hash of SSN last 4 + birth date (yyyy-mm-dd): the only way accounts are found by identity. */
  identityHash(ssnLast4: string, birthDateIso: string): string {
    return createHmac('sha256', this.lookupKey).update(`${ssnLast4}|${birthDateIso}`).digest('base64url');
  }
}
