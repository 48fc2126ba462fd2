import {
  centsToDecimal,
  easternDateOf,
  formatCents,
  LEDGER_KIND_LABELS,
  LEDGER_MESSAGES,
  type LedgerEntry,
  type ManualPostingInput,
  parseCents,
  REVERSAL_REASON_LABELS,
  type ReversalInput,
  signedPostingCents,
} from '@arrears/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { ledgerEntries, payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { addTimelineEntry, recordAudit } from '../account-timeline/account-timeline.service';
import { requireAccount } from '../accounts/accounts.repository';
import { markAccountsChanged } from '../accounts/accounts-change-stamp';
import { ledgerEntryOf } from './ledger.repository';
import { type PostedEntry, postLedgerEntry } from './ledger-posting';

/** What a payment row says once its money was taken back: lists and totals count 'approved' only. */
export const REVERSED_PAYMENT_STATUS = 'reversed';

const REVERSIBLE = new Set(['payment', 'direct_payment']);

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
): Promise<LedgerEntry> {
  const entryId = entryIdOf(rawEntryId);
  const db: Database = deps.db;
  const [target] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId)).limit(1);
  if (!target) throw new HttpError(404, LEDGER_MESSAGES.entryNotFound);
  if (!REVERSIBLE.has(target.kind)) throw new HttpError(400, LEDGER_MESSAGES.onlyPaymentsReverse);

  const reversal = await db.transaction(async (tx) => {
    await lockedBalanceCents(tx, target.debtAccountId);
    const posted = await reversePosting(tx, target, {
      reason: input.reason,
      note: input.note ?? null,
      userId,
      source: 'agent',
      effectiveDate: easternDateOf(deps.clock()),
    });
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
  if (target.paymentId) {
    await tx
      .update(payments)
      .set({ status: REVERSED_PAYMENT_STATUS })
      .where(eq(payments.id, target.paymentId));
  }
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

/**
 * POST /api/admin/accounts/:id/ledger: an adjustment, interest, a fee or a settlement write-off
 * posted by hand with its reason, and an audit row saying who and why. A write-off never takes the
 * balance below zero.
 */
export async function postManualEntry(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  rawAccountId: string,
  input: ManualPostingInput,
  userId: number,
): Promise<LedgerEntry> {
  const db: Database = deps.db;
  const account = await requireAccount(db, rawAccountId);
  const today = easternDateOf(deps.clock());
  if (input.effectiveDate && input.effectiveDate > today) {
    throw new HttpError(400, LEDGER_MESSAGES.effectiveDateInFuture);
  }
  const amountCents = signedPostingCents(input.kind, input.amount);
  if (amountCents === null) throw new HttpError(400, LEDGER_MESSAGES.amountFormat);

  const entry = await db.transaction(async (tx) => {
    const balanceCents = (await lockedBalanceCents(tx, account.id)) ?? 0;
    if (input.kind === 'settlement_writeoff' && -amountCents > balanceCents) {
      throw new HttpError(400, LEDGER_MESSAGES.writeOffAboveBalance(formatCents(Math.max(0, balanceCents))));
    }
    const posted = await postLedgerEntry(tx, {
      debtAccountId: account.id,
      kind: input.kind,
      amountCents,
      effectiveDate: input.effectiveDate ?? today,
      postedByUserId: userId,
      source: 'agent',
      reason: input.reason,
    });
    await recordAudit(tx, {
      debtAccountId: account.id,
      userId,
      source: 'ledger',
      field: 'unpaid_balance',
      oldValue: centsToDecimal(posted.balanceBeforeCents),
      newValue: centsToDecimal(posted.balanceAfterCents),
      reason: `${LEDGER_KIND_LABELS[input.kind]}: ${input.reason}`,
    });
    return ledgerEntryOf(tx, account.id, posted.entryId);
  });
  markAccountsChanged(db);
  return entry;
}
