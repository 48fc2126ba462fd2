import {
  easternDateOf,
  isCancellable,
  type PaymentPlan,
  PLAN_MESSAGES,
  type PlanFrequency,
  type PlanMethodInput,
  type PreferredLanguage,
  parseCents,
  planAuthorizationWords,
} from '@arrears/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { paymentPlans, planInstallments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import type { RequestOrigin } from '../../request-origin';
import { addTimelineEntry } from '../account-timeline';
import type { PayingAccount } from '../payments';
import { ARRANGEMENT_MESSAGES } from './arrangement-messages';
import { insertPaymentMethod, methodLabel, saveAtProcessor } from './payment-methods';
import type { PlanCaller } from './plan-access';
import { mailAuthorizationCopy } from './plan-mail';
import { findPlan } from './plans.repository';

const LIVE = ['pending_approval', 'active'];

async function reread(deps: AppDeps, planId: number): Promise<PaymentPlan> {
  const plan = await findPlan(deps.db, planId);
  if (!plan) throw new HttpError(404, PLAN_MESSAGES.notFound);
  return plan;
}

/**
 * Cancels a plan (the refund policy's rule, decision 0061): scheduled installments at least 3
 * business days away are cancelled; nearer ones stay scheduled and are still charged, and the
 * message says how many. A plan still waiting for approval was never charged and stops outright.
 * An installment being charged right now is left to the scheduler.
 */
export async function cancelArrangement(
  deps: AppDeps,
  plan: PaymentPlan,
  by: { userId: number; debtor: boolean },
): Promise<PaymentPlan> {
  if (!LIVE.includes(plan.status)) throw new HttpError(409, PLAN_MESSAGES.notCancellable);
  const now = deps.clock();
  const today = easternDateOf(now);
  const scheduled = plan.schedule.filter((i) => i.status === 'scheduled');
  const kept = plan.status === 'active' ? scheduled.filter((i) => !isCancellable(i.chargeOn, today)) : [];
  const stopped = scheduled.filter((i) => !kept.includes(i)).map((i) => i.id);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentPlans)
      .set({
        status: 'cancelled',
        cancelledAt: new Date(now),
        cancelledByUserId: by.userId,
        updatedAt: new Date(now),
      })
      .where(and(eq(paymentPlans.id, plan.id), inArray(paymentPlans.status, LIVE)))
      .returning({ id: paymentPlans.id });
    // Approved, declined or cancelled by someone else in the meantime: nothing was changed here.
    if (!row) throw new HttpError(409, PLAN_MESSAGES.notCancellable);
    if (stopped.length)
      await tx
        .update(planInstallments)
        .set({ status: 'cancelled', updatedAt: new Date(now) })
        .where(and(inArray(planInstallments.id, stopped), eq(planInstallments.status, 'scheduled')));
    await addTimelineEntry(tx, {
      debtAccountId: plan.debtAccountId,
      channel: 'Payment',
      userId: by.debtor ? null : by.userId,
      message: `${plan.kind === 'settlement' ? 'Settlement' : 'Payment plan'} cancelled${by.debtor ? ' by the debtor' : ''}: ${PLAN_MESSAGES.cancelledKeeps(kept.length)}`,
      details: { planId: plan.id, kept: kept.map((i) => i.id), cancelled: stopped },
      createdAt: new Date(now),
    });
  });
  return { ...(await reread(deps, plan.id)), message: PLAN_MESSAGES.cancelledKeeps(kept.length) };
}

/**
 * A new card or bank account for the installments still to come: saved at the processor, and the
 * authorization made again for them with the new method (the debtor accepted it with the change).
 */
