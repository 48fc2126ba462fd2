import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

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
