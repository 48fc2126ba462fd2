import { z } from 'zod';
import type { LetterRecipient } from './letter-schema';

/**
 * What the letters other than the validation notice printed (decision 0067). Like the
 * notice, a letter keeps these figures and its PDF is drawn from them alone. Amounts in integer cents.
 */
export interface LetterBaseFigures {
  /** yyyy-mm-dd: the day the letter is dated. */
  letterDate: string;
  consumerName: string;
  addressLines: string[];
  reference: string;
  currentCreditor: string;
  /** The account was past the statute of limitations when the letter was made. */
  timeBarred: boolean;
  /** The consumer's state (two letters) for its time-barred disclosure; null when unknown. */
  consumerState: string | null;
  /** Who the envelope is addressed to when not the consumer (decision 0102); absent: the consumer. */
  recipient?: LetterRecipient;
}

export interface LetterInstallmentFigure {
  seq: number;
  dueDate: string;
  amountCents: number;
  status: string;
}

export interface PlanConfirmationFigures extends LetterBaseFigures {
  template: 'plan_confirmation';
  planId: number;
  totalCents: number;
  frequency: string;
  /** "Visa ending 4242" or "Checking ending 7890"; null when the method was removed. */
  methodLabel: string | null;
  installments: LetterInstallmentFigure[];
  authorizationWords: string;
  authorizedAt: string;
}

export interface SettlementFigures extends LetterBaseFigures {
  template: 'settlement';
  planId: number;
  /** offer: awaiting the client's approval; agreement: approved (active or completed). */
  stage: 'offer' | 'agreement';
  balanceCents: number;
  settlementCents: number;
  installments: LetterInstallmentFigure[];
  validUntil: string | null;
}

export interface PaidInFullFigures extends LetterBaseFigures {
  template: 'paid_in_full';
  /** paid: the balance reached zero by payments; settled: a settlement's remainder was written off. */
  outcome: 'paid' | 'settled';
  /** The day the balance reached zero (the last ledger entry's effective date). */
  closedOn: string;
  paidCents: number;
  writtenOffCents: number;
}

export interface ReminderFigures extends LetterBaseFigures {
  template: 'reminder';
  balanceCents: number;
  /** The next scheduled installment of a live arrangement, else null (the letter names the balance). */
  nextInstallment: { dueDate: string; amountCents: number } | null;
}

export interface VerificationFigures extends LetterBaseFigures {
  template: 'verification';
  accountNumber: string;
  originalCreditor: string;
  itemizationDate: string;
  amountThenCents: number;
  interestCents: number;
  feesCents: number;
  paymentsCreditsCents: number;
  otherChargesCents: number;
  amountNowCents: number;
  /** Every ledger entry after the itemization date, oldest first. */
  entries: { date: string; kind: string; amountCents: number }[];
}

export type OtherLetterFigures =
  | PlanConfirmationFigures
  | SettlementFigures
  | PaidInFullFigures
  | ReminderFigures
  | VerificationFigures;

/** Why a letter cannot be made for this account now: answered 409, nothing written. */
export const TEMPLATE_MESSAGES = {
  noPlan: 'This account has no payment plan to confirm.',
  noSettlement: 'This account has no settlement offer or agreement.',
  notPaid: 'This account still has a balance; a paid-in-full letter is made only when it is paid or settled.',
  paidNoReminder: 'This account has no balance to remind the consumer of.',
  languageNotYet: 'This letter is available in English only yet.',
} as const;

export const TIME_BARRED_MESSAGES = {
  timeBarred: 'Say whether the account is time-barred: true or false.',
} as const;

/** PUT /api/admin/accounts/{id}/time-barred */
export const setTimeBarredBodySchema = z.object({
  timeBarred: z.boolean({ message: TIME_BARRED_MESSAGES.timeBarred }),
});
export const timeBarredSchema = z.object({ id: z.number().int(), timeBarred: z.boolean() });

/** How the timeline and the back office name each letter. */
export const LETTER_TEMPLATE_LABELS = {
  validation_notice: 'Validation notice',
  plan_confirmation: 'Payment plan confirmation',
  settlement: 'Settlement letter',
  paid_in_full: 'Paid-in-full letter',
  reminder: 'Payment reminder',
  verification: 'Verification of the debt',
} as const;
