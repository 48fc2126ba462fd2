import { describe, expect, it } from 'vitest';
import { calendarDay } from './xls-sheet';

describe('the day an .xls date cell holds', () => {
  it('is the nearest day for a date-only format, whatever zone wrote the midnight', () => {
    expect(calendarDay(45366, 'm/d/yy')).toBe(45366); // 2024-03-15 at midnight
    expect(calendarDay(45365 + 19 / 24, 'm/d/yy')).toBe(45366); // UTC midnight written in New York
    expect(calendarDay(45366 + 9 / 24, 'yyyy-mm-dd')).toBe(45366); // UTC midnight written in Tokyo
    expect(calendarDay(45366.2, 'mmm d, yyyy')).toBe(45366);
  });

  it('is the day the moment falls on when the format shows the time', () => {
    expect(calendarDay(45365 + 19 / 24, 'm/d/yy h:mm')).toBe(45365);
    expect(calendarDay(45365.9, 'yyyy-mm-dd hh:mm:ss')).toBe(45365);
    expect(calendarDay(45365.9, 'm/d/yyyy h:mm AM/PM')).toBe(45365);
  });

  it('does not take quoted text or a colour for a time token', () => {
    expect(calendarDay(45365.8, '"shipped" m/d/yy')).toBe(45366);
    expect(calendarDay(45365.8, '[Red]m/d/yy')).toBe(45366);
  });
});
