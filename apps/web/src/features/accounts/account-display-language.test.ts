import { describe, expect, it } from 'vitest';
import { displayValue } from './account-display';
import type { AccountRecord } from './api/account-types';

describe('the preferred language as the back office shows it', () => {
  it('names the language in words', () => {
    const account = (language: string) => ({ id: 1, preferred_language: language }) as AccountRecord;
    expect(displayValue(account('es'), 'preferred_language')).toBe('Spanish (español)');
    expect(displayValue(account('en'), 'preferred_language')).toBe('English');
  });
});
