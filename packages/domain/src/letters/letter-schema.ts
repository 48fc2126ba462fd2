import { z } from 'zod';

/** Every letter the product makes (docs/product/letters.md); only the validation notice goes by e-mail (decision 0069). */
export const LETTER_TEMPLATES = [
  'validation_notice',
  'plan_confirmation',
  'settlement',
  'paid_in_full',
  'reminder',
  'verification',
] as const;
export type LetterTemplate = (typeof LETTER_TEMPLATES)[number];
export const LETTER_LANGUAGES = ['en', 'es'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];
export const LETTER_DELIVERIES = ['print', 'email'] as const;
export type LetterDelivery = (typeof LETTER_DELIVERIES)[number];
export const LETTER_STATUSES = ['queued', 'mailed', 'emailed', 'returned'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const LETTER_MESSAGES = {
  template: `Choose a letter: ${LETTER_TEMPLATES.join(', ')}.`,
  language: 'Choose the language: en or es.',
  delivery: 'Choose the delivery: print or email.',
  emailNotYet: 'Only the validation notice can be e-mailed yet; the other letters are printed.',
  notFound: 'Letter not found',
  mailedOnInvalid: 'Give the mailing date as yyyy-mm-dd.',
  mailedOnFuture: 'A letter cannot be mailed in the future.',
  mailedBeforeLetter: 'A letter cannot be mailed before the date it was made.',
  notQueued: 'This letter is not waiting to be mailed.',
  endDateTooEarly:
    'Mailed that day, the end date printed in this notice would come too early. Make a new notice for that day instead.',
  noticeAlreadyDrafted:
    'A validation notice for this account is already waiting to be printed; the print batch dates it for its day.',
} as const;

/** POST /api/debtors/{id}/letters */
export const createLetterBodySchema = z.object({
  template: z.enum(LETTER_TEMPLATES, { message: LETTER_MESSAGES.template }),
  language: z.enum(LETTER_LANGUAGES, { message: LETTER_MESSAGES.language }),
  delivery: z.enum(LETTER_DELIVERIES, { message: LETTER_MESSAGES.delivery }),
});
export type CreateLetterBody = z.infer<typeof createLetterBodySchema>;

export const letterCreatedSchema = z.object({
  id: z.number().int(),
  status: z.enum(LETTER_STATUSES),
  validationEndDate: z.string().nullable(),
  /** The same notice in the other language, made with it (a Spanish notice, or a Spanish reader's). */
  companionLetterId: z.number().int().optional(),
});
export type LetterCreated = z.infer<typeof letterCreatedSchema>;

/** POST /api/admin/letters/{id}/mailed: the day it went in the mail (today when left out). */
export const markLetterMailedBodySchema = z
  .object({
    mailedOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, LETTER_MESSAGES.mailedOnInvalid)
      .optional(),
  })
  .default({});

export const letterMailedSchema = z.object({
  id: z.number().int(),
  status: z.enum(LETTER_STATUSES),
  mailedOn: z.string(),
  validationEndDate: z.string(),
});

/**
 * What a validation notice printed (the letter's snapshot): the PDF is drawn from this alone, so a
 * reprint shows the same figures. Amounts in signed integer cents.
 */
export interface ValidationNoticeFigures {
  /** yyyy-mm-dd: the day the letter is dated (and meant to be mailed). */
  letterDate: string;
  consumerName: string;
  addressLines: string[];
  accountNumber: string;
  /** The agency's reference the consumer quotes back. */
  reference: string;
  /** The creditor on the itemization date (the original creditor) and the one owed now (the client). */
  itemizationCreditor: string;
  currentCreditor: string;
  itemizationDate: string;
  amountThenCents: number;
  interestCents: number;
  feesCents: number;
  /** Payments and credits since then, as a positive number taken off. */
  paymentsCreditsCents: number;
  /** Payments taken back since then (returned or charged back), as a positive number added. */
  reversedPaymentsCents: number;
  /** Other changes that raised the balance (adjustments up), as a positive number added. */
  otherChargesCents: number;
  amountNowCents: number;
  validationEndDate: string;
  /** Time-barred when made (decision 0067): the notice then carries its state's disclosure. Absent on older letters. */
  timeBarred?: boolean;
  consumerState?: string | null;
  /** Who the envelope is addressed to when not the consumer (decision 0102); absent: the consumer. */
  recipient?: LetterRecipient;
}

/** The consumer's attorney, in the window instead of the consumer (FDCPA 1692c(a)(2), decision 0102). */
export interface LetterRecipient {
  name: string;
  addressLines: string[];
}

/** POST /api/admin/letters/bulk: one letter type for many accounts, each checked as one letter is (decision 0113). */
export const BULK_LETTER_MESSAGES = {
  tooMany: 'Queue letters for at most 500 accounts at a time.',
  none: 'Choose at least one account.',
} as const;
export const bulkLetterBodySchema = z.object({
  accountIds: z
    .array(z.number().int().positive())
    .min(1, { error: BULK_LETTER_MESSAGES.none })
    .max(500, { error: BULK_LETTER_MESSAGES.tooMany }),
  template: z.enum(LETTER_TEMPLATES, { message: LETTER_MESSAGES.template }),
  language: z.enum(LETTER_LANGUAGES, { message: LETTER_MESSAGES.language }).default('en'),
});
export type BulkLetterBody = z.input<typeof bulkLetterBodySchema>;
export const bulkLetterResultSchema = z.object({
  /** Letters queued for the print run, one line per account. */
  queued: z.array(z.object({ accountId: z.number().int(), letterId: z.number().int() })),
  /** Accounts the rules refused, each with the reason a single letter would have been refused with. */
  refused: z.array(z.object({ accountId: z.number().int(), status: z.number().int(), message: z.string() })),
});
export type BulkLetterResult = z.infer<typeof bulkLetterResultSchema>;
