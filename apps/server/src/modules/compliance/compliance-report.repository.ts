import {
  addDays,
  type BlockedAttemptSort,
  COMPLIANCE_RULES,
  type ComplianceReport,
  type ComplianceRule,
  type ContactChannel,
  easternDateOf,
  LIST_DEFAULT_PAGE_SIZE,
  type ListPageRequest,
} from '@arrears/domain';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listPage, type SortColumn } from '../../db/list-page';
import { contactAttempts, debtAccounts, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { userNameSql } from '../users';
import { blockedAttemptsTotal, weeklyContacts } from './compliance-weekly.repository';

export type { ReportRange } from './report-range';

import type { ReportRange } from './report-range';

/** The agency's calendar (weeks start on Monday, US Eastern), like the dashboard's. */
export const REPORT_TIME_ZONE = 'America/New_York';
export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_MAX_DAYS = 366;
/** Rows of each part at most in the export (and the overdue-notices list): a readable file. */
export const REPORT_ROW_LIMIT = { blocked: 1_000, weekly: 5_000 } as const;
/**
 * Rows of each part the report answers without paging parameters (under 200 kB together); past them
 * it answers the first ones and the part's total (`total`, `weeklyTotal`).
 */
export const REPORT_ANSWER_LIMIT = { blocked: 200, weekly: 200 } as const;

export const REPORT_MESSAGES = {
  invalidDate: 'Please enter real dates (yyyy-mm-dd)',
  order: 'The start date must be on or before the end date',
  tooLong: `The report covers at most ${REPORT_MAX_DAYS} days`,
} as const;

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

/** The blocked-attempts table's sort, page and filters (absent: the newest rows up to the limit). */
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

/** The weekly table's own page (absent: the rows up to the limit). */
export interface WeeklyPageRequest {
  weeklyPage?: number;
  weeklyPageSize?: number;
}

/** GET /api/admin/compliance: blocked attempts (newest first) and contacts per debt per week. */
export async function complianceReport(
  db: Database,
  range: ReportRange,
  table: BlockedPageRequest = {},
  weeklyTable: WeeklyPageRequest = {},
  limits: { blocked: number; weekly: number } = REPORT_ANSWER_LIMIT,
): Promise<ComplianceReport> {
  const paged = Object.values(table).some((v) => v !== undefined);
  const weeklyPaged = weeklyTable.weeklyPage !== undefined || weeklyTable.weeklyPageSize !== undefined;
  const weeklyPageSize = weeklyTable.weeklyPageSize ?? LIST_DEFAULT_PAGE_SIZE;
  const weeklyPage = weeklyTable.weeklyPage ?? 1;
  const blockedWhere = and(
    // contact_attempts_blocked_time_idx's predicate, as a literal the planner can match.
    sql`not ${contactAttempts.allowed}`,
    inRange(range),
    table.channel ? eq(contactAttempts.channel, table.channel) : undefined,
    table.rule ? eq(contactAttempts.rule, table.rule) : undefined,
  );
  const page = listPage(table, BLOCKED_SORTS, { sort: 'createdAt', direction: 'desc' }, contactAttempts.id);
  const [blockedRows, weeklyPart, blockedTotal, byRule] = await Promise.all([
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
      // One more than the limit: whether any were left out, without counting them all.
      .limit(paged ? page.limit : limits.blocked + 1)
      .offset(paged ? page.offset : 0),
    weeklyContacts(
      db,
      range,
      weeklyPaged
        ? { limit: weeklyPageSize, offset: (weeklyPage - 1) * weeklyPageSize }
        : { limit: limits.weekly + 1, offset: 0 },
    ),
    // Without filters the range's blocked attempts come from the weekly rollup, asked beside the rows
    // (a few small reads) rather than after them when the rows turn out cut.
    paged && (table.channel || table.rule) ? countBlocked(db, blockedWhere) : blockedAttemptsTotal(db, range),
    // Like the totals, only with the table's parameters: without them the spec's answer stays as it is.
    paged ? blockedByRule(db, range) : undefined,
  ]);
  const blockedCut = !paged && blockedRows.length > limits.blocked;
  const weeklyRows = weeklyPart.rows;
  const weeklyCut = !weeklyPaged && weeklyRows.length > limits.weekly;
  const blocked = blockedCut ? blockedRows.slice(0, limits.blocked) : blockedRows;
  const weekly = weeklyCut ? weeklyRows.slice(0, limits.weekly) : weeklyRows;
  const weeklyTotal = weeklyPart.total;
  return {
    blocked: blocked.map((b) => ({
      ...b,
      channel: b.channel as ComplianceReport['blocked'][number]['channel'],
      rule: b.rule as ComplianceReport['blocked'][number]['rule'],
      createdAt: b.createdAt.toISOString(),
    })),
    weekly,
    ...(byRule ? { blockedByRule: byRule } : {}),
    ...(paged ? { total: blockedTotal, page: page.page, pageSize: page.pageSize } : {}),
    ...(blockedCut ? { total: blockedTotal } : {}),
    ...(weeklyPaged ? { weeklyTotal, weeklyPage, weeklyPageSize } : {}),
    ...(weeklyCut ? { weeklyTotal } : {}),
  };
}

/** The blocked attempts matching the table's filters (every attempt has its account: no join). */
async function countBlocked(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(contactAttempts)
    .where(where);
  return row?.total ?? 0;
}

/**
 * The range's blocked attempts counted by rule (the state rules' among them, decisions 0105 and
 * 0106), in the rules' order. Read from the blocked attempts' own index, whatever the table's page.
 */
async function blockedByRule(db: Database, range: ReportRange): Promise<ComplianceReport['blockedByRule']> {
  const rows = await db
    .select({ rule: contactAttempts.rule, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(contactAttempts)
    .where(and(sql`not ${contactAttempts.allowed}`, inRange(range)))
    .groupBy(contactAttempts.rule);
  const counts = new Map(rows.map((r) => [r.rule, r.count]));
  return COMPLIANCE_RULES.filter((rule) => counts.has(rule)).map((rule) => ({
    rule,
    count: counts.get(rule) ?? 0,
  }));
}
