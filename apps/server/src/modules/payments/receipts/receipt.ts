import {
  AGENCY_TIME_ZONE,
  type Brand,
  formatMoneyIn,
  fullDisclosure,
  type PreferredLanguage,
} from '@arrears/domain';
import { messagesFor } from '../../../i18n/t';
import type { PaymentRow } from '../card-payments.repository';

/** What a receipt says, in the order it says it (PDF and e-mail alike). */
export interface Receipt {
  brand: Brand;
  lang: PreferredLanguage;
  title: string;
  lines: Array<[label: string, value: string]>;
  notice: string;
}

/** "November 26, 2026 at 10:04 AM" / "26 de noviembre de 2026 a las 10:04 a.m." in the agency's time. */
const easternDateTime: Record<PreferredLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }),
  es: new Intl.DateTimeFormat('es-US', { timeZone: AGENCY_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }),
};

/** The catalogue key of each stored payment method's label. */
const METHOD_KEYS: Record<string, string> = {
  credit_card: 'creditCard',
  card: 'creditCard',
  ach: 'ach',
  bank_transfer: 'bankTransfer',
  check: 'check',
  cash: 'cash',
};

/**
 * The receipt of an approved payment, from its row and account (no card number exists to leak), in
 * `lang` (English unless the caller's rule says otherwise: decision 0073).
 */
export function receiptOf(
  brand: Brand,
  payment: PaymentRow,
  account: { accountNumber: string; name: string },
  lang: PreferredLanguage = 'en',
): Receipt {
  const m = messagesFor(lang, 'payments');
  const money = (amount: string) => formatMoneyIn(amount, lang);
  const when = payment.processedAt ?? payment.createdAt;
  const card = payment.cardLast4
    ? m('receipt.cardEnding', {
        brand: payment.cardBrand ?? m('receipt.cardFallback'),
        last4: payment.cardLast4,
      })
    : null;
  const method = METHOD_KEYS[payment.paymentMethod];
  const lines: Array<[string, string | null]> = [
    [m('receipt.lines.confirmationCode'), payment.confirmationCode],
    [m('receipt.lines.amountPaid'), money(payment.amount)],
    [m('receipt.lines.date'), m('receipt.dateTime', { when: easternDateTime[lang].format(when) })],
    [m('receipt.lines.paymentMethod'), method ? m(`receipt.methods.${method}`) : payment.paymentMethod],
    [m('receipt.lines.card'), card],
    [m('receipt.lines.account'), account.accountNumber],
    [m('receipt.lines.accountHolder'), account.name],
    [
      m('receipt.lines.previousBalance'),
      payment.balanceBefore === null ? null : money(payment.balanceBefore),
    ],
    [m('receipt.lines.newBalance'), payment.balanceAfter === null ? null : money(payment.balanceAfter)],
    [m('receipt.lines.transactionReference'), payment.transactionId ?? payment.referenceNumber],
    [m('receipt.lines.authorizationCode'), payment.authCode],
    [
      m('receipt.lines.addressCheck'),
      payment.avsResultCode ? `${payment.avsResult ?? ''} (${payment.avsResultCode})`.trim() : null,
    ],
    [
      m('receipt.lines.securityCodeCheck'),
      payment.cvcResultCode ? `${payment.cvcResult ?? ''} (${payment.cvcResultCode})`.trim() : null,
    ],
  ];
  return {
    brand,
    lang,
    title: m('receipt.title'),
    lines: lines.filter((line): line is [string, string] => Boolean(line[1])),
    notice: `${m('receipt.notice', { phone: brand.phone, email: brand.email })} ${fullDisclosure(lang)}`,
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
