import { type Brand, brandPostalAddress, SUPPORT_HOURS } from '@arrears/domain';
import type { LegalDocumentContent } from './legal-document-content';

/** Business days within which a payment error must be reported, and notice needed to cancel a recurring payment. */
export const PAYMENT_ERROR_WINDOW_BUSINESS_DAYS = 3;
export const RECURRING_CANCELLATION_NOTICE_BUSINESS_DAYS = 3;

/** The Refund Policy (/refund-policy). */
export function refundPolicy(brand: Brand): LegalDocumentContent {
  const company = brand.companyName;
  const errorWindow = `${PAYMENT_ERROR_WINDOW_BUSINESS_DAYS} business days`;
  const notice = `${RECURRING_CANCELLATION_NOTICE_BUSINESS_DAYS} business days`;
  return {
    title: 'Refund Policy',
    intro: [
      `This Refund Policy explains when a payment made to ${company} can be refunded, how to report a payment that went wrong, and how to change or cancel a recurring payment. We want every payment you make to be the one you intended, so please read it before you pay.`,
    ],
    numbered: true,
    sections: [
      {
        title: 'Scope of This Policy',
        paragraphs: [
          `This policy applies to payments made to ${company} on accounts we are collecting, whether you pay through our website, our consumer portal, our chat assistant or by telephone with one of our representatives.`,
          'It does not replace any right you have under federal or state law, including your rights under the Electronic Fund Transfer Act for bank debits and the rules of your card issuer.',
        ],
      },
      {
        title: 'Payments on a Debt Are Final',
        paragraphs: [
          'A payment on a debt reduces the balance owed to the creditor and is passed on to that creditor. For that reason, debt payments are final once they have been processed, and we cannot refund a payment simply because you later change your mind.',
          'If you are unsure about an amount, or you believe you do not owe the debt, please contact us or submit a dispute before you pay. Paying does not prevent you from disputing a debt later, but it is easier to resolve questions first.',
        ],
      },
      {
        title: 'Payment Errors',
        paragraphs: [
          `If a payment was processed in error, tell us within ${errorWindow} of the payment date. A payment error includes:`,
        ],
        bullets: [
          'a duplicate charge for the same payment;',
          'a charge for an amount different from the one you authorized;',
          'a payment applied to the wrong account;',
          'a charge you did not authorize.',
        ],
        closing: [
          'We will review the transaction and tell you what we find. When an error is confirmed, we refund the incorrect amount to the original payment method. The time the refund takes to appear depends on your bank or card issuer. Reports received after the window has passed are still reviewed, but a refund is then at our discretion unless the law requires it.',
        ],
      },
      {
        title: 'Recurring and Scheduled Payments',
        paragraphs: [
          `If you have set up a recurring or future-dated payment, you may change or cancel it by giving us at least ${notice}' notice before the scheduled payment date. Notice given later may not reach our processor in time, and the payment may still be taken; in that case it is treated as a final payment on the account.`,
          'Cancelling a recurring payment ends the arrangement for future payments only. It does not reverse payments already made, and any balance that remains on the account stays due.',
        ],
      },
      {
        title: 'Fees',
        paragraphs: [
          'Any processing or convenience fee is shown before you confirm a payment, and you can choose not to proceed. Fees are non-refundable, because they pay for a processing service that has already been provided.',
          'The only exception is a fee charged as part of a confirmed payment error described above, which is returned together with the incorrect payment.',
        ],
      },
      {
        title: 'Overpayments',
        paragraphs: [
          'If your payments exceed the balance owed, for example because a final payment crossed with a payment from another source, we will refund the excess to you once the account has been reconciled with the creditor. We will contact you if we need details to send the refund.',
        ],
      },
      {
        title: 'Chargebacks and Bank Disputes',
        paragraphs: [
          'We encourage you to contact us first about any problem with a payment; it is usually the quickest way to fix it. You keep every right you have to dispute a transaction with your card issuer or bank.',
          'If a payment is reversed through a chargeback or returned by your bank, the amount is added back to the account balance, and we will let you know.',
        ],
      },
      {
        title: 'How to Request a Refund or Cancellation',
        paragraphs: [
          `Call us at ${brand.phone} (${SUPPORT_HOURS}), e-mail ${brand.email}, or write to ${company}, ${brandPostalAddress(brand)}. Please include your name, your account reference, the date and amount of the payment and a short description of the problem.`,
          'Do not send a full card number or bank account number by e-mail; we will confirm the payment from our own records.',
        ],
      },
    ],
  };
}
