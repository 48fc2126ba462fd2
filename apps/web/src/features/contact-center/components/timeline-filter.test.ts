import type { ContactHistoryEntry } from '@arrears/domain';
import { describe, expect, it } from 'vitest';
import { channelsOf, filterTimeline } from './timeline-filter';

const entry = (id: number, over: Partial<ContactHistoryEntry>): ContactHistoryEntry => ({
  id,
  timestamp: '2026-01-01T10:00:00Z',
  channel: 'Phone',
  userName: null,
  dispositionCode: null,
  message: null,
  recording: null,
  ...over,
});

const ENTRIES = [
  entry(1, {
    channel: 'Phone',
    userName: 'Alex Agent',
    dispositionCode: 'left_message',
    message: 'Voicemail left',
  }),
  entry(2, { channel: 'SMS', message: 'Call me after 5' }),
  entry(3, { channel: 'Email', userName: 'Sam Staff', message: 'Statement sent' }),
];

describe('filterTimeline', () => {
  it('keeps everything for an empty or blank text', () => {
    expect(filterTimeline(ENTRIES, '')).toHaveLength(3);
    expect(filterTimeline(ENTRIES, '   ')).toHaveLength(3);
  });

  it('matches message, channel, agent and disposition label, ignoring case', () => {
    expect(filterTimeline(ENTRIES, 'AFTER 5').map((e) => e.id)).toEqual([2]);
    expect(filterTimeline(ENTRIES, 'sms').map((e) => e.id)).toEqual([2]);
    expect(filterTimeline(ENTRIES, 'sam').map((e) => e.id)).toEqual([3]);
    expect(filterTimeline(ENTRIES, 'left message').map((e) => e.id)).toEqual([1]);
    expect(filterTimeline(ENTRIES, 'system').map((e) => e.id)).toEqual([2]);
    expect(filterTimeline(ENTRIES, 'zzz')).toEqual([]);
  });

  it('narrows by channel, together with the text', () => {
    expect(filterTimeline(ENTRIES, '', 'Email').map((e) => e.id)).toEqual([3]);
    expect(filterTimeline(ENTRIES, 'voicemail', 'Email')).toEqual([]);
    expect(channelsOf(ENTRIES)).toEqual(['Phone', 'SMS', 'Email']);
  });
});
