import { easternDateOf, parseCents } from '@arrears/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DebtAccountRow, ledgerEntries, placements } from '../../db/schema';

/** The itemization of §1006.34(c)(2)(vi)–(viii), from the ledger, in signed integer cents. */
export interface Itemization {
  itemizationDate: string;
  amountThenCents: number;
  interestCents: number;
  feesCents: number;
  /** Payments and credits since the itemization date, as a positive number taken off. */
  paymentsCreditsCents: number;
  /** Payments taken back since (returned or charged back), as a positive number added. */
  reversedPaymentsCents: number;
  /** Adjustments that raised the balance since, as a positive number added. */
  otherChargesCents: number;
  amountNowCents: number;
}

/** Kinds that lower the balance as a payment or a credit; an adjustment counts by its sign. */
const CREDIT_KINDS = new Set(['payment', 'direct_payment', 'settlement_writeoff']);

/**
 * The account's itemization date: the client's date imported on the account, else the day it was
 * placed (its placement batch, else its placed-balance entry, else the day the account was made).
 */
async function itemizationDateOf(
  db: Database,
  account: DebtAccountRow,
  entries: { kind: string; effectiveDate: string }[],
): Promise<string> {
  if (account.itemizationDate) return account.itemizationDate;
  if (account.placementId !== null) {
    const [placement] = await db
      .select({ placedOn: placements.placedOn })
      .from(placements)
      .where(eq(placements.id, account.placementId));
    if (placement) return placement.placedOn;
  }
  return (
    entries.find((e) => e.kind === 'placement')?.effectiveDate ?? easternDateOf(account.createdAt.getTime())
  );
}

/**
 * The amount on the itemization date is the ledger's balance at the end of that day. The placed
 * balance always belongs to it, whatever day it was posted: it is the creditor's balance we took
 * over, and an itemization date before placement (a charge-off date, say) would otherwise read $0.
 * Everything posted for a later day is itemized by kind, so the lines always add up to the ledger's
 * current balance, which is the account's balance (migration 0020 keeps them equal).
 */
export async function itemizationOf(db: Database, account: DebtAccountRow): Promise<Itemization> {
  const entries = await db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      effectiveDate: ledgerEntries.effectiveDate,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.debtAccountId, account.id))
    .orderBy(asc(ledgerEntries.effectiveDate), asc(ledgerEntries.id));
  const itemizationDate = await itemizationDateOf(db, account, entries);
  const it: Itemization = {
    itemizationDate,
    amountThenCents: 0,
    interestCents: 0,
    feesCents: 0,
    paymentsCreditsCents: 0,
    reversedPaymentsCents: 0,
    otherChargesCents: 0,
    amountNowCents: 0,
  };
  for (const entry of entries) {
    const cents = parseCents(entry.amount) ?? 0;
    it.amountNowCents += cents;
    if (entry.kind === 'placement' || entry.effectiveDate <= itemizationDate) it.amountThenCents += cents;
    else if (entry.kind === 'interest') it.interestCents += cents;
    else if (entry.kind === 'fee') it.feesCents += cents;
    else if (entry.kind === 'reversal') it.reversedPaymentsCents += cents;
    else if (CREDIT_KINDS.has(entry.kind) || cents < 0) it.paymentsCreditsCents -= cents;
    else it.otherChargesCents += cents;
  }
  return it;
}