export async function changeArrangementMethod(
  deps: AppDeps,
  plan: PaymentPlan,
  account: PayingAccount,
  caller: PlanCaller,
  method: PlanMethodInput,
  /** Where the debtor is: the authorization's address, and what the card-testing limits count under. */
  origin: RequestOrigin,
  /** The language the debtor read the new authorization in; the e-mailed copy is in it too (default English). */
  lang: PreferredLanguage = 'en',
): Promise<PaymentPlan> {
  const remaining = plan.schedule.filter((i) => i.status === 'scheduled');
  if (!LIVE.includes(plan.status) || !remaining.length)
    throw new HttpError(409, ARRANGEMENT_MESSAGES.nothingLeftToChange);
  const saved = await saveAtProcessor(deps, method, caller.id, {
    caller,
    origin,
    debtAccountId: account.id,
  });
  const label = methodLabel(saved);
  const now = deps.clock();
  const words = planAuthorizationWords(
    {
      agencyName: deps.config.brand.companyName,
      agencyPhone: deps.config.brand.phone,
      consumerName: account.name,
      accountNumber: account.accountNumber,
      methodLabel: label,
      frequency: plan.frequency as PlanFrequency,
      schedule: remaining.map((i) => ({ dueDate: i.dueDate, amountCents: parseCents(i.amount) ?? 0 })),
      settlement: plan.kind === 'settlement',
    },
    lang,
  );
  await deps.db.transaction(async (tx) => {
    const row = await insertPaymentMethod(tx, account.id, saved);
    const [updated] = await tx
      .update(paymentPlans)
      .set({
        paymentMethodId: row.id,
        authorizationWords: words,
        authorizedAt: new Date(now),
        authorizedIp: origin.ip,
        authorizedByUserId: null,
        updatedAt: new Date(now),
      })
      .where(and(eq(paymentPlans.id, plan.id), inArray(paymentPlans.status, LIVE)))
      .returning({ id: paymentPlans.id });
    if (!updated) throw new HttpError(409, ARRANGEMENT_MESSAGES.nothingLeftToChange);
    await addTimelineEntry(tx, {
      debtAccountId: account.id,
      channel: 'Payment',
      userId: null,
      message: `Payment method of the ${plan.kind === 'settlement' ? 'settlement' : 'payment plan'} changed from ${plan.method?.label ?? 'none'} to ${label}`,
      details: { planId: plan.id, paymentMethodId: row.id },
      createdAt: new Date(now),
    });
  });
  const changed = await reread(deps, plan.id);
  await mailAuthorizationCopy(deps, changed, account, null, lang);
  return changed;
}

/**
 * Staff decide a plan outside the client's authority: approved, it is charged on its dates;
 * declined, its installments are cancelled and nothing is charged.
 */
export async function decideArrangement(
  deps: AppDeps,
  planId: number,
  decision: 'approve' | 'decline',
  userId: number,
): Promise<PaymentPlan> {
  const plan = await reread(deps, planId);
  if (plan.status !== 'pending_approval') throw new HttpError(409, ARRANGEMENT_MESSAGES.notPendingApproval);
  const now = new Date(deps.clock());
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentPlans)
      .set({
        status: decision === 'approve' ? 'active' : 'declined',
        decidedByUserId: userId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(paymentPlans.id, planId), eq(paymentPlans.status, 'pending_approval')))
      .returning({ id: paymentPlans.id });
    if (!row) throw new HttpError(409, ARRANGEMENT_MESSAGES.notPendingApproval);
    if (decision === 'decline')
      await tx
        .update(planInstallments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(planInstallments.planId, planId), eq(planInstallments.status, 'scheduled')));
    await addTimelineEntry(tx, {
      debtAccountId: plan.debtAccountId,
      channel: 'Payment',
      userId,
      message: `${plan.kind === 'settlement' ? 'Settlement' : 'Payment plan'} ${decision === 'approve' ? 'approved' : 'declined'} (${plan.approvalReason ?? 'outside authority'})`,
      details: { planId, decision },
      createdAt: now,
    });
  });
  return {
    ...(await reread(deps, planId)),
    message: decision === 'approve' ? ARRANGEMENT_MESSAGES.approved : ARRANGEMENT_MESSAGES.declined,
  };
}
