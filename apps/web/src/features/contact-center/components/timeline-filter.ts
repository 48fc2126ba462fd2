import type { ContactHistoryEntry } from '@arrears/domain';
import { dispositionLabel, userOf } from './contact-display';

/** The distinct channels of the timeline, in first-seen order, for the channel chips. */
export const channelsOf = (entries: readonly ContactHistoryEntry[]) => [
  ...new Set(entries.map((e) => e.channel)),
];

/**
 * The entries whose channel, disposition (code or label), message or agent contain the text, case-insensitive,
 * and whose channel is the chosen one (null: any channel).
 */
export function filterTimeline(
  entries: readonly ContactHistoryEntry[],
  text: string,
  channel: string | null = null,
): ContactHistoryEntry[] {
  const needle = text.trim().toLowerCase();
  return entries.filter((e) => {
    if (channel !== null && e.channel !== channel) return false;
    if (!needle) return true;
    const haystack = [
      e.channel,
      e.dispositionCode,
      dispositionLabel(e.dispositionCode),
      e.message,
      userOf(e.userName),
    ];
    return haystack.some((field) => field?.toLowerCase().includes(needle));
  });
}
