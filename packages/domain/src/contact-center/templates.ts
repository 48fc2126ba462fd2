import type { PreferredLanguage } from '../accounts/preferred-language';
import type { Brand } from '../brand/brand';
import { addDays } from '../compliance/zoned-time';
import { formatDayIn, formatMoneyIn } from '../format/locale-format';
import { formatMoney } from '../format/money';
import type { FilledEmail, MessageTemplate } from './template-names';
import {
  EMAIL_ES,
  SMS_ES,
  TEMPLATE_CREDITOR_FALLBACK_ES,
  TEMPLATE_NAME_FALLBACK_ES,
  vehicleInSpanish,
} from './templates-es';

export { type FilledEmail, MESSAGE_TEMPLATES, type MessageTemplate } from './template-names';

export const MESSAGE_TEMPLATE_LABELS: Record<MessageTemplate, string> = {
  standard_delinquent: 'Standard Delinquent',
  payment_reminder: 'Payment Reminder',
  settlement_opportunity: 'Settlement Opportunity',
  final_notice: 'Final Notice',
};

/** Days from "today" to the deadline a template names (docs/product/contact-center.md); the reminder names none. */
export const TEMPLATE_DEADLINE_DAYS: Record<MessageTemplate, number | null> = {
  standard_delinquent: 10,
  payment_reminder: null,
  settlement_opportunity: 10,
  final_notice: 7,
};

export const TEMPLATE_OFFICE_HOURS = 'Monday-Friday 8:00 AM to 6:00 PM EST';
export const TEMPLATE_CREDITOR_FALLBACK = 'your creditor';

/** The account fields a template reads (the agent screen's debtor account has them all). */
export interface TemplateAccount {
  firstName: string | null;
  fullName: string | null;
  accountNumber: string;
  unpaidBalance: string | null;
  vehicle: { model: string | null; vin: string | null };
  creditor: { schoolName: string | null };
}

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "March 12, 2026": `days` calendar days after `today` ('yyyy-mm-dd'). */
export function deadlineFrom(today: string, days: number): string {
  const [y, m, d] = today.split('-').map(Number);
  return longDate.format(new Date(Date.UTC(y, m - 1, d + days)));
}

interface Facts {
  name: string;
  creditor: string;
  balance: string;
  vehicle: string;
  deadline: string;
  brand: Brand;
}

function factsOf(template: MessageTemplate, account: TemplateAccount, brand: Brand, today: string): Facts {
  const name = account.firstName?.trim() || account.fullName?.trim() || 'Customer';
  const model = account.vehicle.model?.trim();
  const vin = account.vehicle.vin?.replace(/\s/g, '');
  const vinPart = vin && vin.length >= 4 ? ` (VIN ending in ${vin.slice(-4)})` : '';
  const days = TEMPLATE_DEADLINE_DAYS[template];
  return {
    name,
    creditor: account.creditor.schoolName?.trim() || TEMPLATE_CREDITOR_FALLBACK,
    balance: formatMoney(account.unpaidBalance),
    vehicle: model ? `your ${model}${vinPart}` : vinPart ? `your vehicle${vinPart}` : 'your account',
    deadline: days === null ? '' : deadlineFrom(today, days),
    brand,
  };
}

const SMS: Record<MessageTemplate, (f: Facts) => string> = {
  standard_delinquent: (f) =>
    `Hi ${f.name}, this is ${f.brand.companyName} about ${f.vehicle} with ${f.creditor}. ` +
    `Your balance of ${f.balance} is past due. Please pay or call us by ${f.deadline}: ${f.brand.phone}. ` +
    'Reply STOP to opt out.',
  payment_reminder: (f) =>
    `Hi ${f.name}, a friendly reminder from ${f.brand.companyName}: a payment on ${f.vehicle} with ` +
    `${f.creditor} is due. Current balance ${f.balance}. Questions? Call ${f.brand.phone}. Reply STOP to opt out.`,
  settlement_opportunity: (f) =>
    `Hi ${f.name}, ${f.brand.companyName} may be able to settle your ${f.creditor} balance of ${f.balance} ` +
    `for ${f.vehicle} for less. Offer open until ${f.deadline}. Call ${f.brand.phone}. Reply STOP to opt out.`,
  final_notice: (f) =>
    `FINAL NOTICE: ${f.name}, your ${f.creditor} balance of ${f.balance} for ${f.vehicle} remains unpaid. ` +
    `Contact ${f.brand.companyName} by ${f.deadline} at ${f.brand.phone}. Reply STOP to opt out.`,
};

