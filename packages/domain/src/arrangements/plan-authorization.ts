import type { PreferredLanguage } from '../accounts/preferred-language';
import { formatCentsIn, formatDayIn } from '../format/locale-format';
import { formatCents } from '../format/money';
import type { PlanFrequency, ScheduledAmount } from './plan-schedule';

const FREQUENCY_WORDS: Record<PlanFrequency, string> = {
  weekly: 'every week',
  biweekly: 'every two weeks',
  monthly: 'every month',
};

export interface PlanAuthorizationTerms {
  agencyName: string;
  agencyPhone: string;
  consumerName: string;
  accountNumber: string;
  /** "Visa ending 2224", "Checking ending 7890". */
  methodLabel: string;
  frequency: PlanFrequency;
  schedule: readonly ScheduledAmount[];
  settlement: boolean;
}

/**
 * The preauthorized-transfer authorization (Regulation E, 12 CFR 1005.10(b)): who may debit which
 * account, how much, when, and how to stop it. The portal shows these words and the agent reads
 * them aloud; the server makes them again from the plan it saves and keeps that text with the plan.
 */
export function planAuthorizationWords(
  terms: PlanAuthorizationTerms,
  language: PreferredLanguage = 'en',
): string {
  if (language === 'es') return spanishWords(terms);
  const count = terms.schedule.length;
  const first = terms.schedule[0];
  const last = terms.schedule[count - 1];
  if (!first || !last) throw new RangeError('An authorization needs a schedule');
  const total = formatCents(terms.schedule.reduce((sum, item) => sum + item.amountCents, 0));
  const amounts =
    count === 1
      ? `one payment of ${formatCents(first.amountCents)} on ${first.dueDate}`
      : `${count} payments ${FREQUENCY_WORDS[terms.frequency]} from ${first.dueDate} to ${last.dueDate}: ` +
        (first.amountCents === last.amountCents
          ? `${formatCents(first.amountCents)} each`
          : `${formatCents(first.amountCents)} each and ${formatCents(last.amountCents)} for the last`);
  return [
    `I, ${terms.consumerName}, authorize ${terms.agencyName} to charge my ${terms.methodLabel} for ${amounts}, ` +
      `${total} in all, on account ${terms.accountNumber}.`,
    terms.settlement
      ? 'When these payments are made, the rest of the balance is forgiven and the account is settled in full.'
      : 'These payments go toward the balance of the account.',
    `I may cancel this authorization by calling ${terms.agencyPhone} or in the online portal. ` +
      'A payment less than 3 business days away may still be charged.',
    'No fee is added to these payments.',
  ].join(' ');
}

const FREQUENCY_WORDS_ES: Record<PlanFrequency, string> = {
  weekly: 'cada semana',
  biweekly: 'cada dos semanas',
  monthly: 'cada mes',
};

/**
 * The method as the Spanish words name it, from the label both sides make in English ("Visa ending 2224",
 * "Checking ending 7890", "card" before a number is typed). A label it does not know is kept as it is.
 */
export function methodLabelEs(label: string): string {
  const plain: Record<string, string> = { card: 'tarjeta', 'bank account': 'cuenta bancaria' };
  if (plain[label]) return plain[label];
  const match = /^(.+) ending (\d{4})$/.exec(label);
  if (!match) return label;
  const kinds: Record<string, string> = {
    Checking: 'cuenta de cheques',
    Savings: 'cuenta de ahorros',
    Card: 'tarjeta',
  };
  return `${kinds[match[1] ?? ''] ?? match[1]} terminada en ${match[2]}`;
}

/**
 * The same authorization in Spanish (decision 0073), sentence for sentence with the English: the debtor who read it
 * in Spanish agreed to these words, and they are the ones the server keeps. Dates in words, money for es-US.
 */
function spanishWords(terms: PlanAuthorizationTerms): string {
  const count = terms.schedule.length;
  const first = terms.schedule[0];
  const last = terms.schedule[count - 1];
  if (!first || !last) throw new RangeError('An authorization needs a schedule');
  const money = (cents: number) => formatCentsIn(cents, 'es');
  const day = (iso: string) => formatDayIn(iso, 'es');
  const total = money(terms.schedule.reduce((sum, item) => sum + item.amountCents, 0));
  const amounts =
    count === 1
      ? `un pago de ${money(first.amountCents)} el ${day(first.dueDate)}`
      : `${count} pagos ${FREQUENCY_WORDS_ES[terms.frequency]} del ${day(first.dueDate)} al ${day(last.dueDate)}: ` +
        (first.amountCents === last.amountCents
          ? `${money(first.amountCents)} cada uno`
          : `${money(first.amountCents)} cada uno y ${money(last.amountCents)} el último`);
  return [
    `Yo, ${terms.consumerName}, autorizo a ${terms.agencyName} a hacer cargos a mi ${methodLabelEs(terms.methodLabel)} ` +
      `por ${amounts}, ${total} en total, para la cuenta ${terms.accountNumber}.`,
    terms.settlement
      ? 'Cuando se hagan estos pagos, se perdona el resto del saldo y la cuenta queda liquidada en su totalidad.'
      : 'Estos pagos se aplican al saldo de la cuenta.',
    `Puedo cancelar esta autorización llamando al ${terms.agencyPhone} o en el portal en línea. ` +
      'Un pago que falte menos de 3 días hábiles todavía puede cobrarse.',
    'No se agrega ningún cargo a estos pagos.',
  ].join(' ');
}
