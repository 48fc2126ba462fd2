import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { MFA_LIMITS } from '@arrears/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mfaBackupCodes } from '../../db/schema';

/** Upper-case letters and digits without the look-alikes 0/O and 1/I: 32 symbols, 30 bits a code. */
export const BACKUP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten distinct new codes. */
export function newBackupCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < MFA_LIMITS.backupCodeCount) {
    let code = '';
    for (let i = 0; i < MFA_LIMITS.backupCodeLength; i++) {
      code += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
    }
    codes.add(code);
  }
  return [...codes];
}

/**
 * Backup codes are stored as HMAC-SHA256 under a key derived from SESSION_SECRET, bound to the
 * user id. A 30-bit code under a fast unkeyed hash (or even argon2) could be brute-forced from a
 * database copy; without the server secret it cannot, and a keyed hash lets a code be found and
 * spent with one indexed UPDATE instead of ten slow argon2 checks per attempt.
 */
export class BackupCodeHasher {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', sessionSecret, Buffer.alloc(0), 'arrears mfa backup codes', 32),
    );
  }

  hash(userId: number, code: string): string {
    return createHmac('sha256', this.key).update(`${userId}:${code.toUpperCase()}`).digest('base64url');
  }
}

/** Replaces every backup code of the user with these (inside the caller's transaction). */
export async function replaceBackupCodes(
  db: Database,
  hasher: BackupCodeHasher,
  userId: number,
  codes: string[],
): Promise<void> {
  await db.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
  await db
    .insert(mfaBackupCodes)
    .values(codes.map((code) => ({ userId, codeHash: hasher.hash(userId, code) })));
}

/**
 * Spends a backup code: true only for an unused code of this user. One conditional UPDATE, so two
 * simultaneous sign-ins with the same code cannot both succeed.
 */
export async function spendBackupCode(
  db: Database,
  hasher: BackupCodeHasher,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(mfaBackupCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaBackupCodes.userId, userId),
        eq(mfaBackupCodes.codeHash, hasher.hash(userId, code)),
        isNull(mfaBackupCodes.usedAt),
      ),
    )
    .returning({ id: mfaBackupCodes.id });
  return spent.length > 0;
}
