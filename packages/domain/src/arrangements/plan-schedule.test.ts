import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber } from './bank-account';
import { buildPlanSchedule, businessDaysBetween, isCancellable, planDueDate } from './plan-schedule';

describe('plan schedules', () => {
  it('splits exact cents and gives the remainder to the last installment', () => {
    expect(buildPlanSchedule(100_000, 3, 'monthly', '2026-12-01').map((i) => i.amountCents)).toEqual([
      33_333, 33_333, 33_334,
    ]);
    const odd = buildPlanSchedule(1_001, 7, 'weekly', '2026-12-01');
    expect(odd.reduce((sum, i) => sum + i.amountCents, 0)).toBe(1_001);
  });

  it('dates weekly, every two weeks and monthly, keeping the day or the month end', () => {
    expect(planDueDate('2026-12-01', 'weekly', 2)).toBe('2026-12-15');
    expect(planDueDate('2026-12-01', 'biweekly', 2)).toBe('2026-12-29');
    expect(buildPlanSchedule(300, 3, 'monthly', '2027-01-31').map((i) => i.dueDate)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
    expect(planDueDate('2026-11-30', 'monthly', 14)).toBe('2028-01-30');
  });

  it('refuses an empty plan', () => {
    expect(() => buildPlanSchedule(0, 3, 'monthly', '2026-12-01')).toThrow(RangeError);
    expect(() => buildPlanSchedule(100, 0, 'monthly', '2026-12-01')).toThrow(RangeError);
  });

  it('counts business days without weekends and federal holidays', () => {
    // Thanksgiving 2026 is Thursday 26 November.
    expect(businessDaysBetween('2026-11-25', '2026-11-30')).toBe(2);
    expect(isCancellable('2026-11-30', '2026-11-25')).toBe(false);
    expect(isCancellable('2026-12-01', '2026-11-25')).toBe(true);
  });
});

describe('routing numbers', () => {
  it('passes the ABA checksum only', () => {
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('02100002')).toBe(false);
    expect(isValidRoutingNumber('02100002a')).toBe(false);
  });
});
