import type { Client, ItemizationDateBasis, RemitFrequency, RemitMethod } from '@arrears/domain';

export const REMIT_METHOD_LABELS: Record<RemitMethod, string> = {
  net: 'Net (we keep our commission)',
  gross: 'Gross (we remit all, invoice the commission)',
};
export const REMIT_FREQUENCY_LABELS: Record<RemitFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};
export const ITEMIZATION_LABELS: Record<ItemizationDateBasis, string> = {
  last_statement: 'Last statement',
  charge_off: 'Charge-off',
  last_payment: 'Last payment',
  transaction: 'Transaction',
  judgment: 'Judgment',
};

/** "25%", or the tiers by age at placement: "20% from day 0, 35% from day 365". */
export function commissionText(client: Pick<Client, 'commissionRate' | 'commissionTiers'>): string {
  if (!client.commissionTiers?.length) return `${client.commissionRate}%`;
  return client.commissionTiers.map((t) => `${t.rate}% from day ${t.minAgeDays}`).join(', ');
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** A calendar date (yyyy-mm-dd) as "Nov 26, 2026". */
export function dayText(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}
