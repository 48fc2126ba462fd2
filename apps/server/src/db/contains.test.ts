import { describe, expect, it } from 'vitest';
import { likePattern, trigramProbe } from './contains';

describe('trigramProbe: what the trigram index is asked about (decision 0121)', () => {
  it("asks about a long number's last 6 digits when the term is longer", () => {
    expect(trigramProbe('bn-0123457')).toBe('123457');
    expect(trigramProbe('6090123457')).toBe('123457');
    expect(trigramProbe('maria.garcia1000123@example.com')).toBe('000123');
  });

  it('asks about the whole term when it has no long number or is no longer than the probe', () => {
    for (const term of ['garcia', 'maria garcia', 'acc-1000', '555-01', '123456', 'tanaka-123']) {
      expect(trigramProbe(term)).toBeNull();
    }
  });

  it('takes the longest run of digits, not the last one', () => {
    expect(trigramProbe('x-12345678-9')).toBe('345678');
  });
});

describe('likePattern', () => {
  it("takes LIKE's wildcards and its escape literally", () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
