import { formatMoney, scrubBlock } from '@arrears/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type PlanInstallmentRow, planInstallments } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { addTimelineEntry } from '../../account-timeline';
import { scrubFactsOf } from '../../scrubs';
import { type InstallmentContext, installmentName } from './installment-context';

/**
 * The scrub flag that stops charging this account's plan on `asOf`, with its message (decision 0101),
 * or null. Every flag does: a bankruptcy (the automatic stay, 11 U.S.C. 362(a)(6)), a death (the
 * card is the estate's now), an attorney (the consumer's authorization is theirs to confirm),
 * active duty and a litigious consumer (staff review first).
 */
export async function scrubStopsCharges(deps: Pick<AppDeps, 'db'>, accountId: number, asOf: string) {
  return scrubBlock(await scrubFactsOf(deps.db, accountId), { today: asOf, toAttorney: false });
}

/**
 * Holds a claimed installment instead of charging it: status 'held' with the rule's message as the
 * reason, the claim's attempt given back (nothing went to the processor). A bankruptcy holds every
 * other scheduled installment of the plan too: the stay stops all of them, not one. The timeline
 * says which and why. Held installments are never charged later by themselves: staff decide.
 */
export async function holdInstallment(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  claimed: PlanInstallmentRow,
  ctx: InstallmentContext,
  block: { rule: string; message: string },
): Promise<void> {
  const now = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    await tx
      .update(planInstallments)
      .set({
        status: 'held',
        failureReason: block.message,
        attempts: sql`greatest(${planInstallments.attempts} - 1, 0)`,
        claimedAt: null,
        updatedAt: now,
      })
      .where(and(eq(planInstallments.id, claimed.id), eq(planInstallments.status, 'processing')));
    const others =
      block.rule === 'bankruptcy'
        ? await tx
            .update(planInstallments)
            .set({ status: 'held', failureReason: block.message, updatedAt: now })
            .where(and(eq(planInstallments.planId, claimed.planId), eq(planInstallments.status, 'scheduled')))
            .returning({ id: planInstallments.id })
        : [];
    const also = others.length
      ? `; ${others.length} later installment${others.length === 1 ? '' : 's'} held too`
      : '';
    await addTimelineEntry(tx, {
      debtAccountId: ctx.account.id,
      channel: 'Update',
      userId: null,
      message: `Plan payment ${formatMoney(claimed.amount)} not charged, ${installmentName(ctx)} held${also}: ${block.message}`,
      details: {
        planId: ctx.plan.id,
        installmentId: claimed.id,
        rule: block.rule,
        heldInstallmentIds: others.map((o) => o.id),
      },
      createdAt: now,
    });
  });
}
