import type { PreferredLanguage } from '@arrears/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  type PaymentMethodRow,
  type PaymentPlanRow,
  type PlanInstallmentRow,
  paymentMethods,
  paymentPlans,
} from '../../../db/schema';
import { t } from '../../../i18n/t';
import type { PayingAccount } from '../../payments';
import { loadPayingAccount } from '../../payments';

/** An installment with what charging or reminding it needs: its plan, saved method and account. */
export interface InstallmentContext {
  installment: PlanInstallmentRow;
  plan: PaymentPlanRow;
  method: PaymentMethodRow | null;
  account: PayingAccount;
}

export async function loadInstallmentContext(
  db: Database,
  installment: PlanInstallmentRow,
): Promise<InstallmentContext | null> {
  const [plan] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, installment.planId));
  if (!plan) return null;
  const account = await loadPayingAccount(db, plan.debtAccountId);
  if (!account) return null;
  const [method] = plan.paymentMethodId
    ? await db.select().from(paymentMethods).where(eq(paymentMethods.id, plan.paymentMethodId))
    : [];
  return { installment, plan, method: method ?? null, account };
}

const BRANDS: Record<string, string> = {
  V: 'Visa',
  M: 'Mastercard',
  A: 'American Express',
  DS: 'Discover',
};

/** The processor's card type (V, M, A, DS) as the payments table and receipts name it ("Visa"). */
export function brandName(cardType: string | null): string {
  return BRANDS[cardType ?? ''] ?? cardType ?? 'Card';
}

/** "Visa ending 2224", "Checking ending 7890": how a person recognises the method. */
export function methodLabel(method: PaymentMethodRow): string {
  if (method.type === 'ach') {
    const kind = method.accountType === 'savings' ? 'Savings' : 'Checking';
    return `${kind} ending ${method.last4}`;
  }
  return `${brandName(method.cardBrand)} ending ${method.last4}`;
}

/** "installment 2 of 3 of payment plan #14" (or of settlement #14). */
export function installmentName(ctx: Pick<InstallmentContext, 'installment' | 'plan'>): string {
  const what = ctx.plan.kind === 'settlement' ? 'settlement' : 'payment plan';
  return `installment ${ctx.installment.seq} of ${ctx.plan.installmentCount} of ${what} #${ctx.plan.id}`;
}

/** The installment's name in a mail to the debtor, in the account's language. */
export function installmentNameIn(
  lang: PreferredLanguage,
  ctx: Pick<InstallmentContext, 'installment' | 'plan'>,
): string {
  return t(lang, 'arrangements:mail.installmentName', {
    seq: ctx.installment.seq,
    count: ctx.plan.installmentCount,
    kind: ctx.plan.kind,
    planId: ctx.plan.id,
  });
}

/** methodLabel in the account's language ("Visa terminada en 2224"). */
export function methodLabelIn(lang: PreferredLanguage, method: PaymentMethodRow): string {
  const key = method.type === 'ach' ? (method.accountType === 'savings' ? 'savings' : 'checking') : 'card';
  return t(lang, `arrangements:mail.method.${key}`, {
    brand: brandName(method.cardBrand),
    last4: method.last4,
  });
}

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });

/** yyyy-mm-dd → "March 5, 2026". */
export function dayInWords(day: string): string {
  return longDate.format(new Date(`${day}T12:00:00Z`));
}
