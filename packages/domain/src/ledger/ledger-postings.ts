import { z } from 'zod';
import { parseCents } from '../format/money';
import { type LedgerKind, ledgerEntrySchema, REVERSAL_REASONS } from './ledger-kinds';

/** The server's answers about the ledger (docs/decisions/0051-the-money-ledger.md). */
export const LEDGER_MESSAGES = {
  entryNotFound: 'Ledger entry not found',
  onlyPaymentsReverse: 'Only a payment or a payment made to the client can be reversed',
  alreadyReversed: 'This payment has already been reversed',
  reversalReason: 'Choose why the payment is reversed: chargeback, NSF or void',
  postingKind: 'Choose what to post: adjustment, interest, fee or settlement write-off',
  amountFormat: 'Enter the amount in dollars and cents, e.g. 25.00',
  amountPositive: 'Enter an amount above zero; the kind of entry gives it its sign',
  adjustmentNotZero: 'An adjustment cannot be zero',
  amountTooLarge: 'The amount is too large',
  reasonRequired: 'Say why this entry is posted',
  effectiveDate: 'Enter the date as YYYY-MM-DD',
  effectiveDateInFuture: 'The date cannot be in the future',
  effectiveDateBeforePlacement: (placedOn: string) =>
    `The date cannot be before the account was placed with us on ${placedOn}`,
  belowZero: (balance: string) =>
    `This adjustment would take the balance of ${balance} below zero: only a refund owed to the consumer may leave a credit`,
  refundOwedAdjustmentOnly: 'Only an adjustment can be a refund owed',
  refundOwedLowers: 'A refund owed lowers the balance: enter a negative amount, e.g. -25.00',
  idempotencyKeyRequired:
    'Send an Idempotency-Key header with the posting: a new key for each posting, the same key when the same posting is sent again',
  idempotencyKeyFormat:
    'The Idempotency-Key header must be 8 to 200 characters: letters, digits, dashes, underscores, dots or colons',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different posting on this account: send a new key for a new posting',
  writeOffAboveBalance: (balance: string) => `A write-off cannot exceed the balance of ${balance}`,
  balanceChangeDefaultReason: 'Balance changed on the account edit form (no reason given)',
  recalledNoCardPayment:
    'This account has been recalled by its client: card payments are closed. A payment made to the client can still be reported.',
} as const;

/** What the back office posts by hand; a payment comes through the payment pages, a reversal by its own call. */
export const MANUAL_POSTING_KINDS = ['adjustment', 'interest', 'fee', 'settlement_writeoff'] as const;
export type ManualPostingKind = (typeof MANUAL_POSTING_KINDS)[number] & LedgerKind;

/** The largest amount one entry may carry (numeric(14,2) holds more; no real posting comes close). */
const MAX_ENTRY_CENTS = 100_000_000_00;

/**
 * The signed effect on what is owed: interest and a fee raise it, a write-off lowers it, an
 * adjustment says its own sign. Null when the amount is not one this kind accepts.
 */
export function signedPostingCents(kind: ManualPostingKind, amount: string): number | null {
  const cents = parseCents(amount);
  if (cents === null) return null;
  if (kind === 'adjustment') return cents;
  return kind === 'settlement_writeoff' ? -cents : cents;
}

const reasonText = z
  .string({ error: LEDGER_MESSAGES.reasonRequired })
  .trim()
  .min(1, LEDGER_MESSAGES.reasonRequired)
  .max(500, 'Must be at most 500 characters');

/** POST /api/admin/accounts/:id/ledger: one entry posted by hand, always with a reason. */
export const manualPostingSchema = z
  .object({
    kind: z.enum(MANUAL_POSTING_KINDS, { error: LEDGER_MESSAGES.postingKind }),
    /** A decimal string: signed for an adjustment, above zero for the others. */
    amount: z.union([z.string(), z.number()], { error: LEDGER_MESSAGES.amountFormat }).transform(String),
    /** yyyy-mm-dd; today when left out. Not in the future (checked by the server on its clock). */
    effectiveDate: z.iso
      .date(LEDGER_MESSAGES.effectiveDate)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    reason: reasonText,
    /**
     * An adjustment that returns money the consumer overpaid: the only posting that may take the
     * balance below zero, which then shows as a credit (decision 0091).
     */
    refundOwed: z.boolean({ error: 'refundOwed must be true or false' }).optional().default(false),
  })
  .superRefine((p, ctx) => {
    const text = p.amount.trim();
    const cents = /^-?\d{1,12}(\.\d{1,2})?$/.test(text) ? parseCents(text) : null;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['amount'], message });
    if (cents === null) return issue(LEDGER_MESSAGES.amountFormat);
    if (Math.abs(cents) > MAX_ENTRY_CENTS) return issue(LEDGER_MESSAGES.amountTooLarge);
    if (p.kind === 'adjustment' && cents === 0) return issue(LEDGER_MESSAGES.adjustmentNotZero);
    if (p.kind !== 'adjustment' && cents <= 0) return issue(LEDGER_MESSAGES.amountPositive);
    if (p.refundOwed && p.kind !== 'adjustment')
      return ctx.addIssue({
        code: 'custom',
        path: ['refundOwed'],
        message: LEDGER_MESSAGES.refundOwedAdjustmentOnly,
      });
    if (p.refundOwed && cents > 0) return issue(LEDGER_MESSAGES.refundOwedLowers);
  });
export type ManualPostingInput = z.output<typeof manualPostingSchema>;
export type ManualPostingBody = z.input<typeof manualPostingSchema>;

/** What a manual posting's entry says when it is a refund owed (its description). */
export const REFUND_OWED_DESCRIPTION = 'Refund owed to the consumer';

/** The Idempotency-Key header of a manual posting (decision 0091): made once per submission by the form. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string({ error: LEDGER_MESSAGES.idempotencyKeyRequired })
  .regex(/^[A-Za-z0-9_.:-]{8,200}$/, LEDGER_MESSAGES.idempotencyKeyFormat);

/** POST /api/admin/ledger/entries/:id/reverse: why the payment is taken back, and a note. */
export const reversalSchema = z.object({
  reason: z.enum(REVERSAL_REASONS, { error: LEDGER_MESSAGES.reversalReason }),
  note: z
    .string()
    .trim()
    .max(500, 'Must be at most 500 characters')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ReversalInput = z.output<typeof reversalSchema>;
export type ReversalBody = z.input<typeof reversalSchema>;

export const REVERSAL_REASON_LABELS = {
  chargeback: 'Chargeback',
  nsf: 'NSF (returned)',
  void: 'Void',
} as const;

/** Who received a payment: the agency holds it in trust; one paid to the client is reported to us. */
export const PAID_TO = ['agency', 'client'] as const;
export type PaidTo = (typeof PAID_TO)[number];
export const PAID_TO_LABELS: Record<PaidTo, string> = {
  agency: 'Paid to the agency',
  client: 'Paid directly to the client',
};

/** GET /api/admin/accounts/:id/ledger: every entry, oldest first, each with the balance after it. */
export const ledgerEntriesSchema = z.array(ledgerEntrySchema);
