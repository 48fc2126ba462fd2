import { describe, expect, it } from 'vitest';
import { hotLeadPriority, hotLeadsQuerySchema } from './dashboard';

describe('hotLeadPriority (docs/product/dashboard.md)', () => {
  it('is high over 10000 or over 3 visits', () => {
    expect(hotLeadPriority('10000.01', 1)).toBe('high');
    expect(hotLeadPriority('10.00', 4)).toBe('high');
  });
  it('is medium over 5000 or over 2 visits', () => {
    expect(hotLeadPriority('10000.00', 1)).toBe('medium');
    expect(hotLeadPriority('5000.01', 1)).toBe('medium');
    expect(hotLeadPriority('10.00', 3)).toBe('medium');
  });
  it('is low otherwise', () => {
    expect(hotLeadPriority('5000.00', 2)).toBe('low');
    expect(hotLeadPriority('0.00', 0)).toBe('low');
  });
});

describe('hotLeadsQuerySchema', () => {
  it('defaults to 7 days by balance and accepts the five windows', () => {
    expect(hotLeadsQuerySchema.parse({})).toEqual({ days: 7, sort: 'balance' });
    for (const d of ['1', '3', '7', '14', '30'])
      expect(hotLeadsQuerySchema.parse({ days: d }).days).toBe(Number(d));
  });
  it('refuses other windows and orders with a clear message', () => {
    expect(hotLeadsQuerySchema.safeParse({ days: '2' }).error?.issues[0].message).toBe(
      'days must be one of 1, 3, 7, 14 or 30',
    );
    expect(hotLeadsQuerySchema.safeParse({ sort: 'name' }).error?.issues[0].message).toBe(
      'sort must be balance, visits or recency',
    );
  });
});
