import { z } from 'zod';
import { recallInputSchema } from '../clients/client-schemas';
import { LEDGER_KINDS } from '../ledger/ledger-kinds';
import { listDateParam, listPageFields } from '../lists/list-query';

/**
 * The client portal (decision 0055): a client user's reads under /api/client/*, each
 * scoped on the server to the user's own client. Money is a decimal string with 2 decimals.
 */
export const CLIENT_PORTAL_MESSAGES = {
  notFound: 'Account not found',
  inactiveClient: 'Your client is inactive: ask the agency to reactivate it before placing accounts',
  accountsOnly: 'The client portal places accounts only: importType must be accounts',
  notYourCode: (code: string) =>
    `client_code ${code} is not your client's code: a placement file places accounts with your client only`,
  alreadyYours:
    'This account is already one of yours: a placement file adds new accounts only. Ask us to change an account you placed',
  /**
   * A row of a placement file refused for what only the agency may say (an account number another
   * client holds, a placement that is not theirs): the same words whatever the cause (decision 0091).
   */
  rowRejected: 'This row was rejected and nothing of it was placed. Ask us why, quoting its row number',
} as const;

const pageParams = {
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100_000, 'page must be at most 100000')
    .optional(),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be 1 or more')
    .max(100, 'pageSize must be at most 100')
    .optional(),
};
export const CLIENT_PORTAL_PAGE_SIZE = 25;

/** GET /api/client/accounts: paged, searched by number or name, filtered by status or placement. */
export const clientAccountsQuerySchema = z.object({
  ...pageParams,
  search: z.string().trim().min(1).max(100, 'search must be at most 100 characters').optional(),
  status: z.string().trim().min(1).max(60, 'status must be at most 60 characters').optional(),
  placementId: z.coerce
    .number({ error: 'placementId must be a placement id' })
    .int('placementId must be a placement id')
    .positive('placementId must be a placement id')
    .max(2_147_483_647, 'placementId must be a placement id')
    .optional(),
});
export type ClientAccountsQuery = z.infer<typeof clientAccountsQuerySchema>;

export const clientAccountSchema = z.object({
  id: z.number().int(),
  accountNumber: z.string(),
  debtorName: z.string().nullable(),
  /** '***-**-1234': only the last 4 digits ever leave the server; null when none is stored. */
  ssn: z.string().nullable(),
  status: z.string().nullable(),
  placementId: z.number().int().nullable(),
  placedOn: z.string().nullable(),
  placedAmount: z.string(),
  balance: z.string(),
  /** Payments to the agency and to the client, less their reversals. */
  collected: z.string(),
  recalledAt: z.string().nullable(),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;
export const clientAccountsPageSchema = z.object({
  accounts: z.array(clientAccountSchema),
  ...listPageFields,
  /** The account statuses of the client's accounts, for the filter. */
  statuses: z.array(z.string()),
});
export type ClientAccountsPage = z.infer<typeof clientAccountsPageSchema>;

export const clientTransactionSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  debtorName: z.string().nullable(),
  kind: z.enum(LEDGER_KINDS),
  /** The effect on what the debtor owes: a payment is negative. */
  amount: z.string(),
});
export type ClientTransaction = z.infer<typeof clientTransactionSchema>;

/** The account detail: the account and its ledger, newest first. */
export const clientAccountDetailSchema = z.object({
  account: clientAccountSchema,
  transactions: z.array(clientTransactionSchema),
});
export type ClientAccountDetail = z.infer<typeof clientAccountDetailSchema>;

/** GET /api/client/transactions: paged, within a date range (both ends included). */
export const clientTransactionsQuerySchema = z
  .object({ ...pageParams, from: listDateParam('from'), to: listDateParam('to') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must be on or before to' });
export type ClientTransactionsQuery = z.infer<typeof clientTransactionsQuerySchema>;
export const clientTransactionsPageSchema = z.object({
  transactions: z.array(clientTransactionSchema),
  ...listPageFields,
});
export type ClientTransactionsPage = z.infer<typeof clientTransactionsPageSchema>;

/** A client's remittances: approved and paid ones only (a draft can still change; decision 0057). */
export const clientRemittancesQuerySchema = z.object({ ...pageParams });
export type ClientRemittancesQuery = z.infer<typeof clientRemittancesQuerySchema>;

/** One month of placements: what was placed then, and what has been collected on it since. */
export const placementMonthSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  accounts: z.number().int(),
  placed: z.string(),
  collected: z.string(),
  /** collected ÷ placed in percent, 2 decimals; "0.00" when nothing was placed. */
  liquidationRate: z.string(),
});
export type PlacementMonth = z.infer<typeof placementMonthSchema>;

export const clientDashboardSchema = z.object({
  client: z.object({ code: z.string(), name: z.string() }),
  placed: z.object({ count: z.number().int(), amount: z.string() }),
  collected: z.string(),
  liquidationRate: z.string(),
  byMonth: z.array(placementMonthSchema),
  byStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;

/** POST /api/client/recalls: the same body as the back office's recall; it takes effect at once (decision 0056). */
export const clientRecallInputSchema = recallInputSchema;
