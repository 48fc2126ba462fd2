import type { PaymentDetailSort, PaymentDetailsQuery, PaymentDetailsResponse } from '@arrears/domain';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listPage, type SortColumn } from '../../db/list-page';
import { debtAccounts, payments } from '../../db/schema';

/**
 * The list carries at most the newest this many payments, so the page stays small however long the
 * agency has collected; the summary still covers every approved payment (the page says when the
 * list is shorter than the summary's count).
 */
export const PAYMENT_DETAILS_LIMIT = 5000;

const approved = eq(payments.status, 'approved');

const methodText = sql`lower(trim(${payments.paymentMethod}))`;
const reference = sql`coalesce(${payments.transactionId}, ${payments.referenceNumber})`;

/** The sortable columns; the date sort and the page's tie-breaker use payments_date_idx. */
const SORT_COLUMNS: Record<PaymentDetailSort, SortColumn> = {
  date: payments.paymentDate,
  amount: payments.amount,
  name: sql`lower(${debtAccounts.fullName})`,
  accountNumber: debtAccounts.accountNumber,
  method: methodText,
  creditor: sql`lower(${debtAccounts.schoolName})`,
  confirmationCode: payments.confirmationCode,
  reference,
};

/** The filters of a page request: card means any stored card method (card, credit_card, debit_card). */
function filtersOf(q: PaymentDetailsQuery): SQL | undefined {
  const method =
    !q.method || q.method === 'all'
      ? undefined
      : q.method === 'card'
        ? sql`(${methodText} = 'card' or ${methodText} like '%\_card')`
        : sql`${methodText} = ${q.method}`;
  return and(
    eq(payments.status, q.status ?? 'approved'),
    method,
    q.creditor ? sql`trim(${debtAccounts.schoolName}) = ${q.creditor}` : undefined,
    q.from ? gte(payments.paymentDate, q.from) : undefined,
    q.to ? lte(payments.paymentDate, q.to) : undefined,
  );
}

/**
 * GET /api/admin/payment-details: approved payments with their account, newest first, and their summary.
 * With any list parameter (sort, filters, page), one page of the matching payments and their total.
 */
export async function loadPaymentDetails(
  db: Database,
  query: PaymentDetailsQuery = {},
): Promise<PaymentDetailsResponse> {
  const paged = Object.values(query).some((v) => v !== undefined);
  const where = paged ? filtersOf(query) : approved;
  const page = listPage(query, SORT_COLUMNS, { sort: 'date', direction: 'desc' }, payments.id);
  const [paymentDetails, [summary], [counted], creditors] = await Promise.all([
    db
      .select({
        paymentId: payments.id,
        fullName: debtAccounts.fullName,
        accountNumber: debtAccounts.accountNumber,
        transactionId: sql<string | null>`coalesce(${payments.transactionId}, ${payments.referenceNumber})`,
        confirmationCode: payments.confirmationCode,
        primaryPhone: debtAccounts.primaryPhone,
        emailAddress: debtAccounts.emailAddress,
        schoolName: debtAccounts.schoolName,
        schoolCampus: debtAccounts.schoolCampus,
        amount: payments.amount,
        paymentDate: payments.paymentDate,
        paymentMethod: payments.paymentMethod,
        source: payments.source,
      })
      .from(payments)
      .innerJoin(debtAccounts, eq(debtAccounts.id, payments.debtAccountId))
      .where(where)
      .orderBy(...(paged ? page.orderBy : [desc(payments.paymentDate), desc(payments.id)]))
      .limit(paged ? page.limit : PAYMENT_DETAILS_LIMIT)
      .offset(paged ? page.offset : 0),
    db
      .select({
        // Summed in PostgreSQL's numeric: exact, whatever the number of payments.
        totalAmount: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(16,2)::text`,
        totalPayments: sql<number>`count(*)::int`.mapWith(Number),
        latest: sql<string | null>`to_char(max(${payments.paymentDate}), 'YYYY-MM-DD')`,
        earliest: sql<string | null>`to_char(min(${payments.paymentDate}), 'YYYY-MM-DD')`,
      })
      .from(payments)
      .where(approved),
    paged
      ? db
          .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
          .from(payments)
          .innerJoin(debtAccounts, eq(debtAccounts.id, payments.debtAccountId))
          .where(where)
      : Promise.resolve([]),
    paged ? creditorsOf(db) : Promise.resolve([]),
  ]);
  return {
    paymentDetails,
    summary: {
      totalAmount: summary?.totalAmount ?? '0.00',
      totalPayments: summary?.totalPayments ?? 0,
      dateRange: { latest: summary?.latest ?? null, earliest: summary?.earliest ?? null },
    },
    ...(paged ? { total: counted?.total ?? 0, page: page.page, pageSize: page.pageSize, creditors } : {}),
  };
}

/** The original creditors (school names) of approved payments, A to Z: the creditor filter's choices. */
async function creditorsOf(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: sql<string>`trim(${debtAccounts.schoolName})` })
    .from(payments)
    .innerJoin(debtAccounts, eq(debtAccounts.id, payments.debtAccountId))
    .where(and(approved, sql`trim(${debtAccounts.schoolName}) <> ''`));
  return rows.map((r) => r.name).sort((a, b) => a.localeCompare(b, 'en-US'));
}
