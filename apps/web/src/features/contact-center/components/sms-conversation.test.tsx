import type { SmsHistoryItem } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openWorkspace, workspaceServer } from '../workspace-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const text = (over: Partial<SmsHistoryItem> & Pick<SmsHistoryItem, 'id'>): SmsHistoryItem => ({
  direction: 'outbound',
  body: 'Hello',
  status: 'sent',
  sentAt: '2026-11-02T15:00:00Z',
  receivedAt: null,
  createdAt: '2026-11-02T15:00:00Z',
  readAt: null,
  error: null,
  keyword: null,
  ...over,
});

const inbound = (over: Partial<SmsHistoryItem> & Pick<SmsHistoryItem, 'id' | 'body'>) =>
  text({
    direction: 'inbound',
    status: 'received',
    sentAt: null,
    receivedAt: '2026-11-02T16:00:00Z',
    ...over,
  });

/** The server's answer: newest first. */
const HISTORY: SmsHistoryItem[] = [
  inbound({ id: 7, body: 'HELP', keyword: 'help', readAt: '2026-11-02T17:00:00Z' }),
  inbound({ id: 6, body: 'STOP', keyword: 'stop', readAt: '2026-11-02T17:00:00Z' }),
  inbound({ id: 5, body: 'Call me after 5' }),
  text({ id: 4, body: 'Refused one', status: 'refused', sentAt: null, error: 'This number has opted out' }),
  text({ id: 3, body: 'Failed one', status: 'undelivered', error: 'Error 30003' }),
  text({ id: 2, body: 'Delivered one', status: 'delivered' }),
  text({ id: 1, body: 'Queued one', status: 'queued', sentAt: null }),
];

const conversation = () => screen.getByRole('region', { name: 'Text conversation' });
const messages = () => within(conversation()).getAllByTestId('sms-message');

describe('the text conversation', { timeout: 40_000 }, () => {
  it('shows ours on the right with delivery states, theirs on the left, oldest first, and what STOP and HELP did', async () => {
    workspaceServer({ 'GET /api/debtors/3/sms': () => ({ body: HISTORY }) });
    await openWorkspace('Contact Interface');
    await waitFor(() => expect(messages()).toHaveLength(7));
    const list = messages();
    expect(list.map((m) => m.getAttribute('data-direction'))).toEqual([
      'outbound',
      'outbound',
      'outbound',
      'outbound',
      'inbound',
      'inbound',
      'inbound',
    ]);
    expect(list[0].textContent).toContain('Queued one');
    expect(list[0].textContent).toContain('Queued');
    expect(list[1].textContent).toContain('Delivered');
    expect(list[2].textContent).toContain('Not delivered');
    expect(list[2].textContent).toContain('Error 30003');
    expect(list[3].textContent).toContain('Not sent: blocked by the compliance rules');
    expect(list[3].textContent).toContain('This number has opted out');
    expect(list[4].textContent).toContain('Call me after 5');
    expect(list[4].className).toContain('items-start');
    expect(list[0].className).toContain('items-end');
    // Only the unread reply is new; an inbound text has no delivery state.
    expect(within(list[4]).getByText('New')).toBeTruthy();
    expect(within(list[5]).queryByText('New')).toBeNull();
    expect(within(list[4]).queryByText('Sent')).toBeNull();
    expect(list[5].textContent).toContain('Opted out of texts — no more texts will be sent to this number');
    expect(list[6].textContent).toContain('Help reply sent');
    expect(within(list[4]).queryByText(/Opted out|Help reply/)).toBeNull();
    expect(screen.getByText('1 new')).toBeTruthy();
  });

  it('marks the replies read on the server, then shows them read', async () => {
    let read = false;
    const calls = workspaceServer({
      'GET /api/debtors/3/sms': () => ({
        body: [inbound({ id: 5, body: 'Call me after 5', readAt: read ? '2026-11-02T17:00:00Z' : null })],
      }),
      'POST /api/debtors/3/sms/read': () => {
        read = true;
        return { body: { success: true, marked: 1 } };
      },
    });
    await openWorkspace('Contact Interface');
    await waitFor(() => expect(within(conversation()).getByText('New')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(conversation()).queryByText('New')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/debtors/3/sms/read')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(within(conversation()).getByText('Call me after 5')).toBeTruthy();
  });

  it('reads the conversation again after a text is sent', async () => {
    let sent = false;
    const calls = workspaceServer({
      'GET /api/debtors/3/sms': () => ({ body: sent ? [text({ id: 9, body: 'On its way' })] : [] }),
      'POST /api/debtors/3/send-sms': () => {
        sent = true;
        return { body: { success: true, id: 9, status: 'sent' } };
      },
    });
    await openWorkspace('Contact Interface');
    await screen.findByText('No text messages yet.');
    fireEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'On its way' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(conversation()).getByText('On its way')).toBeTruthy());
    expect(calls.filter((c) => c.path === '/api/debtors/3/sms').length).toBeGreaterThan(1);
  });
});
