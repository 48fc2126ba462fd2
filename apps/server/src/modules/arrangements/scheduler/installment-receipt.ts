import { eq } from 'drizzle-orm';
import { payments } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { accountLanguage } from '../../../i18n/language';
import { t } from '../../../i18n/t';
import { addTimelineEntry } from '../../account-timeline';
import { ComplianceBlockError, guardContact, withEmailOptOut } from '../../compliance';
import { receiptOf, receiptText, renderReceiptPdf } from '../../payments';
import { type InstallmentContext, installmentNameIn } from './installment-context';

/**
 * The receipt of a charged installment, e-mailed with its PDF like a card payment's. It is a notice
 * the consumer is owed (purpose transactional): an e-mail opt-out stops it, a cease does not; a
 * blocked one is recorded by the guard and the charge stands.
 */
export async function sendInstallmentReceipt(
  deps: AppDeps,
  ctx: InstallmentContext,
  paymentId: number,
): Promise<boolean> {
  const to = ctx.account.email;
  if (!to) return false;
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.status !== 'approved') return false;
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
  const receipt = receiptOf(deps.config.brand, payment, ctx.account, lang);
  const pdf = await renderReceiptPdf(receipt);
  const code = payment.confirmationCode ?? String(payment.id);
  const intro = `${t(lang, 'arrangements:mail.receiptIntro', { installment: installmentNameIn(lang, ctx) })}\n\n`;
  await deps.db.transaction(async (tx) => {
    await deps.mail.enqueue(
      {
        to,
        subject: `${deps.config.brand.companyName}: ${receipt.title} ${code}`,
        text: withEmailOptOut(intro + receiptText(receipt), deps.config, ctx.account.id, to, lang),
        audience: { consumer: { accountId: ctx.account.id, languages: [lang] } },
        unsubscribeAccountId: ctx.account.id,
        attachments: [{ filename: `receipt-${code}.pdf`, contentType: 'application/pdf', content: pdf }],
      },
      tx,
    );
    await addTimelineEntry(tx, {
      debtAccountId: ctx.account.id,
      channel: 'Email',
      userId: null,
      message: `Payment receipt ${code} sent to ${to}`,
      details: { paymentId, to, planId: ctx.plan.id },
    });
  });
  deps.mail.notify();
  return true;
}
