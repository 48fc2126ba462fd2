import type { PaymentDetailsResponse } from '@arrears/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, payments } from '../../db/schema';

/**
 * The list carries at most the newest this many payments, so the page stays small however long the
 * agency has collected; the summary still covers every approved payment (the page says when the
 * list is shorter than the summary's count).
 */
export const PAYMENT_DETAILS_LIMIT = 5000;

const approved = eq(payments.status, 'approved');

/** GET /api/admin/payment-details: approved payments with their account, newest first, and their summary. */
export async function loadPaymentDetails(db: Database): Promise<PaymentDetailsResponse> {
  const [paymentDetails, [summary]] = await Promise.all([
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
      .where(approved)
      .orderBy(desc(payments.paymentDate), desc(payments.id))
      .limit(PAYMENT_DETAILS_LIMIT),
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
  ]);
  return {
    paymentDetails,
    summary: {
      totalAmount: summary?.totalAmount ?? '0.00',
      totalPayments: summary?.totalPayments ?? 0,
      dateRange: { latest: summary?.latest ?? null, earliest: summary?.earliest ?? null },
    },
  };
}
