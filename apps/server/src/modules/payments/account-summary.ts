import {
  type AccountSummary,
  type AccountSummaryItem,
  centsToDecimal,
  formatAccountNumber,
  NOT_AVAILABLE,
  parseCents,
} from '@arrears/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, payments } from '../../db/schema';

/** Which accounts to sum up: a portal user's own, or given ids (the chat's verified accounts). */
export type AccountSummaryScope = { userId: number } | { accountIds: readonly number[] };

interface Figures {
  originalCents: number;
  paymentsCents: number;
  adjustmentsCents: number;
  balanceCents: number;
}

const cents = (value: string | null) => (value === null ? null : (parseCents(value) ?? 0));

/**
 * The one account summary of the portal, the payment pages and the chat (docs/product/debtor-portal.md):
 * per account original amount, completed payments, adjustments and current balance, and the same
 * figures summed over the accounts. Everything is added in integer cents, so totals match to the cent.
 */
export async function accountSummaryOf(db: Database, scope: AccountSummaryScope): Promise<AccountSummary> {
  const where: SQL | undefined =
    'userId' in scope
      ? eq(debtAccounts.userId, scope.userId)
      : scope.accountIds.length > 0
        ? inArray(debtAccounts.id, [...scope.accountIds])
        : undefined;
  const rows = where
    ? await db
        .select({
          id: debtAccounts.id,
          accountNumber: debtAccounts.accountNumber,
          schoolName: debtAccounts.schoolName,
          schoolGroup: debtAccounts.schoolGroup,
          original: debtAccounts.principalOriginal,
          balance: debtAccounts.unpaidBalance,
          // Approved is what the portal calls completed: pending and failed payments moved no money.
          paid: sql<string>`coalesce(sum(${payments.amount}), 0)::numeric(14,2)::text`,
        })
        .from(debtAccounts)
        .leftJoin(payments, and(eq(payments.debtAccountId, debtAccounts.id), eq(payments.status, 'approved')))
        .where(where)
        .groupBy(debtAccounts.id)
        .orderBy(asc(debtAccounts.id))
    : [];

  const figures = rows.map((row) =>
    figuresOf(cents(row.original), cents(row.paid) ?? 0, cents(row.balance) ?? 0),
  );
  const totals = figures.reduce<Figures>(
    (sum, f) => ({
      originalCents: sum.originalCents + f.originalCents,
      paymentsCents: sum.paymentsCents + f.paymentsCents,
      adjustmentsCents: sum.adjustmentsCents + f.adjustmentsCents,
      balanceCents: sum.balanceCents + f.balanceCents,
    }),
    { originalCents: 0, paymentsCents: 0, adjustmentsCents: 0, balanceCents: 0 },
  );
  return {
    accounts: rows.map((row, i) => ({
      id: row.id,
      accountLabel: formatAccountNumber(row.accountNumber, row.id),
      originalCreditor: originalCreditorOf(row.schoolName, row.schoolGroup),
      ...decimals(figures[i]),
    })),
    totals: decimals(totals),
    progress: paymentProgressOf(totals.paymentsCents, totals.balanceCents),
  };
}

/** The original creditor as the portal names it: school name, else school group, else N/A. */
export function originalCreditorOf(schoolName: string | null, schoolGroup: string | null): string {
  return schoolName?.trim() || schoolGroup?.trim() || NOT_AVAILABLE;
}

/**
 * Adjustments are not stored yet: they are the difference that makes original + adjustments −
 * payments = current balance (interest, fees, settlements and corrections made at the creditor or on
 * import). Issue 21 posts them as ledger entries; until then this difference is the honest figure.
 * With no original amount on file the original is taken as balance + payments: nothing is invented.
 */
function figuresOf(originalCents: number | null, paymentsCents: number, balanceCents: number): Figures {
  const original = originalCents ?? balanceCents + paymentsCents;
  return {
    originalCents: original,
    paymentsCents,
    adjustmentsCents: balanceCents + paymentsCents - original,
    balanceCents,
  };
}

function decimals(
  f: Figures,
): Pick<AccountSummaryItem, 'original' | 'payments' | 'adjustments' | 'currentBalance'> {
  return {
    original: centsToDecimal(f.originalCents),
    payments: centsToDecimal(f.paymentsCents),
    adjustments: centsToDecimal(f.adjustmentsCents),
    currentBalance: centsToDecimal(f.balanceCents),
  };
}

/**
 * Progress = paid ÷ (current balance + paid) (docs/product/debtor-portal.md), in integer tenths of a
 * percent rounded down: 100.0% appears only once nothing is owed; nothing paid and nothing owed is 0.0%.
 */
export function paymentProgressOf(paymentsCents: number, balanceCents: number): AccountSummary['progress'] {
  const paid = Math.max(0, paymentsCents);
  const owed = Math.max(0, balanceCents);
  const whole = paid + owed;
  const tenths = whole === 0 ? 0 : Math.floor((paid * 1000) / whole);
  return {
    paid: centsToDecimal(paid),
    owed: centsToDecimal(owed),
    whole: centsToDecimal(whole),
    percent: `${Math.trunc(tenths / 10)}.${tenths % 10}`,
  };
}
