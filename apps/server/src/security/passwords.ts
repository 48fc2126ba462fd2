import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Stored instead of a hash when a user has no password: nothing verifies against it. */
export const NO_PASSWORD_HASH = '!no-password';

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (passwordHash === NO_PASSWORD_HASH) {
    await spendPasswordCheck(password); // as long as a wrong password, so it reveals nothing
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Verifies against a throwaway hash so an unknown username costs the same time as a wrong
 * password: the answer time does not reveal which usernames exist.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
}
