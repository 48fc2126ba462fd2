import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const IV_POOL_SIZE = 512;

/**
 * Encryption of sensitive fields at rest (SSN, birth date) with AES-256-GCM, and keyed hashes for
 * looking them up. Both keys are derived from DATA_ENCRYPTION_KEY so one secret is configured.
 * Stored form: "v1:<iv b64>:<tag b64>:<ciphertext b64>".
 */
export class FieldEncryption {
  private readonly encryptionKey: Buffer;
  private readonly lookupKey: Buffer;
  /** IVs are cut from one larger random read: a randomBytes call per value costs more than the cipher. */
  private ivPool = Buffer.alloc(0);
  private ivOffset = 0;

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
    const iv = this.nextIv();
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    const head = cipher.update(plaintext, 'utf8');
    const tail = cipher.final(); // empty for GCM, kept for correctness
    const data = tail.length === 0 ? head : Buffer.concat([head, tail]);
    return `v1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${data.toString('base64')}`;
  }

  /** 12 fresh random bytes, never handed out twice. */
  private nextIv(): Buffer {
    if (this.ivOffset + IV_BYTES > this.ivPool.length) {
      this.ivPool = randomBytes(IV_BYTES * IV_POOL_SIZE);
      this.ivOffset = 0;
    }
    const iv = this.ivPool.subarray(this.ivOffset, this.ivOffset + IV_BYTES);
    this.ivOffset += IV_BYTES;
    return iv;
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

  /** Keyed hash of what a registration claims (first name + SSN last 4): the throttle's key for it. */
  registrationClaimHash(firstName: string, ssnLast4: string): string {
    return createHmac('sha256', this.lookupKey)
      .update(`register|${firstName.trim().toLowerCase()}|${ssnLast4}`)
      .digest('base64url');
  }

  /** Keyed hash of SSN last 4 + birth date (yyyy-mm-dd): the only way accounts are found by identity. */
  identityHash(ssnLast4: string, birthDateIso: string): string {
    return createHmac('sha256', this.lookupKey).update(`${ssnLast4}|${birthDateIso}`).digest('base64url');
  }
}
