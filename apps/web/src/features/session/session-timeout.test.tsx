import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, preloadRoutes, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

const MIN = 60_000;

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('session timeout', () => {
  // Load the lazy page with real timers, so the fake clock only drives the session rules.
  beforeAll(async () => {
    await preloadRoutes('/account');
    await import('./session-warning-dialog');
    await import('@/ui/toast-region');
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function signedInAt(path: string, extra = {}) {
    const calls = fakeServer({ ...sessionOf(TEST_USERS.collector), ...extra });
    const view = renderApp(path);
    await advance(10);
    expect(screen.getByRole('heading', { name: 'My Account' })).toBeTruthy();
    return { calls, ...view };
  }

  it('warns at 25 minutes with a 5:00 countdown and logs out when it runs out', async () => {
    const { calls, ...app } = await signedInAt('/account');
    await advance(25 * MIN - 30_000);
    expect(screen.queryByText('Session Expiring')).toBeNull();
    await advance(30_000);
    // The dialog, and the toast beside it (the spec's error catalogue).
    const dialog = within(screen.getByTestId('session-timeout-dialog'));
    expect(dialog.getByText('Session Expiring')).toBeTruthy();
    expect(dialog.getByText('Your session will expire in 5 minutes due to inactivity.')).toBeTruthy();
    const toast = within(screen.getByTestId('toast'));
    expect(toast.getByText('Session Expiring')).toBeTruthy();
    expect(toast.getByText('Your session will expire in 5 minutes due to inactivity.')).toBeTruthy();
    expect(screen.getByTestId('session-countdown').textContent).toBe('5:00');
    await advance(1000);
    expect(screen.getByTestId('session-countdown').textContent).toBe('4:59');

    await advance(5 * MIN);
    expect(calls.filter((c) => c.path === '/api/logout')).toHaveLength(1);
    expect(app.pathname()).toBe('/');
    expect(screen.getByText('Session Expired')).toBeTruthy();
    expect(screen.getByText('You have been logged out due to inactivity.')).toBeTruthy();
    expect(screen.queryByText('Session Expiring')).toBeNull();
  });

  it("'Stay Logged In' extends the session", async () => {
    const { calls } = await signedInAt('/account', {
      'POST /api/session/extend': () => ({ body: { user: TEST_USERS.collector } }),
    });
    await advance(25 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    await advance(10);
    expect(calls.filter((c) => c.path === '/api/session/extend')).toHaveLength(1);
    expect(screen.queryByText('Session Expiring')).toBeNull();
    expect(screen.getByText('Session Extended')).toBeTruthy();
    await advance(10 * MIN);
    expect(calls.filter((c) => c.path === '/api/logout')).toHaveLength(0);
  });
});
