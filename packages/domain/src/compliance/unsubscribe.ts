import { z } from 'zod';
import { COMPLIANCE_MESSAGES } from './compliance-messages';

/** The e-mail unsubscribe page (/unsubscribe?token=…) and its calls (decision 0032). */
export const UNSUBSCRIBE_MESSAGES = {
  invalid:
    'This unsubscribe link is not valid or has expired. Please use the link of the latest e-mail, or call us to opt out.',
  question: 'Do you want to stop receiving e-mails from us about this account?',
  already: 'This address is already unsubscribed: we will not send it further e-mails about this account.',
  done: COMPLIANCE_MESSAGES.unsubscribed,
  failed: 'We could not record your request. Please try again, or call us to opt out.',
} as const;

/** GET /api/unsubscribe/link?token=…: what the link names, read without changing anything. */
export const unsubscribeLinkSchema = z.object({
  /** The address, partly hidden (j•••@example.com). */
  address: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeLink = z.infer<typeof unsubscribeLinkSchema>;

export const unsubscribeAnswerSchema = z.object({ message: z.string() });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
