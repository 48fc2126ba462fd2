import type { ContactHistoryEntry } from '@arrears/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/app/testing';
import { ContactHistoryTab } from './contact-history-tab';
import { RecentActivity } from './recent-activity';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RECORDED_CALL: ContactHistoryEntry = {
  id: 7,
  timestamp: '2026-11-02T15:30:00Z',
  channel: 'Call',
  userName: 'Sam Staff',
  dispositionCode: 'promise_to_pay',
  message: 'Outbound call to (609) 555-0144',
  recording: { url: '/api/calls/CA0123456789abcdef/recording' },
};
const NOTE: ContactHistoryEntry = {
  id: 6,
  timestamp: '2026-11-01T14:00:00Z',
  channel: 'Note',
  userName: 'Sam Staff',
  dispositionCode: null,
  message: 'Asked for a callback',
  recording: null,
};
const UNRECORDED_CALL: ContactHistoryEntry = {
  ...RECORDED_CALL,
  id: 5,
  timestamp: '2026-10-30T13:00:00Z',
  recording: null,
};

function renderActivity(entries: ContactHistoryEntry[], View = RecentActivity) {
  const calls = fakeServer({ 'GET /api/debtors/3/contacts': () => ({ body: entries }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <View debtorId={3} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('Recent Activity: a call’s recording', () => {
  it('plays the linked recording in a labelled player that loads nothing until played', async () => {
    const calls = renderActivity([RECORDED_CALL, NOTE, UNRECORDED_CALL]);
    const player = await screen.findByLabelText(/^Recording of the call of /);
    expect(player.tagName).toBe('AUDIO');
    expect(player.getAttribute('aria-label')).toMatch(
      /^Recording of the call of 11\/02\/2026 \d{1,2}:30 (AM|PM)$/,
    );
    expect(player.getAttribute('src')).toBe('/api/calls/CA0123456789abcdef/recording');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.getAttribute('preload')).toBe('none');
    // The player sits in the call's own entry, with the word "Recording" beside it.
    const entry = player.closest('li');
    if (!entry) throw new Error('the player is outside an entry');
    expect(within(entry).getByText('Recording')).toBeTruthy();
    expect(within(entry).getByText('Outbound call to (609) 555-0144')).toBeTruthy();
    // Only the recorded call has one; nothing was fetched from the recording's URL.
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    expect(screen.getAllByText('Recording')).toHaveLength(1);
    expect(calls.map((c) => c.path)).toEqual(['/api/debtors/3/contacts']);
  });

  it('shows no player when the server links no recording', async () => {
    renderActivity([UNRECORDED_CALL, NOTE]);
    await screen.findByText('Asked for a callback');
    expect(document.querySelector('audio')).toBeNull();
    expect(screen.queryByText('Recording')).toBeNull();
  });
});

describe('Contact History: a call’s recording', () => {
  it('plays it in the call’s row, under the message', async () => {
    renderActivity([RECORDED_CALL, NOTE, UNRECORDED_CALL], ContactHistoryTab);
    const player = await screen.findByLabelText(/^Recording of the call of 11\/02\/2026 /);
    expect(player.getAttribute('src')).toBe('/api/calls/CA0123456789abcdef/recording');
    expect(player.getAttribute('preload')).toBe('none');
    const row = player.closest('tr');
    if (!row) throw new Error('the player is outside a row');
    expect(within(row).getByText('Outbound call to (609) 555-0144')).toBeTruthy();
    expect(document.querySelectorAll('audio')).toHaveLength(1);
  });
});
