import type { LetterLanguage, VerificationFigures } from '@arrears/domain';
import { formatsOf, pick } from './catalogue';
import type { LetterContent } from './letter-content';

/** The dispute verification response: the debt's details from the account and the ledger. */
export interface VerificationText {
  title: string;
  intro: string;
  detailsHeading: string;
  originalCreditor: string;
  currentCreditor: string;
  accountNumber: string;
  owedAsOf: (date: string) => string;
  interest: string;
  fees: string;
  paymentsCredits: string;
  otherCharges: string;
  totalNow: string;
  entriesHeading: (date: string) => string;
  columns: [string, string, string];
  noEntries: string;
  entryKinds: Record<string, string>;
  next: string;
}

const en: VerificationText = {
  title: 'Verification of the debt',
  intro:
    'You disputed this debt. We reviewed the records we hold from the creditor and our own, and this ' +
    'letter gives you the information that verifies it.',
  detailsHeading: 'The debt',
  originalCreditor: 'Original creditor',
  currentCreditor: 'Creditor now',
  accountNumber: 'Account number',
  owedAsOf: (date) => `Amount owed on ${date}`,
  interest: 'Interest since then',
  fees: 'Fees since then',
  paymentsCredits: 'Payments and credits since then',
  otherCharges: 'Other changes since then',
  totalNow: 'Total amount of the debt now',
  entriesHeading: (date) => `Everything posted to the account since ${date}`,
  columns: ['Date', 'What', 'Amount'],
  noEntries: 'Nothing has been posted to the account since then.',
  entryKinds: {
    placement: 'Balance placed with us',
    payment: 'Payment to us',
    direct_payment: 'Payment to the creditor',
    adjustment: 'Adjustment',
    interest: 'Interest',
    fee: 'Fee',
    reversal: 'Payment returned',
    settlement_writeoff: 'Settlement write-off',
  },
  next:
    'If you still believe this information is wrong, write to us at the address above with what you ' +
    'believe is wrong and any papers that show it.',
};

// The itemization's words follow the Spanish notice's (B-2), so the two letters read alike.
const es: VerificationText = {
  title: 'Verificación de la deuda',
  intro:
    'Usted disputó esta deuda. Revisamos los registros que tenemos del acreedor y los nuestros, y en esta ' +
    'carta le damos la información que la verifica.',
  detailsHeading: 'La deuda',
  originalCreditor: 'Acreedor original',
  currentCreditor: 'Acreedor actual',
  accountNumber: 'Número de cuenta',
  owedAsOf: (date) => `Cantidad que debía hasta el ${date}`,
  interest: 'Interés desde entonces',
  fees: 'Cargos desde entonces',
  paymentsCredits: 'Pagos y abonos desde entonces',
  otherCharges: 'Otros cambios desde entonces',
  totalNow: 'Monto total de la deuda ahora',
  entriesHeading: (date) => `Todo lo registrado en la cuenta desde el ${date}`,
  columns: ['Fecha', 'Concepto', 'Cantidad'],
  noEntries: 'No se ha registrado nada en la cuenta desde entonces.',
  entryKinds: {
    placement: 'Saldo que nos asignaron',
    payment: 'Pago a nosotros',
    direct_payment: 'Pago al acreedor',
    adjustment: 'Ajuste',
    interest: 'Interés',
    fee: 'Cargo',
    reversal: 'Pago devuelto',
    settlement_writeoff: 'Cancelación por liquidación',
  },
  next:
    'Si todavía cree que esta información es incorrecta, escríbanos a la dirección de arriba con lo que ' +
    'cree que está mal y cualquier documento que lo demuestre.',
};

const CATALOGUES: Record<LetterLanguage, VerificationText> = { en, es };

/** The languages this letter is written in. */
export const verificationLanguages = Object.keys(CATALOGUES) as LetterLanguage[];

export function verificationContent(f: VerificationFigures, language: LetterLanguage): LetterContent {
  const t = pick(CATALOGUES, language, 'verification');
  const { money, date } = formatsOf(language);
  const since = date(f.itemizationDate);
  return {
    title: t.title,
    blocks: [
      { kind: 'paragraph', text: t.intro },
      { kind: 'heading', text: t.detailsHeading },
      {
        kind: 'table',
        head: ['', '', ''],
        rows: [
          [t.originalCreditor, '', f.originalCreditor],
          [t.currentCreditor, '', f.currentCreditor],
          [t.accountNumber, '', f.accountNumber],
        ],
      },
      {
        kind: 'amounts',
        rows: [
          { label: t.owedAsOf(since), amount: money(f.amountThenCents) },
          { label: t.interest, amount: `+ ${money(f.interestCents)}` },
          { label: t.fees, amount: `+ ${money(f.feesCents)}` },
          ...(f.otherChargesCents !== 0
            ? [{ label: t.otherCharges, amount: `+ ${money(f.otherChargesCents)}` }]
            : []),
          { label: t.paymentsCredits, amount: `– ${money(f.paymentsCreditsCents)}` },
          { label: t.totalNow, amount: money(f.amountNowCents), bold: true },
        ],
      },
      { kind: 'heading', text: t.entriesHeading(since) },
      f.entries.length
        ? {
            kind: 'table',
            head: [...t.columns],
            rows: f.entries.map((e) => [date(e.date), t.entryKinds[e.kind] ?? e.kind, money(e.amountCents)]),
          }
        : { kind: 'paragraph', text: t.noEntries },
      { kind: 'paragraph', text: t.next },
    ],
  };
}
