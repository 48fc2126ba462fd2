import { describe, expect, it } from 'vitest';
import { describeSchedule } from './job-format';

describe('describeSchedule', () => {
  it('words the cron forms our jobs use and shows any other as written', () => {
    expect(describeSchedule(null)).toBe('Only when sent');
    expect(describeSchedule('* * * * *')).toBe('Every minute');
    expect(describeSchedule('*/15 * * * *')).toBe('Every 15 minutes');
    expect(describeSchedule('7 * * * *')).toBe('Every hour at :07 (UTC)');
    expect(describeSchedule('30 5 * * *')).toBe('30 5 * * * (cron, UTC)');
  });
});
