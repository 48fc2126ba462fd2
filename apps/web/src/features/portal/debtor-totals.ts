import { type CustomerAccount, type PaymentTotals, parseCents } from '@arrears/domain';

/** The three tiles of the debtor home (docs/product/debtor-portal.md), in integer cents. */
export interface DebtorTotals {
  /** Sum of principal_original. */
  originalCents: number;
  /** Sum of unpaid_balance: the current balance. */
  balanceCents: number;
  /** Sum of the payment totals of these accounts. */
  paidCents: number;
}

const cents = (value: string | null | undefined) => (value ? (parseCents(value) ?? 0) : 0);

/** Debtor totals sum principal_original, unpaid_balance and payment totals across accounts (docs/product/debtor-portal.md). */
export function debtorTotalsOf(
  accounts: readonly CustomerAccount[],
  totals: PaymentTotals = {},
): DebtorTotals {
  return accounts.reduce<DebtorTotals>(
    (sum, account) => ({
      originalCents: sum.originalCents + cents(account.principal_original),
      balanceCents: sum.balanceCents + cents(account.unpaid_balance),
      paidCents: sum.paidCents + cents(totals[String(account.id)]),
    }),
    { originalCents: 0, balanceCents: 0, paidCents: 0 },
  );
}

/**
 * Payment progress = paid / (current balance + paid), in percent with one decimal (docs/product/debtor-portal.md).
 * Computed in integer tenths of a percent and rounded down, so 100.0% appears only once nothing
 * is owed; with nothing paid and nothing owed it is 0.0%.
 */
export function paymentProgressPercent({ balanceCents, paidCents }: DebtorTotals): string {
  const paid = Math.max(0, paidCents);
  const whole = Math.max(0, balanceCents) + paid;
  if (whole === 0) return '0.0';
  const tenths = Math.floor((paid * 1000) / whole);
  return `${Math.trunc(tenths / 10)}.${tenths % 10}`;
}

/** The original creditor as the portal names it: school name, else school group, else N/A (docs/product/disputes.md). */
export function originalCreditorOf(account: Pick<CustomerAccount, 'school_name' | 'school_group'>): string {
  return account.school_name?.trim() || account.school_group?.trim() || 'N/A';
}
