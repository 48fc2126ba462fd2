import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type PlanInstallmentRow, paymentPlans, payments, planInstallments } from '../../../db/schema';
import { STALE_CHARGE_MS } from '../../payments';

/** Plans whose scheduled installments are charged: active ones, and cancelled ones for what the notice kept. */
export const CHARGING_PLAN_STATUSES = ['active', 'cancelled'] as const;

/** The charge's invoice, our idempotency key at the processor: one per installment and attempt. */
export function invoiceOf(installmentId: number, attempt: number): string {
  return `plan-${installmentId}-${attempt}`;
}

const chargingPlan = (planId: typeof planInstallments.planId) =>
  inArray(
    planId,
    sql`(SELECT ${paymentPlans.id} FROM ${paymentPlans} WHERE ${inArray(paymentPlans.status, [...CHARGING_PLAN_STATUSES])})`,
  );

/** The ids of installments due for a charge on `asOf`, oldest first. */
export async function dueInstallmentIds(db: Database, asOf: string): Promise<number[]> {
  const rows = await db
    .select({ id: planInstallments.id })
    .from(planInstallments)
    .where(
      and(
        eq(planInstallments.status, 'scheduled'),
        lte(planInstallments.chargeOn, asOf),
        chargingPlan(planInstallments.planId),
      ),
    )
    .orderBy(asc(planInstallments.chargeOn), asc(planInstallments.id));
  return rows.map((r) => r.id);
}

/**
 * Takes one due installment for this run: a single UPDATE that only a row still 'scheduled' passes,
 * so of two instances (or two runs) reaching it at once exactly one gets it back. The attempt is
 * counted here, which names the invoice.
 */
export async function claimInstallment(
  db: Database,
  id: number,
  asOf: string,
  nowMs: number,
): Promise<PlanInstallmentRow | null> {
  const [row] = await db
    .update(planInstallments)
    .set({
      status: 'processing',
      attempts: sql`${planInstallments.attempts} + 1`,
      claimedAt: new Date(nowMs),
      updatedAt: new Date(nowMs),
    })
    .where(
      and(
        eq(planInstallments.id, id),
        eq(planInstallments.status, 'scheduled'),
        lte(planInstallments.chargeOn, asOf),
        chargingPlan(planInstallments.planId),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Installments a stopped run left 'processing' (claimed longer ago than a charge may take). With no
 * payment row for the attempt's invoice, nothing was sent to the processor (the row is written
 * first), so the claim is given back unchanged for the next run. With one, the money may have moved:
 * the installment is tied to it and waits for reconciliation, as a cut-off card payment does
 * (payments/stale-charges.ts marks the payment). Answers how many it gave back.
 */
export async function releaseStaleClaims(db: Database, nowMs: number): Promise<number> {
  const stale = await db
    .select()
    .from(planInstallments)
    .where(
      and(
        eq(planInstallments.status, 'processing'),
        isNull(planInstallments.paymentId),
        lt(planInstallments.claimedAt, new Date(nowMs - STALE_CHARGE_MS)),
      ),
    );
  let released = 0;
  for (const row of stale) {
    const invoice = invoiceOf(row.id, row.attempts);
    const [payment] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.invoice, invoice));
    const same = and(
      eq(planInstallments.id, row.id),
      eq(planInstallments.status, 'processing'),
      eq(planInstallments.attempts, row.attempts),
      isNull(planInstallments.paymentId),
    );
    if (payment) {
      await db
        .update(planInstallments)
        .set({
          paymentId: payment.id,
          failureReason: 'Pending reconciliation: the charge was cut off before its answer was saved',
          updatedAt: new Date(nowMs),
        })
        .where(same);
      continue;
    }
    const back = await db
      .update(planInstallments)
      .set({
        status: 'scheduled',
        attempts: sql`${planInstallments.attempts} - 1`,
        claimedAt: null,
        updatedAt: new Date(nowMs),
      })
      .where(same)
      .returning({ id: planInstallments.id });
    released += back.length;
  }
  return released;
}
