import { formatCents, formatDisplayDate, type LetterLanguage, type PaidInFullFigures } from '@arrears/domain';
import { pick } from './catalogue';
import type { LetterContent } from './letter-content';

/** Paid in full, or settled in full (the ledger's settlement write-off closed the balance). */
export interface PaidInFullText {
  title: Record<PaidInFullFigures['outcome'], string>;
  body: Record<PaidInFullFigures['outcome'], (creditor: string, date: string) => string>;
  paid: string;
  writtenOff: string;
  balance: string;
  keep: string;
}

const en: PaidInFullText = {
  title: { paid: 'Paid in full', settled: 'Settled in full' },
  body: {
    paid: (creditor, date) =>
      `Your account with ${creditor} was paid in full on ${date}. You owe nothing more on this account, ` +
      'and we will not contact you to collect it again.',
    settled: (creditor, date) =>
      `Your account with ${creditor} was settled in full on ${date}. The settlement was paid and the rest ` +
      'of the balance was written off. You owe nothing more on this account, and we will not contact you to ' +
      'collect it again.',
  },
  paid: 'You paid',
  writtenOff: 'Written off under the settlement',
  balance: 'Balance now',
  keep: 'Please keep this letter for your records.',
};

const CATALOGUES: Partial<Record<LetterLanguage, PaidInFullText>> = { en };

/** The languages this letter is written in. */
export const paidInFullLanguages = Object.keys(CATALOGUES) as LetterLanguage[];

export function paidInFullContent(f: PaidInFullFigures, language: LetterLanguage): LetterContent {
  const t = pick(CATALOGUES, language, 'paid in full');
  return {
    title: t.title[f.outcome],
    blocks: [
      { kind: 'paragraph', text: t.body[f.outcome](f.currentCreditor, formatDisplayDate(f.closedOn)) },
      {
        kind: 'amounts',
        rows: [
          { label: t.paid, amount: formatCents(f.paidCents) },
          ...(f.writtenOffCents > 0 ? [{ label: t.writtenOff, amount: formatCents(f.writtenOffCents) }] : []),
          { label: t.balance, amount: formatCents(0), bold: true },
        ],
      },
      { kind: 'paragraph', text: t.keep },
    ],
  };
}
