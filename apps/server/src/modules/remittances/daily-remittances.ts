import { addDays, easternDateOf } from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { draftRemittance } from './remittances.service';

/**
 * The daily job (decision 0053): drafts yesterday's remittance (US Eastern days) for each active
 * client with daily frequency. Idempotent: the unique (client, period end) of daily drafts keeps it
 * to one per client and day, whichever instance runs it and however often. A day with nothing to
 * remit leaves no draft (the empty one is removed in the same pass).
 */
export async function draftDailyRemittances(db: Database, nowMs: number): Promise<{ drafted: number[] }> {
  const day = addDays(easternDateOf(nowMs), -1);
  const due = await db.execute<{ id: number }>(
    sql`SELECT id FROM clients WHERE active AND remit_frequency = 'daily' ORDER BY id`,
  );
  const drafted: number[] = [];
  for (const { id } of due.rows) {
    const draft = await draftRemittance(
      db,
      { clientId: Number(id), periodStart: day, periodEnd: day },
      { userId: null, nowMs, source: 'daily' },
    );
    if (!draft) continue;
    if (draft.lineCount === 0)
      await db.execute(sql`DELETE FROM remittances WHERE id = ${draft.id} AND line_count = 0`);
    else drafted.push(draft.id);
  }
  return { drafted };
}
