import type { JobStatus } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import { describeRetries, describeSchedule } from './job-format';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('describeSchedule', () => {
  it('words the cron forms our jobs use in the agency’s zone, with no cron left', () => {
    expect(describeSchedule(null)).toBe('Only when started');
    expect(describeSchedule('* * * * *')).toBe('Every minute');
    expect(describeSchedule('*/15 * * * *')).toBe('Every 15 minutes');
    expect(describeSchedule('7 * * * *')).toBe('Every hour at :07');
    expect(describeSchedule('1 2 3 4 5')).toBe('On a custom schedule');
  });

  it('says a daily UTC time as the Eastern clock reads it that day, daylight saving included', () => {
    expect(describeSchedule('15 6 * * *', WINTER)).toBe('Every day at 1:15 AM ET');
    expect(describeSchedule('15 6 * * *', SUMMER)).toBe('Every day at 2:15 AM ET');
    expect(describeSchedule('0 17 * * *', WINTER)).toBe('Every day at 12:00 PM ET');
  });
});

describe('describeRetries', () => {
  const job = (retryLimit: number, retryDelaySeconds: number, retryBackoff: boolean) =>
    ({ retryLimit, retryDelaySeconds, retryBackoff }) as JobStatus;
  it('says what happens when a run fails', () => {
    expect(describeRetries(job(0, 0, false))).toBe('Not tried again if it fails');
    expect(describeRetries(job(3, 300, true))).toBe('Tried up to 3 more times if it fails');
    expect(describeRetries(job(1, 10, false))).toBe('Tried once more if it fails');
  });
});
