import { centsToDecimal, parseCents } from '@arrears/domain';
import { csvCell } from '@/features/payments';
import type { AgentPaymentRecord } from '../api/payments';

const HEADER = ['Date', 'Amount', 'Method', 'Transaction ID', 'Status'];

/** The table's words for a status: an unreconciled charge is not yet a payment. */
export const agentPaymentStatus = (status: string) =>
  status === 'pending_reconciliation' ? 'pending (unconfirmed)' : status;

/**
 * The workspace's Payment History as CSV (docs/product/contact-center.md), made in the browser from the loaded payments: amounts in
 * dollars with two decimals, exact from the decimal text; every cell guarded against formulas.
 */
export function agentPaymentsCsv(payments: readonly AgentPaymentRecord[]): string {
  const rows = payments.map((p) => [
    p.paymentDate.slice(0, 10),
    centsToDecimal(parseCents(p.amount) ?? 0),
    p.method,
    p.transactionId ?? '',
    agentPaymentStatus(p.status),
  ]);
  return `${[HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
