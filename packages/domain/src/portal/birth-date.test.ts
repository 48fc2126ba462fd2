import { describe, expect, it } from 'vitest';
import { birthYearOptions, daysInMonth, isoBirthDate, parseIsoDate } from './birth-date';
import { placeholderEmailFor } from './identity-messages';

describe('birth date rules (docs/product/identity.md)', () => {
  it('years: 100, from 2007 down', () => {
    const years = birthYearOptions();
    expect(years).toHaveLength(100);
    expect([years[0], years.at(-1)]).toEqual([2007, 1908]);
  });

  it('days per month follow leap years; February without a year allows the 29th', () => {
    expect([1, 4, 6, 9, 11, 12].map((m) => daysInMonth(m, 2001))).toEqual([31, 30, 30, 30, 30, 31]);
    expect([daysInMonth(2), daysInMonth(2, 2000), daysInMonth(2, 1900), daysInMonth(2, 2004)]).toEqual([
      29, 29, 28, 29,
    ]);
  });

  it('YYYY-MM-DD only for a whole, real date', () => {
    expect(isoBirthDate(1990, 7, 21)).toBe('1990-07-21');
    expect(isoBirthDate(1990, 7, null)).toBe('');
    expect(isoBirthDate(2001, 2, 29)).toBe('');
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('1990-13-01')).toBeNull();
    expect(parseIsoDate('1990-7-1')).toBeNull();
  });
});

describe('placeholderEmailFor', () => {
  it('builds a deliverable-nowhere address from the username', () => {
    expect(placeholderEmailFor('Maria.G')).toBe('maria.g@debtor-portal.invalid');
    expect(placeholderEmailFor(' jane doe@home ')).toBe('jane-doe-home@debtor-portal.invalid');
    expect(placeholderEmailFor('...')).toBe('debtor@debtor-portal.invalid');
  });
});
