import type { LetterLanguage, SettlementFigures } from '@arrears/domain';
import { formatsOf, pick } from './catalogue';
import type { LetterContent } from './letter-content';

/** The settlement offer (awaiting approval) or agreement (approved): amount, payments, valid until. */
export interface SettlementText {
  title: Record<SettlementFigures['stage'], string>;
  intro: Record<
    SettlementFigures['stage'],
    (creditor: string, settlement: string, balance: string) => string
  >;
  amountsHeading: string;
  balanceNow: string;
  settleFor: string;
  remainder: string;
  scheduleHeading: string;
  columns: [string, string, string];
  validUntil: (date: string) => string;
  whenPaid: (remainder: string) => string;
}

const en: SettlementText = {
  title: { offer: 'Settlement offer', agreement: 'Settlement agreement' },
  intro: {
    offer: (creditor, settlement, balance) =>
      `We can offer to settle your account with ${creditor}, now ${balance}, for ${settlement}. ` +
      'The offer is being reviewed for approval; we will write to you when it is approved.',
    agreement: (creditor, settlement, balance) =>
      `This letter confirms the agreement to settle your account with ${creditor}, now ${balance}, for ${settlement}.`,
  },
  amountsHeading: 'The settlement',
  balanceNow: 'Balance of the account now',
  settleFor: 'Settlement amount',
  remainder: 'Written off when every payment is made',
  scheduleHeading: 'Your payments',
  columns: ['Payment', 'Date', 'Amount'],
  validUntil: (date) => `This offer is open until ${date}.`,
  whenPaid: (remainder) =>
    `When every payment is made on its date, the rest of the balance, ${remainder}, is written off and the ` +
    'account is closed as settled in full. If a payment is missed, the settlement may end and the balance ' +
    'left after your payments stays owed.',
};

const es: SettlementText = {
  title: { offer: 'Oferta de liquidación', agreement: 'Acuerdo de liquidación' },
  intro: {
    offer: (creditor, settlement, balance) =>
      `Podemos ofrecerle liquidar su cuenta con ${creditor}, que hoy tiene un saldo de ${balance}, por ` +
      `${settlement}. La oferta está en revisión para su aprobación; le escribiremos cuando sea aprobada.`,
    agreement: (creditor, settlement, balance) =>
      `Esta carta confirma el acuerdo para liquidar su cuenta con ${creditor}, que hoy tiene un saldo de ` +
      `${balance}, por ${settlement}.`,
  },
  amountsHeading: 'La liquidación',
  balanceNow: 'Saldo de la cuenta ahora',
  settleFor: 'Cantidad de la liquidación',
  remainder: 'Se cancela cuando se hagan todos los pagos',
  scheduleHeading: 'Sus pagos',
  columns: ['Pago', 'Fecha', 'Cantidad'],
  validUntil: (date) => `Esta oferta es válida hasta el ${date}.`,
  whenPaid: (remainder) =>
    `Cuando se haga cada pago en su fecha, el resto del saldo, ${remainder}, se cancela y la cuenta se ` +
    'cierra como liquidada en su totalidad. Si falta un pago, es posible que la liquidación termine, y el ' +
    'saldo que quede después de sus pagos se seguirá debiendo.',
};

const CATALOGUES: Record<LetterLanguage, SettlementText> = { en, es };

/** The languages this letter is written in. */
export const settlementLanguages = Object.keys(CATALOGUES) as LetterLanguage[];

export function settlementContent(f: SettlementFigures, language: LetterLanguage): LetterContent {
  const t = pick(CATALOGUES, language, 'settlement');
  const { money, date } = formatsOf(language);
  const remainder = money(Math.max(0, f.balanceCents - f.settlementCents));
  return {
    title: t.title[f.stage],
    blocks: [
      {
        kind: 'paragraph',
        text: t.intro[f.stage](f.currentCreditor, money(f.settlementCents), money(f.balanceCents)),
      },
      ...(f.validUntil
        ? [{ kind: 'paragraph' as const, text: t.validUntil(date(f.validUntil)), bold: true }]
        : []),
      { kind: 'heading', text: t.amountsHeading },
      {
        kind: 'amounts',
        rows: [
          { label: t.balanceNow, amount: money(f.balanceCents) },
          { label: t.settleFor, amount: money(f.settlementCents), bold: true },
          { label: t.remainder, amount: remainder },
        ],
      },
      { kind: 'heading', text: t.scheduleHeading },
      {
        kind: 'table',
        head: [...t.columns],
        rows: f.installments.map((i) => [String(i.seq), date(i.dueDate), money(i.amountCents)]),
      },
      { kind: 'paragraph', text: t.whenPaid(remainder) },
    ],
  };
}
