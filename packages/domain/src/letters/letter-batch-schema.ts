import { z } from 'zod';
import { listPageFields, listQueryShape } from '../lists/list-query';
import { LETTER_LANGUAGES, LETTER_STATUSES, LETTER_TEMPLATES } from './letter-schema';

/** The account's address_status once mail to it came back (decision 0068). */
export const ADDRESS_STATUS_BAD = 'Bad';

export const LETTER_BATCH_MESSAGES = {
  nothingQueued: 'No print letters are waiting for a batch.',
  batchNotFound: 'Batch not found',
  batchMailed: 'Every letter of this batch is already marked mailed.',
  returnedNotMailed: 'Only a mailed letter can be marked returned.',
  addressReturned:
    'Mail to this address came back returned. Update the address before printing another letter to it.',
  heldReturnedMail: 'Held: mail to this address came back returned. It prints once the address is corrected.',
  status: `status must be one of ${LETTER_STATUSES.join(', ')}`,
} as const;

/** One letter as the back office lists it (GET /api/admin/letters). */
export const adminLetterSchema = z.object({
  id: z.number().int(),
  debtAccountId: z.number().int(),
  reference: z.string(),
  consumerName: z.string(),
  template: z.enum(LETTER_TEMPLATES),
  language: z.enum(LETTER_LANGUAGES),
  status: z.enum(LETTER_STATUSES),
  letterDate: z.string(),
  validationEndDate: z.string().nullable(),
  batchId: z.number().int().nullable(),
  mailedOn: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** Why a queued print letter is kept out of the next batch (mail to its address came back), or null. */
  held: z.string().nullable().optional(),
});
export type AdminLetter = z.infer<typeof adminLetterSchema>;

/** GET /api/admin/letters?status=&page=&pageSize= (newest first). */
export const adminLettersQuerySchema = z.object({
  status: z.enum(LETTER_STATUSES, { error: LETTER_BATCH_MESSAGES.status }).optional(),
  page: listQueryShape(['id']).page,
  pageSize: listQueryShape(['id']).pageSize,
});
export const adminLettersPageSchema = z.object({
  letters: z.array(adminLetterSchema),
  ...listPageFields,
});

export const letterBatchSchema = z.object({
  id: z.number().int(),
  letterCount: z.number().int(),
  mailedOn: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type LetterBatch = z.infer<typeof letterBatchSchema>;

/** GET /api/admin/letters/batches?page=&pageSize= (newest first). */
export const letterBatchesQuerySchema = z.object({
  page: listQueryShape(['id']).page,
  pageSize: listQueryShape(['id']).pageSize,
});
export const letterBatchesPageSchema = z.object({
  batches: z.array(letterBatchSchema),
  ...listPageFields,
});

/**
 * POST /api/admin/letters/batches/{id}/mailed: the letters marked mailed, and those refused with why
 * (a notice whose printed end date would come too early stays queued and is named here).
 */
export const batchMailedSchema = z.object({
  id: z.number().int(),
  mailedOn: z.string(),
  mailed: z.array(z.object({ id: z.number().int(), validationEndDate: z.string().nullable() })),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type BatchMailed = z.infer<typeof batchMailedSchema>;

/** POST /api/admin/letters/{id}/returned */
export const letterReturnedSchema = z.object({
  id: z.number().int(),
  status: z.enum(LETTER_STATUSES),
  returnedAt: z.string(),
});
