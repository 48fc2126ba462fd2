/** Payment status badges (docs/product/payments.md): completed, pending and failed (any case); others shown raw. */
export type PaymentStatusTone = 'green' | 'yellow' | 'red' | 'grey';

const KNOWN = new Map<string, { label: string; tone: PaymentStatusTone }>([
  ['completed', { label: 'Completed', tone: 'green' }],
  ['pending', { label: 'Pending', tone: 'yellow' }],
  ['failed', { label: 'Failed', tone: 'red' }],
]);

export function paymentStatusBadge(status: string): { label: string; tone: PaymentStatusTone } {
  return KNOWN.get(status.toLowerCase()) ?? { label: status, tone: 'grey' };
}

export function isCompleted(status: string): boolean {
  return status.toLowerCase() === 'completed';
}
