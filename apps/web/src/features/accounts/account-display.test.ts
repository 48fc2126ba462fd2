import { describe, expect, it } from 'vitest';
import { detailBadgeTone, tableBadgeTone } from './account-display';

describe('the accounts table badge', () => {
  it('is green for active in any spelling, the lists showing one form of a status (decision 0114)', () => {
    for (const status of ['active', 'Active', 'ACTIVE', ' active', 'active ']) {
      expect(tableBadgeTone(status), status).toBe('green');
    }
    for (const status of ['inactive', 'closed', 'Repayment II', '', null]) {
      expect(tableBadgeTone(status), String(status)).toBe('grey');
    }
  });

  it('agrees with the detail badge on active, and stays quieter for the rest (grey, not red)', () => {
    expect(detailBadgeTone('ACTIVE')).toBe('green');
    expect(tableBadgeTone('ACTIVE')).toBe('green');
    expect(detailBadgeTone('Repay Cancelled')).toBe('red');
    expect(tableBadgeTone('Repay Cancelled')).toBe('grey');
  });
});
