import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatCents, formatMoney, parseCents } from './money';

describe('money', () => {
  it('parses amounts exactly into integer cents', () => {
    expect(parseCents('1,234.5')).toBe(123450);
    expect(parseCents('$0.10')).toBe(10);
    expect(parseCents('0.29')).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(parseCents('-12')).toBe(-1200);
    expect(parseCents('12.345')).toBeNull();
    expect(parseCents('abc')).toBeNull();
  });

  it('formats USD with a dollar sign, 2 decimals and en-US grouping', () => {
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-2500)).toBe('-$25.00');
    expect(formatMoney('2450.75')).toBe('$2,450.75');
    expect(formatMoney(null)).toBe('$0.00');
  });

  it('writes cents back as a decimal string', () => {
    expect(centsToDecimal(123450)).toBe('1234.50');
    expect(centsToDecimal(-7)).toBe('-0.07');
  });
});
