import { parseCents } from '@arrears/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { debtAccounts, type payments as PaymentsTable, payments } from '../../db/schema';
import {
  type CardAttemptKeys,
  type CardDeclineLimit,
  claimCardAttempt,
  releaseCardAttempt,
} from './card-decline-limits';

export type PaymentRow = typeof PaymentsTable.$inferSelect;

/**
 * A charge still 'processing' after this long was cut off (the server stopped mid-call): it no longer
 * holds back the balance, and its invoice answers "pending reconciliation".
 */
export const STALE_CHARGE_MS = 5 * 60 * 1000;

export interface ChargeToReserve {
  debtAccountId: number;
  invoice: string;
  fingerprint: string;
  amountCents: number;
  amount: string;
  paymentDate: string;
  userId: number | null;
  source: string;
  /** credit_card unless said (a plan installment's saved card is card, its bank account ach). */
  paymentMethod?: string;
  cardBrand: string | null;
  cardLast4: string;
  notes: string | null;
  /** A staff payment's consumer authorization; null for the debtor's own payments. */
  authorization: { userId: number; at: Date; words: string } | null;
}

export type Reservation =
  | { kind: 'reserved'; paymentId: number; claimId: number | null }
  | { kind: 'existing'; row: PaymentRow }
  | { kind: 'above_balance'; availableCents: number }
  | { kind: 'limited'; limitedBy: CardDeclineLimit; keys: CardAttemptKeys };

/**
 * Step 1 of a charge, before the processor is called: under a lock on the account row, an invoice
 * seen before answers its row; otherwise the amount must fit the unpaid balance less the charges
 * still in flight, the attempt must get a decline slot (card-decline-limits.ts), and a 'processing'
 * row is written. The unique invoice index is the last guard. A refusal writes nothing.
 */
export async function reserveCharge(
  db: Database,
  charge: ChargeToReserve,
  nowMs: number,
  /** The card-testing keys; null for a payment the limits leave alone (taken by staff). */
  attempt: CardAttemptKeys | null,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ unpaidBalance: debtAccounts.unpaidBalance })
      .from(debtAccounts)
      .where(eq(debtAccounts.id, charge.debtAccountId))
      .for('update');
    if (!account) throw new Error(`Account ${charge.debtAccountId} not found while reserving a charge`);

    const existing = await findByInvoice(tx, charge.invoice);
    if (existing) return { kind: 'existing', row: existing };

    const availableCents =
      (parseCents(account.unpaidBalance) ?? 0) - (await inFlightCents(tx, charge.debtAccountId, nowMs));
    if (charge.amountCents > availableCents) return { kind: 'above_balance', availableCents };

    const claim = attempt ? await claimCardAttempt(tx, nowMs, attempt) : { id: null, limitedBy: null };
    if (attempt && claim.limitedBy) return { kind: 'limited', limitedBy: claim.limitedBy, keys: attempt };

    const [row] = await tx
      .insert(payments)
      .values({
        debtAccountId: charge.debtAccountId,
        userId: charge.userId,
        createdByUserId: charge.userId,
        amount: charge.amount,
        requestedAmount: charge.amount,
        paymentDate: charge.paymentDate,
        paymentMethod: charge.paymentMethod ?? 'credit_card',
        status: 'processing',
        source: charge.source,
        invoice: charge.invoice,
        requestFingerprint: charge.fingerprint,
        cardBrand: charge.cardBrand,
        cardLast4: charge.cardLast4,
        notes: charge.notes,
        authorizedByUserId: charge.authorization?.userId ?? null,
        authorizedAt: charge.authorization?.at ?? null,
        authorizationWords: charge.authorization?.words ?? null,
      })
      .onConflictDoNothing({ target: payments.invoice })
      .returning({ id: payments.id });
    if (row) return { kind: 'reserved', paymentId: row.id, claimId: claim.id };
    // The invoice was taken meanwhile (on another account's lock): no charge, so no slot either.
    if (claim.id !== null) await releaseCardAttempt(tx, claim.id);
    const raced = await findByInvoice(tx, charge.invoice);
    if (!raced) throw new Error('A payment invoice conflicted but its row is not visible');
    return { kind: 'existing', row: raced };
  });
}

/**
 * Card charges on the account still waiting for the processor (younger than STALE_CHARGE_MS): they
 * hold back the balance, so no other payment may take what they may still take. Read it under the
 * account row lock.
 */
export async function inFlightCents(
  tx: Database | Transaction,
  debtAccountId: number,
  nowMs: number,
): Promise<number> {
  const [inFlight] = await tx
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.debtAccountId, debtAccountId),
        eq(payments.status, 'processing'),
        gt(payments.createdAt, new Date(nowMs - STALE_CHARGE_MS)),
      ),
    );
  return parseCents(inFlight?.total ?? '0') ?? 0;
}

export async function findByInvoice(db: Database | Transaction, invoice: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.invoice, invoice));
  return row ?? null;
}

export async function findPayment(db: Database, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** The unpaid balance as it stands, read inside the settling transaction. */
export async function balanceCentsOf(tx: Database | Transaction, debtAccountId: number): Promise<number> {
  const [row] = await tx
    .select({ unpaidBalance: debtAccounts.unpaidBalance })
    .from(debtAccounts)
    .where(eq(debtAccounts.id, debtAccountId));
  return parseCents(row?.unpaidBalance ?? '0') ?? 0;
}

/** A charge cut off by a stop: it is marked for reconciliation, never counted as approved. */
export async function markStale(
  db: Database,
  paymentId: number,
  result: Record<string, unknown>,
): Promise<void> {
  await db
    .update(payments)
    .set({
      status: 'pending_reconciliation',
      failureReason: 'The server stopped before the card processor answered',
      result,
      processedAt: sql`now()`,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')));
}
