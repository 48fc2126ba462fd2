import type { ScrubFacts } from '../../scrubs/scrub-facts';
import type { ComplianceRule, ContactChannel } from '../compliance-types';
import type { DebtType } from '../state-rules/debt-types';

/**
 * A contact scenario an auditor reads and runs (`npm run compliance:scenarios`): given an account
 * and its history, when the agency contacts it on a channel at a moment, then the contact is
 * allowed, or blocked by a rule with its message. Instants are ISO with the offset the consumer's
 * clock shows ('2026-03-09T12:00-05:00'), so the row reads as the consumer's local time.
 */
export interface ContactScenario {
  name: string;
  given: ScenarioAccount;
  when: { channel: ContactChannel; at: string };
  expected: ScenarioExpectation;
}

export interface ScenarioAccount {
  /** USPS code; default NJ (Trenton, 08608, 609 area code: one zone, no state rule). */
  state?: string | null;
  zip?: string | null;
  phone?: string | null;
  /** Calls of the debt: when, and how they ended (default no-answer, no conversation). */
  calls?: { at: string; status?: string; conversation?: boolean }[];
  /** Texts of the debt (default delivered). */
  texts?: { at: string; status?: string }[];
  optOuts?: ContactChannel[];
  /** Consent to texts for the number (default true, so texts test the other rules). */
  smsConsent?: boolean;
  cease?: boolean;
  recalled?: boolean;
  /** An open dispute, filed at this instant. */
  disputeFiledAt?: string;
  /** 'yyyy-mm-dd' the validation notice was sent. */
  validationNoticeSentOn?: string;
  /** The states the agency lists a licence in; default every state (the licensing rows say otherwise). */
  licensedStates?: string[];
  /** Active scrub flags (decisions 0100, 0101); default none. */
  scrubs?: Partial<ScrubFacts>;
  /** The number called or texted is the consumer's attorney's (decision 0102). */
  toAttorney?: boolean;
}

export type ScenarioExpectation =
  | { allowed: true }
  | {
      allowed: false;
      rule: ComplianceRule;
      /** Words the message must contain. */
      messageIncludes?: string;
      /** When the contact opens again (ISO, with offset), or null for a block only an agent lifts. */
      opensAt?: string | null;
    };

/** A limitation scenario: given the account's debt, on a day, then time-barred or not (decision 0107). */
export interface LimitationScenario {
  name: string;
  given: {
    state: string;
    debtType: DebtType | null;
    dateOfFirstDelinquency: string | null;
    lastPaymentDate?: string | null;
  };
  when: { today: string };
  expected: { timeBarred: boolean; endsOn?: string | null };
}
