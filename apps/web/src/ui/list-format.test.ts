import { describe, expect, it } from 'vitest';
import { formatListDate, formatListDateTime, paymentMethodLabel, statusLabel } from './list-format';

describe('the lists’ one display form', () => {
  it.each([
    ['ACTIVE', 'Active'],
    ['Active', 'Active'],
    ['active', 'Active'],
    ['PENDING_CANCELLATION', 'Pending cancellation'],
    ['Pending Cancellation', 'Pending cancellation'],
    ['in-progress', 'In progress'],
    ['  ', 'N/A'],
    [null, 'N/A'],
  ])('status %s reads %s', (raw, label) => {
    expect(statusLabel(raw)).toBe(label);
  });

  it.each([
    ['CARD', 'Card'],
    ['CREDIT CARD', 'Card'],
    ['credit_card', 'Card'],
    ['debit_card', 'Card'],
    ['bank_transfer', 'Bank account'],
    ['Bank Transfer', 'Bank account'],
    ['ACH', 'Bank account'],
    ['check', 'Check'],
    ['money_order', 'Money order'],
    ['cash', 'Cash'],
    ['', 'N/A'],
  ])('method %s reads %s', (raw, label) => {
    expect(paymentMethodLabel(raw)).toBe(label);
  });

  it('shows days as MM/DD/YYYY and instants by the agency’s clock with the zone labelled', () => {
    expect(formatListDate('2026-03-02')).toBe('03/02/2026');
    // 02:30 UTC on the 3rd is still the 2nd in New York.
    expect(formatListDate('2026-03-03T02:30:00.000Z')).toBe('03/02/2026');
    expect(formatListDateTime('2026-03-03T02:30:00.000Z')).toBe('03/02/2026 09:30 PM ET');
    expect(formatListDateTime('2026-07-01T16:05:00Z')).toBe('07/01/2026 12:05 PM ET');
    expect(formatListDate(null)).toBe('N/A');
    expect(formatListDateTime('not a time')).toBe('N/A');
  });
});
