import { formatCents, formatDisplayDate, type LetterLanguage } from '@arrears/domain';
import { es } from './validation-notice-text-es';

export type { NoticeText } from './notice-text';

import type { NoticeText } from './notice-text';

const en: NoticeText = {
  title: 'Notice of debt',
  money: formatCents,
  date: formatDisplayDate,
  reference: (ref) => `Reference: ${ref}`,
  callUs: (phone, hours) => `Call us at ${phone}, ${hours}`,
  intro: (collector, creditor) =>
    `${collector} is a debt collector. We are trying to collect a debt that you owe to ${creditor}. ` +
    'We will use any information you give us to help collect the debt.',
  infoShows: 'Our information shows:',
  hadAccount: (creditor, accountNumber) =>
    `You had an account from ${creditor} with account number ${accountNumber}.`,
  owedAsOf: (date) => `As of ${date}, you owed:`,
  between: (date) => `Between ${date} and today:`,
  interest: 'You were charged this amount in interest:',
  fees: 'You were charged this amount in fees:',
  paymentsCredits: 'You paid or were credited this amount toward the debt:',
  reversedPayments: 'Payments returned or charged back, added back:',
  otherCharges: 'Other changes that raised the debt:',
  totalNow: 'Total amount of the debt now:',
  disputeHeading: 'How can you dispute the debt?',
  disputeCallOrWrite: (endDate) =>
    `Call or write to us by ${endDate}, to dispute all or part of the debt. ` +
    'If you do not, we will assume that our information is correct.',
  disputeWrite: (endDate) =>
    `If you write to us by ${endDate}, we must stop collection on any amount you dispute until we send ` +
    'you information that shows you owe the debt. You may use the form below or write to us without ' +
    'the form. You may also include supporting documents.',
  disputeOnline: (phone) => `We accept disputes by phone at ${phone} and electronically at:`,
  elseHeading: 'What else can you do?',
  originalCreditor: (endDate) =>
    'Write to ask for the name and address of the original creditor, if different from the current ' +
    `creditor. If you write by ${endDate}, we must stop collection until we send you that information. ` +
    'You may use the form below or write to us without the form.',
  cfpb:
    'Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law. ' +
    'For instance, you have the right to stop or limit how we contact you.',
  paymentOptions: (phone) => `Contact us about your payment options at ${phone}.`,
  spanishOffer: 'Póngase en contacto con nosotros para solicitar una copia de este formulario en español.',
  companionNote: null,
  tearOffLine: 'Detach and return this part with your reply',
  mailTo: 'Mail this form to:',
  respondHeading: 'How do you want to respond?',
  checkAll: 'Check all that apply:',
  disputeBecause: 'I want to dispute the debt because I think:',
  notMine: 'This is not my debt.',
  amountWrong: 'The amount is wrong.',
  other: 'Other (please describe on reverse or attach additional information).',
  sendOriginalCreditor: 'I want you to send me the name and address of the original creditor.',
  enclosed: 'I enclosed this amount:',
  payableTo: (collector, ref) =>
    `Make your check payable to ${collector}. Include the reference number ${ref}.`,
  spanishCopy: 'Quiero este formulario en español.',
};

const CATALOGUES: Partial<Record<LetterLanguage, NoticeText>> = { en, es };

/** The notice's words in `language`. */
export function noticeText(language: LetterLanguage): NoticeText {
  const text = CATALOGUES[language];
  if (!text) throw new Error(`No validation notice text in ${language}`);
  return text;
}

export function hasNoticeText(language: LetterLanguage): boolean {
  return CATALOGUES[language] !== undefined;
}
