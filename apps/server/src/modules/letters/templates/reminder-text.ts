import { formatCents, formatDisplayDate, type LetterLanguage, type ReminderFigures } from '@arrears/domain';
import { pick } from './catalogue';
import type { LetterContent } from './letter-content';

/** A payment reminder: the next installment of the arrangement, or else the balance. */
export interface ReminderText {
  title: string;
  installment: (creditor: string, amount: string, date: string) => string;
  installmentAlreadyPaid: string;
  balanceOnly: (creditor: string, balance: string) => string;
  balance: string;
  ways: (phone: string) => string;
}

const en: ReminderText = {
  title: 'Payment reminder',
  installment: (creditor, amount, date) =>
    `This is a reminder that the next payment of your plan for your account with ${creditor}, ${amount}, ` +
    `is due on ${date}. It will be taken from the method on your plan on that day.`,
  installmentAlreadyPaid: 'If you have already made this payment, thank you; please disregard this reminder.',
  balanceOnly: (creditor, balance) =>
    `This is a reminder that your account with ${creditor} has a balance of ${balance}.`,
  balance: 'Balance of the account',
  ways: (phone) =>
    `You can pay in your portal, by phone at ${phone}, or by mail with your reference number. If you ` +
    'cannot pay the whole balance, ask us about a payment plan.',
};

const CATALOGUES: Partial<Record<LetterLanguage, ReminderText>> = { en };

/** The languages this letter is written in. */
export const reminderLanguages = Object.keys(CATALOGUES) as LetterLanguage[];

export function reminderContent(f: ReminderFigures, language: LetterLanguage, phone: string): LetterContent {
  const t = pick(CATALOGUES, language, 'reminder');
  const next = f.nextInstallment;
  return {
    title: t.title,
    blocks: [
      next
        ? {
            kind: 'paragraph',
            text: t.installment(
              f.currentCreditor,
              formatCents(next.amountCents),
              formatDisplayDate(next.dueDate),
            ),
          }
        : { kind: 'paragraph', text: t.balanceOnly(f.currentCreditor, formatCents(f.balanceCents)) },
      { kind: 'amounts', rows: [{ label: t.balance, amount: formatCents(f.balanceCents), bold: true }] },
      { kind: 'paragraph', text: next ? t.installmentAlreadyPaid : t.ways(phone) },
    ],
  };
}
