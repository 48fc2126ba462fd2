import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing';
import { useToast } from '@/ui/use-toast';
import { workspaceServer } from '../workspace-fixtures';
import { OFFERS_POLL_MS } from './screen-pop';
import { FakeDevice } from './voice-sdk-fixtures';

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

const OFFER = {
  callSid: 'CAivr1',
  accountId: 3,
  accountNumber: 'ACC-100003',
  debtorName: 'Maria Garcia',
  identityVerified: true,
  from: '+16095550144',
  offeredAt: '2026-12-07T15:00:00.000Z',
};

function offering(
  line: { phoneLine: string; browserPhone: boolean },
  accept: () => { status?: number; body: unknown },
) {
  let offers = [OFFER];
  const calls = workspaceServer({
    'GET /api/telephony/agent': () => ({ body: { ...line, provider: 'twilio' } }),
    'GET /api/telephony/token': () => ({ body: { token: 'jwt', identity: 'agent-2' } }),
    'GET /api/telephony/offers': () => ({ body: { offers } }),
    'POST /api/telephony/offers/CAivr1/accept': () => {
      const answer = accept();
      if (!answer.status) offers = [];
      return answer;
    },
  });
  return calls;
}

describe('the screen pop', { timeout: 45_000 }, () => {
  it('shows the IVR call on any back-office page; Answer takes it, picks up the phone and opens the account', async () => {
    const calls = offering({ phoneLine: 'browser', browserPhone: true }, () => ({ body: { success: true } }));
    const app = renderApp('/admin/contact-center');
    const banner = await screen.findByText(
      'Incoming call from the IVR: Maria Garcia (ACC-100003)',
      {},
      { timeout: 15_000 },
    );
    expect(banner.parentElement?.textContent).toContain('identity verified');
    await waitFor(() => expect(FakeDevice.last).not.toBeNull());
    const ringing = FakeDevice.last?.ring({ ivrCallSid: 'CAivr1', accountId: '3', identityVerified: 'true' });
    // One banner for the offer and its ringing call.
    expect(screen.getAllByText(/^Incoming call from the IVR/)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/debtor/3'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/telephony/offers/CAivr1/accept')).toBe(
      true,
    );
    expect(ringing?.accepted).toBe(true);
    const bar = await screen.findByRole('region', { name: 'Incoming calls' });
    expect(within(bar).getByRole('status').textContent).toContain(
      'On the phone with Maria Garcia (ACC-100003)',
    );
    fireEvent.click(within(bar).getByRole('button', { name: 'Mute' }));
    expect(ringing?.muted).toBe(true);
    fireEvent.click(within(bar).getByRole('button', { name: 'Hang Up' }));
    expect(ringing?.disconnected).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Incoming calls' })).toBeNull());
  });

  it('says so when another agent took the call first', async () => {
    offering({ phoneLine: '+12155550100', browserPhone: false }, () => ({
      status: 409,
      body: { message: 'Another agent already took this call.' },
    }));
    const toasts = renderHook(() => useToast());
    renderApp('/admin/contact-center');
    fireEvent.click(await screen.findByRole('button', { name: 'Answer' }, { timeout: 15_000 }));
    await waitFor(() =>
      expect(toasts.result.current.toasts[0]?.description).toBe('Another agent already took this call.'),
    );
    // A phone-number line has no browser phone to start.
    expect(FakeDevice.last).toBeNull();
  });

  it("rings a call of the agent's own placed elsewhere (the dialing session, another tab) until they answer it", async () => {
    offering({ phoneLine: 'browser', browserPhone: true }, () => ({ body: {} }));
    const app = renderApp('/admin/contact-center');
    await waitFor(() => expect(FakeDevice.last).not.toBeNull(), { timeout: 15_000 });
    let own: ReturnType<NonNullable<typeof FakeDevice.last>['ring']> | undefined;
    act(() => {
      own = FakeDevice.last?.ring({ callSid: 'BR1', accountId: '3' });
    });
    expect(await screen.findByText('Your call is ringing on the browser phone')).toBeTruthy();
    expect(own?.accepted).toBe(false);
    const banner = screen.getByText('Your call is ringing on the browser phone').parentElement as HTMLElement;
    fireEvent.click(within(banner).getByRole('button', { name: 'Answer' }));
    expect(own?.accepted).toBe(true);
    await waitFor(() => expect(app.pathname()).toBe('/admin/debtor/3'));
    expect(screen.queryByText('Your call is ringing on the browser phone')).toBeNull();
    // Mute and Hang Up stay in reach.
    const bar = await screen.findByRole('region', { name: 'Incoming calls' });
    expect(within(bar).getByRole('status').textContent).toBe('On the phone (your call)');
    fireEvent.click(within(bar).getByRole('button', { name: 'Hang Up' }));
    expect(own?.disconnected).toBe(true);
    await waitFor(() => expect(screen.queryByText('On the phone (your call)')).toBeNull());
  });

  it('asks again every few seconds while the tab is in view', async () => {
    const calls = offering({ phoneLine: 'browser', browserPhone: true }, () => ({ body: {} }));
    renderApp('/admin/contact-center');
    await screen.findByText(/Incoming call from the IVR/, {}, { timeout: 15_000 });
    const asked = () => calls.filter((c) => c.path === '/api/telephony/offers').length;
    const before = asked();
    await act(() => vi.advanceTimersByTimeAsync(OFFERS_POLL_MS * 2 + 100));
    expect(asked()).toBeGreaterThanOrEqual(before + 2);
  });
});
