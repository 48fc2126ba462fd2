import {
  addDays,
  formatDayIn,
  formatMoney,
  formatMoneyIn,
  fullDisclosure,
  PLAN_LIMITS,
  type PreferredLanguage,
} from '@arrears/domain';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { paymentPlans, planInstallments } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { accountLanguage } from '../../../i18n/language';
import { messagesFor } from '../../../i18n/t';
import { addTimelineEntry } from '../../account-timeline';
import { findAccount } from '../../accounts';
import { ComplianceBlockError, evaluateContactFor, guardContact, withEmailOptOut } from '../../compliance';
import { CHARGING_PLAN_STATUSES } from './claim-installments';
import {
  type InstallmentContext,
  installmentName,
  installmentNameIn,
  loadInstallmentContext,
  methodLabelIn,
} from './installment-context';
import { scrubStopsCharges } from './scrub-holds';

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
    if (await remind(deps, ctx, asOf)) sent += 1;
  }
  return sent;
}

async function remind(deps: AppDeps, ctx: InstallmentContext, asOf: string): Promise<boolean> {
  // A charge a scrub flag will hold is not announced (decision 0101); the reminder waits with it.
  if (await scrubStopsCharges(deps, ctx.account.id, asOf)) return false;
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
  const lang = accountLanguage(ctx.account);
  const { subject, text } = reminderMail(deps, ctx, lang);
  await deps.db.transaction(async (tx) => {
    await deps.mail.enqueue(
      {
        to,
        subject,
        text: withEmailOptOut(text, deps.config, ctx.account.id, to, lang),
        audience: { consumer: { accountId: ctx.account.id, languages: [lang] } },
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

function reminderMail(
  deps: AppDeps,
  ctx: InstallmentContext,
  lang: PreferredLanguage,
): { subject: string; text: string } {
  const brand = deps.config.brand;
  const m = messagesFor(lang, 'arrangements');
  const values = {
    company: brand.companyName,
    name: ctx.account.name,
    installment: installmentNameIn(lang, ctx),
    accountNumber: ctx.account.accountNumber,
    amount: formatMoneyIn(ctx.installment.amount, lang),
    when: formatDayIn(ctx.installment.dueDate, lang),
    method: ctx.method ? methodLabelIn(lang, ctx.method) : '',
    url: `${deps.config.publicUrl}/payment-plan`,
    phone: brand.phone,
  };
  return {
    subject: m('mail.reminder.subject', values),
    text: [
      m('mail.reminder.greeting', values),
      '',
      m(ctx.method ? 'mail.reminder.chargedWithMethod' : 'mail.reminder.charged', values),
      '',
      m('mail.reminder.howToChange', values),
      '',
      // The full form on every reminder: one sent by a job may be the first mail the consumer reads.
      fullDisclosure(lang),
      '',
      `${brand.companyName}, ${brand.addressLine1}, ${brand.city}, ${brand.state} ${brand.zip}`,
    ].join('\n'),
  };
}
