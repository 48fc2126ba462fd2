import { describe, expect, it } from 'vitest';
import {
  formatAccountNumber,
  formatDisplayDate,
  formatLastPaymentDate,
  formatPhone,
  parseFlexibleDate,
} from './account-display';

describe('account display rules (docs/product/accounts-import.md)', () => {
  it('reads spreadsheet serials, ISO dates and month/day/year', () => {
    expect(parseFlexibleDate(45292)).toBe('2024-01-01');
    expect(parseFlexibleDate('45292')).toBe('2024-01-01');
    expect(parseFlexibleDate('2024-02-29')).toBe('2024-02-29');
    expect(parseFlexibleDate('03/07/2025')).toBe('2025-03-07');
    expect(parseFlexibleDate('3/7/25')).toBe('2025-03-07');
    expect(parseFlexibleDate('12-31-99')).toBe('1999-12-31');
    expect(parseFlexibleDate('02/30/2024')).toBeNull();
    expect(parseFlexibleDate('1234')).toBeNull();
    expect(parseFlexibleDate('soon')).toBeNull();
  });
  it('shows MM/DD/YYYY, N/A and Invalid date', () => {
    expect(formatDisplayDate('2024-01-05')).toBe('01/05/2024');
    expect(formatDisplayDate(null)).toBe('N/A');
    expect(formatDisplayDate('not a date')).toBe('Invalid date');
  });
  it("shows a last payment date, or 'No recent payment' when there is none or it is unusable", () => {
    expect(formatLastPaymentDate('45292')).toBe('01/01/2024');
    expect(formatLastPaymentDate('3/7/2025')).toBe('03/07/2025');
    for (const unusable of [null, undefined, '', '  ', 'not a date', '2025-02-30', '123'])
      expect(formatLastPaymentDate(unusable)).toBe('No recent payment');
  });
  it('shows ACC- numbers and (xxx) xxx-xxxx phones', () => {
    expect(formatAccountNumber('ACC_8f2a', 7)).toBe('ACC-0007');
    expect(formatAccountNumber('ACC-100001', 1)).toBe('ACC-100001');
    expect(formatPhone('8565550101')).toBe('(856) 555-0101');
    expect(formatPhone('+1 856-555-0101')).toBe('(856) 555-0101');
    expect(formatPhone(null)).toBe('N/A');
  });
});
