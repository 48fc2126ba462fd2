import { SECURITY_TIME_ZONE } from '@arrears/domain';

/*
 * The dashboard shows US Eastern time (the agency's clock) whatever the browser's zone. Newer ICU
 * puts a narrow no-break space before AM/PM; a plain space reads the same and matches in tests.
 */
const eventTime = new Intl.DateTimeFormat('en-US', {
  timeZone: SECURITY_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const clockTime = new Intl.DateTimeFormat('en-US', {
  timeZone: SECURITY_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});
/** Stats days are calendar dates ('2026-03-02'): formatted as such, with no zone shift. */
const dayLabel = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

const plain = (text: string) => text.replace(/\u202f/g, ' ');

/** 'Mar 2, 2026, 10:04 AM ET' */
export function formatEventTime(iso: string): string {
  return `${plain(eventTime.format(new Date(iso)))} ET`;
}

/** '10:04:12 AM ET' */
export function formatClockTime(ms: number): string {
  return `${plain(clockTime.format(new Date(ms)))} ET`;
}

/** 'Mar 2' */
export function formatDayLabel(date: string): string {
  return dayLabel.format(new Date(`${date}T00:00:00Z`));
}
