import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/ui/use-toast';
import { openWorkspace, workspaceServer } from '../workspace-fixtures';

import { FakeDevice } from './voice-sdk-fixtures';

// The voice SDK replaced at its module: a Device and its calls that record what the page asks of them.
vi.mock('@twilio/voice-sdk', () => import('./voice-sdk-fixtures'));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  FakeDevice.last = null;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const AGENT = { phoneLine: 'browser', provider: 'twilio', browserPhone: true };
const panel = () => screen.getByRole('region', { name: 'Current call' });
const tick = () => act(() => vi.advanceTimersByTimeAsync(1000));

function browserLine(
  status: () => Record<string, unknown>,
  overrides: Parameters<typeof workspaceServer>[0] = {},
) {
  let tokens = 0;
  return workspaceServer({
    'GET /api/telephony/agent': () => ({ body: AGENT }),
    'GET /api/telephony/token': () => ({ body: { token: `jwt-${++tokens}`, identity: 'agent-2' } }),
    'GET /api/telephony/offers': () => ({ body: { offers: [] } }),
    'POST /api/debtors/3/initiate-call': () => ({
      body: { callSid: 'CA1', status: 'initiated', answeredBy: null, agentLeg: 'ringing' },
    }),
    'GET /api/call-status/CA1': () => ({ body: { callSid: 'CA1', ...status() } }),
    'POST /api/debtors/3/hang-up': () => ({ body: { callSid: 'CA1', status: 'completed' } }),
    'POST /api/debtors/3/hold': ({ body }) => ({
      body: { callSid: 'CA1', status: 'in-progress', held: body },
    }),
    'POST /api/debtors/3/voicemail-drop': () => ({
      body: { callSid: 'CA1', status: 'completed', answeredBy: 'machine', agentLeg: 'completed' },
    }),
    'POST /api/debtors/3/save-disposition': () => ({ body: { success: true } }),
    ...overrides,
  });
}

