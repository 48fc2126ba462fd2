import {
  ADMIN_DISPUTES_LIMIT,
  type AdminDispute,
  type AdminDisputeCounts,
  type AdminDisputeSort,
  type AdminDisputesQuery,
  type CustomerDispute,
  DISPUTE_STATUSES,
} from '@arrears/domain';
import { and, desc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { listPage, type SortColumn } from '../../db/list-page';
import { debtAccounts, disputes, users } from '../../db/schema';

/** A debtor's own history is short; this bounds a pathological one. */
const CUSTOMER_DISPUTES_LIMIT = 200;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /api/customer/disputes: disputes of the accounts the user owns, newest first. */
export async function customerDisputes(db: Database, userId: number): Promise<CustomerDispute[]> {
  const rows = await db
    .select({
      id: disputes.id,
      debtAccountId: disputes.debtAccountId,
      accountNumber: debtAccounts.accountNumber,
      status: disputes.status,
      createdAt: disputes.createdAt,
      disputeType: disputes.disputeType,
      disputeReason: disputes.disputeReason,
      requestedAction: disputes.requestedAction,
      resolutionNotes: disputes.resolutionNotes,
      resolvedAt: disputes.resolvedAt,
    })
    .from(disputes)
    .innerJoin(debtAccounts, eq(debtAccounts.id, disputes.debtAccountId))
    .where(eq(debtAccounts.userId, userId))
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(CUSTOMER_DISPUTES_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), resolvedAt: iso(r.resolvedAt) }));
}

const resolver = alias(users, 'resolver');

function adminQuery(db: Database) {
  return db
    .select({
      id: disputes.id,
      status: disputes.status,
      debtAccountId: disputes.debtAccountId,
      accountNumber: debtAccounts.accountNumber,
      firstName: debtAccounts.firstName,
      lastName: debtAccounts.lastName,
      email: debtAccounts.emailAddress,
      phone: debtAccounts.primaryPhone,
      currentBalance: debtAccounts.unpaidBalance,
      submittedAt: disputes.createdAt,
      disputeType: disputes.disputeType,
      disputeReason: disputes.disputeReason,
      requestedAction: disputes.requestedAction,
      additionalDetails: disputes.additionalDetails,
      resolutionNotes: disputes.resolutionNotes,
      source: disputes.source,
      resolvedAt: disputes.resolvedAt,
      resolvedBy: resolver.username,
    })
    .from(disputes)
    .innerJoin(debtAccounts, eq(debtAccounts.id, disputes.debtAccountId))
    .leftJoin(resolver, eq(resolver.id, disputes.resolvedByUserId))
    .$dynamic();
}

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminQuery>['execute']>>[number];

/** Field by field: a rest pattern (`{ a, ...r }`) over 18 fields costs 8 times as much per row. */
function presentAdmin(r: AdminRow): AdminDispute {
  return {
    id: r.id,
    status: r.status,
    debtAccountId: r.debtAccountId,
    accountNumber: r.accountNumber,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    debtAccount: { currentBalance: r.currentBalance },
    submittedAt: r.submittedAt.toISOString(),
    disputeType: r.disputeType,
    disputeReason: r.disputeReason,
    requestedAction: r.requestedAction,
    additionalDetails: r.additionalDetails,
    resolutionNotes: r.resolutionNotes,
    source: r.source,
    resolvedAt: iso(r.resolvedAt),
    resolvedBy: r.resolvedBy,
  };
}

/**
 * GET /api/admin/disputes: every dispute with its account's debtor and balance, newest first, up to
 * ADMIN_DISPUTES_LIMIT; past it the newest ones and the total (null when nothing was left out).
 */
export async function adminDisputes(db: Database): Promise<{ rows: AdminDispute[]; total: number | null }> {
  // The table's default order (created_at desc nulls last, id desc): disputes_created_idx serves both.
  const { orderBy } = listPage({}, SORT_COLUMNS, DEFAULT_SORT, disputes.id);
  const rows = await adminQuery(db)
    .orderBy(...orderBy)
    .limit(ADMIN_DISPUTES_LIMIT + 1);
  if (rows.length <= ADMIN_DISPUTES_LIMIT) return { rows: rows.map(presentAdmin), total: null };
  // Every dispute has its account (a required key, deleted with it): no join to count them.
  const [counted] = await db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(disputes);
  return { rows: rows.slice(0, ADMIN_DISPUTES_LIMIT).map(presentAdmin), total: counted?.total ?? 0 };
}

/** GET /api/admin/disputes/counts: the page's counters, one pass over disputes_status_idx. */
export async function adminDisputeCounts(db: Database): Promise<AdminDisputeCounts> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${disputes.status} not in ('resolved', 'rejected'))::int`,
      underReview: sql<number>`count(*) filter (where ${disputes.status} = 'under_review')::int`,
      resolved: sql<number>`count(*) filter (where ${disputes.status} = 'resolved')::int`,
      rejected: sql<number>`count(*) filter (where ${disputes.status} = 'rejected')::int`,
    })
    .from(disputes);
  return {
    pending: Number(row?.pending ?? 0),
    underReview: Number(row?.underReview ?? 0),
    resolved: Number(row?.resolved ?? 0),
    rejected: Number(row?.rejected ?? 0),
  };
}

const SORT_COLUMNS: Record<AdminDisputeSort, SortColumn> = {
  submittedAt: disputes.createdAt,
  status: disputes.status,
  name: sql`lower(coalesce(${debtAccounts.lastName}, '') || ' ' || coalesce(${debtAccounts.firstName}, ''))`,
  accountNumber: debtAccounts.accountNumber,
  balance: debtAccounts.unpaidBalance,
  type: disputes.disputeType,
  resolvedAt: disputes.resolvedAt,
};

const DEFAULT_SORT = { sort: 'submittedAt', direction: 'desc' } as const;

/** The back office reads an unknown status as pending (docs/product/disputes.md), so the pending filter keeps it. */
function statusFilter(status: AdminDisputesQuery['status']): SQL | undefined {
  if (!status) return undefined;
  if (status !== 'pending') return eq(disputes.status, status);
  return notInArray(
    disputes.status,
    DISPUTE_STATUSES.filter((s) => s !== 'pending'),
  );
}

/** One page of the disputes table (sorted and filtered in SQL) and how many disputes match. */
export async function adminDisputesPage(
  db: Database,
  query: AdminDisputesQuery,
): Promise<{ rows: AdminDispute[]; total: number }> {
  const where = and(
    statusFilter(query.status),
    query.type ? eq(disputes.disputeType, query.type) : undefined,
    // strpos, not LIKE: the typed words are matched as they are (no wildcard characters).
    query.reason ? sql`strpos(lower(${disputes.disputeReason}), lower(${query.reason})) > 0` : undefined,
  );
  const page = listPage(query, SORT_COLUMNS, DEFAULT_SORT, disputes.id);
  const [rows, [counted]] = await Promise.all([
    adminQuery(db)
      .where(where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    // The filters are the dispute's own columns, and every dispute has its account: no join.
    db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(disputes)
      .where(where),
  ]);
  return { rows: rows.map(presentAdmin), total: counted?.total ?? 0 };
}

export async function adminDispute(db: Database, id: number): Promise<AdminDispute | null> {
  const [row] = await adminQuery(db).where(eq(disputes.id, id));
  return row ? presentAdmin(row) : null;
}
