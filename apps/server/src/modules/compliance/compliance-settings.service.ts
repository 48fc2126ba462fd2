import { type ComplianceSettings, describeStates, type Role } from '@arrears/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { complianceSettings, users } from '../../db/schema';
import type { RequestOrigin } from '../../request-origin';
import { recordSecurityEvent } from '../../security/security-events';

/** The administrator who saves the settings, and where from (the security event names both). */
export interface SettingsActor {
  id: number;
  role: Role;
  username: string;
  origin: RequestOrigin;
}

/** The states where the agency lists a licence (decision 0106); none before an administrator saves any. */
export async function licensedStatesOf(db: Database): Promise<string[]> {
  const [row] = await db
    .select({ states: complianceSettings.licensedStates })
    .from(complianceSettings)
    .where(eq(complianceSettings.id, 1));
  return row?.states ?? [];
}

/** GET /api/admin/compliance/settings. */
export async function complianceSettingsOf(db: Database): Promise<ComplianceSettings> {
  const [row] = await db
    .select({
      licensedStates: complianceSettings.licensedStates,
      updatedAt: complianceSettings.updatedAt,
      first: users.firstName,
      last: users.lastName,
      username: users.username,
    })
    .from(complianceSettings)
    .leftJoin(users, eq(users.id, complianceSettings.updatedByUserId))
    .where(eq(complianceSettings.id, 1));
  if (!row) return { licensedStates: [], updatedAt: null, updatedBy: null };
  const name = [row.first, row.last].filter(Boolean).join(' ').trim() || row.username;
  return {
    licensedStates: row.licensedStates,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: name ?? null,
  };
}

/**
 * PUT /api/admin/compliance/settings: saves the licensed states (already checked and sorted by the
 * body's schema). A change is a security event on the admin's dashboard, like the other settings
 * an administrator changes, naming the states added and removed: adding one opens contact with
 * every account there.
 */
export async function saveComplianceSettings(
  db: Database,
  licensedStates: readonly string[],
  actor: SettingsActor,
): Promise<ComplianceSettings> {
  const before = await licensedStatesOf(db);
  const states = [...licensedStates];
  await db
    .insert(complianceSettings)
    .values({ id: 1, licensedStates: states, updatedByUserId: actor.id, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: complianceSettings.id,
      set: { licensedStates: states, updatedByUserId: actor.id, updatedAt: sql`now()` },
    });
  const added = states.filter((s) => !before.includes(s));
  const removed = before.filter((s) => !states.includes(s));
  if (added.length > 0 || removed.length > 0) {
    const changes = [
      added.length ? `added ${describeStates(added)}` : null,
      removed.length ? `removed ${describeStates(removed)}` : null,
    ].filter(Boolean);
    await recordSecurityEvent(db, {
      type: 'compliance_settings_changed',
      success: true,
      description: `Changed the states where the agency is licensed to collect: ${changes.join('; ')}`,
      origin: actor.origin,
      user: { id: actor.id, role: actor.role, username: actor.username },
      details: { setting: 'licensedStates', from: before, to: states, added, removed },
      riskLevel: added.length > 0 ? 'MEDIUM' : 'LOW',
    });
  }
  return complianceSettingsOf(db);
}
