import { DIALER_MESSAGES, type DialerTurn, type MyQueue } from '@arrears/domain';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { useToast } from '@/ui/use-toast';
import { MARIA, workspaceServer } from './workspace-fixtures';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const QUEUE: MyQueue = {
  ready: [
    {
      accountId: 3,
      accountNumber: 'ACC-100003',
      fullName: 'Maria Garcia',
      unpaidBalance: '1000.10',
      placedAt: '2026-01-05T12:00:00.000Z',
      assignedUserId: null,
      reasons: [{ code: 'callback_requested', label: 'Callback requested', detail: null, rank: 30 }],
      localTimes: [{ timeZone: 'America/New_York', localTime: '10:15 AM' }],
      callWindow: { hours: '8:00 AM - 9:00 PM', state: null },
    },
  ],
  waiting: [],
  counts: { ready: 2, waiting: 0 },
  page: 1,
  pageSize: 25,
  pages: 1,
  truncated: false,
};

const turn = (accountId: number, fields: Partial<DialerTurn> = {}): DialerTurn => ({
  accountId,
  callSid: null,
  status: null,
  previewSeconds: 3,
  phoneNumber: '6095550144',
  ...fields,
});

/** The fake server of a dialing session: Maria (3) first, then Nina (9), each answer in turn. */
function session(nextAnswers: Array<{ status?: number; body: unknown }>) {
  let nextCall = 0;
  return workspaceServer({
    'GET /api/admin/contact-center/my-queue?reason=callback_requested&page=1&pageSize=25': () => ({
      body: QUEUE,
    }),
    'GET /api/admin/contact-center/my-queue?page=1&pageSize=25': () => ({ body: QUEUE }),
    'POST /api/dialer/next': () => nextAnswers[Math.min(nextCall++, nextAnswers.length - 1)],
    'POST /api/dialer/dial': () => ({ body: turn(3, { callSid: 'CA-D1', status: 'no-answer' }) }),
    'POST /api/debtors/3/save-disposition': () => ({ body: { success: true } }),
    'POST /api/debtors/3/initiate-call': () => ({ body: { callSid: 'CA-M1', status: 'initiated' } }),
    'GET /api/call-status/CA-M1': () => ({ body: { callSid: 'CA-M1', status: 'ringing' } }),
    'GET /api/call-status/CA-D2': () => ({ body: { callSid: 'CA-D2', status: 'ringing' } }),
    'GET /api/debtors/9': () => ({
      body: { ...MARIA, id: 9, fullName: 'Nina Ninth', accountNumber: 'ACC-9' },
    }),
  });
}

async function startDialing() {
  const view = renderApp('/admin/contact-center');
  await screen.findByRole('list', { name: 'Ready to work' }, { timeout: 15_000 });
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'callback_requested' } });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Start dialing' })).toHaveProperty('disabled', false),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Start dialing' }));
  await screen.findByRole('heading', { name: 'Maria Garcia' }, { timeout: 15_000 });
  return view;
}

const bar = () => within(screen.getByRole('region', { name: 'Dialing session' }));

