import { type LetterLanguage, PLAN_LIMITS, type PlanConfirmationFigures } from '@arrears/domain';
import { formatsOf, pick } from './catalogue';
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
  /** Before the authorization words, where they are kept in the language they were given in. */
  authorizationAsGiven: string | null;
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
  authorizationAsGiven: null,
  cancel: (days) =>
    `You can cancel the plan or change how you pay at any time, by calling us or in your portal. A payment ` +
    `fewer than ${days} business days away may still be taken.`,
};

/** A saved method's label ("Visa ending 2224", "Checking ending 7890") as Spanish reads it. */
function methodEs(label: string): string {
  return label
    .replace(/^Checking\b/, 'la cuenta de cheques')
    .replace(/^Savings\b/, 'la cuenta de ahorros')
    .replace(/^(?!la cuenta)/, 'la tarjeta ')
    .replace(/ ending (\d+)$/, ' que termina en $1');
}

const es: PlanConfirmationText = {
  title: 'Su plan de pagos',
  intro: (creditor, total, count, frequency) =>
    `Esta carta confirma su plan de pagos para su cuenta con ${creditor}: ${count} pagos ${frequency} ` +
    `por un total de ${total}.`,
  frequency: { weekly: 'semanales', biweekly: 'cada dos semanas', monthly: 'mensuales' },
  scheduleHeading: 'Sus pagos',
  columns: ['Pago', 'Fecha', 'Cantidad'],
  method: (label) => `Cada pago se cobra de ${methodEs(label)} en su fecha.`,
  noMethod: 'Cada pago se cobra en su fecha con el método de pago que usted eligió.',
  total: 'Total del plan',
  authorizationHeading: (date) => `Lo que usted autorizó el ${date}`,
  // The words the consumer agreed to are kept as they were shown; a translation would not be what was signed.
  authorizationAsGiven: 'Estas son las palabras de su autorización, tal como se le presentaron (en inglés):',
  cancel: (days) =>
    'Puede cancelar el plan o cambiar la forma de pago en cualquier momento, llamándonos o en su portal. ' +
    `Es posible que se cobre un pago que falte menos de ${days} días hábiles.`,
};

const CATALOGUES: Record<LetterLanguage, PlanConfirmationText> = { en, es };

/** The languages this letter is written in. */
export const planConfirmationLanguages = Object.keys(CATALOGUES) as LetterLanguage[];

export function planConfirmationContent(f: PlanConfirmationFigures, language: LetterLanguage): LetterContent {
  const t = pick(CATALOGUES, language, 'plan confirmation');
  const { money, date } = formatsOf(language);
  const frequency = t.frequency[f.frequency] ?? f.frequency;
  return {
    title: t.title,
    blocks: [
      {
        kind: 'paragraph',
        text: t.intro(f.currentCreditor, money(f.totalCents), f.installments.length, frequency),
      },
      { kind: 'heading', text: t.scheduleHeading },
      {
        kind: 'table',
        head: [...t.columns],
        rows: [
          ...f.installments.map((i) => [String(i.seq), date(i.dueDate), money(i.amountCents)]),
          [t.total, '', money(f.totalCents)],
        ],
      },
      { kind: 'paragraph', text: f.methodLabel ? t.method(f.methodLabel) : t.noMethod },
      { kind: 'heading', text: t.authorizationHeading(date(f.authorizedAt.slice(0, 10))) },
      ...(t.authorizationAsGiven ? [{ kind: 'paragraph' as const, text: t.authorizationAsGiven }] : []),
      { kind: 'paragraph', text: f.authorizationWords },
      { kind: 'paragraph', text: t.cancel(PLAN_LIMITS.cancelNoticeBusinessDays) },
    ],
  };
}
