import { addDays, type ComplianceReport } from '@arrears/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ReportRange } from './report-range';

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

/** The attempts of [from, to) Eastern days, all in one week, grouped by debt (no time zone per row). */
const attemptGroups = (from: string, toExclusive: string) => sql`
  SELECT ${mondayOf(from)}::date AS week_start, ca.debt_account_id,
    count(*) FILTER (WHERE ca.allowed AND ca.channel = 'call')::int AS calls,
    count(*) FILTER (WHERE ca.allowed AND ca.channel = 'sms')::int AS texts,
    count(*) FILTER (WHERE ca.allowed AND ca.channel = 'email')::int AS emails,
    count(*) FILTER (WHERE NOT ca.allowed)::int AS blocked
  FROM contact_attempts ca
  WHERE ca.created_at >= ${dayStart(from)} AND ca.created_at < ${dayStart(toExclusive)}
  GROUP BY 2`;

/** The debts contacted in [from, to) Eastern days, all in one week: the week's rows there. */
const attemptDebts = (from: string, toExclusive: string) => sql`(SELECT count(DISTINCT debt_account_id)
  FROM contact_attempts WHERE created_at >= ${dayStart(from)} AND created_at < ${dayStart(toExclusive)})`;

/** A range's whole weeks, and its edge weeks' spans ([from, to) Eastern days, one week each). */
interface RangeWeeks {
  full: { first: string; last: string } | null;
  edges: [string, string][];
}

/** The range's whole calendar weeks, and its partial weeks at either end (at most two, one week each). */
function splitWeeks(range: ReportRange): RangeWeeks {
  const full = fullWeeksOf(range);
  const afterTo = addDays(range.to, 1);
  if (!full) {
    const toMonday = mondayOf(range.to);
    return {
      full,
      edges:
        range.from < toMonday
          ? [
              [range.from, toMonday],
              [toMonday, afterTo],
            ]
          : [[range.from, afterTo]],
    };
  }
  const edges: [string, string][] = [];
  if (range.from < full.first) edges.push([range.from, full.first]);
  const afterFull = addDays(full.last, 7);
  if (afterFull < afterTo) edges.push([afterFull, afterTo]);
  return { full, edges };
}

/** The whole weeks' sum of a contact_attempt_week_totals column (0 without whole weeks). */
const wholeWeeksSum = ({ full }: RangeWeeks, column: 'rows' | 'blocked') => {
  if (!full) return sql`0`;
  return sql`coalesce((SELECT sum(${sql.raw(column)}) FROM contact_attempt_week_totals
    WHERE week_start BETWEEN ${full.first}::date AND ${full.last}::date), 0)`;
};

type WeeklyRow = ComplianceReport['weekly'][number];

/**
 * The weekly table, newest week first then by account number: `limit` rows from `offset`, and the
 * count of all the range's rows. Whole weeks are read from contact_attempt_weeks (their count from
 * contact_attempt_week_totals); an edge week's rows are grouped from the attempts only when the page
 * reaches its week, its count is the debts contacted in its days. One statement, one snapshot. Each
 * part is cut to its first `offset + limit` rows in the table's order before they are merged: the
 * page is among them, and the rollup's part is read straight from contact_attempt_weeks_order_idx.
 * The debtor's name is read after the page is cut (names may change; the rollup keeps none).
 */
