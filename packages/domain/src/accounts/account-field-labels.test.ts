import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FIELD_GROUPS,
  ACCOUNT_FIELD_LABELS,
  accountFieldLabel,
  accountFieldsByGroup,
} from './account-field-labels';
import { ACCOUNT_FIELD_KEYS, ACCOUNT_FIELDS } from './account-fields';

describe('the plain labels of the account record', () => {
  it('label every field and nothing else', () => {
    expect(Object.keys(ACCOUNT_FIELD_LABELS)).toEqual(ACCOUNT_FIELD_KEYS);
  });

  it('use plain words, not column names', () => {
    expect(accountFieldLabel('address1')).toBe('Address line 1');
    expect(accountFieldLabel('days_delinq')).toBe('Days delinquent');
    expect(accountFieldLabel('school_name')).toBe('Creditor');
    expect(accountFieldLabel('interest_rate')).toBe('Interest rate');
    for (const [key, { label }] of Object.entries(ACCOUNT_FIELD_LABELS)) {
      expect(label, key).not.toMatch(/_|Pymt|Paymt|Amt\b|Delinq\b|Chg\b/);
      expect(label, key).toMatch(/^[A-Z]/);
    }
    const labels = Object.values(ACCOUNT_FIELD_LABELS).map((f) => f.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('give each field a format that fits its stored type', () => {
    for (const field of ACCOUNT_FIELDS) {
      const { format } = ACCOUNT_FIELD_LABELS[field.key];
      const expected = {
        money: ['money'],
        rate: ['percent'],
        date: ['date'],
        timestamp: ['datetime'],
        integer: ['count', 'text'],
        sensitive: ['masked'],
        text: ['text', 'phone'],
      }[field.type];
      expect(expected, field.key).toContain(format);
    }
    expect(ACCOUNT_FIELD_LABELS.primary_phone.format).toBe('phone');
  });

  it('place every field in one group, in the groups order', () => {
    const grouped = accountFieldsByGroup();
    expect(grouped.map((g) => g.group)).toEqual([...ACCOUNT_FIELD_GROUPS]);
    expect(grouped.flatMap((g) => g.keys).sort()).toEqual([...ACCOUNT_FIELD_KEYS].sort());
    expect(grouped.every((g) => g.keys.length > 0)).toBe(true);
  });
});
