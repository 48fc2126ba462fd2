import {
  formatCents,
  formatDisplayDate,
  type LetterLanguage,
  type VerificationFigures,
} from '@arrears/domain';
import { pick } from './catalogue';
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

const CATALOGUES: Partial<Record<LetterLanguage, VerificationText>> = { en };

/** The languages this letter is written in. */
export const verificationLanguages = Object.keys(CATALOGUES) as LetterLanguage[];

export function verificationContent(f: VerificationFigures, language: LetterLanguage): LetterContent {
  const t = pick(CATALOGUES, language, 'verification');
  const since = formatDisplayDate(f.itemizationDate);
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
          { label: t.owedAsOf(since), amount: formatCents(f.amountThenCents) },
          { label: t.interest, amount: `+ ${formatCents(f.interestCents)}` },
          { label: t.fees, amount: `+ ${formatCents(f.feesCents)}` },
          ...(f.otherChargesCents !== 0
            ? [{ label: t.otherCharges, amount: `+ ${formatCents(f.otherChargesCents)}` }]
            : []),
          { label: t.paymentsCredits, amount: `– ${formatCents(f.paymentsCreditsCents)}` },
          { label: t.totalNow, amount: formatCents(f.amountNowCents), bold: true },
        ],
      },
      { kind: 'heading', text: t.entriesHeading(since) },
      f.entries.length
        ? {
            kind: 'table',
            head: [...t.columns],
            rows: f.entries.map((e) => [
              formatDisplayDate(e.date),
              t.entryKinds[e.kind] ?? e.kind,
              formatCents(e.amountCents),
            ]),
          }
        : { kind: 'paragraph', text: t.noEntries },
      { kind: 'paragraph', text: t.next },
    ],
  };
}
