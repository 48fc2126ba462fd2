import {
  centsToDecimal,
  centsToNumber,
  type ExternalPaymentInput,
  type ExternalPaymentResult,
  easternDateOf,
  formatCents,
  PAYMENT_MESSAGES,
  parseCents,
} from '@arrears/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { debtAccounts, payments, type UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { recordSecurityEvent } from '../../security/security-events';
import { inFlightCents } from './card-payments.repository';
import { applyPaymentToAccount, paymentsCommitted } from './payment-ledger';

/** Ours: the spec has no text for a date that does not exist (2026-02-30). */
export const INVALID_PAYMENT_DATE = 'Payment date is not a valid date';

/** The payment date to record: the one given (a real day, not after today in US Eastern) or today. */
function paymentDateOf(given: string | null, today: string): string {
  if (!given) return today;
  const parsed = new Date(`${given}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== given) {
    throw new HttpError(400, INVALID_PAYMENT_DATE);
  }
  // ISO dates compare as strings.
  if (given > today) throw new HttpError(400, PAYMENT_MESSAGES.paymentDateInFuture);
  return given;
}

interface Recorded {
  result: ExternalPaymentResult;
  accountNumber: string;
}

/**
 * A payment with this transaction id exists already: the same payment sent again (same account and
 * amount, approved) answers what it answered the first time and changes nothing; anything else is a
 * reused reference.
 */
async function answerForExisting(
  tx: Transaction,
  transactionId: string,
  debtAccountId: number,
  amountCents: number,
  currentBalanceCents: number,
): Promise<ExternalPaymentResult | null> {
  const [existing] = await tx
    .select({
      id: payments.id,
      debtAccountId: payments.debtAccountId,
      amount: payments.amount,
      status: payments.status,
      balanceAfter: payments.balanceAfter,
    })
    .from(payments)
    .where(eq(payments.referenceNumber, transactionId))
    .limit(1);
  if (!existing) return null;
  const same =
    existing.debtAccountId === debtAccountId &&
    parseCents(existing.amount) === amountCents &&
    existing.status === 'approved';
  if (!same) throw new HttpError(409, PAYMENT_MESSAGES.transactionIdReused(transactionId));
  // An imported payment has no stored balance: the account's balance is the answer then.
  const balanceAfter = existing.balanceAfter === null ? null : parseCents(existing.balanceAfter);
  return {
    newBalance: centsToNumber(balanceAfter ?? currentBalanceCents),
    paymentId: existing.id,
    duplicate: true,
  };
}

async function recordInTransaction(
  tx: Transaction,
  input: ExternalPaymentInput,
  paymentDate: string,
  actor: UserRow,
  nowMs: number,
): Promise<Recorded> {
  // The row lock serialises every payment on this account: the balance read here is the one we lower,
  // and a repeat of the same transaction id waits for this one and then finds its row.
  const locked = await tx.execute<{ unpaid_balance: string; account_number: string }>(
    sql`SELECT unpaid_balance::text AS unpaid_balance, account_number FROM ${debtAccounts}
        WHERE id = ${input.debtAccountId} FOR UPDATE`,
  );
  const account = locked.rows[0];
  if (!account) throw new HttpError(404, PAYMENT_MESSAGES.accountNotFound);
  const accountNumber = String(account.account_number);
  const balanceCents = parseCents(String(account.unpaid_balance)) ?? 0;
  const amountCents = input.amount;

  if (input.transactionId) {
    const repeated = await answerForExisting(
      tx,
      input.transactionId,
      input.debtAccountId,
      amountCents,
      balanceCents,
    );
    if (repeated) return { result: repeated, accountNumber };
  }
  if (balanceCents <= 0) throw new HttpError(400, PAYMENT_MESSAGES.zeroBalance);
  // Card charges still with the processor may take their part of the balance: it is not available.
  const availableCents = Math.max(0, balanceCents - (await inFlightCents(tx, input.debtAccountId, nowMs)));
  if (amountCents > availableCents) {
    throw new HttpError(400, PAYMENT_MESSAGES.amountAboveBalance(formatCents(availableCents)));
  }

  const balanceAfterCents = balanceCents - amountCents;
  const inserted = await tx
    .insert(payments)
    .values({
      debtAccountId: input.debtAccountId,
      userId: null, // the debtor paid elsewhere; who recorded it is createdByUserId
      amount: centsToDecimal(amountCents),
      paymentDate,
      paymentMethod: input.cardLast4 ? 'credit_card' : 'other',
      status: 'approved',
      source: 'external',
      referenceNumber: input.transactionId,
      transactionId: input.transactionId,
      cardLast4: input.cardLast4,
      notes: input.notes,
      createdByUserId: actor.id,
      balanceBefore: centsToDecimal(balanceCents),
      balanceAfter: centsToDecimal(balanceAfterCents),
      processedAt: sql`now()`,
    })
    // Another account recording the same transaction id at this very moment: its row wins.
    .onConflictDoNothing({ target: payments.referenceNumber })
    .returning({ id: payments.id });
  const paymentId = inserted[0]?.id;
  if (paymentId === undefined) {
    throw new HttpError(409, PAYMENT_MESSAGES.transactionIdReused(input.transactionId ?? ''));
  }

  const card = input.cardLast4 ? ` (card •••• ${input.cardLast4})` : '';
  const reference = input.transactionId ? `, transaction ${input.transactionId}` : '';
  // Paid to the client: the debt went down, but the agency holds none of that money (decision 0051).
  const toClient = input.paidTo === 'client' ? ', paid directly to the client' : '';
  const applied = await applyPaymentToAccount(tx, {
    debtAccountId: input.debtAccountId,
    paymentId,
    amountCents,
    paymentDate,
    userId: actor.id,
    channel: 'external',
    method: input.cardLast4 ? 'card' : 'other',
    paidTo: input.paidTo,
    message: `External payment ${formatCents(amountCents)} recorded${card}${reference}${toClient}`,
  });
  if (applied.balanceAfterCents !== balanceAfterCents) {
    throw new Error(`Balance of account ${input.debtAccountId} moved under its row lock`);
  }
  return {
    result: { newBalance: centsToNumber(balanceAfterCents), paymentId, duplicate: false },
    accountNumber,
  };
}

/**
 * POST /api/payments/record-external (record payment, docs/product/payments.md): a payment made outside the product,
 * applied to the account in one transaction, idempotent on the transaction id.
 */
export async function recordExternalPayment(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: ExternalPaymentInput,
  actor: UserRow,
  origin: RequestOrigin,
): Promise<ExternalPaymentResult> {
  const db: Database = deps.db;
  const paymentDate = paymentDateOf(input.paymentDate, easternDateOf(deps.clock()));
  const { result, accountNumber } = await db.transaction((tx) =>
    recordInTransaction(tx, input, paymentDate, actor, deps.clock()),
  );
  if (result.duplicate) return result;

  paymentsCommitted(db);
  await recordSecurityEvent(db, {
    type: 'external_payment_recorded',
    success: true,
    description: `External payment of ${formatCents(input.amount)} recorded on account ${accountNumber}`,
    origin,
    user: actor,
    riskLevel: 'LOW',
    details: {
      paymentId: result.paymentId,
      debtAccountId: input.debtAccountId,
      accountNumber,
      amount: centsToDecimal(input.amount),
      transactionId: input.transactionId,
      paidTo: input.paidTo,
    },
  });
  return result;
}
