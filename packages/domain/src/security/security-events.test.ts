import { describe, expect, it } from 'vitest';
import { SECURITY_SEARCH_MESSAGES, securitySearchInstant, securitySearchSchema } from './security-events';

describe('securitySearchInstant', () => {
  it('reads a date-time without an offset as US Eastern, in winter and in summer', () => {
    expect(securitySearchInstant('2026-03-02T10:04').toISOString()).toBe('2026-03-02T15:04:00.000Z');
    expect(securitySearchInstant('2026-07-02T10:04:05.5').toISOString()).toBe('2026-07-02T14:04:05.500Z');
    // Either side of the March change (02:00 EST → 03:00 EDT).
    expect(securitySearchInstant('2026-03-08T01:59').toISOString()).toBe('2026-03-08T06:59:00.000Z');
    expect(securitySearchInstant('2026-03-08T03:00').toISOString()).toBe('2026-03-08T07:00:00.000Z');
  });

  it('keeps an explicit offset or Z as written', () => {
    expect(securitySearchInstant('2026-03-02T10:04:00-05:00').toISOString()).toBe('2026-03-02T15:04:00.000Z');
    expect(securitySearchInstant('2026-03-02T15:04:00Z').toISOString()).toBe('2026-03-02T15:04:00.000Z');
  });
});

describe('securitySearchSchema', () => {
  it('reports every wrong filter at once, the date order included', () => {
    const result = securitySearchSchema.safeParse({
      userId: 'abc',
      startDate: '2026-03-02T10:05',
      endDate: '2026-03-02T10:04',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['userId', SECURITY_SEARCH_MESSAGES.userId],
      ['endDate', SECURITY_SEARCH_MESSAGES.endBeforeStart],
    ]);
  });

  it('accepts an empty search with the default limit of 100', () => {
    expect(securitySearchSchema.parse({})).toEqual({ limit: 100 });
  });
});
