import { type Brand, formatMoney } from '@arrears/domain';
import type { PaymentRow } from '../card-payments.repository';

/** What a receipt says, in the order it says it (PDF and e-mail alike). */
export interface Receipt {
  brand: Brand;
  title: string;
  lines: Array<[label: string, value: string]>;
  notice: string;
}

const METHOD_LABELS: Record<string, string> = {
  credit_card: 'Credit Card',
  card: 'Credit Card',
  ach: 'ACH',
  bank_transfer: 'Bank Transfer',
  check: 'Check',
  cash: 'Cash',
};

const easternDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** The receipt of an approved payment, from its row and account (no card number exists to leak). */
export function receiptOf(
  brand: Brand,
  payment: PaymentRow,
  account: { accountNumber: string; name: string },
): Receipt {
  const when = payment.processedAt ?? payment.createdAt;
  const card = payment.cardLast4 ? `${payment.cardBrand ?? 'Card'} ending in ${payment.cardLast4}` : null;
  const lines: Array<[string, string | null]> = [
    ['Confirmation code', payment.confirmationCode],
    ['Amount paid', formatMoney(payment.amount)],
    ['Date', `${easternDateTime.format(when)} ET`],
    ['Payment method', METHOD_LABELS[payment.paymentMethod] ?? payment.paymentMethod],
    ['Card', card],
    ['Account', account.accountNumber],
    ['Account holder', account.name],
    ['Previous balance', payment.balanceBefore === null ? null : formatMoney(payment.balanceBefore)],
    ['New balance', payment.balanceAfter === null ? null : formatMoney(payment.balanceAfter)],
    ['Transaction reference', payment.transactionId ?? payment.referenceNumber],
    ['Authorization code', payment.authCode],
    [
      'Address check (AVS)',
      payment.avsResultCode ? `${payment.avsResult ?? ''} (${payment.avsResultCode})`.trim() : null,
    ],
    [
      'Security code check',
      payment.cvcResultCode ? `${payment.cvcResult ?? ''} (${payment.cvcResultCode})`.trim() : null,
    ],
  ];
  return {
    brand,
    title: 'Payment Receipt',
    lines: lines.filter((line): line is [string, string] => Boolean(line[1])),
    notice:
      `Keep this receipt for your records. Questions? Call ${brand.phone} (Monday-Friday 8 AM to 6 PM EST) ` +
      `or write to ${brand.email}. This communication is from a debt collector. This is an attempt to ` +
      'collect a debt and any information obtained will be used for that purpose.',
  };
}

/** The plain-text body of the receipt e-mail. */
export function receiptText(receipt: Receipt): string {
  const width = Math.max(...receipt.lines.map(([label]) => label.length));
  return [
    `${receipt.brand.companyName} - ${receipt.title}`,
    '',
    ...receipt.lines.map(([label, value]) => `${label.padEnd(width)}  ${value}`),
    '',
    receipt.notice,
    '',
    `${receipt.brand.companyName}, ${receipt.brand.addressLine1}, ${receipt.brand.city}, ${receipt.brand.state} ${receipt.brand.zip}`,
  ].join('\n');
}
