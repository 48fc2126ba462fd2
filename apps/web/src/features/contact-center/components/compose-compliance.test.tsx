import type { ChannelVerdict } from '@arrears/domain';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/ui/use-toast';
import { ALLOWED_SNAPSHOT, MARIA, openWorkspace, workspaceServer } from '../workspace-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const compose = () => screen.getByRole('form', { name: 'Compose' });
const button = (name: string) => within(compose()).getByRole('button', { name }) as HTMLButtonElement;
const chooseChannel = (name: 'Call' | 'SMS' | 'Email') =>
  fireEvent.click(within(compose()).getByRole('radio', { name }));

const LATE: ChannelVerdict = {
  allowed: false,
  rule: 'inconvenient_time',
  message: 'It is outside 8:00 AM - 9:00 PM at the consumer’s location.',
  // 8:00 AM Eastern on Nov 22, 2026 (EST, UTC-5).
  opensAt: '2026-11-22T13:00:00.000Z',
};
const OPTED_OUT: ChannelVerdict = {
  allowed: false,
  rule: 'channel_opt_out',
  message: 'The consumer opted out of this channel.',
  opensAt: null,
};

const blocked = {
  ...MARIA,
  compliance: {
    ...ALLOWED_SNAPSHOT,
    localTimes: [
      { timeZone: 'America/New_York', localTime: '9:40 PM' },
      { timeZone: 'America/Chicago', localTime: '8:40 PM' },
    ],
    channels: { call: LATE, sms: LATE, email: OPTED_OUT },
  },
};

describe('compliance on the Compose card (issue 9)', { timeout: 40_000 }, () => {
  it('disables Dial with the reason and when it opens, linked by aria-describedby', async () => {
    workspaceServer({}, blocked);
    await openWorkspace('Contact Interface');
    const dial = button('Dial');
    expect(dial.disabled).toBe(true);
    const reason = screen.getByTestId('dial-blocked-reason');
    expect(dial.getAttribute('aria-describedby')).toBe(reason.id);
    expect(reason.textContent).toContain('It is outside 8:00 AM - 9:00 PM at the consumer’s location.');
    expect(reason.textContent).toContain('Opens 11/22/2026 8:00 AM EST');
    // Both candidate zones: the consumer's Central time is shown too.
    expect(reason.textContent).toContain('7:00 AM CST');

    chooseChannel('SMS');
    fireEvent.change(within(compose()).getByLabelText('Message'), { target: { value: 'Hello' } });
    expect(button('Send').disabled).toBe(true);
    expect(screen.getByTestId('sms-blocked-reason').textContent).toContain('Opens');

    chooseChannel('Email');
    fireEvent.change(within(compose()).getByLabelText('Message'), { target: { value: 'Hello' } });
    expect(button('Send').disabled).toBe(true);
    const emailReason = screen.getByTestId('email-blocked-reason');
    expect(emailReason.textContent).toBe('The consumer opted out of this channel.');
    expect(button('Send').getAttribute('aria-describedby')).toBe(emailReason.id);
  });

  it('leaves Dial enabled with no reason when every channel is open', async () => {
    workspaceServer();
    await openWorkspace('Contact Interface');
    expect(button('Dial').disabled).toBe(false);
    expect(button('Dial').getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByTestId('dial-blocked-reason')).toBeNull();
  });

  it('shows a 409 block in a 5 s Call Failed toast and reads the debtor again', async () => {
    const calls = workspaceServer({
      'POST /api/debtors/3/initiate-call': () => ({
        status: 409,
        body: {
          allowed: false,
          rule: 'call_frequency',
          message:
            'The call limit for this debt is reached (7 calls in 7 days, or a conversation in the last 7 days).',
          opensAt: '2026-11-25T13:00:00.000Z',
        },
      }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Contact Interface');
    const reads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/debtors/3').length;
    const before = reads();
    await act(async () => fireEvent.click(button('Dial')));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Call Failed'));
    expect(toasts.result.current.toasts[0]).toMatchObject({
      description:
        'The call limit for this debt is reached (7 calls in 7 days, or a conversation in the last 7 days). Opens 11/25/2026 8:00 AM EST.',
      variant: 'destructive',
      duration: 5000,
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('shows a 409 on a text in the SMS Failed toast', async () => {
    workspaceServer({
      'POST /api/debtors/3/send-sms': () => ({
        status: 409,
        body: {
          allowed: false,
          rule: 'sms_consent',
          message: 'No consent to text messages is recorded for this number.',
          opensAt: null,
        },
      }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Contact Interface');
    chooseChannel('SMS');
    fireEvent.change(within(compose()).getByLabelText('Message'), { target: { value: 'Hello' } });
    await act(async () => fireEvent.click(button('Send')));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('SMS Failed'));
    expect(toasts.result.current.toasts[0]?.description).toBe(
      'No consent to text messages is recorded for this number.',
    );
  });
});
