import { createHash } from 'node:crypto';
import {
  addDays,
  centsToDecimal,
  formatCents,
  PLAN_LIMITS,
  parseCents,
  type RunDueResult,
} from '@arrears/domain';
import { eq } from 'drizzle-orm';
import { type PlanInstallmentRow, planInstallments } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { type CardSaleResult, unknownSaleOutcome } from '../../../providers/card-gateway/card-gateway';
import { recordSecurityEvent } from '../../../security/security-events';
import {
  addPaymentTimelineEntry,
  failureReasonOf,
  paymentsCommitted,
  reserveCharge,
  settleCardCharge,
} from '../../payments';
import { claimInstallment, invoiceOf } from './claim-installments';
import {
  brandName,
  type InstallmentContext,
  installmentName,
  loadInstallmentContext,
  methodLabel,
} from './installment-context';
import { sendInstallmentReceipt } from './installment-receipt';
import { holdInstallment, scrubStopsCharges } from './scrub-holds';

export type ChargeLine = RunDueResult['charged'][number];

/** Why an installment stays 'processing': staff check the charge with the processor. */
const RECONCILIATION_REASON = 'No answer from the processor was saved: pending reconciliation';

/** A decline on this attempt (or later) leaves no retry: the installment is missed. */
const LAST_ATTEMPT = 2;

/**
 * Charges one due installment exactly once (decision 0062):
 * 1. claims it (claimInstallment: one winner across instances);
 * 2. reserves the payment row under the account lock, with the invoice plan-<id>-<attempt>, before
 *    the processor is called, so a restart finds the row and never charges again;
 * 3. charges the saved token for the installment, or only the balance when less is owed now;
 * 4. settles payment, ledger and installment in one transaction; a decline schedules the one retry
 *    or marks the installment missed.
 * Answers null when another run took it first.
 */
export async function chargeInstallment(
  deps: AppDeps,
  installmentId: number,
  asOf: string,
): Promise<{ line: ChargeLine | null; retried: boolean } | null> {
  const claimed = await claimInstallment(deps.db, installmentId, asOf, deps.clock());
  if (!claimed) return null;
  const ctx = await loadInstallmentContext(deps.db, claimed);
  if (!ctx) throw new Error(`Installment ${claimed.id} has no plan or account`);
  if (ctx.account.recalled) {
    await closeInstallment(deps, claimed, 'cancelled', 'The client recalled the account');
    return { line: null, retried: false };
  }
  // A scrub flag (decision 0101) holds the installment: nothing reaches the processor.
  const stop = await scrubStopsCharges(deps, ctx.account.id, asOf);
  if (stop) {
    await holdInstallment(deps, claimed, ctx, stop);
    return { line: null, retried: false };
  }
  if (!ctx.method) return decline(deps, ctx, asOf, null, 'No payment method is saved for this plan');

  const invoice = invoiceOf(claimed.id, claimed.attempts);
  let amountCents = parseCents(claimed.amount) ?? 0;
  for (;;) {
    const reservation = await reserveCharge(
      deps.db,
      {
        debtAccountId: ctx.account.id,
        invoice,
        fingerprint: createHash('sha256').update(invoice).digest('hex'),
        amountCents,
        amount: centsToDecimal(amountCents),
        paymentDate: asOf,
        userId: null,
        source: 'plan',
        paymentMethod: ctx.method.type === 'ach' ? 'ach' : 'card',
        cardBrand: ctx.method.type === 'ach' ? null : brandName(ctx.method.cardBrand),
        cardLast4: ctx.method.last4,
        notes: `Plan ${installmentName(ctx)}`,
        authorization: null,
      },
      deps.clock(),
      null,
    );
    if (reservation.kind === 'above_balance') {
      // The debtor paid some other way: charge what is still owed, or nothing.
      if (reservation.availableCents <= 0) {
        await closeInstallment(deps, claimed, 'cancelled', 'Nothing was owed on the account any more');
        return { line: null, retried: false };
      }
      amountCents = reservation.availableCents;
      continue;
    }
    if (reservation.kind === 'existing') {
      // An earlier run of this attempt wrote the row (its claim was given back): that run charges it.
      await deps.db
        .update(planInstallments)
        .set({ paymentId: reservation.row.id, updatedAt: new Date(deps.clock()) })
        .where(eq(planInstallments.id, claimed.id));
      return { line: lineOf(ctx, amountCents, 'pending_reconciliation', reservation.row.id), retried: false };
    }
    if (reservation.kind === 'limited') throw new Error('Plan charges take no decline slot');
    const sale = await tokenSale(deps, ctx, invoice, amountCents);
    return settle(deps, ctx, asOf, reservation.paymentId, amountCents, sale);
  }
}

