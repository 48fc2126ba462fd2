import {
  type BankAccountType,
  type CreatePlanBody,
  cardBrandOf,
  cardDigits,
  isExpired,
  PAYMENT_MESSAGES,
  planMethodSchema,
} from '@arrears/domain';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import type { BillingDefaults } from '@/features/payments';

export type PlanMethodType = 'card' | 'ach';

/** What the method inputs hold: the card part (as the payment page's fields name it) or the bank part. */
export interface PlanMethodValues {
  methodType: PlanMethodType;
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvv: string;
  billingInfo: BillingDefaults;
  routingNumber: string;
  accountNumber: string;
  accountType: BankAccountType | '';
  nameOnAccount: string;
}

export function methodDefaults(billing: BillingDefaults): PlanMethodValues {
  const name = `${billing.firstName} ${billing.lastName}`.trim();
  return {
    methodType: 'card',
    cardNumber: '',
    expMonth: '',
    expYear: '',
    cvv: '',
    billingInfo: billing,
    routingNumber: '',
    accountNumber: '',
    accountType: 'checking',
    nameOnAccount: name,
  };
}

type MethodBody = CreatePlanBody['method'];

/** The request's `method` from the inputs: only the chosen kind's fields are sent. */
export function methodBodyOf(values: PlanMethodValues): MethodBody {
  if (values.methodType === 'ach') {
    return {
      type: 'ach',
      routingNumber: values.routingNumber.trim(),
      accountNumber: values.accountNumber.trim(),
      accountType: values.accountType as BankAccountType,
      nameOnAccount: values.nameOnAccount.trim(),
    };
  }
  return {
    type: 'card',
    // Digits only, as the payment form sends it (the input shows groups of 4).
    cardNumber: cardDigits(values.cardNumber),
    expMonth: values.expMonth,
    expYear: values.expYear,
    cvv: values.cvv,
    billingInfo: values.billingInfo,
  };
}

/**
 * Checks the method with the server's own schema and puts each message under its input; true when
 * it passes. An empty expiry reads as 0 to that schema, so the selects are required here, and an
 * expired card is caught against this device's clock, as the payment form does. The server checks
 * again, and saves the card or account at the processor.
 */
export function checkMethod(values: PlanMethodValues, setError: UseFormSetError<PlanMethodValues>): boolean {
  const errors = new Map<FieldPath<PlanMethodValues>, string>();
  const parsed = planMethodSchema.safeParse(methodBodyOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = (issue.path.join('.') || 'methodType') as FieldPath<PlanMethodValues>;
      if (!errors.has(path)) errors.set(path, issue.message);
    }
  }
  if (values.methodType === 'card') {
    if (!values.cardNumber.trim()) errors.set('cardNumber', PAYMENT_MESSAGES.cardNumberRequired);
    if (!values.expMonth) errors.set('expMonth', PAYMENT_MESSAGES.expiryMonth);
    if (!values.expYear) errors.set('expYear', PAYMENT_MESSAGES.expiryYear);
    const month = Number(values.expMonth);
    const year = Number(values.expYear);
    if (values.expMonth && values.expYear && isExpired(month, year)) {
      errors.set('expMonth', PAYMENT_MESSAGES.expired);
    }
  }
  for (const [path, message] of errors) setError(path, { message });
  return errors.size === 0;
}

/** "Visa ending 2224", "Checking ending 7890", as the server labels a saved method; a plain word before it is typed. */
export function methodLabelOf(values: PlanMethodValues): string {
  if (values.methodType === 'ach') {
    const last4 = values.accountNumber.trim().slice(-4);
    const kind = values.accountType === 'savings' ? 'Savings' : 'Checking';
    return last4.length === 4 ? `${kind} ending ${last4}` : 'bank account';
  }
  const digits = cardDigits(values.cardNumber);
  return digits.length >= 13 ? `${cardBrandOf(digits)} ending ${digits.slice(-4)}` : 'card';
}
