import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
import { complianceSettings } from '../../../src/db/schema';

/**
 * Lists states among the agency's collection licences (decision 0106) for a test whose accounts live
 * in a licensing state (CA, TX, …) and whose subject is not the licensing rule itself: without it
 * those accounts are neither contacted nor sent letters. Writes the setting as an admin's save would.
 */
export async function licenseStates(db: Database, states: readonly string[]): Promise<void> {
  await db
    .insert(complianceSettings)
    .values({ id: 1, licensedStates: [...states], updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: complianceSettings.id,
      set: { licensedStates: [...states], updatedAt: sql`now()` },
    });
}
