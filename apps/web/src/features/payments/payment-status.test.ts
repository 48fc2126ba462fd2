import { describe, expect, it } from 'vitest';
import { paymentStatusBadge } from './payment-status';

describe('payment status badges (docs/product/payments.md)', () => {
  it('names completed, pending and failed in any case, with their colours', () => {
    expect(paymentStatusBadge('completed')).toEqual({ label: 'Completed', tone: 'green' });
    expect(paymentStatusBadge('COMPLETED')).toEqual({ label: 'Completed', tone: 'green' });
    expect(paymentStatusBadge('Pending')).toEqual({ label: 'Pending', tone: 'yellow' });
    expect(paymentStatusBadge('FaIlEd')).toEqual({ label: 'Failed', tone: 'red' });
  });

  it('shows any other status as it came', () => {
    expect(paymentStatusBadge('pending_reconciliation')).toEqual({
      label: 'pending_reconciliation',
      tone: 'grey',
    });
    expect(paymentStatusBadge('Refunded')).toEqual({ label: 'Refunded', tone: 'grey' });
    expect(paymentStatusBadge('constructor')).toEqual({ label: 'constructor', tone: 'grey' });
  });
});
