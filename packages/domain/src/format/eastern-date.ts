/** The agency's calendar: payment dates and "today" are US Eastern dates (times are stored in UTC). */
export const AGENCY_TIME_ZONE = 'America/New_York';

const easternDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: AGENCY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'yyyy-mm-dd' of this instant in US Eastern time. */
export function easternDateOf(ms: number): string {
  return easternDay.format(new Date(ms));
}
