import { z } from 'zod';
import { PREFERRED_LANGUAGES } from '../accounts/preferred-language';
import { complianceSnapshotSchema } from '../compliance/compliance-schema';
import { dispositionPromiseFields } from '../promises/promises';
import { CALL_DISPOSITIONS } from './calls';
import { CONTACT_CENTER_MESSAGES as M } from './contact-center-messages';

const decimal = z.string().nullable();

/** GET /api/debtors/{id}: the debtor account as the agent screen reads it (docs/product/contact-center.md). */
export const debtorAccountSchema = z.object({
  id: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  accountNumber: z.string(),
  /** The agency user who works the account (decision 0040); null: the unassigned pool. */
  assignedUserId: z.number().nullable().optional(),
  accountStatus: z.string().nullable(),
  emailAddress: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  workPhone: z.string().nullable(),
  alternatePhone: z.string().nullable(),
  unpaidBalance: decimal,
  pastDueAmount: decimal,
  daysDelinquent: z.number().nullable(),
  scheduledPaymentAmount: decimal,
  lastActivityDate: z.string().nullable(),
  lastActivityAmount: decimal,
  address: z.object({
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
  }),
  loan: z.object({
    totalContractAmount: decimal,
    interestRate: decimal,
    originationDate: z.string().nullable(),
  }),
  vehicle: z.object({ model: z.string().nullable(), vin: z.string().nullable() }),
  creditor: z.object({ schoolName: z.string().nullable() }),
  /** The language the consumer reads (decision 0072): letters, texts and e-mails about the account use it. */
  preferredLanguage: z.enum(PREFERRED_LANGUAGES),
  /** The live Compliance Snapshot (decision 0024; keeps the first snapshot's flags), not fixed text. */
  compliance: complianceSnapshotSchema,
  internalNotes: z.array(
    z.object({ id: z.number(), body: z.string(), createdAt: z.string(), userName: z.string().nullable() }),
  ),
});
export type DebtorAccount = z.infer<typeof debtorAccountSchema>;

/** GET /api/debtors/{id}/contacts (contact history entry, docs/product/contact-center.md), newest first. */
export const contactHistoryEntrySchema = z.object({
  id: z.number(),
  timestamp: z.string(),
  channel: z.string(),
  userName: z.string().nullable(),
  dispositionCode: z.string().nullable(),
  message: z.string().nullable(),
  /**
   * A call's stored recording (decision 0124), where the user may play it: admin and staff; null
   * on every other entry, for a call without a kept recording, and for everyone else.
   */
  recording: z.object({ url: z.string() }).nullable(),
});
export type ContactHistoryEntry = z.infer<typeof contactHistoryEntrySchema>;

/** GET /api/debtors/{id}/payments (payment record, agent view, docs/product/contact-center.md). */
export const agentPaymentRecordSchema = z.object({
  id: z.number(),
  paymentDate: z.string(),
  amount: z.string(),
  method: z.string(),
  transactionId: z.string().nullable(),
  status: z.string(),
  /** Where it came from: portal, agent, chat, plan, external, import (absent in older answers). */
  source: z.string().optional(),
  /** A staff card payment: when the consumer said yes, and who read them the words. */
  authorization: z.object({ authorizedAt: z.string(), readBy: z.string() }).nullable().optional(),
});

/** GET /api/debtors/{id}/visits. */
export const visitInfoSchema = z.object({ visitCount: z.number() });

/** GET /api/debtors/{id}/sms (SMS history item, docs/product/contact-center.md). */
export const smsHistoryItemSchema = z.object({
  id: z.number(),
  direction: z.enum(['outbound', 'inbound']),
  body: z.string(),
  status: z.string(),
  sentAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Decision 0040: when an agent read an inbound reply (null: unread, and always null for outbound). */
  readAt: z.string().nullable(),
  /**
   * Why a text did not go out: the compliance rule of a refused one, the carrier's error code
   * ("Error 30003") of a failed one; null otherwise (a provider's free text is never shown).
   */
  error: z.string().nullable(),
  /** The carrier keyword an inbound text is (STOP, START, HELP): what the server did with it. */
  keyword: z.enum(['stop', 'start', 'help']).nullable(),
});
export type SmsHistoryItem = z.infer<typeof smsHistoryItemSchema>;

/** POST /api/debtors/{id}/sms/read: every unread inbound text of the account marked read. */
export const markSmsReadAnswerSchema = z.object({ success: z.literal(true), marked: z.number() });
export type MarkSmsReadAnswer = z.infer<typeof markSmsReadAnswerSchema>;

