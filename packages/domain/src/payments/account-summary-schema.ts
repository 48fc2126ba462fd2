import { z } from 'zod';

const decimal = z.string().describe('an exact decimal amount, e.g. "1234.50" or "-749.25"');

/**
 * One account in GET /api/customer/account-summary (docs/product/debtor-portal.md). For every account
 * original + adjustments − payments = currentBalance, to the cent.
 */
export const accountSummaryItemSchema = z.object({
  id: z.number(),
  /** As the portal shows it: ACC_… becomes ACC- and the id on 4 digits. */
  accountLabel: z.string(),
  /** School name, else school group, else N/A. */
  originalCreditor: z.string(),
  /** principal_original (when it is missing: current balance + payments, so nothing is invented as an adjustment). */
  original: decimal,
  /** Completed payments only; pending and failed ones are not money received. */
  payments: decimal,
  /** Whatever else moved the balance: interest, fees, settlements, corrections (negative lowers it). */
  adjustments: decimal,
  /** unpaid_balance. */
  currentBalance: decimal,
});
export type AccountSummaryItem = z.infer<typeof accountSummaryItemSchema>;

/** The same four figures over all the accounts: each is the exact sum of the accounts' figures. */
export const accountSummaryTotalsSchema = accountSummaryItemSchema.pick({
  original: true,
  payments: true,
  adjustments: true,
  currentBalance: true,
});
export type AccountSummaryTotals = z.infer<typeof accountSummaryTotalsSchema>;

/** Progress = paid ÷ (current balance + paid), with its inputs so a page can show how it was made. */
export const paymentProgressSchema = z.object({
  paid: decimal,
  owed: decimal,
  /** paid + owed. */
  whole: decimal,
  /** Percent with one decimal, rounded down: "100.0" only once nothing is owed. */
  percent: z.string(),
});
export type PaymentProgressFigures = z.infer<typeof paymentProgressSchema>;

export const accountSummarySchema = z.object({
  accounts: z.array(accountSummaryItemSchema),
  totals: accountSummaryTotalsSchema,
  progress: paymentProgressSchema,
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
