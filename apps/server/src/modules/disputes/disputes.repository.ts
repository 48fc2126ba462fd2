import type { AdminDispute, CustomerDispute } from '@arrears/domain';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { debtAccounts, disputes, users } from '../../db/schema';

/** The newest disputes the back office list holds (a larger backlog needs paging: not yet built). */
export const ADMIN_DISPUTES_LIMIT = 2000;
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

function presentAdmin({ currentBalance, submittedAt, resolvedAt, ...r }: AdminRow): AdminDispute {
  return {
    ...r,
    debtAccount: { currentBalance },
    submittedAt: submittedAt.toISOString(),
    resolvedAt: iso(resolvedAt),
  };
}

/** GET /api/admin/disputes: every dispute with its account's debtor and balance, newest first. */
export async function adminDisputes(db: Database): Promise<AdminDispute[]> {
  const rows = await adminQuery(db)
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(ADMIN_DISPUTES_LIMIT);
  return rows.map(presentAdmin);
}

export async function adminDispute(db: Database, id: number): Promise<AdminDispute | null> {
  const [row] = await adminQuery(db).where(eq(disputes.id, id));
  return row ? presentAdmin(row) : null;
}