const phoneNumber = z
  .string({ error: M.noPhone })
  .transform((v) => v.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1'))
  .pipe(z.string().regex(/^\d{10}$/, 'Enter a 10-digit phone number'));
const reason = z.string().trim().max(500).optional().default('');

/** The language an agent's message is written in (the compose card's choice); the server adds the disclosure in it too (decision 0097). */
export const messageLanguageSchema = z.enum(PREFERRED_LANGUAGES, { error: M.unknownLanguage });

export const sendSmsBodySchema = z.object({
  message: z.string({ error: M.emptyMessage }).trim().min(1, M.emptyMessage).max(1600),
  phoneNumber,
  language: messageLanguageSchema.optional(),
});
export const initiateCallBodySchema = z.object({ phoneNumber });
/** A call as the spec's calls answer it; status is the debtor leg's (decision 0123). */
export const callSchema = z.object({
  callSid: z.string(),
  status: z.string(),
  answeredBy: z.enum(['human', 'machine']).nullable(),
  agentLeg: z.enum(['ringing', 'in-progress', 'completed']).nullable(),
});
export const sendDtmfBodySchema = z.object({
  callSid: z.string().min(1),
  digits: z.string().regex(/^[0-9*#]{1,20}$/, 'Digits may be 0-9, * and #'),
});
export const hangUpBodySchema = z.object({ callSid: z.string().min(1) });
export const saveDispositionBodySchema = z.object({
  callSid: z.string().min(1),
  disposition: z.enum(CALL_DISPOSITIONS, { error: 'Choose a disposition' }),
  notes: z.string().trim().max(2000).optional().default(''),
  /** payment_promise only (decision 0058): what the debtor promised and by when. */
  ...dispositionPromiseFields,
});
export const addNoteBodySchema = z.object({
  body: z.string({ error: M.emptyNote }).trim().min(1, M.emptyNote).max(5000),
  category: z.literal('internal').optional().default('internal'),
});
export const updatePhoneBodySchema = z.object({
  phoneType: z.enum(['primary', 'work', 'alternate']),
  phoneNumber,
  reason,
});
export const updateEmailBodySchema = z.object({
  email: z.email('Please enter a valid email address').max(254),
  reason,
});
export const updateAddressBodySchema = z.object({
  address1: z.string().trim().min(1, 'Address is required').max(200),
  address2: z.string().trim().max(200).optional().default(''),
  city: z.string().trim().min(1, 'City is required').max(100),
  state: z.string().trim().min(1, 'State is required').max(2, 'State must be at most 2 characters'),
  zipCode: z.string().trim().min(1, 'ZIP code is required').max(5, 'ZIP code must be at most 5 characters'),
  reason,
});
/** POST /api/debtors/{id}/send-payment-receipt (docs/product/contact-center.md). */
export const sendPaymentReceiptBodySchema = z.object({
  amount: z.union([z.number(), z.string()]),
  transactionId: z.string().min(1),
  authorizationCode: z.string().nullable().optional(),
  paymentMethod: z.string().optional(),
  previousBalance: z.union([z.number(), z.string()]).optional(),
  newBalance: z.union([z.number(), z.string()]).optional(),
  paymentDate: z.string().optional(),
  avsCheck: z.string().nullable().optional(),
  cvvCheck: z.string().nullable().optional(),
});
export const successErrorSchema = z.object({ success: z.boolean(), error: z.string().optional() });

export const workQueueQuerySchema = z.object({ account: z.string().trim().max(100).optional() });

export const workQueueItemSchema = z.object({
  id: z.number(),
  accountNumber: z.string(),
  fullName: z.string().nullable(),
  unpaidBalance: z.string(),
  lastContactAt: z.string(),
  lastChannel: z.string(),
  lastMessage: z.string().nullable(),
  userName: z.string().nullable(),
});

/** GET /api/admin/contact-center/queue[?account={accountNumber}]: recently worked accounts (newest first). */
export const workQueueSchema = z.object({
  recent: z.array(workQueueItemSchema),
  /** The id of ?account={accountNumber}; null when no account has that number (or none was asked). */
  accountId: z.number().nullable(),
});
export type WorkQueue = z.infer<typeof workQueueSchema>;
export type WorkQueueItem = z.infer<typeof workQueueItemSchema>;
