import {
  formatCents,
  formatDisplayDate,
  type LetterLanguage,
  PLAN_LIMITS,
  type PlanConfirmationFigures,
} from '@arrears/domain';
import { pick } from './catalogue';
import type { LetterContent } from './letter-content';

/** The payment plan confirmation: the schedule and the authorization words kept with the plan. */
export interface PlanConfirmationText {
  title: string;
  intro: (creditor: string, total: string, count: number, frequency: string) => string;
  frequency: Record<string, string>;
  scheduleHeading: string;
  columns: [string, string, string];
  method: (label: string) => string;
  noMethod: string;
  total: string;
  authorizationHeading: (date: string) => string;
  cancel: (businessDays: number) => string;
}

const en: PlanConfirmationText = {
  title: 'Your payment plan',
  intro: (creditor, total, count, frequency) =>
    `This letter confirms your payment plan for your account with ${creditor}: ${count} ${frequency} ` +
    `payments totaling ${total}.`,
  frequency: { weekly: 'weekly', biweekly: 'every-two-weeks', monthly: 'monthly' },
  scheduleHeading: 'Your payments',
  columns: ['Payment', 'Date', 'Amount'],
  method: (label) => `Each payment is taken from ${label} on its date.`,
  noMethod: 'Each payment is taken on its date from the method you chose.',
  total: 'Total of the plan',
  authorizationHeading: (date) => `What you authorized on ${date}`,
  cancel: (days) =>
    `You can cancel the plan or change how you pay at any time, by calling us or in your portal. A payment ` +
    `fewer than ${days} business days away may still be taken.`,
};

const CATALOGUES: Partial<Record<LetterLanguage, PlanConfirmationText>> = { en };

/** The languages this letter is written in. */
export const planConfirmationLanguages = Object.keys(CATALOGUES) as LetterLanguage[];

export function planConfirmationContent(f: PlanConfirmationFigures, language: LetterLanguage): LetterContent {
  const t = pick(CATALOGUES, language, 'plan confirmation');
  const frequency = t.frequency[f.frequency] ?? f.frequency;
  return {
    title: t.title,
    blocks: [
      {
        kind: 'paragraph',
        text: t.intro(f.currentCreditor, formatCents(f.totalCents), f.installments.length, frequency),
      },
      { kind: 'heading', text: t.scheduleHeading },
      {
        kind: 'table',
        head: [...t.columns],
        rows: [
          ...f.installments.map((i) => [
            String(i.seq),
            formatDisplayDate(i.dueDate),
            formatCents(i.amountCents),
          ]),
          [t.total, '', formatCents(f.totalCents)],
        ],
      },
      { kind: 'paragraph', text: f.methodLabel ? t.method(f.methodLabel) : t.noMethod },
      { kind: 'heading', text: t.authorizationHeading(formatDisplayDate(f.authorizedAt.slice(0, 10))) },
      { kind: 'paragraph', text: f.authorizationWords },
      { kind: 'paragraph', text: t.cancel(PLAN_LIMITS.cancelNoticeBusinessDays) },
    ],
  };
}
