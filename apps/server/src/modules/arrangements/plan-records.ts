import { centsToDecimal, type PlanFrequency, type PlanKind, type ScheduledAmount } from '@arrears/domain';
import type { Database, Transaction } from '../../db/client';
import { type PaymentPlanRow, paymentPlans, planInstallments } from '../../db/schema';

export interface NewPlanRecord {
  debtAccountId: number;
  kind: PlanKind;
  status: 'pending_approval' | 'active';
  totalCents: number;
  balanceCents: number;
  frequency: PlanFrequency;
  schedule: readonly ScheduledAmount[];
  paymentMethodId: number;
  channel: 'portal' | 'chat' | 'agent';
  createdByUserId: number | null;
  authorizationWords: string;
  authorizedAt: Date;
  authorizedIp: string | null;
  authorizedByUserId: number | null;
  approvalReason: string | null;
  validUntil: string | null;
}

/**
 * Writes an arrangement and its installments in one transaction (the one place plans are inserted).
 * The partial unique index refuses a second live arrangement on the account; the caller turns that
 * into a 409.
 */
export async function insertPlanRecord(
  db: Database | Transaction,
  plan: NewPlanRecord,
): Promise<PaymentPlanRow> {
  const first = plan.schedule[0];
  if (!first) throw new RangeError('A plan needs a schedule');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentPlans)
      .values({
        debtAccountId: plan.debtAccountId,
        kind: plan.kind,
        status: plan.status,
        totalAmount: centsToDecimal(plan.totalCents),
        balanceAtCreation: centsToDecimal(plan.balanceCents),
        installmentCount: plan.schedule.length,
        frequency: plan.frequency,
        firstDate: first.dueDate,
        paymentMethodId: plan.paymentMethodId,
        channel: plan.channel,
        createdByUserId: plan.createdByUserId,
        authorizationWords: plan.authorizationWords,
        authorizedAt: plan.authorizedAt,
        authorizedIp: plan.authorizedIp,
        authorizedByUserId: plan.authorizedByUserId,
        approvalReason: plan.approvalReason,
        validUntil: plan.validUntil,
      })
      .returning();
    if (!row) throw new Error('The plan was not saved');
    await tx.insert(planInstallments).values(
      plan.schedule.map((item, i) => ({
        planId: row.id,
        seq: i + 1,
        dueDate: item.dueDate,
        chargeOn: item.dueDate,
        amount: centsToDecimal(item.amountCents),
      })),
    );
    return row;
  });
}
