import {
  addDays,
  type BlockedAttemptSort,
  type ComplianceReport,
  type ComplianceRule,
  type ContactChannel,
  easternDateOf,
  type ListPageRequest,
} from '@arrears/domain';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listPage, type SortColumn } from '../../db/list-page';
import { contactAttempts, debtAccounts, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { userNameSql } from '../contact-center/debtor-workspace.repository';

/** The agency's calendar (weeks start on Monday, US Eastern), like the dashboard's. */
export const REPORT_TIME_ZONE = 'America/New_York';
export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_MAX_DAYS = 366;
/** Rows of each part at most: the page and the export stay a readable size. */
export const REPORT_ROW_LIMIT = { blocked: 1_000, weekly: 5_000 } as const;

export const REPORT_MESSAGES = {
  invalidDate: 'Please enter real dates (yyyy-mm-dd)',
  order: 'The start date must be on or before the end date',
  tooLong: `The report covers at most ${REPORT_MAX_DAYS} days`,
} as const;

export interface ReportRange {
  from: string;
  to: string;
}

const isCalendarDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
};

/** The query's dates, or the last 30 days (today, US Eastern, included); 400 for a bad range. */
export function reportRange(query: { from?: string; to?: string }, now: number): ReportRange {
  const to = query.to ?? easternDateOf(now);
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw new HttpError(400, REPORT_MESSAGES.invalidDate);
  if (from > to) throw new HttpError(400, REPORT_MESSAGES.order);
  if (addDays(from, REPORT_MAX_DAYS) <= to) throw new HttpError(400, REPORT_MESSAGES.tooLong);
  return { from, to };
}

/** From the start of `from` to the end of `to`, Eastern days. */
function inRange(range: ReportRange) {
  return and(
    gte(contactAttempts.createdAt, sql`(${range.from}::date)::timestamp AT TIME ZONE ${REPORT_TIME_ZONE}`),
    lt(contactAttempts.createdAt, sql`((${range.to}::date + 1)::timestamp) AT TIME ZONE ${REPORT_TIME_ZONE}`),
  );
}

const debtorNameSql = sql<string>`coalesce(nullif(trim(${debtAccounts.fullName}), ''),
  nullif(trim(concat_ws(' ', ${debtAccounts.firstName}, ${debtAccounts.lastName})), ''), '')`;

/** The blocked-attempts table's sort, page and filters (absent: the newest REPORT_ROW_LIMIT.blocked). */
export interface BlockedPageRequest extends ListPageRequest {
  sort?: BlockedAttemptSort;
  channel?: ContactChannel;
  rule?: ComplianceRule;
}

const BLOCKED_SORTS: Record<BlockedAttemptSort, SortColumn> = {
  createdAt: contactAttempts.createdAt,
  accountNumber: debtAccounts.accountNumber,
  debtorName: sql`lower(${debtorNameSql})`,
  channel: contactAttempts.channel,
  rule: contactAttempts.rule,
  agentName: sql`lower(${userNameSql})`,
};

/** GET /api/admin/compliance: blocked attempts (newest first) and contacts per debt per week. */
export async function complianceReport(
  db: Database,
  range: ReportRange,
  table: BlockedPageRequest = {},
): Promise<ComplianceReport> {
  const paged = Object.values(table).some((v) => v !== undefined);
  const blockedWhere = and(
    // contact_attempts_blocked_time_idx's predicate, as a literal the planner can match.
    sql`not ${contactAttempts.allowed}`,
    inRange(range),
    table.channel ? eq(contactAttempts.channel, table.channel) : undefined,
    table.rule ? eq(contactAttempts.rule, table.rule) : undefined,
  );
  const page = listPage(table, BLOCKED_SORTS, { sort: 'createdAt', direction: 'desc' }, contactAttempts.id);
  // The zone as a literal, not a parameter: GROUP BY must repeat the select's expression exactly.
  const zone = sql.raw(`'${REPORT_TIME_ZONE}'`);
  const week = sql<string>`to_char(date_trunc('week', (${contactAttempts.createdAt} AT TIME ZONE ${zone})::date), 'YYYY-MM-DD')`;
  const counted = (channel: string) =>
    sql<number>`count(*) filter (where ${contactAttempts.allowed} and ${contactAttempts.channel} = ${channel})::int`;
  const [blocked, weekly, [matching]] = await Promise.all([
    db
      .select({
        id: contactAttempts.id,
        debtAccountId: contactAttempts.debtAccountId,
        accountNumber: debtAccounts.accountNumber,
        debtorName: debtorNameSql,
        channel: contactAttempts.channel,
        target: contactAttempts.target,
        allowed: contactAttempts.allowed,
        rule: contactAttempts.rule,
        message: contactAttempts.message,
        agentName: userNameSql,
        createdAt: contactAttempts.createdAt,
      })
      .from(contactAttempts)
      .innerJoin(debtAccounts, eq(debtAccounts.id, contactAttempts.debtAccountId))
      .leftJoin(users, eq(users.id, contactAttempts.userId))
      .where(blockedWhere)
      .orderBy(...page.orderBy)
      .limit(paged ? page.limit : REPORT_ROW_LIMIT.blocked)
      .offset(paged ? page.offset : 0),
    db
      .select({
        debtAccountId: contactAttempts.debtAccountId,
        accountNumber: debtAccounts.accountNumber,
        debtorName: debtorNameSql,
        weekOf: week,
        calls: counted('call'),
        texts: counted('sms'),
        emails: counted('email'),
        blocked: sql<number>`count(*) filter (where not ${contactAttempts.allowed})::int`,
      })
      .from(contactAttempts)
      .innerJoin(debtAccounts, eq(debtAccounts.id, contactAttempts.debtAccountId))
      .where(inRange(range))
      .groupBy(contactAttempts.debtAccountId, debtAccounts.accountNumber, debtorNameSql, week)
      .orderBy(desc(week), debtAccounts.accountNumber)
      .limit(REPORT_ROW_LIMIT.weekly),
    paged
      ? db
          .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
          .from(contactAttempts)
          .innerJoin(debtAccounts, eq(debtAccounts.id, contactAttempts.debtAccountId))
          .where(blockedWhere)
      : Promise.resolve([]),
  ]);
  return {
    blocked: blocked.map((b) => ({
      ...b,
      channel: b.channel as ComplianceReport['blocked'][number]['channel'],
      rule: b.rule as ComplianceReport['blocked'][number]['rule'],
      createdAt: b.createdAt.toISOString(),
    })),
    weekly: weekly.map((w) => ({
      ...w,
      calls: Number(w.calls),
      texts: Number(w.texts),
      emails: Number(w.emails),
      blocked: Number(w.blocked),
    })),
    ...(paged ? { total: matching?.total ?? 0, page: page.page, pageSize: page.pageSize } : {}),
  };
}
