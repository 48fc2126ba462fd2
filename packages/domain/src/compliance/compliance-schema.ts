import { z } from 'zod';
import { listPageFields, listQueryShape, pageParams } from '../lists/list-query';
import { COMPLIANCE_RULES, CONTACT_CHANNELS } from './compliance-types';
import { DISCLOSURE_FORMS } from './disclosure';

/** One channel's answer now: may the agent call / text / e-mail, and if not, why and until when. */
export const channelVerdictSchema = z.object({
  allowed: z.boolean(),
  rule: z.enum(COMPLIANCE_RULES).nullable(),
  message: z.string().nullable(),
  opensAt: z.string().nullable(),
});
export type ChannelVerdict = z.infer<typeof channelVerdictSchema>;

/** The 409 answer of a blocked call, text or e-mail. */
export const complianceBlockSchema = channelVerdictSchema.extend({ message: z.string() });

/** The live Compliance Snapshot of GET /api/debtors/{id} (decision 0024). */
export const complianceSnapshotSchema = z.object({
  /** Kept from the first snapshot (decision 0022). */
  openDispute: z.boolean(),
  smsOptedOut: z.boolean(),
  doNotCall: z.boolean(),
  lastContactAt: z.string().nullable(),
  /** Calls that count toward §1006.14(b)(2) in the last 7 days (this one included: today is day 7). */
  callsLast7Days: z.number(),
  /** When the next call is allowed (ISO), null when a call is allowed now or only an agent can lift the block. */
  nextCallAllowedAt: z.string().nullable(),
  /** The consumer's candidate time zones (IANA) and the local time in each, e.g. "8:12 PM". */
  localTimes: z.array(z.object({ timeZone: z.string(), localTime: z.string() })),
  optOuts: z.object({ call: z.boolean(), sms: z.boolean(), email: z.boolean() }),
  smsConsent: z.boolean(),
  cease: z.boolean(),
  disputeHold: z.boolean(),
  validation: z
    .object({ sentOn: z.string(), receivedOn: z.string(), endsOn: z.string(), open: z.boolean() })
    .nullable(),
  /**
   * The debt-collector disclosure the next text or e-mail carries (decision 0097): 'initial' (the full
   * form) until a communication has reached the consumer, 'subsequent' (the short form) after.
   */
  disclosure: z.enum(DISCLOSURE_FORMS),
  channels: z.object(
    Object.fromEntries(CONTACT_CHANNELS.map((c) => [c, channelVerdictSchema])) as {
      call: typeof channelVerdictSchema;
      sms: typeof channelVerdictSchema;
      email: typeof channelVerdictSchema;
    },
  ),
});
export type ComplianceSnapshot = z.infer<typeof complianceSnapshotSchema>;

/** Agent-recorded facts: POST /api/debtors/{id}/compliance/... bodies. */
export const CONTACT_PREFERENCE_KINDS = [
  'opt_out_call',
  'opt_out_sms',
  'opt_out_email',
  'sms_consent',
  'cease',
] as const;
export type ContactPreferenceKind = (typeof CONTACT_PREFERENCE_KINDS)[number];

export const recordPreferenceBodySchema = z.object({
  kind: z.enum(CONTACT_PREFERENCE_KINDS, { error: 'Please choose what to record' }),
  /** The phone number the consent or SMS opt-out is for (10 digits); other kinds ignore it. */
  phone: z.string().trim().max(20).nullish(),
  note: z.string().trim().max(1000).nullish(),
});
/** A recorded opt-out, consent or cease as GET /api/debtors/{id}/compliance/preferences lists it. */
export const contactPreferenceSchema = z.object({
  id: z.number(),
  kind: z.enum(CONTACT_PREFERENCE_KINDS),
  phone: z.string().nullable(),
  source: z.string(),
  note: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type ContactPreference = z.infer<typeof contactPreferenceSchema>;
export type RecordPreferenceBody = z.input<typeof recordPreferenceBodySchema>;

/** The answer of POST /api/debtors/{id}/compliance/validation-notice. */
export const validationPeriodAnswerSchema = z.object({
  sentOn: z.string(),
  receivedOn: z.string(),
  endsOn: z.string(),
  open: z.boolean(),
});

export const revokePreferenceParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const recordValidationNoticeBodySchema = z.object({
  sentOn: z
    .string({ error: 'Please enter the date the validation notice was sent' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date the validation notice was sent'),
  method: z.enum(['mail', 'email'], { error: 'Please choose mail or e-mail' }),
});

/** GET /api/admin/compliance: blocked attempts and contacts per debt per week. */
/** Columns the blocked-attempts table sorts on (server-side, GET /api/admin/compliance?sort=). */
export const BLOCKED_ATTEMPT_SORTS = [
  'createdAt',
  'accountNumber',
  'debtorName',
  'channel',
  'rule',
  'agentName',
] as const;
export type BlockedAttemptSort = (typeof BLOCKED_ATTEMPT_SORTS)[number];

/**
 * GET /api/admin/compliance: the dates, and the blocked-attempts table's optional sort, page and
 * filters (channel, rule). With any of those, `blocked` is one page and `total` counts the matches.
 */
export const complianceReportQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  ...listQueryShape(BLOCKED_ATTEMPT_SORTS),
  channel: z
    .enum(CONTACT_CHANNELS, { error: `channel must be one of ${CONTACT_CHANNELS.join(', ')}` })
    .optional(),
  rule: z.enum(COMPLIANCE_RULES, { error: `rule must be one of ${COMPLIANCE_RULES.join(', ')}` }).optional(),
  /** The weekly table's own page (with either, `weekly` is one page and `weeklyTotal` counts them all). */
  ...pageParams('weeklyPage', 'weeklyPageSize'),
});
export const contactAttemptSchema = z.object({
  id: z.number(),
  debtAccountId: z.number(),
  accountNumber: z.string(),
  debtorName: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  target: z.string().nullable(),
  allowed: z.boolean(),
  rule: z.enum(COMPLIANCE_RULES).nullable(),
  message: z.string().nullable(),
  agentName: z.string().nullable(),
  createdAt: z.string(),
});
export const weeklyContactsSchema = z.object({
  debtAccountId: z.number(),
  accountNumber: z.string(),
  debtorName: z.string(),
  /** Monday of the week, 'yyyy-mm-dd' (US Eastern). */
  weekOf: z.string(),
  calls: z.number(),
  texts: z.number(),
  emails: z.number(),
  blocked: z.number(),
});
export const complianceReportSchema = z.object({
  blocked: z.array(contactAttemptSchema),
  /**
   * With the blocked table's parameters: the range's blocked attempts by rule (every channel, whatever
   * the filters), in COMPLIANCE_RULES order; rules with none left out.
   */
  blockedByRule: z.array(z.object({ rule: z.enum(COMPLIANCE_RULES), count: z.number().int() })).optional(),
  weekly: z.array(weeklyContactsSchema),
  /**
   * When the blocked table asked for a page: the blocked attempts matching its filters. Without
   * paging parameters, only when `blocked` was cut at its limit (300): all blocked attempts of the range.
   */
  ...listPageFields,
  /** When the weekly table asked for a page, or its answer was cut at its limit (500): all its rows. */
  weeklyTotal: z.number().int().optional(),
  weeklyPage: z.number().int().optional(),
  weeklyPageSize: z.number().int().optional(),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;
