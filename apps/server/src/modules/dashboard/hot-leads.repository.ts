import {
  DASHBOARD_TIME_ZONE,
  HOT_LEADS_LIMIT,
  type HotLead,
  type HotLeadSort,
  type HotLeadWindow,
  LIST_DEFAULT_PAGE_SIZE,
  type ListDirection,
} from '@arrears/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, payments, users, visitWindows } from '../../db/schema';

/** Each order's tie-breakers (see HOT_LEAD_SORTS); the account id makes every order total. */
const ORDER_BY: Record<HotLeadSort, ReturnType<typeof sql>> = {
  balance: sql`a.unpaid_balance DESC, v.visit_count DESC, v.last_visit DESC, a.id ASC`,
  visits: sql`v.visit_count DESC, a.unpaid_balance DESC, v.last_visit DESC, a.id ASC`,
  recency: sql`v.last_visit DESC, a.unpaid_balance DESC, v.visit_count DESC, a.id ASC`,
};
/** The same orders turned around (direction=asc), the id still breaking ties. */
const ORDER_BY_ASC: Record<HotLeadSort, ReturnType<typeof sql>> = {
  balance: sql`a.unpaid_balance ASC, v.visit_count ASC, v.last_visit ASC, a.id DESC`,
  visits: sql`v.visit_count ASC, a.unpaid_balance ASC, v.last_visit ASC, a.id DESC`,
  recency: sql`v.last_visit ASC, a.unpaid_balance ASC, v.visit_count ASC, a.id DESC`,
};

/** A page of the hot-leads table; without one the spec's first HOT_LEADS_LIMIT leads. */
export interface HotLeadsPage {
  direction?: ListDirection;
  page?: number;
  pageSize?: number;
}

interface HotLeadRow extends Record<string, unknown> {
  account_id: number;
  user_id: number;
  account_number: string;
  full_name: string | null;
  unpaid_balance: string;
  visit_count: number;
  last_visit: string;
  primary_phone: string | null;
  email_address: string | null;
}

/**
 * Debtors' accounts worth a call now: the debtor (role debtor, owner of the account) viewed portal
 * pages in the last `days` days, the account still has a balance, and no approved payment on it is
 * dated on or after the US Eastern day of the debtor's first view in the window. The window is
 * measured on the database clock, the one that stamped the page views.
 */
export async function findHotLeads(db: Database, days: HotLeadWindow, sort: HotLeadSort): Promise<HotLead[]> {
  return (await findHotLeadsPage(db, days, sort, {})).hotLeads;
}

/** A paged answer counts at most this many leads, then says "1,000+" (each lead counted costs look-ups). */
export const HOT_LEADS_COUNT_CAP = 1_000;

/**
 * The window's leads from visit_windows (decision 0080). Each order is read from an index in that order
 * (debt_accounts_debtor_balance_idx, or the window's visits or recency index) and stops after the
 * page; the accounts' side comes from the debtor indexes' INCLUDE columns.
 */
function leadsFrom(days: HotLeadWindow) {
  return sql`
    FROM ${visitWindows} v
    JOIN ${users} u ON u.id = v.user_id AND u.role = 'debtor'
    JOIN ${debtAccounts} a ON a.user_id = v.user_id
    WHERE v.days = ${days}
      AND a.user_id IS NOT NULL
      AND a.unpaid_balance > 0
      AND NOT EXISTS (
        SELECT 1 FROM ${payments} p
        WHERE p.debt_account_id = a.id
          AND p.status = 'approved'
          AND p.payment_date >= (v.first_visit AT TIME ZONE ${DASHBOARD_TIME_ZONE})::date
      )`;
}

/** findHotLeads in a direction and paged, with the number of leads in the window (capped). */
export async function findHotLeadsPage(
  db: Database,
  days: HotLeadWindow,
  sort: HotLeadSort,
  list: HotLeadsPage,
): Promise<{
  hotLeads: HotLead[];
  total: number;
  page: number;
  pageSize: number;
  totalIsLowerBound: boolean;
}> {
  const paged = list.page !== undefined || list.pageSize !== undefined;
  const page = list.page ?? 1;
  const pageSize = paged ? (list.pageSize ?? LIST_DEFAULT_PAGE_SIZE) : HOT_LEADS_LIMIT;
  const offset = (page - 1) * pageSize;
  // One transaction: the window is aged and read at the same now().
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT visit_windows_age(${days}::smallint)`);
    const order = (list.direction === 'asc' ? ORDER_BY_ASC : ORDER_BY)[sort];
    // The page is chosen on the indexes alone (their INCLUDE columns); only its accounts are read.
    const result = await tx.execute<HotLeadRow>(sql`
      WITH page AS (
        SELECT a.id AS account_id, v.user_id, v.visit_count, v.last_visit
        ${leadsFrom(days)}
        ORDER BY ${order}
        LIMIT ${pageSize} OFFSET ${offset}
      )
      SELECT a.id AS account_id,
             v.user_id,
             a.account_number,
             a.full_name,
             a.unpaid_balance::text AS unpaid_balance,
             v.visit_count,
             to_char(v.last_visit AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS last_visit,
             a.primary_phone,
             a.email_address
      FROM page v
      JOIN ${debtAccounts} a ON a.id = v.account_id
      ORDER BY ${order}`);

    const hotLeads = result.rows.map((r) => ({
      accountId: Number(r.account_id),
      userId: Number(r.user_id),
      accountNumber: r.account_number,
      fullName: r.full_name,
      unpaidBalance: r.unpaid_balance,
      visitCount: Number(r.visit_count),
      lastVisit: r.last_visit,
      primaryPhone: r.primary_phone,
      emailAddress: r.email_address,
    }));
    const n = hotLeads.length;
    // A short page is the last one: it tells the exact total. The spec's answer needs none.
    if (!paged || (n > 0 && n < pageSize))
      return { hotLeads, total: offset + n, page, pageSize, totalIsLowerBound: false };
    const counted = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 ${leadsFrom(days)} LIMIT ${HOT_LEADS_COUNT_CAP + 1}) leads`,
    );
    const more = Number(counted.rows[0]?.n ?? 0) > HOT_LEADS_COUNT_CAP;
    const total = more ? Math.max(HOT_LEADS_COUNT_CAP, offset + n) : Number(counted.rows[0]?.n ?? 0);
    return { hotLeads, total, page, pageSize, totalIsLowerBound: more };
  });
}
