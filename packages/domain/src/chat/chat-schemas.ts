import { z } from 'zod';
import { CHAT_DISPUTE_TYPES, CHAT_REQUESTED_ACTIONS } from '../disputes/dispute-types';
import { idSchema } from '../payments/money-schema';
import { dateOfBirthSchema, ssnLast4Schema } from '../portal/quick-access-schema';
import { CHAT_INTENTS } from './chat-constants';
import { CHAT_MESSAGES as M } from './chat-messages';

/**
 * The chat's calls (docs/product/chat.md). Field names are the spec's: snake_case for verification,
 * camelCase for the rest.
 */

/** POST /api/chat/verify. */
export const chatVerifyBodySchema = z.object({
  ssn_last4: ssnLast4Schema,
  dob: dateOfBirthSchema,
});
export type ChatVerifyBody = z.infer<typeof chatVerifyBodySchema>;

/**
 * Uniform for a match and a no-match (like quick access): debtor_id is the one-use reference of this
 * check, not an account id, and name stays null until the address is confirmed (a name would tell
 * anyone with an SSN last 4 and a birth date who owes a debt).
 */
export const chatVerifyResponseSchema = z.object({
  success: z.boolean(),
  debtor_id: z.string(),
  name: z.string().nullable(),
  address_options: z.array(z.string()),
});
export type ChatVerifyResponse = z.infer<typeof chatVerifyResponseSchema>;

/** POST /api/chat/verify-address. */
export const chatVerifyAddressBodySchema = z.object({
  debtor_id: z
    .string({ error: M.sessionRequired })
    .trim()
    .min(1, M.sessionRequired)
    .max(200, M.sessionRequired),
  selected_address: z
    .string({ error: 'Please select an address' })
    .trim()
    .min(1, 'Please select an address')
    .max(300),
});
export type ChatVerifyAddressBody = z.infer<typeof chatVerifyAddressBodySchema>;

/** The chat's verified account info (docs/product/chat.md), plus the account id the later calls name. */
export const chatAccountInfoSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  email_address: z.string(),
  account_number: z.string(),
  /** The chat shows this balance (docs/product/chat.md). */
  principal_balance: z.number(),
  /** What a payment may take at most. */
  unpaid_balance: z.number(),
  creditor: z.string(),
});
export type ChatAccountInfo = z.infer<typeof chatAccountInfoSchema>;

/** debtor_id is now the account id of account_info; accounts lists every account of the debtor. */
export const chatVerifyAddressResponseSchema = z.object({
  success: z.boolean(),
  debtor_id: z.number(),
  name: z.string(),
  account_info: chatAccountInfoSchema,
  accounts: z.array(chatAccountInfoSchema),
  /**
   * Ours (decision 0119): the verification also signed this browser in to the portal as the person's
   * debtor login (false when that login is deactivated: the chat still works).
   */
  signed_in: z.boolean().optional(),
});
export type ChatVerifyAddressResponse = z.infer<typeof chatVerifyAddressResponseSchema>;

const intentSchema = z.enum(CHAT_INTENTS, {
  error: "I'm not sure how to help with that specific request...",
});

/** POST /api/chat/track-intent: { intentValue, debtAccountId, sessionId } or { intent } (docs/product/chat.md). */
export const trackIntentBodySchema = z
  .object({
    intentValue: intentSchema.optional(),
    intent: intentSchema.optional(),
    debtAccountId: idSchema('Invalid account').nullish(),
    sessionId: z.string().trim().max(100).nullish(),
  })
  .refine((b) => b.intentValue !== undefined || b.intent !== undefined, {
    message: 'Intent is required',
    path: ['intentValue'],
  });
export type TrackIntentBody = z.input<typeof trackIntentBodySchema>;

export const popularIntentsResponseSchema = z.array(z.object({ intentValue: z.string() }));

/** The debtor_id /api/chat/verify hands out: a random token, never all digits (an account id is). */
const CHAT_HANDLE = /^(?!\d+$)[A-Za-z0-9_-]{20,200}$/;

/**
 * debtorId of the spec's calls (decision 0047): the chat's handle from /api/chat/verify (a string,
 * kept as is) or an account id of the session (a number). Anything else is `message`.
 */