async function tokenSale(
  deps: AppDeps,
  ctx: InstallmentContext,
  invoice: string,
  amountCents: number,
): Promise<CardSaleResult> {
  const method = ctx.method;
  if (!method) throw new Error('tokenSale without a method');
  try {
    return await deps.savedMethods.tokenSale({
      invoice,
      amountCents,
      description: `Payment plan #${ctx.plan.id} on account ${ctx.account.accountNumber}`,
      type: method.type === 'ach' ? 'ach' : 'card',
      token: method.token,
      holderName: method.holderName,
    });
  } catch {
    return unknownSaleOutcome();
  }
}

async function settle(
  deps: AppDeps,
  ctx: InstallmentContext,
  asOf: string,
  paymentId: number,
  amountCents: number,
  sale: CardSaleResult,
): Promise<{ line: ChargeLine; retried: boolean }> {
  const approved = sale.outcome === 'approved' || sale.outcome === 'partial';
  if (!approved && sale.outcome !== 'timeout') {
    const reason = failureReasonOf(sale) ?? 'The payment was not taken';
    return decline(deps, ctx, asOf, { paymentId, amountCents, sale }, reason);
  }
  const method = ctx.method;
  if (!method) throw new Error('settle without a method');
  const now = new Date(deps.clock());
  const settled = await deps.db.transaction(async (tx) => {
    const settlement = await settleCardCharge(tx, {
      paymentId,
      debtAccountId: ctx.account.id,
      sale,
      amountCents,
      paymentDate: asOf,
      userId: null,
      channel: 'plan',
      method: method.type === 'ach' ? 'ach' : 'card',
      approvedLine: (code, appliedCents) =>
        `Plan payment ${formatCents(appliedCents)} approved (${methodLabel(method)}), ${installmentName(ctx)}, confirmation ${code}`,
      // The installment says what happens to an unanswered charge.
      notTakenLine: null,
      details: {
        processor: deps.savedMethods.name,
        planId: ctx.plan.id,
        installmentId: ctx.installment.id,
        paymentMethodId: method.id,
      },
      processedAt: now,
    });
    // Marked for reconciliation meanwhile (a sweep judged it cut off): its answer is for staff now.
    if (settlement.kind === 'not_processing') return null;
    await tx
      .update(planInstallments)
      .set(
        settlement.approved
          ? { status: 'paid', paymentId, paidAt: now, failureReason: null, updatedAt: now }
          : {
              paymentId,
              failureReason: 'No answer from the processor: pending reconciliation',
              updatedAt: now,
            },
      )
      .where(eq(planInstallments.id, ctx.installment.id));
    return settlement;
  });
  if (!settled) {
    await deps.db
      .update(planInstallments)
      .set({ paymentId, failureReason: RECONCILIATION_REASON, updatedAt: now })
      .where(eq(planInstallments.id, ctx.installment.id));
    return { line: lineOf(ctx, amountCents, 'pending_reconciliation', paymentId), retried: false };
  }
  if (!settled.approved) {
    await recordSecurityEvent(deps.db, {
      type: 'payment_unconfirmed',
      success: false,
      description: `Plan payment ${invoiceOf(ctx.installment.id, ctx.installment.attempts)} on ${ctx.account.accountNumber}: no answer from the processor; check it with the processor`,
      origin: { ip: null, userAgent: null },
      details: { paymentId, debtAccountId: ctx.account.id, planId: ctx.plan.id },
      riskLevel: 'HIGH',
    });
    return { line: lineOf(ctx, amountCents, 'pending_reconciliation', paymentId), retried: false };
  }
  paymentsCommitted(deps.db);
  await sendInstallmentReceipt(deps, ctx, paymentId);
  return { line: lineOf(ctx, settled.appliedCents, 'paid', paymentId), retried: false };
}

