import type { ScrubFacts } from '../scrubs/scrub-facts';

/**
 * Contact compliance (decision 0024): the facts the server gathers before any outbound call, text or
 * e-mail, and the verdict of the rules (12 CFR 1006 Regulation F; TCPA consent for texts).
 * Pure data: evaluateContact (compliance-rules.ts) decides, the server enforces and records.
 */

export const CONTACT_CHANNELS = ['call', 'sms', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** Every rule, in the order they are checked; the first that blocks is the answer's rule. */
export const COMPLIANCE_RULES = [
  'account_recalled', // the client took the account back (decision 0050): no collection outreach at all
  'cease_communication', // cease request or 'do_not_call' disposition: all outreach
  // Scrub flags (decisions 0100-0103): set by staff, the accounts import or a scrub file.
  'bankruptcy', // automatic stay, 11 U.S.C. 362(a): no act to collect
  'deceased', // the estate's representative only (Regulation F 1006.6(a)(4))
  'attorney_represented', // the attorney, not the consumer (FDCPA 1692c(a)(2), 1006.6(b)(2))
  'military_active_duty', // SCRA: held for staff review during active duty (agency policy)
  'litigious', // known litigious consumer: held for staff review (agency policy)
  'dispute_hold', // open dispute filed within the validation period, until verification is sent
  'channel_opt_out', // STOP reply, e-mail unsubscribe, agent-recorded request (§1006.6(e), §1006.14(h))
  'sms_consent', // texts only to numbers with recorded consent (TCPA)
  // State rules as data (state-rules/, decisions 0105-0108): one block, before the hours.
  'not_licensed', // a state that requires a collection licence the agency does not list (decision 0106)
  'state_call_frequency', // a state's own limit on calls (and texts) per debt, e.g. MA 2 in 7 days (decision 0105)
  'inconvenient_time', // before 8:00 a.m. or after 9:00 p.m. in any candidate time zone (§1006.6(b)(1)(i))
  'call_frequency', // 7 calls in 7 days, or 7 days after a conversation (§1006.14(b)(2))
] as const;
export type ComplianceRule = (typeof COMPLIANCE_RULES)[number];

/** A call of this debt, as the frequency rule needs it. */
export interface CallFact {
  /** When the call was placed (ms since epoch). */
  placedAt: number;
  /** CALL_STATUSES value: busy and failed do not count (the call never connected). */
  status: string;
  /** A telephone conversation with the consumer took place (answered, and the disposition says so). */
  conversation: boolean;
}

/** A text sent about this debt, as a state's contact limit counts it (Massachusetts counts texts). */
export interface TextFact {
  sentAt: number;
  /** sms_messages.status: failed and refused texts never reached the consumer and do not count. */
  status: string;
}

export interface ContactFacts {
  channel: ContactChannel;
  /** Now, ms since epoch (the server clock). */
  now: number;
  /** Where the consumer is: the account's state and ZIP, and the phone called or texted (area code). */
  location: { state: string | null; zip: string | null; phone: string | null };
  /** Calls about this debt in at least the last 8 days (older ones may be left out). */
  calls: CallFact[];
  optOuts: Record<ContactChannel, boolean>;
  /** Consent to texts recorded for the number texted (text opt-in or agent-recorded). */
  smsConsent: boolean;
  /** A cease-communication request or a 'do_not_call' disposition is on file. */
  cease: boolean;
  /** The client recalled the account: the agency no longer collects it (absent = not recalled). */
  recalled?: boolean;
  /** An open dispute (pending or under review) and when it was filed. */
  openDispute: { filedAt: number } | null;
  /** When the validation notice was sent ('yyyy-mm-dd'), or null when none is recorded. */
  validationNoticeSentOn: string | null;
  /** Texts about this debt in at least the last 8 days (absent = none; the server always gives them). */
  texts?: TextFact[];
  /**
   * The states (USPS codes) where the agency holds a licence, from the compliance settings. Absent:
   * the licensing rule is not evaluated (the federal rules' own tests); the server always gives it.
   */
  licensedStates?: readonly string[];
  /** The account's active scrub flags (decision 0101); absent = none. */
  scrubs?: ScrubFacts;
  /** The number dialled or texted is the consumer's attorney's (decision 0102). */
  toAttorney?: boolean;
}

export interface RuleCheck {
  rule: ComplianceRule;
  passed: boolean;
  /** Why, in words an agent reads ("7 calls in the last 7 days", "8:12 PM in America/Chicago"). */
  detail: string;
}

export interface ContactVerdict {
  allowed: boolean;
  /** The first blocking rule, or null when allowed. */
  rule: ComplianceRule | null;
  /** The reason shown on the disabled control and in the 409 answer. */
  message: string | null;
  /**
   * When the contact is next allowed (ISO): for a time or frequency block, the first instant both
   * the calling hours and the call limit allow it. Null when only an agent's action lifts the block
   * (cease, dispute, opt-out, consent), or when the candidate zones never share a convenient hour.
   */
  opensAt: string | null;
  checks: RuleCheck[];
}

/** The validation period (§1006.34): assumed receipt 5 business days after sending, then 30 days. */
export interface ValidationPeriod {
  sentOn: string;
  /** Assumed receipt: 5 days after sending, not counting weekends and federal holidays. */
  receivedOn: string;
  /** The last day of the validation period: 30 days after assumed receipt. */
  endsOn: string;
}
