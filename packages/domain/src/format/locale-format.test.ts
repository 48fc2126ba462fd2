import { describe, expect, it } from 'vitest';
import { formatCentsIn, formatDayIn, formatMoneyIn } from './locale-format';

describe('money and dates for the language', () => {
  it('writes the same USD amounts in en-US and es-US', () => {
    expect(formatCentsIn(123456, 'en')).toBe('$1,234.56');
    expect(formatCentsIn(123456, 'es')).toBe('$1,234.56');
    expect(formatCentsIn(-2500, 'es')).toBe('-$25.00');
    expect(formatMoneyIn('2450.75', 'es')).toBe('$2,450.75');
    expect(formatMoneyIn(null, 'en')).toBe('$0.00');
  });
  it('writes a day as November 26, 2026 or 26 de noviembre de 2026', () => {
    expect(formatDayIn('2026-11-26', 'en')).toBe('November 26, 2026');
    expect(formatDayIn('2026-11-26', 'es')).toBe('26 de noviembre de 2026');
    expect(formatDayIn('soon', 'es')).toBe('soon');
  });
});
