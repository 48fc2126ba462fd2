import type { LetterLanguage, PaidInFullFigures } from '@arrears/domain';
import { formatsOf, pick } from './catalogue';
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

const es: PaidInFullText = {
  title: { paid: 'Pagada en su totalidad', settled: 'Liquidada en su totalidad' },
  body: {
    paid: (creditor, date) =>
      `Su cuenta con ${creditor} quedó pagada en su totalidad el ${date}. Usted ya no debe nada en esta ` +
      'cuenta, y no volveremos a comunicarnos con usted para cobrarla.',
    settled: (creditor, date) =>
      `Su cuenta con ${creditor} quedó liquidada en su totalidad el ${date}. Se pagó el acuerdo de ` +
      'liquidación y se canceló el resto del saldo. Usted ya no debe nada en esta cuenta, y no volveremos a ' +
      'comunicarnos con usted para cobrarla.',
  },
  paid: 'Usted pagó',
  writtenOff: 'Cancelado según el acuerdo de liquidación',
  balance: 'Saldo ahora',
  keep: 'Le recomendamos guardar esta carta para sus registros.',
};

const CATALOGUES: Record<LetterLanguage, PaidInFullText> = { en, es };

/** The languages this letter is written in. */
export const paidInFullLanguages = Object.keys(CATALOGUES) as LetterLanguage[];

export function paidInFullContent(f: PaidInFullFigures, language: LetterLanguage): LetterContent {
  const t = pick(CATALOGUES, language, 'paid in full');
  const { money, date } = formatsOf(language);
  return {
    title: t.title[f.outcome],
    blocks: [
      { kind: 'paragraph', text: t.body[f.outcome](f.currentCreditor, date(f.closedOn)) },
      {
        kind: 'amounts',
        rows: [
          { label: t.paid, amount: money(f.paidCents) },
          ...(f.writtenOffCents > 0 ? [{ label: t.writtenOff, amount: money(f.writtenOffCents) }] : []),
          { label: t.balance, amount: money(0), bold: true },
        ],
      },
      { kind: 'paragraph', text: t.keep },
    ],
  };
}
