import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { payments } from '../../db/schema';
import { REVERSED_PAYMENT_STATUS } from '../ledger';

/**
 * Writes to payment rows that other modules ask for; a card charge is reserved and settled through
 * card-payments.repository.ts and card-charge-settlement.ts, an external payment through
 * external-payments.service.ts, and the accounts import's rows through import-payments-sql.ts.
 */
type Db = Database | Transaction;

/** A payment taken elsewhere and already settled, as given (the demo data). Answers its id. */
export async function insertSettledPayment(db: Db, row: typeof payments.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(payments).values(row).returning({ id: payments.id });
  return inserted.id;
}

/** Adds facts learned after the payment (an ACH debit's settling day) to what the row keeps. */
export async function addPaymentDetails(
  db: Db,
  paymentId: number,
  details: Record<string, unknown>,
): Promise<void> {
  await db
    .update(payments)
    .set({ details: sql`${payments.details} || ${JSON.stringify(details)}::jsonb` })
    .where(eq(payments.id, paymentId));
}

/** The payment's money was taken back (its ledger entry reversed): lists and totals no longer count it. */
export async function markPaymentReversed(db: Db, paymentId: number): Promise<void> {
  await db.update(payments).set({ status: REVERSED_PAYMENT_STATUS }).where(eq(payments.id, paymentId));
}
