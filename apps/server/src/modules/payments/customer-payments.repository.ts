import type { CustomerAccount, CustomerPayment, PaymentTotals } from '@arrears/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, payments } from '../../db/schema';

/** Stored payment statuses as the portal's badges name them (docs/product/payments.md). */
const PORTAL_STATUS = sql<string>`case ${payments.status}
  when 'approved' then 'completed'
  when 'processing' then 'pending'
  when 'pending_reconciliation' then 'pending'
  when 'declined' then 'failed'
  when 'error' then 'failed'
  else ${payments.status} end`;

export async function customerAccounts(db: Database, userId: number): Promise<CustomerAccount[]> {
  return db
    .select({
      id: debtAccounts.id,
      account_number: debtAccounts.accountNumber,
      principal_original: debtAccounts.principalOriginal,
      unpaid_balance: debtAccounts.unpaidBalance,
      school_name: debtAccounts.schoolName,
      school_group: debtAccounts.schoolGroup,
      first_name: debtAccounts.firstName,
      last_name: debtAccounts.lastName,
      account_status: debtAccounts.accountStatus,
      address1: debtAccounts.address1,
      city: debtAccounts.city,
      state: debtAccounts.state,
      zip_code: debtAccounts.zipCode,
    })
    .from(debtAccounts)
    .where(eq(debtAccounts.userId, userId))
    .orderBy(asc(debtAccounts.id));
}

/** Approved payments summed per account, in SQL numeric (exact). */
export async function customerPaymentTotals(db: Database, userId: number): Promise<PaymentTotals> {
  const rows = await db
    .select({
      id: debtAccounts.id,
      total: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(14,2)::text`,
    })
    .from(debtAccounts)
    .leftJoin(payments, and(eq(payments.debtAccountId, debtAccounts.id), eq(payments.status, 'approved')))
    .where(eq(debtAccounts.userId, userId))
    .groupBy(debtAccounts.id);
  return Object.fromEntries(rows.map((r) => [String(r.id), r.total]));
}

export async function customerPayments(db: Database, userId: number): Promise<CustomerPayment[]> {
  const rows = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      status: PORTAL_STATUS,
      rawStatus: payments.status,
      method: payments.paymentMethod,
      reference: sql<
        string | null
      >`coalesce(${payments.confirmationCode}, ${payments.transactionId}, ${payments.referenceNumber})`,
      createdAt: payments.createdAt,
      paymentDate: payments.paymentDate,
      debtAccountId: payments.debtAccountId,
      accountNumber: debtAccounts.accountNumber,
      cardBrand: payments.cardBrand,
      cardLast4: payments.cardLast4,
      confirmationCode: payments.confirmationCode,
    })
    .from(payments)
    .innerJoin(debtAccounts, eq(debtAccounts.id, payments.debtAccountId))
    .where(eq(debtAccounts.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(500);
  return rows.map(({ rawStatus, createdAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
    receiptAvailable: rawStatus === 'approved',
  }));
}
