import { type CustomerPayment, centsToDecimal, formatDisplayDate, parseCents } from '@arrears/domain';
import { isCompleted, paymentStatusBadge } from './payment-status';

export interface HistorySummary {
  count: number;
  /** Completed payments only (docs/product/payments.md). */
  totalPaidCents: number;
  /** The newest payment's date, whatever its status; null with no payments. */
  lastPaymentDate: string | null;
}

/** The date a payment is shown and sorted by: when it was paid, else when it was recorded. */
export function paymentDateOf(payment: CustomerPayment): string {
  return payment.paymentDate || payment.createdAt;
}

export function summarizeHistory(payments: readonly CustomerPayment[]): HistorySummary {
  let totalPaidCents = 0;
  let lastPaymentDate: string | null = null;
  for (const payment of payments) {
    if (isCompleted(payment.status)) totalPaidCents += parseCents(payment.amount) ?? 0;
    const date = paymentDateOf(payment);
    if (lastPaymentDate === null || date > lastPaymentDate) lastPaymentDate = date;
  }
  return { count: payments.length, totalPaidCents, lastPaymentDate };
}

/** docs/product/payments.md: the method upper-cased ("credit_card" → "CREDIT CARD"). */
export function methodLabel(method: string): string {
  return method.replace(/_/g, ' ').toUpperCase();
}

/** A cell as a spreadsheet reads it safely: quoted, and never taken for a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const CSV_HEADER = ['Date', 'Status', 'Amount', 'Method', 'Reference', 'Account', 'Confirmation Code'];

/** The history as CSV, made in the browser for 'Export History'. Amounts stay exact decimals. */
export function historyCsv(payments: readonly CustomerPayment[]): string {
  const rows = payments.map((p) => [
    formatDisplayDate(paymentDateOf(p)),
    paymentStatusBadge(p.status).label,
    centsToDecimal(parseCents(p.amount) ?? 0),
    methodLabel(p.method),
    p.reference ?? '',
    p.accountNumber,
    p.confirmationCode ?? '',
  ]);
  return `${[CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
