import { addDays, formatMoney, PLAN_LIMITS } from '@arrears/domain';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { paymentPlans, planInstallments } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { addTimelineEntry } from '../../account-timeline/account-timeline.service';
import { findAccount } from '../../accounts/accounts.repository';
import { ComplianceBlockError, evaluateContactFor, guardContact } from '../../compliance/contact-guard';
import { withEmailOptOut } from '../../compliance/opt-out';
import { CHARGING_PLAN_STATUSES } from './claim-installments';
import {
  dayInWords,
  type InstallmentContext,
  installmentName,
  loadInstallmentContext,
  methodLabel,
} from './installment-context';

/**
 * Reminds the debtor of each installment due within PLAN_LIMITS.reminderDaysBefore days (and not
 * yet due), once. The e-mail is a transactional notice through the compliance guard. Outside the
 * consumer's convenient hours nothing is claimed, so the next run (the job runs every 15 minutes)
 * sends it once the hours open; any other block is recorded by the guard and the reminder counts as
 * done. Answers how many were sent.
 */
export async function sendDueReminders(deps: AppDeps, asOf: string): Promise<number> {
  const candidates = await deps.db
    .select()
    .from(planInstallments)
    .where(
      and(
        eq(planInstallments.status, 'scheduled'),
        isNull(planInstallments.reminderSentAt),
        gt(planInstallments.dueDate, asOf),
        lte(planInstallments.dueDate, addDays(asOf, PLAN_LIMITS.reminderDaysBefore)),
        inArray(
          planInstallments.planId,
          sql`(SELECT ${paymentPlans.id} FROM ${paymentPlans} WHERE ${inArray(paymentPlans.status, [...CHARGING_PLAN_STATUSES])})`,
        ),
      ),
    );
  let sent = 0;
  for (const installment of candidates) {
    const ctx = await loadInstallmentContext(deps.db, installment);
    if (!ctx) continue;
    if (await remind(deps, ctx)) sent += 1;
  }
  return sent;
}

async function remind(deps: AppDeps, ctx: InstallmentContext): Promise<boolean> {
  const to = ctx.account.email;
  if (to) {
    const row = await findAccount(deps.db, ctx.account.id);
    if (!row) return false;
    const { verdict } = await evaluateContactFor(deps, row, 'email', to, 'transactional');
    if (!verdict.allowed && verdict.rule === 'inconvenient_time' && verdict.opensAt) return false;
  }
  // One reminder per installment, whichever run gets here first.
  const [claimed] = await deps.db
    .update(planInstallments)
    .set({ reminderSentAt: new Date(deps.clock()) })
    .where(and(eq(planInstallments.id, ctx.installment.id), isNull(planInstallments.reminderSentAt)))
    .returning({ id: planInstallments.id });
  if (!claimed || !to) return false;
  try {
    await guardContact(deps, {
      accountId: ctx.account.id,
      channel: 'email',
      target: to,
      user: null,
      purpose: 'transactional',
    });
  } catch (error) {
    if (error instanceof ComplianceBlockError) return false;
    throw error;
  }
  const { subject, text } = reminderMail(deps, ctx);
  await deps.db.transaction(async (tx) => {
    await deps.mail.enqueue(
      {
        to,
        subject,
        text: withEmailOptOut(text, deps.config, ctx.account.id, to),
        unsubscribeAccountId: ctx.account.id,
      },
      tx,
    );
    await addTimelineEntry(tx, {
      debtAccountId: ctx.account.id,
      channel: 'Email',
      userId: null,
      message: `Reminder of ${installmentName(ctx)} (${formatMoney(ctx.installment.amount)} on ${ctx.installment.dueDate}) sent to ${to}`,
      details: { planId: ctx.plan.id, installmentId: ctx.installment.id, to },
    });
  });
  deps.mail.notify();
  return true;
}

function reminderMail(deps: AppDeps, ctx: InstallmentContext): { subject: string; text: string } {
  const brand = deps.config.brand;
  const amount = formatMoney(ctx.installment.amount);
  const when = dayInWords(ctx.installment.dueDate);
  const how = ctx.method ? ` to your ${methodLabel(ctx.method)}` : '';
  return {
    subject: `${brand.companyName}: your payment of ${amount} is due on ${when}`,
    text: [
      `Dear ${ctx.account.name},`,
      '',
      `This is a reminder that ${installmentName(ctx)} on account ${ctx.account.accountNumber}, ${amount}, will be charged${how} on ${when}.`,
      '',
      `To see your plan or change how you pay, sign in at ${deps.config.publicUrl}/payment-plan or call ${brand.phone}. ` +
        'A payment less than 3 business days away can no longer be stopped.',
      '',
      'This communication is from a debt collector. This is an attempt to collect a debt and any ' +
        'information obtained will be used for that purpose.',
      '',
      `${brand.companyName}, ${brand.addressLine1}, ${brand.city}, ${brand.state} ${brand.zip}`,
    ].join('\n'),
  };
}
