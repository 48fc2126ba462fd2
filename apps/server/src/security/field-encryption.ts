import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const IV_POOL_SIZE = 512;

/**
 * Where an encrypted value is stored: its table, its column and a key the row has before it is
 * inserted and keeps for life (account number, user id, reserved mail id). It is the cipher's
 * associated data, so a value copied elsewhere does not open (decision 0033).
 */
export interface FieldBinding {
  table: string;
  column: string;
  row: string | number;
}

/** Table and column are identifiers (no '.' or ':'); the row key comes last, so any text is unambiguous. */
function associatedData(binding: FieldBinding): Buffer {
  return Buffer.from(`${binding.table}.${binding.column}:${binding.row}`, 'utf8');
}

/** A bound value read somewhere else than where it was written (copied, or altered). */
export class MisplacedValueError extends Error {
  constructor(readonly binding: FieldBinding) {
    super(
      `The encrypted value in ${binding.table}.${binding.column} of row ${binding.row} does not belong there: it was copied from another row or column, or altered`,
    );
    this.name = 'MisplacedValueError';
  }
}

/** The keys derived from one DATA_ENCRYPTION_KEY. */
interface DerivedKeys {
  /** Names the key in stored values (not secret: a hash of it, 8 characters). */
  id: string;
  cipher: Buffer;
}

function derive(masterKey: Buffer, info: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), info, length));
}

function derivedKeys(masterKey: Buffer): DerivedKeys {
  if (masterKey.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
  return {
    id: derive(masterKey, 'arrears key id', 6).toString('base64url'),
    cipher: derive(masterKey, 'arrears field encryption'),
  };
}

/**
 * Encryption of sensitive fields at rest (SSN, birth date, TOTP secrets, queued mail) with
 * AES-256-GCM, and keyed hashes for looking them up. Both keys are derived from DATA_ENCRYPTION_KEY
 * so one secret is configured. Stored form: "v3:<key id>:<iv b64>:<tag b64>:<ciphertext b64>", with
 * the value's place (FieldBinding) as associated data. Older forms still read, without a binding:
 * "v2:<key id>:…" and, from before keys had ids, "v1:<iv>:<tag>:<ciphertext>" (tried with each key).
 * Previous keys (DATA_ENCRYPTION_KEY_PREVIOUS) only decrypt: `npm run rotate-data-key` rewrites
 * everything under the current key, bound (docs/operations.md).
 */
export class FieldEncryption {
  private readonly current: DerivedKeys;
  private readonly readable: DerivedKeys[];
  private readonly lookupKey: Buffer;
  /** IVs are cut from one larger random read: a randomBytes call per value costs more than the cipher. */
  private ivPool = Buffer.alloc(0);
  private ivOffset = 0;

  constructor(masterKey: Buffer, previousKeys: readonly Buffer[] = []) {
    this.current = derivedKeys(masterKey);
    this.readable = [this.current, ...previousKeys.map(derivedKeys)];
    this.lookupKey = derive(masterKey, 'arrears identity lookup');
  }

  /** The current key's id, as stored values name it. */
  get keyId(): string {
    return this.current.id;
  }

  /** How every value under the current key begins. */
  get currentPrefix(): string {
    return `v3:${this.current.id}:`;
  }

  /** Whether a stored value is already under the current key and bound (nothing to rotate). */
  isCurrent(stored: string): boolean {
    return stored.startsWith(this.currentPrefix);
  }

  encrypt(plaintext: string, binding: FieldBinding): string {
    const iv = this.nextIv();
    const cipher = createCipheriv('aes-256-gcm', this.current.cipher, iv);
    cipher.setAAD(associatedData(binding));
    const head = cipher.update(plaintext, 'utf8');
    const tail = cipher.final(); // empty for GCM, kept for correctness
    const data = tail.length === 0 ? head : Buffer.concat([head, tail]);
    return `${this.currentPrefix}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${data.toString('base64')}`;
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

  /**
   * The plain value stored at `binding`. A v3 value that does not open there throws
   * MisplacedValueError (its key is known, so only its place or its bytes can be wrong); v2 and v1
   * values carry no binding and open anywhere until rotation rewrites them.
   */
  decrypt(stored: string, binding: FieldBinding): string {
    const parts = stored.split(':');
    if ((parts[0] === 'v3' || parts[0] === 'v2') && parts.length === 5) {
      const key = this.readable.find((k) => k.id === parts[1]);
      if (!key)
        throw new Error(
          `Encrypted with key ${parts[1]}, which is neither DATA_ENCRYPTION_KEY nor in DATA_ENCRYPTION_KEY_PREVIOUS`,
        );
      if (parts[0] === 'v2') return open(key.cipher, parts[2], parts[3], parts[4]);
      try {
        return open(key.cipher, parts[2], parts[3], parts[4], associatedData(binding));
      } catch {
        throw new MisplacedValueError(binding);
      }
    }
    if (parts[0] === 'v1' && parts.length === 4) {
      // No key id: the authentication tag tells which key it was.
      for (const key of this.readable) {
        try {
          return open(key.cipher, parts[1], parts[2], parts[3]);
        } catch {}
      }
      throw new Error('No configured key opens this encrypted value');
    }
    throw new Error('Unrecognised encrypted value');
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

/** True for a value this class wrote (any version), false for plain text. */
export function isEncryptedValue(stored: string): boolean {
  return /^v1:[^:]*:[^:]*:[^:]*$|^v[23]:[^:]*:[^:]*:[^:]*:[^:]*$/.test(stored);
}

function open(key: Buffer, iv = '', tag = '', data = '', aad?: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  if (aad) decipher.setAAD(aad);
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
}
