import { z } from 'zod';
import { accountSummaryItemSchema } from '../payments/account-summary-schema';

const day = z.string().describe("a calendar day, 'yyyy-mm-dd'");
const decimal = z.string().describe('an exact decimal amount, e.g. "1234.50"');

/**
 * One card of the debtor home (GET /api/customer/account-status, decision 0120): the account's one
 * balance and how it adds up (the account summary's figures, from the ledger: the balance a notice and a
 * statement print), and what is happening on it now.
 */
export const accountStatusSchema = accountSummaryItemSchema.extend({
  /** The running plan or settlement (active, or waiting for approval), newest first; null when none. */
  plan: z
    .object({
      id: z.number().int(),
      kind: z.enum(['plan', 'settlement']),
      status: z.enum(['active', 'pending_approval']),
      next: z.object({ amount: decimal, on: day }).nullable(),
    })
    .nullable(),
  /** The open promise to pay due first (made with a collector); null when none. */
  promise: z.object({ amount: decimal, dueOn: day }).nullable(),
  /**
   * The newest open dispute. `collectionPaused` is the dispute hold of the contact rules (filed within
   * the validation period, or with no notice on file): collection waits until verification is sent.
   */
  dispute: z
    .object({
      status: z.string(),
      filedOn: day,
      collectionPaused: z.boolean(),
    })
    .nullable(),
  /** The validation period of the latest notice, while it runs; null once over or with no notice on file. */
  validation: z.object({ sentOn: day, endsOn: day }).nullable(),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const accountStatusListSchema = z.object({ accounts: z.array(accountStatusSchema) });
export type AccountStatusList = z.infer<typeof accountStatusListSchema>;
