import { z } from 'zod';
import { eDeliveryStateSchema } from './e-delivery';
import { LETTER_DELIVERIES, LETTER_LANGUAGES, LETTER_STATUSES, LETTER_TEMPLATES } from './letter-schema';

/** One of the account's letters as the debtor workspace lists it. */
export const workspaceLetterSchema = z.object({
  id: z.number().int(),
  template: z.enum(LETTER_TEMPLATES),
  language: z.enum(LETTER_LANGUAGES),
  delivery: z.enum(LETTER_DELIVERIES),
  status: z.enum(LETTER_STATUSES),
  letterDate: z.string(),
  validationEndDate: z.string().nullable(),
  mailedOn: z.string().nullable(),
  sentOn: z.string().nullable(),
  /** Why a queued print letter waits out of the batches (returned mail), or null. */
  held: z.string().nullable(),
});
export type WorkspaceLetter = z.infer<typeof workspaceLetterSchema>;

/** GET /api/debtors/{id}/letters: the account's letters (newest first), e-mail delivery, time-barred. */
export const workspaceLettersSchema = z.object({
  letters: z.array(workspaceLetterSchema),
  eDelivery: eDeliveryStateSchema,
  timeBarred: z.boolean(),
});
export type WorkspaceLetters = z.infer<typeof workspaceLettersSchema>;

/** The workspace panel's words. */
export const WORKSPACE_LETTER_TEXT = {
  title: 'Letters',
  consentLive: (email: string, givenOn: string) =>
    `Letters go by e-mail to ${email} (consent given ${givenOn}).`,
  consentNone: 'Letters go by post. The consumer has not agreed to e-mail delivery.',
  noEmail: 'No e-mail address on file: add one before recording consent to e-mail delivery.',
  recordConsent: 'Record e-mail consent',
  withdrawConsent: 'Withdraw e-mail consent',
  noteLabel: 'How the consumer gave consent',
  notePlaceholder: 'For example: agreed on a recorded call',
  readDisclosure: 'Read the consumer this disclosure before recording consent:',
  printNotice: 'Draft notice for print',
  emailNotice: 'E-mail the notice',
  timeBarredOn: 'Time-barred: letters never mention legal action and carry the state disclosure.',
  timeBarredOff: 'Not marked time-barred.',
  markTimeBarred: 'Mark time-barred',
  clearTimeBarred: 'Clear time-barred',
  none: 'No letters yet.',
  loadError: 'Could not load the letters.',
} as const;
