import { describe, expect, it } from 'vitest';
import { COLUMN_SORT, matchesMethod, methodLabel, presetOf, SORT_PRESETS } from './payment-details-filters';

/** Filtering and sorting happen on the server (payment-details-list.test.ts); the page maps its choices. */
describe('payment-detail choices (docs/product/payments.md)', () => {
  it('maps the Sort By choices to table sorts and back', () => {
    expect(SORT_PRESETS).toEqual({
      date: { column: 'date', direction: 'desc' },
      amount: { column: 'amount', direction: 'desc' },
      name: { column: 'name', direction: 'asc' },
    });
    expect(presetOf({ column: 'amount', direction: 'desc' })).toBe('amount');
    // Another column, or a preset's column turned around, is the table's own order.
    expect(presetOf({ column: 'amount', direction: 'asc' })).toBe(COLUMN_SORT);
    expect(presetOf({ column: 'creditor', direction: 'asc' })).toBe(COLUMN_SORT);
  });

  it('reads every stored card method as card', () => {
    expect(matchesMethod('Credit_Card', 'card')).toBe(true);
    expect(matchesMethod('debit_card', 'card')).toBe(true);
    expect(matchesMethod('cash', 'card')).toBe(false);
    expect(matchesMethod('ach', 'ach')).toBe(true);
    expect(matchesMethod('ach', 'all')).toBe(true);
  });

  it('labels the stored methods in the lists’ one form (decision 0114)', () => {
    expect(
      ['credit_card', 'card', 'CREDIT CARD', 'ach', 'bank_transfer', 'check', 'other', 'money_order'].map(
        methodLabel,
      ),
    ).toEqual(['Card', 'Card', 'Card', 'Bank account', 'Bank account', 'Check', 'Other', 'Money order']);
  });
});