/**
 * A charge that did not go through (or could not be tried): the first attempt is tried again
 * PLAN_LIMITS.retryAfterDays later, the second leaves the installment missed (which may break the
 * plan once the grace is over).
 */
async function decline(
  deps: AppDeps,
  ctx: InstallmentContext,
  asOf: string,
  charge: { paymentId: number; amountCents: number; sale: CardSaleResult } | null,
  reason: string,
): Promise<{ line: ChargeLine; retried: boolean }> {
  const retry = ctx.installment.attempts < LAST_ATTEMPT;
  const now = new Date(deps.clock());
  const retryOn = addDays(asOf, PLAN_LIMITS.retryAfterDays);
  await deps.db.transaction(async (tx) => {
    if (charge) {
      const line = `Plan payment ${formatCents(charge.amountCents)} not taken (${ctx.method ? methodLabel(ctx.method) : 'no method'}), ${installmentName(ctx)}: ${reason}. ${retry ? `It will be tried again on ${retryOn}.` : 'No retry is left: the installment is missed.'}`;
      const settlement = await settleCardCharge(tx, {
        paymentId: charge.paymentId,
        debtAccountId: ctx.account.id,
        sale: charge.sale,
        amountCents: charge.amountCents,
        paymentDate: asOf,
        userId: null,
        channel: 'plan',
        approvedLine: () => {
          throw new Error('A declined charge has no approval line');
        },
        notTakenLine: line,
        failureReason: reason,
        details: {
          processor: deps.savedMethods.name,
          planId: ctx.plan.id,
          installmentId: ctx.installment.id,
        },
        processedAt: now,
      });
      // The row was settled otherwise meanwhile: the attempt is still on the timeline.
      if (settlement.kind === 'not_processing') {
        await addPaymentTimelineEntry(tx, {
          debtAccountId: ctx.account.id,
          paymentId: charge.paymentId,
          userId: null,
          channel: 'plan',
          message: line,
        });
      }
    }
    await tx
      .update(planInstallments)
      .set(
        retry
          ? { status: 'scheduled', chargeOn: retryOn, claimedAt: null, failureReason: reason, updatedAt: now }
          : { status: 'missed', failureReason: reason, updatedAt: now },
      )
      .where(eq(planInstallments.id, ctx.installment.id));
  });
  return {
    line: lineOf(
      ctx,
      charge?.amountCents ?? parseCents(ctx.installment.amount) ?? 0,
      'failed',
      charge?.paymentId ?? null,
    ),
    retried: retry,
  };
}

async function closeInstallment(
  deps: AppDeps,
  installment: PlanInstallmentRow,
  status: 'cancelled',
  reason: string,
): Promise<void> {
  await deps.db
    .update(planInstallments)
    .set({ status, failureReason: reason, updatedAt: new Date(deps.clock()) })
    .where(eq(planInstallments.id, installment.id));
}

function lineOf(
  ctx: InstallmentContext,
  amountCents: number,
  outcome: ChargeLine['outcome'],
  paymentId: number | null,
): ChargeLine {
  return {
    installmentId: ctx.installment.id,
    planId: ctx.plan.id,
    debtAccountId: ctx.account.id,
    amount: centsToDecimal(amountCents),
    outcome,
    paymentId,
  };
}