const signature = (f: Facts) => `Sincerely,\n${f.brand.companyName}\n${f.brand.phone}`;
const hours = (f: Facts) => `Our office hours are ${TEMPLATE_OFFICE_HOURS}. Call us at ${f.brand.phone}.`;

const EMAIL: Record<MessageTemplate, (f: Facts) => FilledEmail> = {
  standard_delinquent: (f) => ({
    subject: `Past Due Account Notice - ${f.creditor}`,
    body: [
      `Dear ${f.name},`,
      `Our records show that your account with ${f.creditor} for ${f.vehicle} is past due, with a balance of ${f.balance}.`,
      `Please make a payment or contact us by ${f.deadline} to discuss your options.`,
      hours(f),
      signature(f),
    ].join('\n\n'),
  }),
  payment_reminder: (f) => ({
    subject: `Payment Reminder - ${f.creditor}`,
    body: [
      `Dear ${f.name},`,
      `This is a friendly reminder that a payment is due on your account with ${f.creditor} for ${f.vehicle}. Your current balance is ${f.balance}.`,
      'If you have already made this payment, please disregard this message.',
      hours(f),
      signature(f),
    ].join('\n\n'),
  }),
  settlement_opportunity: (f) => ({
    subject: `Settlement Opportunity - ${f.creditor}`,
    body: [
      `Dear ${f.name},`,
      `We may be able to resolve your account with ${f.creditor} for ${f.vehicle}, balance ${f.balance}, for less than the full amount.`,
      `This opportunity is available until ${f.deadline}. Please contact us to discuss a settlement.`,
      hours(f),
      signature(f),
    ].join('\n\n'),
  }),
  final_notice: (f) => ({
    subject: `Final Notice - ${f.creditor}`,
    body: [
      `Dear ${f.name},`,
      `This is a final notice regarding your account with ${f.creditor} for ${f.vehicle}. The balance of ${f.balance} remains unpaid.`,
      `Please contact us by ${f.deadline} to resolve this account.`,
      hours(f),
      signature(f),
    ].join('\n\n'),
  }),
};

/** The same facts in Spanish: es-US money and dates, Spanish fallbacks. */
function spanishFactsOf(
  template: MessageTemplate,
  account: TemplateAccount,
  brand: Brand,
  today: string,
): Facts {
  const model = account.vehicle.model?.trim();
  const vin = account.vehicle.vin?.replace(/\s/g, '');
  const days = TEMPLATE_DEADLINE_DAYS[template];
  return {
    name: account.firstName?.trim() || account.fullName?.trim() || TEMPLATE_NAME_FALLBACK_ES,
    creditor: account.creditor.schoolName?.trim() || TEMPLATE_CREDITOR_FALLBACK_ES,
    balance: formatMoneyIn(account.unpaidBalance, 'es'),
    vehicle: vehicleInSpanish(model, vin && vin.length >= 4 ? vin.slice(-4) : null),
    deadline: days === null ? '' : formatDayIn(addDays(today, days), 'es'),
    brand,
  };
}

/** The SMS text of a template for this account; `today` is the agency's 'yyyy-mm-dd'; Spanish for lang 'es'. */
export function fillSmsTemplate(
  template: MessageTemplate,
  account: TemplateAccount,
  brand: Brand,
  today: string,
  lang: PreferredLanguage = 'en',
): string {
  if (lang === 'es') return SMS_ES[template](spanishFactsOf(template, account, brand, today));
  return SMS[template](factsOf(template, account, brand, today));
}

/** The e-mail subject and body of a template for this account; `today` is the agency's 'yyyy-mm-dd'; Spanish for lang 'es'. */
export function fillEmailTemplate(
  template: MessageTemplate,
  account: TemplateAccount,
  brand: Brand,
  today: string,
  lang: PreferredLanguage = 'en',
): FilledEmail {
  if (lang === 'es') return EMAIL_ES[template](spanishFactsOf(template, account, brand, today));
  return EMAIL[template](factsOf(template, account, brand, today));
}