describe('the browser phone in the workspace', { timeout: 45_000 }, () => {
  it('signs in, answers the bridge call of the call placed, and mutes, holds, sends tones and hangs up', async () => {
    let status = { status: 'ringing', answeredBy: null, agentLeg: 'in-progress' } as Record<string, unknown>;
    const calls = browserLine(() => status);
    await openWorkspace();
    expect(await screen.findByText('Browser phone')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('phone-line').textContent).toContain('Ready'));
    const device = FakeDevice.last;
    expect(device?.tokens).toEqual(['jwt-1']);

    // A dropped connection shows until the SDK registers again.
    await act(async () => device?.emit('unregistered'));
    expect(screen.getByTestId('phone-line').textContent).toContain('Not ready');
    expect(screen.getByText(/lost its connection to the phone service/)).toBeTruthy();
    await act(async () => device?.emit('registered'));
    expect(screen.getByTestId('phone-line').textContent).toContain('Ready');

    // The token is renewed before it runs out.
    await act(async () => device?.emit('tokenWillExpire'));
    await waitFor(() => expect(device?.tokens).toEqual(['jwt-1', 'jwt-2']));

    // Another call of this agent's ringing the phone (placed elsewhere) waits for Answer.
    const stranger = device?.ring({ callSid: 'CA-other', accountId: '3' });
    expect(await screen.findByText('Your call is ringing on the browser phone')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Call Primary: (609) 555-0144' }));
    await screen.findByTestId('call-status');
    const bridge = device?.ring({ callSid: 'CA1', accountId: '3' });
    expect(bridge?.accepted).toBe(true);
    expect(stranger?.accepted).toBe(false);
    // Twilio stops ringing the other one: its banner goes.
    await act(async () => stranger?.emit('cancel'));
    expect(screen.queryByText('Your call is ringing on the browser phone')).toBeNull();

    await tick();
    status = { status: 'in-progress', answeredBy: 'human', agentLeg: 'in-progress' };
    await tick();
    await waitFor(() => expect(screen.getByTestId('call-status').textContent).toBe('Call In Progress'));

    fireEvent.click(within(panel()).getByRole('button', { name: 'Mute' }));
    expect(bridge?.muted).toBe(true);
    expect(within(panel()).getByRole('button', { name: 'Unmute' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(panel()).getByRole('button', { name: 'Hold' }));
    await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Resume' })).toBeTruthy());
    expect(calls.find((c) => c.path === '/api/debtors/3/hold')?.body).toEqual({ callSid: 'CA1', hold: true });
    expect(within(panel()).getByText('On hold: the consumer hears the hold message and music.')).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(within(panel()).getByRole('button', { name: 'Hold' })).toBeTruthy());
    expect(calls.filter((c) => c.path === '/api/debtors/3/hold').at(-1)?.body).toEqual({
      callSid: 'CA1',
      hold: false,
    });

    // The keypad's tones go through the browser phone's call, not send-dtmf.
    fireEvent.click(within(panel()).getByRole('button', { name: 'Keypad' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Dial 7' }));
    expect(bridge?.digits).toEqual(['7']);
    expect(calls.some((c) => c.path === '/api/debtors/3/send-dtmf')).toBe(false);

    fireEvent.click(within(panel()).getByRole('button', { name: 'Hang Up' }));
    await waitFor(() => expect(bridge?.disconnected).toBe(true));
    expect(calls.find((c) => c.path === '/api/debtors/3/hang-up')?.body).toEqual({ callSid: 'CA1' });
    expect(await within(panel()).findByText('Please enter call disposition and notes')).toBeTruthy();
  });

  it('offers the voicemail when a machine answers, and the call ends after it', async () => {
    let status = 'in-progress';
    const calls = browserLine(() => ({ status, answeredBy: 'machine', agentLeg: 'in-progress' }), {
      'POST /api/debtors/3/voicemail-drop': () => ({
        body: { callSid: 'CA1', status: 'in-progress', answeredBy: 'machine', agentLeg: 'in-progress' },
      }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace();
    await waitFor(() => expect(screen.getByTestId('phone-line').textContent).toContain('Ready'));
    fireEvent.click(screen.getByRole('button', { name: 'Call Primary: (609) 555-0144' }));
    await screen.findByTestId('call-status');
    const bridge = FakeDevice.last?.ring({ callSid: 'CA1' });
    expect(within(panel()).queryByRole('button', { name: 'Leave voicemail' })).toBeNull();
    await tick();
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Leave voicemail' }));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Voicemail Left'));
    expect(calls.find((c) => c.path === '/api/debtors/3/voicemail-drop')?.body).toEqual({ callSid: 'CA1' });
    // The message plays to its end: nothing cuts it, the agent is told, and the leg ends by itself.
    expect(
      await within(panel()).findByText(
        'The message is playing to the answering machine; the call ends by itself when it is done.',
      ),
    ).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Leave voicemail' })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Hold' })).toBeNull();
    expect(bridge?.disconnected).toBe(false);
    status = 'completed';
    await tick();
    expect(await within(panel()).findByText('Please enter call disposition and notes')).toBeTruthy();
    await waitFor(() => expect(bridge?.disconnected).toBe(true));
  });

  it('says in plain words when the phone cannot sign in, and places no call then', async () => {
    const calls = browserLine(() => ({ status: 'ringing' }), {
      'GET /api/telephony/token': () => ({
        status: 404,
        body: { message: 'The browser phone is not configured on this install' },
      }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace();
    expect(
      await screen.findByText(
        'The browser phone could not sign in: The browser phone is not configured on this install.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('phone-line').textContent).toContain('Not ready');
    fireEvent.click(screen.getByRole('button', { name: 'Call Primary: (609) 555-0144' }));
    await waitFor(() =>
      expect(toasts.result.current.toasts[0]?.description).toMatch(/^Your browser phone is not ready/),
    );
    expect(calls.some((c) => c.path === '/api/debtors/3/initiate-call')).toBe(false);
  });

  it('tells the agent when the browser refuses the microphone', async () => {
    browserLine(() => ({ status: 'in-progress', answeredBy: 'human', agentLeg: 'in-progress' }));
    await openWorkspace();
    await waitFor(() => expect(screen.getByTestId('phone-line').textContent).toContain('Ready'));
    fireEvent.click(screen.getByRole('button', { name: 'Call Primary: (609) 555-0144' }));
    await screen.findByTestId('call-status');
    const bridge = FakeDevice.last?.ring({ callSid: 'CA1' });
    await act(async () => bridge?.emit('error', { code: 31401, message: 'Permission denied' }));
    expect(within(panel()).getByText(/The browser did not allow the microphone/)).toBeTruthy();
  });

  it('keeps the simulator as it was: no SDK, no Mute or Hold, the keypad through send-dtmf', async () => {
    const calls = browserLine(() => ({ status: 'in-progress' }), {
      'GET /api/telephony/agent': () => ({
        body: { phoneLine: 'browser', provider: 'simulator', browserPhone: false },
      }),
      'POST /api/debtors/3/send-dtmf': () => ({ body: { callSid: 'CA1', status: 'in-progress' } }),
    });
    await openWorkspace();
    await waitFor(() =>
      expect(screen.getByTestId('phone-line').textContent).toBe('Your line: Browser phone · simulated calls'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Call Primary: (609) 555-0144' }));
    await screen.findByTestId('call-status');
    await tick();
    expect(within(panel()).queryByRole('button', { name: 'Mute' })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Hold' })).toBeNull();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Keypad' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Dial 3' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/debtors/3/send-dtmf')?.body).toEqual({
        callSid: 'CA1',
        digits: '3',
      }),
    );
    expect(FakeDevice.last).toBeNull();
    expect(calls.some((c) => c.path === '/api/telephony/token')).toBe(false);
    expect(calls.some((c) => c.path === '/api/telephony/offers')).toBe(false);
  });
});
