import {
  centsToDecimal,
  collectionFeeProblem,
  easternDateOf,
  formatCents,
  LEDGER_KIND_LABELS,
  LEDGER_MESSAGES,
  type LedgerEntry,
  type ManualPostingInput,
  parseCents,
  REFUND_OWED_DESCRIPTION,
  REVERSAL_REASON_LABELS,
  type ReversalInput,
  signedPostingCents,
} from '@arrears/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { addTimelineEntry, recordAudit } from '../account-timeline';
import { markAccountsChanged, requireAccount } from '../accounts';
import { isUniqueViolation } from '../users';
import { ledgerEntryOf } from './ledger.repository';
import { type PostedEntry, postLedgerEntry } from './ledger-posting';

/** What a payment row says once its money was taken back: lists and totals count 'approved' only. */
export const REVERSED_PAYMENT_STATUS = 'reversed';

const REVERSIBLE = new Set(['payment', 'direct_payment']);

/**
 * Marks a payment row reversed inside the reversal's transaction. The payments sit above the ledger
 * (a payment posts to it), so the app hands this in at boot (app.ts) and the plan scheduler passes
 * it along.
 */
export type MarkPaymentReversed = (tx: Transaction, paymentId: number) => Promise<void>;

/** The account's balance, its row locked until the transaction ends: postings on it queue here. */
export async function lockedBalanceCents(tx: Transaction, accountId: number): Promise<number | null> {
  const locked = await tx.execute<{ unpaid_balance: string }>(
    sql`SELECT unpaid_balance::text AS unpaid_balance FROM debt_accounts WHERE id = ${accountId} FOR UPDATE`,
  );
  const row = locked.rows[0];
  return row ? (parseCents(row.unpaid_balance) ?? 0) : null;
}

function entryIdOf(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new HttpError(404, LEDGER_MESSAGES.entryNotFound);
  return id;
}

/**
 * POST /api/admin/ledger/entries/:id/reverse: a payment (or one made to the client) is taken back
 * by a reversal of the opposite amount, once. In one transaction: the reversal entry (which raises
 * the balance), the payment row marked reversed, a timeline line and an audit row. A card payment's
 * money is not refunded through the gateway here (decision 0051).
 */
export async function reverseEntry(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  rawEntryId: string,
  input: ReversalInput,
  userId: number,
  markPaymentReversed: MarkPaymentReversed,
): Promise<LedgerEntry> {
  const entryId = entryIdOf(rawEntryId);
  const db: Database = deps.db;
  const [target] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId)).limit(1);
  if (!target) throw new HttpError(404, LEDGER_MESSAGES.entryNotFound);
  if (!REVERSIBLE.has(target.kind)) throw new HttpError(400, LEDGER_MESSAGES.onlyPaymentsReverse);

  const reversal = await db.transaction(async (tx) => {
    await lockedBalanceCents(tx, target.debtAccountId);
    const posted = await reversePosting(
      tx,
      target,
      {
        reason: input.reason,
        note: input.note ?? null,
        userId,
        source: 'agent',
        effectiveDate: easternDateOf(deps.clock()),
      },
      markPaymentReversed,
    );
    if (!posted) throw new HttpError(409, LEDGER_MESSAGES.alreadyReversed);
    return ledgerEntryOf(tx, target.debtAccountId, posted.entryId);
  });
  markAccountsChanged(db);
  return reversal;
}

export interface PaymentReversal {
  reason: ReversalInput['reason'];
  note: string | null;
  /** Who reversed it; null for the system (an ACH return the scheduler found). */
  userId: number | null;
  source: 'agent' | 'system';
  effectiveDate: string;
}

/**
 * Reverses one payment entry inside the caller's transaction (the account row locked by the caller):
 * the reversal entry, the payment row marked reversed, a timeline line and an audit row. Answers
 * null when the entry was reversed before, so a repeat never posts twice.
 */
export async function reversePosting(
  tx: Transaction,
  target: typeof ledgerEntries.$inferSelect,
  r: PaymentReversal,
  markPaymentReversed: MarkPaymentReversed,
): Promise<PostedEntry | null> {
  const [done] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reversesEntryId, target.id))
    .limit(1);
  if (done) return null;

  const paidCents = -(parseCents(target.amount) ?? 0);
  const label = REVERSAL_REASON_LABELS[r.reason];
  const posted = await postLedgerEntry(tx, {
    debtAccountId: target.debtAccountId,
    kind: 'reversal',
    amountCents: paidCents,
    effectiveDate: r.effectiveDate,
    postedByUserId: r.userId,
    source: r.source,
    method: target.method,
    reversesEntryId: target.id,
    reason: r.reason,
    description: r.note,
  });
  const what = target.paymentId ? `Payment #${target.paymentId}` : LEDGER_KIND_LABELS.payment;
  if (target.paymentId) await markPaymentReversed(tx, target.paymentId);
  const note = r.note ? `: ${r.note}` : '';
  await addTimelineEntry(tx, {
    debtAccountId: target.debtAccountId,
    channel: 'Payment',
    userId: r.userId,
    message: `${what} of ${formatCents(paidCents)} reversed (${label})${note}`,
    details: { paymentId: target.paymentId, ledgerEntryId: posted.entryId, reversal: r.reason },
  });
  await recordAudit(tx, {
    debtAccountId: target.debtAccountId,
    userId: r.userId,
    source: 'ledger',
    field: 'unpaid_balance',
    oldValue: centsToDecimal(posted.balanceBeforeCents),
    newValue: centsToDecimal(posted.balanceAfterCents),
    reason: `${what} reversed (${label})${note}`,
  });
  return posted;
}

