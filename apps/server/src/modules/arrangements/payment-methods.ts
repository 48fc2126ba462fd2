import {
  cardBrandOf,
  isExpired,
  PAYMENT_MESSAGES,
  PLAN_MESSAGES,
  type PlanMethodInput,
} from '@arrears/domain';
import type { Transaction } from '../../db/client';
import { type PaymentMethodRow, paymentMethods } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http-error';
import {
  type ChargeAttempt,
  cardAttemptKeys,
  claimCardAttempt,
  refuseCardAttempt,
  releaseCardAttempt,
} from '../payments';

/** A method saved at the processor, ready to be written: the token and what a person recognises it by. */
export type SavedMethod = Omit<typeof paymentMethods.$inferInsert, 'id' | 'debtAccountId' | 'createdAt'>;

const BRAND_LETTERS: Record<string, string> = {
  Visa: 'V',
  Mastercard: 'M',
  'American Express': 'A',
  Discover: 'DS',
};
const BRAND_NAMES: Record<string, string> = {
  V: 'Visa',
  M: 'Mastercard',
  A: 'American Express',
  DS: 'Discover',
};

/** "Visa ending 2224", "Checking ending 7890": how the screens and the authorization name a method. */
export function methodLabel(method: {
  type: string;
  cardBrand?: string | null;
  accountType?: string | null;
  last4: string;
}): string {
  if (method.type === 'ach')
    return `${method.accountType === 'savings' ? 'Savings' : 'Checking'} ending ${method.last4}`;
  return `${BRAND_NAMES[method.cardBrand ?? ''] ?? 'Card'} ending ${method.last4}`;
}

/** Who saves a card, from where, for which account: what the card-testing limits count under. */
export interface SaveAttempt extends ChargeAttempt {
  debtAccountId: number;
}

/**
 * Sends the card or bank account to the processor once and answers its token (decision 0060): the
 * number lives in this call's memory only. A refusal is the debtor's to fix (400), nothing saved.
 * A card saved by a debtor counts against the same decline limits as a card payment (decisions
 * 0031 and 0091): the attempt is counted before the processor is asked, kept when the processor
 * refuses the card, taken back when it saves it; once a limit is used up the save is refused with
 * the payments' 429 before the processor hears of the card.
 */
export async function saveAtProcessor(
  deps: AppDeps,
  method: PlanMethodInput,
  createdByUserId: number | null,
  attempt: SaveAttempt,
): Promise<SavedMethod> {
  if (method.type === 'card') {
    if (isExpired(method.expMonth, method.expYear, new Date(deps.clock())))
      throw new HttpError(400, PAYMENT_MESSAGES.expired);
    const holderName = `${method.billingInfo.firstName} ${method.billingInfo.lastName}`.trim();
    const keys = cardAttemptKeys(attempt, attempt.debtAccountId);
    let claimId: number | null = null;
    if (keys) {
      const claim = await deps.db.transaction((tx) => claimCardAttempt(tx, deps.clock(), keys));
      if (claim.limitedBy) return refuseCardAttempt(deps, attempt, keys, claim.limitedBy);
      claimId = claim.id;
    }
    let saved: Awaited<ReturnType<AppDeps['savedMethods']['saveCard']>>;
    try {
      saved = await deps.savedMethods.saveCard({
        cardholder: holderName,
        number: method.cardNumber,
        expMonth: method.expMonth,
        expYear: method.expYear,
        cvc: method.cvv,
        avsStreet: method.billingInfo.address || undefined,
        avsZip: method.billingInfo.zip || undefined,
      });
    } catch (error) {
      // No answer about the card (as a payment's time-out): it does not count.
      if (claimId !== null) await releaseCardAttempt(deps.db, claimId);
      throw error;
    }
    // A saved card is not a decline; a refused one stays counted.
    if (saved.ok && claimId !== null) await releaseCardAttempt(deps.db, claimId);
    if (!saved.ok) throw new HttpError(400, PLAN_MESSAGES.methodNotSaved);
    // The processor's letter (V, M, A, DS) when it gives one, else the number's prefix.
    const brand =
      saved.cardType && BRAND_NAMES[saved.cardType]
        ? saved.cardType
        : (BRAND_LETTERS[cardBrandOf(method.cardNumber)] ?? null);
    return {
      type: 'card',
      processor: deps.savedMethods.name,
      token: saved.token,
      cardBrand: brand,
      last4: saved.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      accountType: null,
      holderName,
      createdByUserId,
    };
  }
  const saved = await deps.savedMethods.saveBankAccount({
    routingNumber: method.routingNumber,
    accountNumber: method.accountNumber,
    accountType: method.accountType,
    holderName: method.nameOnAccount,
  });
  if (!saved.ok) throw new HttpError(400, PLAN_MESSAGES.methodNotSaved);
  return {
    type: 'ach',
    processor: deps.savedMethods.name,
    token: saved.token,
    cardBrand: null,
    last4: saved.last4,
    expMonth: null,
    expYear: null,
    accountType: method.accountType,
    holderName: method.nameOnAccount,
    createdByUserId,
  };
}

export async function insertPaymentMethod(
  tx: Transaction,
  debtAccountId: number,
  method: SavedMethod,
): Promise<PaymentMethodRow> {
  const [row] = await tx
    .insert(paymentMethods)
    .values({ ...method, debtAccountId })
    .returning();
  if (!row) throw new Error('The payment method was not saved');
  return row;
}
