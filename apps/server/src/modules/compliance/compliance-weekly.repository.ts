import { addDays, type ComplianceReport } from '@arrears/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ReportRange } from './compliance-report.repository';

/** The agency's calendar, as a literal: the rollup's week expression must match it word for word. */
const ZONE = sql.raw(`'America/New_York'`);

/** Monday of the week holding `day` ('yyyy-mm-dd'). */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The Mondays of the weeks lying wholly inside the range (null when none does): those weeks are read
 * from contact_attempt_weeks; the partial weeks at either end (at most two) from the attempts.
 */
export function fullWeeksOf(range: ReportRange): { first: string; last: string } | null {
  const fromMonday = mondayOf(range.from);
  const first = fromMonday === range.from ? fromMonday : addDays(fromMonday, 7);
  const toMonday = mondayOf(range.to);
  const last = addDays(toMonday, 6) === range.to ? toMonday : addDays(toMonday, -7);
  return first <= last ? { first, last } : null;
}

/** The start of an Eastern day, as a timestamp. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE ${ZONE}`;

const WEEK_ORDER = sql.raw('week_start DESC, account_number, debt_account_id');

/** The attempts of [from, to) Eastern days, grouped by week and debt. */
const attemptGroups = (from: string, toExclusive: string) => sql`
  SELECT date_trunc('week', ca.created_at AT TIME ZONE ${ZONE})::date AS week_start, ca.debt_account_id,
    count(*) FILTER (WHERE ca.allowed AND ca.channel = 'call')::int AS calls,
    count(*) FILTER (WHERE ca.allowed AND ca.channel = 'sms')::int AS texts,
    count(*) FILTER (WHERE ca.allowed AND ca.channel = 'email')::int AS emails,
    count(*) FILTER (WHERE NOT ca.allowed)::int AS blocked
  FROM contact_attempts ca
  WHERE ca.created_at >= ${dayStart(from)} AND ca.created_at < ${dayStart(toExclusive)}
  GROUP BY 1, 2`;

/**
 * Contacts per debt per week from the attempts themselves, for [from, to) Eastern days. The account
 * number comes from the week's rollup row, which the same transaction wrote with the attempts (a
 * small index, where the accounts table would cost a random read per debt).
 */
const rawWeeks = (from: string, toExclusive: string) => sql`
  SELECT g.week_start, g.debt_account_id, w.account_number, g.calls, g.texts, g.emails, g.blocked
  FROM (${attemptGroups(from, toExclusive)}) g
  JOIN contact_attempt_weeks w ON w.week_start = g.week_start AND w.debt_account_id = g.debt_account_id
  -- The weeks spelled out, so the planner reads only their rollup rows (it cannot see through date_trunc).
  WHERE w.week_start BETWEEN ${mondayOf(from)}::date AND ${mondayOf(addDays(toExclusive, -1))}::date`;

/**
 * Every (week, debt) row of the range: whole weeks from the rollup, edge weeks from the attempts.
 * With `top`, each part keeps only its first `top` rows in the table's order: the first `top` of the
 * whole are among them, and the rollup's part is then read straight from contact_attempt_weeks_order_idx.
 */
function weeksOfRange(range: ReportRange, top?: number) {
  const afterTo = addDays(range.to, 1);
  const cut = top === undefined ? sql`` : sql` ORDER BY ${WEEK_ORDER} LIMIT ${top}`;
  const leg = (body: SQL) => sql`(${body}${cut})`;
  const full = fullWeeksOf(range);
  if (!full) return leg(rawWeeks(range.from, afterTo));
  const legs = [
    leg(sql`SELECT week_start, debt_account_id, account_number, calls, texts, emails, blocked
      FROM contact_attempt_weeks WHERE week_start BETWEEN ${full.first}::date AND ${full.last}::date`),
  ];
  if (range.from < full.first) legs.push(leg(rawWeeks(range.from, full.first)));
  const afterFull = addDays(full.last, 7);
  if (afterFull < afterTo) legs.push(leg(rawWeeks(afterFull, afterTo)));
  // The legs hold different weeks: UNION ALL never counts a (week, debt) twice.
  return sql.join(legs, sql` UNION ALL `);
}

type WeeklyRow = ComplianceReport['weekly'][number];

/**
 * The weekly table, newest week first then by account number: `limit` rows from `offset`. The
 * debtor's name is read after the page is cut (names may change; the rollup keeps none).
 */
export async function weeklyContacts(
  db: Database,
  range: ReportRange,
  { limit, offset }: { limit: number; offset: number },
): Promise<WeeklyRow[]> {
  const result = await db.execute(sql`
    SELECT p.debt_account_id AS "debtAccountId", p.account_number AS "accountNumber",
      coalesce(nullif(trim(d.full_name), ''), nullif(trim(concat_ws(' ', d.first_name, d.last_name)), ''), '')
        AS "debtorName",
      to_char(p.week_start, 'YYYY-MM-DD') AS "weekOf", p.calls, p.texts, p.emails, p.blocked
    FROM (
      SELECT * FROM (${weeksOfRange(range, offset + limit)}) w
      ORDER BY ${WEEK_ORDER}
      LIMIT ${limit} OFFSET ${offset}
    ) p JOIN debt_accounts d ON d.id = p.debt_account_id
    ORDER BY p.week_start DESC, p.account_number, p.debt_account_id`);
  return (result.rows as WeeklyRow[]).map((w) => ({
    ...w,
    calls: Number(w.calls),
    texts: Number(w.texts),
    emails: Number(w.emails),
    blocked: Number(w.blocked),
  }));
}

/** How many (week, debt) rows the range holds (the edge weeks counted without their account numbers). */
export async function weeklyContactsTotal(db: Database, range: ReportRange): Promise<number> {
  const afterTo = addDays(range.to, 1);
  const full = fullWeeksOf(range);
  const parts = full
    ? [
        sql`(SELECT count(*) FROM contact_attempt_weeks
          WHERE week_start BETWEEN ${full.first}::date AND ${full.last}::date)`,
        sql`(SELECT count(*) FROM (${attemptGroups(range.from, full.first)}) g)`,
        sql`(SELECT count(*) FROM (${attemptGroups(addDays(full.last, 7), afterTo)}) g)`,
      ]
    : [sql`(SELECT count(*) FROM (${attemptGroups(range.from, afterTo)}) g)`];
  const result = await db.execute(sql`SELECT (${sql.join(parts, sql` + `)})::int AS n`);
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}
