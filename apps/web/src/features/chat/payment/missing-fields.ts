import { fillChatText, CHAT_MESSAGES as M } from '@arrears/domain';
import type { CardPaymentFormValues } from '@/features/payments';

/** Chat payment (docs/product/chat.md): the required inputs, named as their labels. */
const REQUIRED: Array<[string, (v: CardPaymentFormValues) => unknown]> = [
  ['Payment Amount', (v) => v.amount],
  ['Card Number', (v) => v.cardNumber],
  ['Expiry Month', (v) => v.expMonth],
  ['Expiry Year', (v) => v.expYear],
  ['CVV', (v) => v.cvv],
  ['First Name', (v) => v.billingInfo?.firstName],
  ['Last Name', (v) => v.billingInfo?.lastName],
];

/** 'Please fill in: Card Number, CVV.' for the empty required inputs, or null when none is empty. */
export function missingFieldsText(values: CardPaymentFormValues): string | null {
  const missing = REQUIRED.filter(([, read]) => String(read(values) ?? '').trim() === '').map(
    ([label]) => label,
  );
  return missing.length > 0 ? fillChatText(M.paymentMissingFields, { fields: missing.join(', ') }) : null;
}
