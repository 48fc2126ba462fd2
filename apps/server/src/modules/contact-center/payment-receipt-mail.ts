import { PAYMENT_MESSAGES } from '@arrears/domain';
import { and, desc, eq, or } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import { accountLanguage } from '../../i18n/language';
import { addTimelineEntry } from '../account-timeline';
import { guardContact, withEmailOptOut } from '../compliance';
import { loadPayingAccount, receiptOf, receiptText, renderReceiptPdf } from '../payments';

export const RECEIPT_PAYMENT_NOT_FOUND = 'No payment with this transaction ID was found on this account';

/**
 * POST /api/debtors/{id}/send-payment-receipt: the receipt of the account's approved payment whose
 * gateway reference (refnum) is `transactionId`, e-mailed to the account's address with the PDF
 * attached. The amounts in the request are the page's copy: the receipt is built from the stored row.
 */
export async function sendPaymentReceipt(
  deps: AppDeps,
  debtAccountId: number,
  userId: number,
  transactionId: string,
): Promise<string> {
  const account = await loadPayingAccount(deps.db, debtAccountId);
  if (!account) throw new HttpError(404, 'Account not found');
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.debtAccountId, debtAccountId),
        or(eq(payments.transactionId, transactionId), eq(payments.referenceNumber, transactionId)),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment) throw new HttpError(404, RECEIPT_PAYMENT_NOT_FOUND);
  if (payment.status !== 'approved') throw new HttpError(409, PAYMENT_MESSAGES.receiptNotAvailable);
  if (!account.email) throw new HttpError(400, PAYMENT_MESSAGES.noReceiptEmail);

  // A receipt of a payment the consumer made is a transactional notice: cease and dispute hold do
  // not stop it, an e-mail opt-out does (decision 0024).
  await guardContact(deps, {
    accountId: debtAccountId,
    channel: 'email',
    target: account.email,
    user: { id: userId },
    purpose: 'transactional',
  });
  // Sent by staff about the account: in the account's language.
  const receipt = receiptOf(deps.config.brand, payment, account, accountLanguage(account));
  const pdf = await renderReceiptPdf(receipt);
  const code = payment.confirmationCode ?? String(payment.id);
  const to = account.email;
  await deps.db.transaction(async (tx) => {
    await deps.mail.enqueue(
      {
        to,
        subject: `${deps.config.brand.companyName}: ${receipt.title} ${code}`,
        text: withEmailOptOut(receiptText(receipt), deps.config, debtAccountId, to, receipt.lang),
        audience: { consumer: { accountId: debtAccountId, languages: [receipt.lang] } },
        unsubscribeAccountId: debtAccountId,
        attachments: [{ filename: `receipt-${code}.pdf`, contentType: 'application/pdf', content: pdf }],
      },
      tx,
    );
    await addTimelineEntry(tx, {
      debtAccountId,
      channel: 'Email',
      userId,
      message: `Payment receipt ${code} sent to ${to}`,
      details: { paymentId: payment.id, to },
    });
  });
  deps.mail.notify();
  return to;
}
