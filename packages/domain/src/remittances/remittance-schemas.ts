import { z } from 'zod';
import { listDateParam, listQueryShape } from '../lists/list-query';

/**
 * Remittances (decisions 0053 and 0054): what the agency owes a client for a period, and
 * the trust reconciliation. Money is a decimal string with 2 decimals.
 */
export const REMITTANCE_STATUSES = ['draft', 'approved', 'paid'] as const;
export type RemittanceStatus = (typeof REMITTANCE_STATUSES)[number];

/** A line's kind: a payment to the agency or to the client, or the reversal of either. */
export const REMITTANCE_LINE_KINDS = [
  'payment',
  'payment_reversal',
  'direct_payment',
  'direct_payment_reversal',
] as const;
export type RemittanceLineKind = (typeof REMITTANCE_LINE_KINDS)[number];

export const REMITTANCE_STATEMENT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type RemittanceStatementFormat = (typeof REMITTANCE_STATEMENT_FORMATS)[number];

export const REMITTANCE_MESSAGES = {
  notFound: 'Remittance not found',
  clientNotFound: 'Client not found',
  periodOrder: 'periodStart must be on or before periodEnd',
  periodFuture: 'periodEnd cannot be after today',
  notDraft: 'Only a draft remittance can be regenerated or approved; an approved one never changes',
  notApproved: 'Only an approved remittance can be marked paid',
  empty:
    'This remittance has no transactions, so there is nothing to send the client. Regenerate it once payments are posted, or leave it as a draft.',
} as const;

const day = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine((s) => new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), `${name} must be a real date`);

export const remittanceDraftInputSchema = z
  .object({
    // A number, or its digits as a string (a form field or a spreadsheet cell sent as text).
    clientId: z
      .union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d{1,9}$/)
            .transform(Number),
        ],
        { error: 'clientId must be a client id' },
      )
      .pipe(
        z.number({ error: 'clientId must be a client id' }).int().positive('clientId must be a client id'),
      ),
    periodStart: day('periodStart'),
    periodEnd: day('periodEnd'),
  })
  .refine((v) => v.periodStart <= v.periodEnd, { message: REMITTANCE_MESSAGES.periodOrder });
export type RemittanceDraftInput = z.infer<typeof remittanceDraftInputSchema>;

export const remittancePaidInputSchema = z.object({
  reference: z
    .string({ error: 'reference is required' })
    .trim()
    .min(1, 'reference is required')
    .max(100, 'reference is at most 100 characters'),
});

const money = z.string();

export const remittanceSchema = z.object({
  id: z.number().int(),
  clientId: z.number().int(),
  clientCode: z.string(),
  clientName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(REMITTANCE_STATUSES),
  method: z.enum(['net', 'gross']),
  /** Payments to the agency. */
  grossCollected: money,
  /** Reversals of payments to the agency (a positive amount, taken off). */
  reversals: money,
  /** Commission on the agency's collections, per line rounded half-up, summed. */
  commission: money,
  netDue: money,
  /** Payments made to the client directly (less their reversals). */
  directPayments: money,
  commissionInvoiced: money,
  lineCount: z.number().int(),
  source: z.enum(['manual', 'daily']),
  createdBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidReference: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Remittance = z.infer<typeof remittanceSchema>;

export const remittanceLineSchema = z.object({
  ledgerEntryId: z.number().int(),
  kind: z.enum(REMITTANCE_LINE_KINDS),
  date: z.string(),
  debtAccountId: z.number().int(),
  accountNumber: z.string(),
  debtorName: z.string(),
  /** Money collected: positive for a payment, negative for a reversal. */
  amount: money,
  commission: money,
  /** What the line adds to netDue (nothing for a payment made to the client). */
  net: money,
});
export type RemittanceLine = z.infer<typeof remittanceLineSchema>;

export const remittanceDetailSchema = remittanceSchema.extend({ lines: z.array(remittanceLineSchema) });
export type RemittanceDetail = z.infer<typeof remittanceDetailSchema>;

export const REMITTANCE_SORTS = ['createdAt', 'periodEnd'] as const;
export const remittancesQuerySchema = z.object({
  ...listQueryShape(REMITTANCE_SORTS),
  clientId: z.coerce.number({ error: 'clientId must be a client id' }).int().positive().optional(),
  status: z.enum(REMITTANCE_STATUSES, { error: 'status must be draft, approved or paid' }).optional(),
});
export type RemittancesQuery = z.infer<typeof remittancesQuerySchema>;

export const remittancesPageSchema = z.object({
  remittances: z.array(remittanceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RemittancesPage = z.infer<typeof remittancesPageSchema>;

export const remittanceStatementQuerySchema = z.object({
  format: z.enum(REMITTANCE_STATEMENT_FORMATS, { error: 'format must be pdf, xlsx or csv' }).default('pdf'),
});

export const trustReconciliationQuerySchema = z
  .object({ from: listDateParam('from'), to: listDateParam('to') })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'from must be on or before to' });

/** Received in trust = remitted + commission earned + held (unclaimed + in drafts + approved awaiting transfer). */
export const trustFiguresSchema = z.object({
  received: money,
  remitted: money,
  commissionEarned: money,
  held: money,
  heldUnclaimed: money,
  heldInDrafts: money,
  heldApproved: money,
});
export type TrustFigures = z.infer<typeof trustFiguresSchema>;

export const trustReconciliationSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  clients: z.array(
    trustFiguresSchema.extend({ clientId: z.number().int(), clientCode: z.string(), clientName: z.string() }),
  ),
  total: trustFiguresSchema,
});
export type TrustReconciliation = z.infer<typeof trustReconciliationSchema>;

/** The statement's columns, one line per transaction (PDF, .xlsx and CSV alike). */
export const REMITTANCE_STATEMENT_COLUMNS = [
  'Date',
  'Account number',
  'Debtor name',
  'Amount',
  'Commission',
  'Net',
] as const;
