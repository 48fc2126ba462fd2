import { describe, expect, it } from 'vitest';
import { titleFromHash } from './title';

describe('titleFromHash', () => {
  it('turns dashes into spaces and capitalises words', () => {
    expect(titleFromHash('#privacy-policy')).toBe('Privacy Policy');
    expect(titleFromHash('#terms-of-service')).toBe('Terms Of Service');
    expect(titleFromHash('')).toBe('');
  });
});
