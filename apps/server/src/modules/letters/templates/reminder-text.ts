import type { LetterLanguage, ReminderFigures } from '@arrears/domain';
import { formatsOf, pick } from './catalogue';
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

const es: ReminderText = {
  title: 'Recordatorio de pago',
  installment: (creditor, amount, date) =>
    `Le recordamos que el próximo pago de su plan para su cuenta con ${creditor}, de ${amount}, vence el ` +
    `${date}. Ese día se cobrará con el método de pago de su plan.`,
  installmentAlreadyPaid:
    'Si ya hizo este pago, le damos las gracias; por favor no tome en cuenta este recordatorio.',
  balanceOnly: (creditor, balance) =>
    `Le recordamos que su cuenta con ${creditor} tiene un saldo de ${balance}.`,
  balance: 'Saldo de la cuenta',
  ways: (phone) =>
    `Puede pagar en su portal, por teléfono al ${phone} o por correo con su número de referencia. Si no ` +
    'puede pagar todo el saldo, pregúntenos por un plan de pagos.',
};

const CATALOGUES: Record<LetterLanguage, ReminderText> = { en, es };

/** The languages this letter is written in. */
export const reminderLanguages = Object.keys(CATALOGUES) as LetterLanguage[];

export function reminderContent(f: ReminderFigures, language: LetterLanguage, phone: string): LetterContent {
  const t = pick(CATALOGUES, language, 'reminder');
  const { money, date } = formatsOf(language);
  const next = f.nextInstallment;
  return {
    title: t.title,
    blocks: [
      next
        ? {
            kind: 'paragraph',
            text: t.installment(f.currentCreditor, money(next.amountCents), date(next.dueDate)),
          }
        : { kind: 'paragraph', text: t.balanceOnly(f.currentCreditor, money(f.balanceCents)) },
      { kind: 'amounts', rows: [{ label: t.balance, amount: money(f.balanceCents), bold: true }] },
      { kind: 'paragraph', text: next ? t.installmentAlreadyPaid : t.ways(phone) },
    ],
  };
}
