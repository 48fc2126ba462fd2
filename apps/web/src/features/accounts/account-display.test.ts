import { describe, expect, it } from 'vitest';
import { detailBadgeTone, tableBadgeTone } from './account-display';

describe('the accounts table badge', () => {
  it('is green only for the exact lower-case active (docs/product/accounts-import.md)', () => {
    expect(tableBadgeTone('active')).toBe('green');
    for (const status of [
      'Active',
      'ACTIVE',
      ' active',
      'active ',
      'inactive',
      'closed',
      'Repayment II',
      '',
      null,
    ]) {
      expect(tableBadgeTone(status), String(status)).toBe('grey');
    }
  });

  it('differs from the detail badge, which reads any case of active as green', () => {
    expect(detailBadgeTone('ACTIVE')).toBe('green');
    expect(tableBadgeTone('ACTIVE')).toBe('grey');
  });
});