export async function weeklyContacts(
  db: Database,
  range: ReportRange,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ rows: WeeklyRow[]; total: number }> {
  const top = offset + limit;
  const cut = sql` ORDER BY ${WEEK_ORDER} LIMIT ${top}`;
  const weeks = splitWeeks(range);
  const { full, edges } = weeks;
  const legs: SQL[] = [];
  if (full) {
    legs.push(sql`(SELECT week_start, debt_account_id, account_number, calls, texts, emails, blocked
      FROM contact_attempt_weeks WHERE week_start BETWEEN ${full.first}::date AND ${full.last}::date${cut})`);
  }
  /**
   * An edge week that starts on its Monday (the range ends inside it) is read from the rollups all
   * the same when none of the week's attempts lies after the range (a range ending today): `later`
   * looks, in the statement's own snapshot, so an attempt written meanwhile cannot slip in.
   */
  const later = edges.map(([from]) =>
    from === mondayOf(from)
      ? sql`EXISTS (SELECT 1 FROM contact_attempts WHERE created_at >= ${dayStart(addDays(range.to, 1))}
          AND created_at < ${dayStart(addDays(from, 7))})`
      : null,
  );
  // An edge week's count is its debts (or its rollup rows); its rows are read only when the page reaches its week.
  const edgeCounts = edges.map(([from, toExclusive], i) => {
    const debts = attemptDebts(from, toExclusive);
    const check = later[i];
    if (!check) return debts;
    return sql`(CASE WHEN ${check} THEN ${debts} ELSE coalesce((SELECT rows FROM contact_attempt_week_totals
      WHERE week_start = ${from}::date), 0) END)`;
  });
  // The counts are read once, in a CTE: the total and each edge's "is it needed" test add them up
  // (written out in each place, PostgreSQL would count an edge week's debts once per mention).
  const edgeNames = edges.map((_, i) => sql.raw(`edge_${i}`));
  const counts = sql`counts AS MATERIALIZED (SELECT ${wholeWeeksSum(weeks, 'rows')} AS whole${sql.join(
    edgeCounts.map((count, i) => sql`, ${count} AS ${edgeNames[i]}`),
  )})`;
  edges.forEach(([from, toExclusive], i) => {
    // The rows of the weeks after this edge: when they fill the page, its rows are never read.
    const newer = [
      ...(full && full.first > from ? [sql.raw('whole')] : []),
      ...edgeNames.filter((_, j) => (edges[j]?.[0] ?? '') > from),
    ];
    const needed =
      newer.length > 0 ? sql` AND (SELECT ${sql.join(newer, sql` + `)} FROM counts) < ${top}` : sql``;
    const check = later[i];
    // The account number comes from the week's rollup row, which the same transaction wrote with the
    // attempts (a small index, where the accounts table would cost a random read per debt).
    legs.push(sql`(SELECT g.week_start, g.debt_account_id, w.account_number, g.calls, g.texts, g.emails, g.blocked
      FROM (${attemptGroups(from, toExclusive)}) g
      JOIN contact_attempt_weeks w ON w.week_start = g.week_start AND w.debt_account_id = g.debt_account_id
      WHERE w.week_start = ${mondayOf(from)}::date${needed}${check ? sql` AND ${check}` : sql``}${cut})`);
    if (check) {
      legs.push(sql`(SELECT week_start, debt_account_id, account_number, calls, texts, emails, blocked
        FROM contact_attempt_weeks WHERE week_start = ${from}::date AND NOT ${check}${cut})`);
    }
  });
  // The parts hold different weeks: UNION ALL never counts a (week, debt) twice.
  const total = sql.join([sql.raw('whole'), ...edgeNames], sql` + `);
  const result = await db.execute(sql`
    WITH ${counts}
    SELECT t.total, pg.* FROM (SELECT (${total})::int AS total FROM counts) t
    LEFT JOIN LATERAL (
      SELECT p.debt_account_id AS "debtAccountId", p.account_number AS "accountNumber",
        coalesce(nullif(trim(d.full_name), ''), nullif(trim(concat_ws(' ', d.first_name, d.last_name)), ''), '')
          AS "debtorName",
        to_char(p.week_start, 'YYYY-MM-DD') AS "weekOf", p.calls, p.texts, p.emails, p.blocked,
        p.week_start, p.account_number, p.debt_account_id
      FROM (
        SELECT * FROM (${sql.join(legs, sql` UNION ALL `)}) w
        ORDER BY ${WEEK_ORDER}
        LIMIT ${limit} OFFSET ${offset}
      ) p JOIN debt_accounts d ON d.id = p.debt_account_id
    ) pg ON true
    ORDER BY pg.week_start DESC, pg.account_number, pg.debt_account_id`);
  const found = result.rows as (WeeklyRow & { total: number })[];
  return {
    total: Number(found[0]?.total ?? 0),
    // A page past the last row is the total's row alone.
    rows: found
      .filter((w) => w.debtAccountId !== null)
      .map((w) => ({
        debtAccountId: w.debtAccountId,
        accountNumber: w.accountNumber,
        debtorName: w.debtorName,
        weekOf: w.weekOf,
        calls: Number(w.calls),
        texts: Number(w.texts),
        emails: Number(w.emails),
        blocked: Number(w.blocked),
      })),
  };
}

/**
 * All blocked attempts of the range: whole weeks from contact_attempt_week_totals, the edge weeks
 * counted on contact_attempts_blocked_time_idx (its predicate as a literal).
 */
export async function blockedAttemptsTotal(db: Database, range: ReportRange): Promise<number> {
  // The calendar's edge weeks: counting their few blocked attempts costs less than a look at them.
  const weeks = splitWeeks(range);
  const edges = weeks.edges.map(
    ([from, toExclusive]) => sql`(SELECT count(*) FROM contact_attempts
      WHERE not allowed AND created_at >= ${dayStart(from)} AND created_at < ${dayStart(toExclusive)})`,
  );
  const result = await db.execute(
    sql`SELECT (${sql.join([wholeWeeksSum(weeks, 'blocked'), ...edges], sql` + `)})::int AS n`,
  );
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}
