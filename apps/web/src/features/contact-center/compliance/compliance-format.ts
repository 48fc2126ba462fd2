import type { ChannelVerdict } from '@arrears/domain';

export const EASTERN = 'America/New_York';

/** "Sat, Nov 21, 8:00 AM EST" in the given time zone; the raw text when it is not a date. */
export function formatInZone(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** The desk's US form (decision 0110): "03/02/2026 11:00 AM EST" in the zone (the agent's own when none). */
export function formatUsDateTime(iso: string, timeZone?: string, zoneName = true): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: zoneName ? 'short' : undefined,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const zone = zoneName ? ` ${part('timeZoneName')}` : '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod')}${zone}`;
}

/** "America/Chicago" → "Chicago" (the agent reads the city, the title keeps the IANA name). */
export const zoneLabel = (timeZone: string) => timeZone.split('/').pop()?.replaceAll('_', ' ') ?? timeZone;

/** Opening time in Eastern and, when they differ, in each of the consumer's zones. */
export function opensText(iso: string, consumerZones: readonly string[]): string {
  const eastern = formatUsDateTime(iso, EASTERN);
  const others = consumerZones.filter((z) => z !== EASTERN).map((z) => formatUsDateTime(iso, z));
  return others.length ? `${eastern} (${others.join('; ')} consumer time)` : eastern;
}

/** The sentence under a blocked control: the rule's message, then "Opens …" when it lifts by itself. */
export function blockedText(verdict: ChannelVerdict, consumerZones: readonly string[]): string {
  const message = verdict.message ?? 'Blocked by a compliance rule.';
  return verdict.opensAt ? `${message} Opens ${opensText(verdict.opensAt, consumerZones)}.` : message;
}

/** 'yyyy-mm-dd' → "Nov 21, 2026" without a time-zone shift. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
