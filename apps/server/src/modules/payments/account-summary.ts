import {
  type AccountSummary,
  type AccountSummaryItem,
  centsToDecimal,
  formatAccountNumber,
  NOT_AVAILABLE,
  parseCents,
} from '@arrears/domain';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { debtAccounts, ledgerEntries } from '../../db/schema';

/** Entries that are money paid: to the agency, to the client, and the reversals that took it back. */
const PAID_KINDS = ['payment', 'direct_payment', 'reversal'];

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
  // The figures come from the ledger (decision 0051): what was placed, what was paid (to the agency or
  // to the client, net of reversals), and everything else posted since.
  const ledger = db
    .select({
      debtAccountId: ledgerEntries.debtAccountId,
      placed:
        sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'placement'), 0)`.as(
          'placed',
        ),
      paid: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ${PAID_KINDS}), 0)`.as(
        'paid',
      ),
      other:
        sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} not in ${[...PAID_KINDS, 'placement']}), 0)`.as(
          'other',
        ),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.debtAccountId)
    .as('ledger');
  const rows = where
    ? await db
        .select({
          id: debtAccounts.id,
          accountNumber: debtAccounts.accountNumber,
          schoolName: debtAccounts.schoolName,
          schoolGroup: debtAccounts.schoolGroup,
          original: debtAccounts.principalOriginal,
          placed: sql<string>`coalesce(${ledger.placed}, 0)::numeric(14,2)::text`,
          paid: sql<string>`coalesce(${ledger.paid}, 0)::numeric(14,2)::text`,
          other: sql<string>`coalesce(${ledger.other}, 0)::numeric(14,2)::text`,
        })
        .from(debtAccounts)
        .leftJoin(ledger, eq(ledger.debtAccountId, debtAccounts.id))
        .where(where)
        .orderBy(asc(debtAccounts.id))
    : [];

  const figures = rows.map((row) =>
    figuresOf(cents(row.original), cents(row.placed) ?? 0, cents(row.paid) ?? 0, cents(row.other) ?? 0),
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
 * Original + adjustments − payments = current balance, by construction: the balance is the ledger's
 * sum (placed + other entries − paid). The original is the principal on file, else the placed amount;
 * what lies between the two (the creditor's interest, fees and credits before placement) counts as
 * an adjustment, with everything posted since that is not a payment.
 */
function figuresOf(
  originalCents: number | null,
  placedCents: number,
  paymentsCents: number,
  otherCents: number,
): Figures {
  const original = originalCents ?? placedCents;
  return {
    originalCents: original,
    paymentsCents,
    adjustmentsCents: placedCents - original + otherCents,
    balanceCents: placedCents + otherCents - paymentsCents,
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
