import { DEBT_TYPES, STATE_LIMITATIONS, type StateLimitation } from '@arrears/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { recordAudit } from '../account-timeline';

/** The state periods as a VALUES list (state, debt_type, years): the domain's table, one row per kind. */
function periodsSql(table: readonly StateLimitation[]): SQL {
  const rows = table.flatMap((entry) =>
    DEBT_TYPES.map((type) => sql`(${entry.state}::text, ${type}::text, ${entry.years[type]}::integer)`),
  );
  return sql`(VALUES ${sql.join(rows, sql`, `)}) AS p(state, debt_type, years)`;
}

export interface LimitationFlagRun {
  /** 'yyyy-mm-dd': the agency's today (US Eastern). */
  today: string;
  /** Which accounts to look at (a condition on debt_accounts d); null for every account. */
  scope: SQL | null;
  /** Who is behind it: the importing user, or null for the daily check. */
  userId: number | null;
  /** The import's batch, or the daily check (the compliance job). */
  source: 'import' | 'compliance';
}

/**
 * Marks time-barred the accounts past their state's limitation period (decision 0107): counted from
 * the later of the date of first delinquency and the last payment (last_activity_date), in the
 * period of the account's state and debt type (STATE_LIMITATIONS). Only ever sets the flag: a
 * payment after the period does not clear it (it revives the debt in some states and not in others,
 * so only staff take the flag off, by hand). Each account flagged gets an audit line saying why.
 * Answers the ids flagged.
 */
export async function flagPastLimitation(
  db: Database | Transaction,
  run: LimitationFlagRun,
  table: readonly StateLimitation[] = STATE_LIMITATIONS,
): Promise<number[]> {
  if (table.length === 0) return [];
  const result = await db.execute(sql`
    WITH due AS (
      SELECT d.id, p.state, p.debt_type, p.years,
        greatest(d.date_of_first_delinquency, coalesce(d.last_activity_date, d.date_of_first_delinquency)) AS counted_from
      FROM debt_accounts d
      JOIN ${periodsSql(table)} ON p.state = upper(trim(d.state)) AND p.debt_type = d.debt_type
      WHERE NOT d.time_barred AND d.date_of_first_delinquency IS NOT NULL
        ${run.scope ? sql`AND ${run.scope}` : sql``}
    )
    UPDATE debt_accounts d SET time_barred = true, updated_at = now()
    FROM due
    WHERE d.id = due.id AND (due.counted_from + make_interval(years => due.years))::date < ${run.today}::date
    RETURNING d.id, due.state, due.debt_type, due.years, due.counted_from::text AS counted_from`);
  const rows = result.rows as {
    id: number;
    state: string;
    debt_type: string;
    years: number;
    counted_from: string;
  }[];
  await recordAudit(
    db,
    rows.map((r) => ({
      debtAccountId: r.id,
      userId: run.userId,
      source: run.source,
      field: 'time_barred',
      oldValue: 'false',
      newValue: 'true',
      reason: `Past the ${r.state} limitation period for ${r.debt_type.replace('_', ' ')} (${r.years} years from ${r.counted_from}; decision 0107)`,
    })),
  );
  return rows.map((r) => Number(r.id));
}
