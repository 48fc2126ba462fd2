import { z } from 'zod';

/**
 * What can change an account's balance (docs/decisions/0051-the-money-ledger.md). The sign of an
 * entry's amount is its effect on what the debtor owes.
 */
export const LEDGER_KINDS = [
  'placement',
  'payment',
  'direct_payment',
  'adjustment',
  'interest',
  'fee',
  'reversal',
  'settlement_writeoff',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  placement: 'Placed balance',
  payment: 'Payment to the agency',
  direct_payment: 'Payment made to the client',
  adjustment: 'Adjustment',
  interest: 'Interest',
  fee: 'Fee',
  reversal: 'Reversal',
  settlement_writeoff: 'Settlement write-off',
};

/** Why a payment is reversed: the card network took it back, the bank returned it, or we voided it. */
export const REVERSAL_REASONS = ['chargeback', 'nsf', 'void'] as const;
export type ReversalReason = (typeof REVERSAL_REASONS)[number];

/** How a payment reached us (the ledger's method; the payments table says credit_card for card). */
export const LEDGER_METHODS = ['card', 'ach', 'check', 'cash', 'bank_transfer', 'other'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

/** One ledger line as the API answers it: amounts are decimal strings with 2 decimals, signed. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  debtAccountId: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.string(),
  effectiveDate: z.string(),
  postedAt: z.string(),
  postedBy: z.string().nullable(),
  method: z.string().nullable(),
  paymentId: z.number().int().nullable(),
  reversesEntryId: z.number().int().nullable(),
  reversedByEntryId: z.number().int().nullable(),
  reason: z.string().nullable(),
  description: z.string().nullable(),
  source: z.string(),
  /** The balance after this entry, in posting order. */
  balanceAfter: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
