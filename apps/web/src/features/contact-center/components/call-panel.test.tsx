import { addDays, easternDateOf } from '@arrears/domain';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/ui/use-toast';
import { openWorkspace, workspaceServer } from '../workspace-fixtures';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const STATUS = 'GET /api/call-status/CA1';
const tick = () => act(() => vi.advanceTimersByTimeAsync(1000));
const statusText = () => screen.getByTestId('call-status').textContent;
const panel = () => screen.getByRole('region', { name: 'Current call' });

/** A fake line: the call answers the statuses in `script`, one per read, the last one repeated. */
function line(script: string[], overrides: Parameters<typeof workspaceServer>[0] = {}) {
  let reads = 0;
  return workspaceServer({
    'POST /api/debtors/3/initiate-call': () => ({ body: { callSid: 'CA1', status: 'initiated' } }),
    [STATUS]: () => ({ body: { callSid: 'CA1', status: script[Math.min(reads++, script.length - 1)] } }),
    'POST /api/debtors/3/send-dtmf': () => ({ body: { success: true } }),
    'POST /api/debtors/3/save-disposition': () => ({ body: { success: true } }),
    ...overrides,
  });
}

async function dial() {
  const toasts = renderHook(() => useToast());
  await openWorkspace('Contact Interface');
  fireEvent.click(screen.getByRole('button', { name: 'Dial' }));
  await screen.findByTestId('call-status');
  return toasts;
}