/** The day the account was placed with us: its placement's date, else the day it was entered (US Eastern). */
async function placedOnOf(tx: Transaction, accountId: number): Promise<string | null> {
  const result = await tx.execute<{ placed_on: string }>(sql`
    SELECT coalesce(pl.placed_on, (d.created_at AT TIME ZONE 'America/New_York')::date)::text AS placed_on
    FROM debt_accounts d LEFT JOIN placements pl ON pl.id = d.placement_id
    WHERE d.id = ${accountId}`);
  return result.rows[0]?.placed_on ?? null;
}

/**
 * The entry an earlier request with this key posted on this account, if any. The same posting sent
 * again (kind, amount, reason, refund owed, and the date when one is given) answers it; anything
 * else under the same key is a 422, so a reused key never posts a different entry.
 */
async function entryForKey(
  tx: Transaction,
  accountId: number,
  key: string,
  input: ManualPostingInput,
  amountCents: number,
): Promise<LedgerEntry | null> {
  const [existing] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.debtAccountId, accountId), eq(ledgerEntries.idempotencyKey, key)))
    .limit(1);
  if (!existing) return null;
  const same =
    existing.kind === input.kind &&
    parseCents(existing.amount) === amountCents &&
    existing.reason === input.reason &&
    (existing.description === REFUND_OWED_DESCRIPTION) === input.refundOwed &&
    (input.effectiveDate === null || existing.effectiveDate === input.effectiveDate);
  if (!same) throw new HttpError(422, LEDGER_MESSAGES.idempotencyKeyReused);
  return ledgerEntryOf(tx, accountId, existing.id);
}

export interface ManualPostingResult {
  entry: LedgerEntry;
  /** The key was seen before: this is the first request's entry, nothing was posted now. */
  replayed: boolean;
}

/**
 * POST /api/admin/accounts/:id/ledger: an adjustment, interest, a fee or a settlement write-off
 * posted by hand with its reason, and an audit row saying who and why (decisions 0051 and 0091).
 * Idempotent on the Idempotency-Key: under the account's row lock the key is looked up first, so
 * a burst of the same request posts once and every other answers that entry. A write-off never
 * takes the balance below zero, nor does an adjustment unless it is a refund owed (the balance
 * then shows a credit). A date given is neither in the future nor before the placement.
 */
export async function postManualEntry(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  rawAccountId: string,
  input: ManualPostingInput,
  userId: number,
  idempotencyKey: string,
): Promise<ManualPostingResult> {
  const db: Database = deps.db;
  const account = await requireAccount(db, rawAccountId);
  const today = easternDateOf(deps.clock());
  if (input.effectiveDate && input.effectiveDate > today) {
    throw new HttpError(400, LEDGER_MESSAGES.effectiveDateInFuture);
  }
  const amountCents = signedPostingCents(input.kind, input.amount);
  if (amountCents === null) throw new HttpError(400, LEDGER_MESSAGES.amountFormat);

  const post = () =>
    db.transaction(async (tx): Promise<ManualPostingResult> => {
      const balanceCents = (await lockedBalanceCents(tx, account.id)) ?? 0;
      const earlier = await entryForKey(tx, account.id, idempotencyKey, input, amountCents);
      if (earlier) return { entry: earlier, replayed: true };
      if (input.effectiveDate) {
        const placedOn = await placedOnOf(tx, account.id);
        if (placedOn && input.effectiveDate < placedOn)
          throw new HttpError(400, LEDGER_MESSAGES.effectiveDateBeforePlacement(placedOn));
      }
      if (input.kind === 'settlement_writeoff' && -amountCents > balanceCents) {
        throw new HttpError(
          400,
          LEDGER_MESSAGES.writeOffAboveBalance(formatCents(Math.max(0, balanceCents))),
        );
      }
      // A fee over the cap of the consumer's state (state-fee-caps.ts, decision 0105); none is on file
      // yet (decision 0108), so only the federal rule applies: a fee the agreement or the law allows.
      const feeProblem =
        input.kind === 'fee' ? collectionFeeProblem(account.state, amountCents, balanceCents) : null;
      if (feeProblem) throw new HttpError(400, feeProblem);
      if (
        input.kind === 'adjustment' &&
        amountCents < 0 &&
        balanceCents + amountCents < 0 &&
        !input.refundOwed
      ) {
        throw new HttpError(400, LEDGER_MESSAGES.belowZero(formatCents(balanceCents)));
      }
      const posted = await postLedgerEntry(tx, {
        debtAccountId: account.id,
        kind: input.kind,
        amountCents,
        effectiveDate: input.effectiveDate ?? today,
        postedByUserId: userId,
        source: 'agent',
        reason: input.reason,
        description: input.refundOwed ? REFUND_OWED_DESCRIPTION : null,
        idempotencyKey,
      });
      const refund = input.refundOwed ? ` (${REFUND_OWED_DESCRIPTION.toLowerCase()})` : '';
      await recordAudit(tx, {
        debtAccountId: account.id,
        userId,
        source: 'ledger',
        field: 'unpaid_balance',
        oldValue: centsToDecimal(posted.balanceBeforeCents),
        newValue: centsToDecimal(posted.balanceAfterCents),
        reason: `${LEDGER_KIND_LABELS[input.kind]}${refund}: ${input.reason}`,
      });
      return { entry: await ledgerEntryOf(tx, account.id, posted.entryId), replayed: false };
    });
  let result: ManualPostingResult;
  try {
    result = await post();
  } catch (error) {
    // The unique index is the backstop of the row lock: the other request's entry is the answer.
    if (!isUniqueViolation(error)) throw error;
    result = await post();
  }
  if (!result.replayed) markAccountsChanged(db);
  return result;
}
