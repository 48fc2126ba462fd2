import type { CardPaymentFormValues } from '@/features/payments';

/** Chat payment (docs/product/chat.md): the required inputs, each with its name's key in forms.paymentFields. */
const REQUIRED: Array<[string, (v: CardPaymentFormValues) => unknown]> = [
  ['amount', (v) => v.amount],
  ['cardNumber', (v) => v.cardNumber],
  ['expiryMonth', (v) => v.expMonth],
  ['expiryYear', (v) => v.expYear],
  ['cvv', (v) => v.cvv],
  ['firstName', (v) => v.billingInfo?.firstName],
  ['lastName', (v) => v.billingInfo?.lastName],
];

type Say = (key: string, values?: Record<string, string>) => string;

/**
 * 'Please fill in: Card Number, CVV.' for the empty required inputs, or null when none is empty; said with
 * the chat's words (`t` of useChatText), so the field names follow the page's language too.
 */
export function missingFieldsText(t: Say, values: CardPaymentFormValues): string | null {
  const missing = REQUIRED.filter(([, read]) => String(read(values) ?? '').trim() === '').map(([key]) =>
    t(`forms.paymentFields.${key}`),
  );
  return missing.length > 0 ? t('messages.paymentMissingFields', { fields: missing.join(', ') }) : null;
}
