import { describe, expect, it } from 'vitest';
import { federalHolidays, isExcludedDay } from './federal-holidays';
import { isValidationPeriodOpen, isWithinValidationPeriod, validationPeriodOf } from './validation-period';
import { instantOfLocalTime } from './zoned-time';

describe('federal holidays (5 U.S.C. 6103)', () => {
  it('lists the eleven legal public holidays of 2026 with their observed days', () => {
    expect(federalHolidays(2026).map((h) => [h.date, h.observedOn])).toEqual([
      ['2026-01-01', '2026-01-01'],
      ['2026-01-19', '2026-01-19'],
      ['2026-02-16', '2026-02-16'],
      ['2026-05-25', '2026-05-25'],
      ['2026-06-19', '2026-06-19'],
      ['2026-07-04', '2026-07-03'], // Saturday → Friday
      ['2026-09-07', '2026-09-07'],
      ['2026-10-12', '2026-10-12'],
      ['2026-11-11', '2026-11-11'],
      ['2026-11-26', '2026-11-26'],
      ['2026-12-25', '2026-12-25'],
    ]);
  });

  it('observes a Sunday holiday on Monday and a Saturday New Year on the Friday before', () => {
    expect(federalHolidays(2022).find((h) => h.name.startsWith('Juneteenth'))?.observedOn).toBe('2022-06-20');
    expect(federalHolidays(2022)[0].observedOn).toBe('2021-12-31');
    expect(isExcludedDay('2021-12-31')).toBe(true);
    expect(isExcludedDay('2022-12-26')).toBe(true); // Christmas 2022 on Sunday
    expect(isExcludedDay('2026-05-26')).toBe(false);
    expect(isExcludedDay('2026-05-23')).toBe(true); // Saturday
  });
});

describe('validationPeriodOf (§1006.34(b)(5))', () => {
  it('skips a weekend: sent Thursday, received the next Thursday, ends 30 days later', () => {
    expect(validationPeriodOf('2026-05-07')).toEqual({
      sentOn: '2026-05-07',
      receivedOn: '2026-05-14',
      endsOn: '2026-06-13',
    });
  });

  it('skips Thanksgiving', () => {
    expect(validationPeriodOf('2026-11-20')).toMatchObject({
      receivedOn: '2026-11-30',
      endsOn: '2026-12-30',
    });
  });

  it('skips Christmas and New Year', () => {
    expect(validationPeriodOf('2026-12-23')).toMatchObject({
      receivedOn: '2026-12-31',
      endsOn: '2027-01-30',
    });
    expect(validationPeriodOf('2026-12-24')).toMatchObject({
      receivedOn: '2027-01-04',
      endsOn: '2027-02-03',
    });
  });

  it('skips a Saturday holiday observed on Friday (July 4, 2026)', () => {
    expect(validationPeriodOf('2026-06-30')).toMatchObject({
      receivedOn: '2026-07-08',
      endsOn: '2026-08-07',
    });
  });

  it('skips a Sunday holiday observed on Monday (Juneteenth 2022)', () => {
    expect(validationPeriodOf('2022-06-15')).toMatchObject({
      receivedOn: '2022-06-23',
      endsOn: '2022-07-23',
    });
  });

  it('skips Juneteenth on a weekday (2026)', () => {
    expect(validationPeriodOf('2026-06-15')).toMatchObject({
      receivedOn: '2026-06-23',
      endsOn: '2026-07-23',
    });
  });

  it('refuses a date that is not yyyy-mm-dd', () => {
    expect(() => validationPeriodOf('05/07/2026')).toThrow(RangeError);
    expect(() => validationPeriodOf('2026-02-30')).toThrow(RangeError);
  });
});

describe('isWithinValidationPeriod', () => {
  it('counts a dispute as within the period when no notice is on file', () => {
    expect(isWithinValidationPeriod(Date.parse('2030-01-01T00:00:00Z'), null)).toBe(true);
  });

  it('includes the whole last day wherever in the US the consumer is', () => {
    // Sent 2026-05-07 → ends 2026-06-13.
    const endOfLastDay = instantOfLocalTime('2026-06-14', 0, 'Pacific/Pago_Pago');
    expect(isWithinValidationPeriod(Date.parse('2026-05-20T15:00:00Z'), '2026-05-07')).toBe(true);
    expect(
      isWithinValidationPeriod(instantOfLocalTime('2026-06-13', 23 * 60, 'Pacific/Honolulu'), '2026-05-07'),
    ).toBe(true);
    expect(isWithinValidationPeriod(endOfLastDay - 1, '2026-05-07')).toBe(true);
    expect(isWithinValidationPeriod(endOfLastDay, '2026-05-07')).toBe(false);
    expect(isWithinValidationPeriod(Date.parse('2026-06-20T15:00:00Z'), '2026-05-07')).toBe(false);
    expect(isValidationPeriodOpen('2026-05-07', endOfLastDay - 1)).toBe(true);
    expect(isValidationPeriodOpen('2026-05-07', endOfLastDay)).toBe(false);
  });
});