// Whole-app renders with the page's lazy chunk: slow on a busy machine.
describe('a call', { timeout: 45_000 }, () => {
  it('reads the status every second, shows the dial pad while active, and the disposition form once', async () => {
    const calls = line(['ringing', 'in-progress', 'in-progress', 'completed']);
    const toasts = await dial();
    expect(calls.find((c) => c.path === '/api/debtors/3/initiate-call')?.body).toEqual({
      phoneNumber: '6095550144',
    });
    expect(statusText()).toBe('Connecting');
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Call Connected'));
    expect((screen.getByRole('button', { name: 'Dial' }) as HTMLButtonElement).disabled).toBe(true);

    await tick();
    await waitFor(() => expect(statusText()).toBe('Ringing'));
    await tick();
    await waitFor(() => expect(statusText()).toBe('Call In Progress'));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Keypad' }));
    const keys = within(panel())
      .getAllByRole('button', { name: /^Dial / })
      .map((b) => b.textContent);
    expect(keys).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#']);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Dial 5' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/debtors/3/send-dtmf')?.body).toEqual({
        callSid: 'CA1',
        digits: '5',
      }),
    );
    expect(within(panel()).queryByText('Please enter call disposition and notes')).toBeNull();

    await tick();
    await tick();
    await waitFor(() => expect(statusText()).toBe('Call Ended'));
    expect(within(panel()).getAllByText('Please enter call disposition and notes')).toHaveLength(1);
    expect(within(panel()).queryByRole('button', { name: 'Hang Up' })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Dial 5' })).toBeNull();

    // Reading stops on the terminal status.
    const reads = calls.filter((c) => c.path === '/api/call-status/CA1').length;
    expect(reads).toBe(4);
    await tick();
    await tick();
    expect(calls.filter((c) => c.path === '/api/call-status/CA1').length).toBe(reads);

    // Save needs a disposition.
    const save = within(panel()).getByRole('button', { name: 'Save Disposition' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Payment Promise' }));
    fireEvent.change(within(panel()).getByLabelText('Call notes'), { target: { value: 'Pays Friday' } });
    // A payment promise also needs what was promised and by when.
    expect(save.disabled).toBe(true);
    const promisedBy = addDays(easternDateOf(Date.now()), 3);
    fireEvent.change(within(panel()).getByLabelText('Promised amount'), { target: { value: '75.00' } });
    fireEvent.change(within(panel()).getByLabelText('Promised by'), { target: { value: promisedBy } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Current call' })).toBeNull());
    expect(calls.find((c) => c.path === '/api/debtors/3/save-disposition')?.body).toEqual({
      callSid: 'CA1',
      disposition: 'payment_promise',
      notes: 'Pays Friday',
      promiseAmount: '75.00',
      promiseDueDate: promisedBy,
    });
    await waitFor(() =>
      expect(toasts.result.current.toasts[0]).toMatchObject({ title: 'Disposition Saved', duration: 4000 }),
    );
  });

  it('hangs up, shows the outcome form once even when the end arrives later; no Skip: only a saved outcome clears all', async () => {
    let ended = false;
    const calls = line([], {
      [STATUS]: () => ({ body: { callSid: 'CA1', status: ended ? 'completed' : 'in-progress' } }),
      'POST /api/debtors/3/hang-up': () => {
        ended = true;
        return { body: { success: true } };
      },
    });
    await dial();
    await tick();
    await waitFor(() => expect(statusText()).toBe('Call In Progress'));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Hang Up' }));
    await waitFor(() =>
      expect(within(panel()).getByText('Please enter call disposition and notes')).toBeTruthy(),
    );
    expect(calls.find((c) => c.path === '/api/debtors/3/hang-up')?.body).toEqual({ callSid: 'CA1' });
    expect(within(panel()).queryByRole('button', { name: 'Hang Up' })).toBeNull();
    // Pick something, then let the terminal status arrive: still one form, the choice kept.
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Contacted' }));
    await tick();
    await waitFor(() => expect(statusText()).toBe('Call Ended'));
    expect(within(panel()).getAllByRole('form', { name: 'Call disposition' })).toHaveLength(1);
    expect((within(panel()).getByRole('radio', { name: 'Contacted' }) as HTMLInputElement).checked).toBe(
      true,
    );

    // No Skip (decision 0109): the next call waits for this one's outcome.
    expect(within(panel()).queryByRole('button', { name: 'Skip' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Dial' }) as HTMLButtonElement).disabled).toBe(true);
    // During the call the header keeps its first line only: no Call button to start another.
    expect(screen.queryByRole('button', { name: /^Call Primary/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Custom phone number'), { target: { value: '5551234567' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Save Disposition' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Current call' })).toBeNull());
    expect((screen.getByLabelText('Phone number') as HTMLSelectElement).value).toBe('primary');
    expect(screen.queryByLabelText('Custom phone number')).toBeNull();
    expect(calls.find((c) => c.path === '/api/debtors/3/save-disposition')?.body).toEqual({
      callSid: 'CA1',
      disposition: 'contacted',
      notes: '',
    });
    expect((screen.getByRole('button', { name: 'Dial' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('is a bar with the number, a timer from dialing then from the answer, and the disclosure to read', async () => {
    line(['ringing', 'in-progress', 'in-progress', 'in-progress', 'completed']);
    await dial();
    const timer = () => within(panel()).getByTestId('call-timer').textContent;
    expect(within(panel()).getByText('(609) 555-0144')).toBeTruthy();
    expect(timer()).toMatch(/^Dialing 00:0\d$/);
    expect(within(panel()).getByRole('note', { name: 'Disclosure to read' }).textContent).toContain(
      'This is an attempt to collect a debt and any information obtained will be used for that purpose.',
    );
    const top = () => screen.getByTestId('workspace-top').className;
    expect(top()).toContain('sticky top-14');
    expect(panel().dataset.live).toBe('true');
    await tick();
    await tick();
    await waitFor(() => expect(statusText()).toBe('Call In Progress'));
    expect(timer()).toMatch(/^Talk time 00:0[01]$/);
    await tick();
    await tick();
    await waitFor(() => expect(timer()).toMatch(/^Talk time 00:0[23]$/));
    await tick();
    await waitFor(() => expect(statusText()).toBe('Call Ended'));
    // After the call: its duration beside the disposition form, no disclosure or keypad, not pinned.
    expect(timer()).toMatch(/^Call duration 00:0[234]$/);
    const ended = timer();
    await tick();
    expect(timer()).toBe(ended);
    expect(within(panel()).getByRole('form', { name: 'Call disposition' })).toBeTruthy();
    expect(within(panel()).queryByRole('note', { name: 'Disclosure to read' })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Keypad' })).toBeNull();
    expect(top()).not.toContain('sticky');
    expect(panel().dataset.live).toBeUndefined();
  });

  it('goes straight to the disposition form on Line Busy', async () => {
    line(['busy']);
    await dial();
    await tick();
    await waitFor(() => expect(statusText()).toBe('Line Busy'));
    expect(within(panel()).getByText('Please enter call disposition and notes')).toBeTruthy();
  });

  it('shows the failure toasts: Call Failed (5 s) and DTMF Tone Failed (4 s)', async () => {
    line(['in-progress'], {
      'POST /api/debtors/3/send-dtmf': () => ({
        status: 409,
        body: { message: 'The call has already ended' },
      }),
    });
    const toasts = await dial();
    await tick();
    await waitFor(() => expect(statusText()).toBe('Call In Progress'));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Keypad' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Dial #' }));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('DTMF Tone Failed'));
    expect(toasts.result.current.toasts[0]).toMatchObject({
      description: 'The call has already ended',
      duration: 4000,
      variant: 'destructive',
    });
  });

  it('shows Call Failed with the fallback when the call cannot start', async () => {
    workspaceServer({ 'POST /api/debtors/3/initiate-call': () => ({ status: 500, body: 'oops' }) });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Contact Interface');
    fireEvent.click(screen.getByRole('button', { name: 'Dial' }));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Call Failed'));
    expect(toasts.result.current.toasts[0]).toMatchObject({
      description: 'Could not initiate call. Please check the phone number and try again.',
      duration: 5000,
    });
    expect(screen.queryByTestId('call-status')).toBeNull();
  });
});
