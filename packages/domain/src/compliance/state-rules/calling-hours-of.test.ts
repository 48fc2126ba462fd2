import { describe, expect, it } from 'vitest';
import { callingHoursOf, describeHours } from './state-rule-checks';
import { STATE_RULES } from './state-rules';

describe('callingHoursOf: the window the desk shows beside the local time', () => {
  it('is the federal 8:00 AM - 9:00 PM where no state narrows it', () => {
    const hours = callingHoursOf({ state: 'NJ', zip: '08601' });
    expect(describeHours(hours)).toBe('8:00 AM - 9:00 PM');
    expect(hours.state).toBeNull();
  });

  it("is a state's narrower window, named, where the consumer's state has one", () => {
    const rules = {
      ...STATE_RULES,
      callingHours: [{ state: 'MA', opensMinutes: 8 * 60, closesMinutes: 20 * 60, source: 'a test rule' }],
    };
    const hours = callingHoursOf({ state: 'MA', zip: '02108' }, rules);
    expect(describeHours(hours)).toBe('8:00 AM - 8:00 PM');
    expect(hours).toMatchObject({ state: 'MA', source: 'a test rule' });
    expect(callingHoursOf({ state: 'NJ', zip: null }, rules).state).toBeNull();
  });
});
