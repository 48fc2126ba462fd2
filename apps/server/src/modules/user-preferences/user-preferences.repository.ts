import type { TablePreferences } from '@arrears/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userPreferences } from '../../db/schema';

export interface StoredPreference {
  value: unknown;
  updatedAt: Date;
}

/** One user's value under a key; every query names the user, so no one reads another's row. */
export async function findPreference(
  db: Database,
  userId: number,
  key: string,
): Promise<StoredPreference | null> {
  const [row] = await db
    .select({ value: userPreferences.value, updatedAt: userPreferences.updatedAt })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key)))
    .limit(1);
  return row ?? null;
}

export async function savePreference(
  db: Database,
  userId: number,
  key: string,
  value: TablePreferences,
  now: Date,
): Promise<StoredPreference> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, key, value, updatedAt: now })
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.key],
      set: { value, updatedAt: now },
    })
    .returning({ value: userPreferences.value, updatedAt: userPreferences.updatedAt });
  return row;
}
