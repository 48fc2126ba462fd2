import { AUTH_MESSAGES } from '@arrears/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { hashPassword, NO_PASSWORD_HASH } from '../../security/passwords';

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/** True when a Postgres unique index refused the write (a concurrent duplicate). */
export function isUniqueViolation(error: unknown): error is { constraint?: string } {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function violatedConstraint(error: unknown): string {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e?.constraint ?? e?.cause?.constraint ?? '';
}

export interface NewUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: UserRow['role'];
  /** null: no password at all (a debtor made by quick access signs in that way until they set one). */
  password: string | null;
  /** A hash made beforehand (then `password` is not hashed again): lets a caller spend the hashing time whatever the outcome. */
  passwordHash?: string;
  mustChangePassword?: boolean;
  /** A client user's client (decision 0055). */
  clientId?: number | null;
}

/**
 * Inserts a user, answering 409 with the duplicate's own message when the username or e-mail
 * (whatever its case) is taken: checked first, and again by the unique indexes under a race.
 */
export async function insertUniqueUser(db: Database, input: NewUser): Promise<UserRow> {
  if (await findUserByUsername(db, input.username)) throw new HttpError(409, AUTH_MESSAGES.usernameTaken);
  if (await findUserByEmail(db, input.email)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
  const { password, ...fields } = input;
  try {
    const [user] = await db
      .insert(users)
      .values({
        ...fields,
        passwordHash:
          input.passwordHash ?? (password === null ? NO_PASSWORD_HASH : await hashPassword(password)),
      })
      .returning();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const onEmail = violatedConstraint(error).includes('email');
      throw new HttpError(409, onEmail ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken);
    }
    throw error;
  }
}

/** "First Last" of a user, or the username when the names are blank. */
export const userNameSql: SQL<string | null> = sql<string | null>`coalesce(
  nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

/** The line an agent takes calls on ('browser' when the user is unknown). */
export async function phoneLineOf(db: Database, userId: number): Promise<string> {
  const [row] = await db
    .select({ phoneLine: users.phoneLine })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.phoneLine ?? 'browser';
}
