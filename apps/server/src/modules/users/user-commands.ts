import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

/**
 * The writes to users. Sign-in, passwords, two-factor and the admin's user page each change their
 * own fields through these, inside the caller's transaction when it passes one, so the users table
 * has one writer (insertUniqueUser in users.repository.ts makes the accounts people register).
 */
type Db = Database | Transaction;

/** Users as given (the demo data and the first admin): the password already hashed. */
export async function insertUsers(
  db: Db,
  rows: readonly (typeof users.$inferInsert)[],
): Promise<{ id: number; username: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(users)
    .values([...rows])
    .returning({ id: users.id, username: users.username });
}

/** The time of the user's latest sign-in. */
export async function recordSignIn(db: Db, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** The language a debtor chose on the site, restored at their next sign-in. */
export async function setPreferredLanguage(
  db: Db,
  userId: number,
  language: NonNullable<UserRow['preferredLanguage']>,
  at: Date,
): Promise<void> {
  await db.update(users).set({ preferredLanguage: language, updatedAt: at }).where(eq(users.id, userId));
}

/** A new password (its hash): the change date moves and any demand for a new password is met. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: at, mustChangePassword: false, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Whether the user signs in with a second factor. */
export async function setMfaEnabled(db: Db, userId: number, enabled: boolean, at: Date): Promise<void> {
  await db.update(users).set({ mfaEnabled: enabled, updatedAt: at }).where(eq(users.id, userId));
}

/** What an admin changes on an agency user: active or not, role, two-factor reset, a new password required, phone line. */
export type UserAccessChange = Partial<
  Pick<
    typeof users.$inferInsert,
    'deactivatedAt' | 'mfaEnabled' | 'mustChangePassword' | 'role' | 'phoneLine'
  >
>;

export async function updateUserAccess(db: Db, userId: number, change: UserAccessChange): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