export const chatDebtorIdSchema = (message: string) =>
  z.union([z.number(), z.string()], { error: message }).transform((v, ctx): string | number => {
    if (typeof v === 'string' && CHAT_HANDLE.test(v.trim())) return v.trim();
    const id = idSchema(message).safeParse(v);
    if (id.success) return id.data;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/**
 * GET /api/chat/payments/{debtorId} (chat payment list item, docs/product/chat.md). account_number
 * says whose payment it is when the handle lists every verified account.
 */
export const chatPaymentSchema = z.object({
  amount: z.number(),
  created_at: z.string(),
  transaction_id: z.string().nullable(),
  status: z.string(),
  account_number: z.string().optional(),
});
export const chatPaymentsResponseSchema = z.array(chatPaymentSchema);
export type ChatPayment = z.infer<typeof chatPaymentSchema>;

const required = (max: number) =>
  z.string({ error: M.disputeRequired }).trim().min(1, M.disputeRequired).max(max);

/** POST /api/disputes/submit (chat dispute, docs/product/chat.md). */
export const chatDisputeBodySchema = z.object({
  debtAccountId: idSchema('Invalid account'),
  disputeType: z.enum(CHAT_DISPUTE_TYPES, { error: M.disputeRequired }),
  description: required(5000),
  requestedAction: z.enum(CHAT_REQUESTED_ACTIONS, { error: M.disputeRequired }),
  additionalDetails: z.string().trim().max(5000).nullish(),
});
export type ChatDisputeBody = z.input<typeof chatDisputeBodySchema>;
export const chatDisputeResponseSchema = z.object({ success: z.boolean(), disputeId: z.number() });

/** POST /api/statements/request-statement (docs/product/chat.md). */
export const statementRequestBodySchema = z
  .object({
    debtorId: chatDebtorIdSchema('Invalid account'),
    deliveryMethod: z.enum(['pdf', 'email'], { error: 'Please choose PDF or e-mail' }),
    email: z.string().trim().max(254).nullish(),
  })
  .refine((b) => b.deliveryMethod !== 'email' || (b.email ?? '').includes('@'), {
    message: M.invalidEmail,
    path: ['email'],
  });
export type StatementRequestBody = z.input<typeof statementRequestBodySchema>;
/**
 * pdf is the statement as base64 (null when it was e-mailed). message, when present, says why an
 * e-mail asked for was not sent and the PDF came instead (e.g. the address is not the one on file).
 */
export const statementResponseSchema = z.object({
  pdf: z.string().nullable(),
  emailSent: z.boolean(),
  message: z.string().optional(),
});
export type StatementResponse = z.infer<typeof statementResponseSchema>;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /api/chat/contact-update: the chat contact-update form (docs/product/chat.md), kept as a request staff review. */
export const chatContactUpdateBodySchema = z
  .object({
    debtAccountId: idSchema('Invalid account'),
    phone: optionalText(20, 'Please enter a valid phone number').refine(
      (v) => v === null || /^\d{10}$/.test(v.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1')),
      'Please enter a valid phone number',
    ),
    email: optionalText(254, M.invalidEmail).refine((v) => v === null || v.includes('@'), M.invalidEmail),
    address: optionalText(200, 'Address must be at most 200 characters'),
    city: optionalText(100, 'City must be at most 100 characters'),
    state: optionalText(2, 'State must be 2 letters')
      .transform((v) => v?.toUpperCase() ?? null)
      .refine((v) => v === null || /^[A-Z]{2}$/.test(v), 'State must be 2 letters'),
    zip: optionalText(10, 'ZIP must be at most 10 characters'),
    reason: z
      .string({ error: M.contactUpdateReasonRequired })
      .trim()
      .min(1, M.contactUpdateReasonRequired)
      .max(1000),
  })
  .refine((b) => b.phone || b.email || b.address || b.city || b.state || b.zip, {
    message: M.contactUpdateEmpty,
    path: ['phone'],
  });
export type ChatContactUpdateBody = z.input<typeof chatContactUpdateBodySchema>;
export const chatContactUpdateResponseSchema = z.object({ success: z.boolean(), requestId: z.number() });

/** What staff see of a contact change request on the debtor workspace. */
export const contactChangeRequestSchema = z.object({
  id: z.number(),
  debtAccountId: z.number(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  reason: z.string(),
  source: z.string(),
  status: z.enum(['pending', 'applied', 'dismissed']),
  createdAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type ContactChangeRequest = z.infer<typeof contactChangeRequestSchema>;
export const reviewContactChangeBodySchema = z.object({
  status: z.enum(['applied', 'dismissed'], { error: 'Please choose applied or dismissed' }),
});

/** POST /api/chat/stop-contact: the debtor confirmed "Stop contacting me" (decision 0048). */
export const chatStopContactBodySchema = z.object({
  confirmed: z.literal(true, { error: 'Please confirm your request.' }),
});
export const chatStopContactResponseSchema = z.object({ success: z.boolean(), accounts: z.number() });

/** POST /api/chat/wrong-party: the number we contacted, 10 digits in any spelling (decision 0048). */
export const chatWrongPartyBodySchema = z.object({
  phone: z
    .string({ error: M.wrongPartyInvalid })
    .trim()
    .max(30, M.wrongPartyInvalid)
    .refine((v) => /^\d{10}$/.test(v.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1')), M.wrongPartyInvalid),
});
export type ChatWrongPartyBody = z.input<typeof chatWrongPartyBodySchema>;
/**
 * `stopped`: calls and texts to the number stopped on the verified session's own accounts (decision
 * 0088); false for anyone else, whose report staff review, whatever the number.
 */
export const chatWrongPartyResponseSchema = z.object({ success: z.boolean(), stopped: z.boolean() });