// Whole-app renders with the page's lazy chunks: slow on a busy machine.
describe('the dialing session', { timeout: 60_000 }, () => {
  it('previews the account with a countdown, calls it at 0, and Save & next takes the next account the dialer gives', async () => {
    const calls = session([
      { body: turn(3) },
      { body: turn(9, { callSid: 'CA-D2', status: 'initiated', previewSeconds: 0 }) },
    ]);
    const view = await startDialing();
    expect(view.pathname()).toBe('/admin/debtor/3');
    expect(view.search()).toBe('?from=dialer&reason=callback_requested');
    expect(calls.find((c) => c.path === '/api/dialer/next')?.body).toEqual({
      reason: 'callback_requested',
      exclude: [],
    });
    expect(bar().getByTestId('dialer-countdown').textContent).toBe('Calling in 3 s · (609) 555-0144');
    expect(bar().getByRole('button', { name: 'Call now' })).toBeTruthy();
    expect(bar().getByRole('button', { name: 'Skip' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(bar().getByTestId('dialer-countdown').textContent).toContain('Calling in 2 s');
    expect(calls.some((c) => c.path === '/api/dialer/dial')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/dialer/dial')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/dialer/dial')?.body).toEqual({ accountId: 3 });
    // The call bar takes the dialer's call over: it ended unanswered, the outcome is asked.
    const form = await screen.findByRole('form', { name: 'Call disposition' });
    expect(screen.getByTestId('call-status').textContent).toBe('No Answer');
    fireEvent.click(within(form).getByRole('radio', { name: 'No Answer' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save & next' }));
    await waitFor(() => expect(view.pathname()).toBe('/admin/debtor/9'));
    expect(view.search()).toBe('?from=dialer&reason=callback_requested');
    const asks = calls.filter((c) => c.path === '/api/dialer/next');
    expect(asks.at(-1)?.body).toEqual({ reason: 'callback_requested', exclude: [3] });
    // No preview: the dialer placed the call already, the call bar shows it at once.
    expect(await screen.findByRole('heading', { name: 'Nina Ninth' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('call-status')).toBeTruthy());
    expect(screen.queryByTestId('dialer-countdown')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/dialer/dial')).toHaveLength(1);
  });

  it('Skip takes the next account without calling; with none ready the session ends on My queue and says why', async () => {
    const toasts = renderHook(() => useToast());
    const calls = session([
      { body: turn(3) },
      { status: 409, body: { message: DIALER_MESSAGES.nothingReady, error: 'nothing_ready' } },
    ]);
    const view = await startDialing();
    fireEvent.click(bar().getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(view.pathname()).toBe('/admin/contact-center'));
    expect(calls.filter((c) => c.path === '/api/dialer/next').at(-1)?.body).toEqual({
      reason: 'callback_requested',
      exclude: [3],
    });
    expect(calls.some((c) => c.path === '/api/dialer/dial')).toBe(false);
    await waitFor(() =>
      expect(toasts.result.current.toasts[0]?.description).toBe(DIALER_MESSAGES.nothingReady),
    );
  });

  it("a call the agent starts from the workspace during the preview is the turn's: the countdown stops", async () => {
    const calls = session([{ body: turn(3) }]);
    await startDialing();
    const contact = screen.getByRole('tab', { name: 'Contact Interface' });
    fireEvent.mouseDown(contact);
    fireEvent.click(screen.getByRole('button', { name: 'Dial' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/debtors/3/initiate-call')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('dialer-countdown')).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls.some((c) => c.path === '/api/dialer/dial')).toBe(false);
  });

  it("Start dialing with the last call's outcome unsaved says so and stays on My queue", async () => {
    const toasts = renderHook(() => useToast());
    const calls = session([
      {
        status: 409,
        body: { message: DIALER_MESSAGES.outcomePending, error: 'outcome_pending', accountId: 5 },
      },
    ]);
    const view = renderApp('/admin/contact-center');
    await screen.findByRole('list', { name: 'Ready to work' }, { timeout: 15_000 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start dialing' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start dialing' }));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Save the last outcome first'));
    expect(toasts.result.current.toasts[0]?.description).toBe(DIALER_MESSAGES.outcomePending);
    expect(view.pathname()).toBe('/admin/contact-center');
    expect(calls.filter((c) => c.path === '/api/dialer/next')).toHaveLength(1);
  });

  it('Stop dialing lets go of the account and stays on it without the session', async () => {
    const calls = session([{ body: turn(3) }]);
    const view = await startDialing();
    fireEvent.click(bar().getByRole('button', { name: 'Stop dialing' }));
    await waitFor(() => expect(view.search()).toBe(''));
    expect(calls.some((c) => c.path === '/api/dialer/stop')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Dialing session' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls.some((c) => c.path === '/api/dialer/dial')).toBe(false);
  });
});

describe('the dialer setting', { timeout: 60_000 }, () => {
  it('an admin sets the preview on My queue (0 to 120 s); a bad value is refused before the server', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/contact-center/my-queue?page=1&pageSize=25': () => ({ body: QUEUE }),
      'GET /api/admin/dialer/settings': () => ({ body: { previewSeconds: 10 } }),
      'PUT /api/admin/dialer/settings': (call) => ({ body: call.body }),
    });
    renderApp('/admin/contact-center');
    const form = await screen.findByRole('form', { name: 'Dialer setting' }, { timeout: 15_000 });
    const field = within(form).getByLabelText('Preview before each dialer call (seconds, 0 = call at once)');
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('10'));
    fireEvent.change(field, { target: { value: '200' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(DIALER_MESSAGES.previewSeconds)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ previewSeconds: 0 }));
  });

  it('is not offered to a collector', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.collector),
      'GET /api/admin/contact-center/my-queue?page=1&pageSize=25': () => ({ body: QUEUE }),
    });
    renderApp('/admin/contact-center');
    await screen.findByRole('list', { name: 'Ready to work' }, { timeout: 15_000 });
    expect(screen.queryByRole('form', { name: 'Dialer setting' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/admin/dialer/settings')).toBe(false);
  });
});
