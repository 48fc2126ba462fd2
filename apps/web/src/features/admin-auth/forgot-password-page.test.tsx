import { PASSWORD_MESSAGES } from '@arrears/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';

// The pages are lazy chunks: load them once up front so the first render does not wait on a cold import.
beforeAll(() => Promise.all([import('./forgot-password-page')]));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function send(email: string) {
  fireEvent.change(await screen.findByLabelText('Email Address'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
}

describe('/forgot-password', () => {
  it('links to the admin login and home, and checks the address first', async () => {
    const calls = fakeServer(sessionOf(null));
    renderApp('/forgot-password');
    await screen.findByLabelText('Email Address');
    expect(screen.getByRole('link', { name: 'Back to Admin Login' }).getAttribute('href')).toBe(
      '/admin-login',
    );
    expect(screen.getAllByRole('link', { name: 'Back to Home' })[0]?.getAttribute('href')).toBe('/');
    await send('not-an-address');
    expect(await screen.findByText(PASSWORD_MESSAGES.emailInvalid)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/forgot-password')).toBe(false);
  });

  it('shows the answer, counts down 5 seconds, then opens /admin-login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeServer({
      ...sessionOf(null),
      'POST /api/forgot-password': () => ({
        body: { success: true, message: PASSWORD_MESSAGES.forgotAccepted },
      }),
    });
    const app = renderApp('/forgot-password');
    await send('someone@example.com');
    expect(await screen.findByText(PASSWORD_MESSAGES.forgotAccepted)).toBeTruthy();
    expect(screen.getByText('Returning to the admin login in 5 seconds...')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/forgot-password')?.body).toEqual({
      email: 'someone@example.com',
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Returning to the admin login in 3 seconds...')).toBeTruthy();
    expect(app.pathname()).toBe('/forgot-password');
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(app.pathname()).toBe('/admin-login');
  });

  it('from the customer sign-in (?from=login) leads back to /login, not the admin login', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({
      ...sessionOf(null),
      'POST /api/forgot-password': () => ({
        body: { success: true, message: PASSWORD_MESSAGES.forgotAccepted },
      }),
    });
    const app = renderApp('/forgot-password?from=login');
    await screen.findByLabelText('Email Address');
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Back to Admin Login' })).toBeNull();
    await send('someone@example.com');
    expect(await screen.findByText('Returning to the sign-in page in 5 seconds...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(app.pathname()).toBe('/login');
  });

  it("shows the server's message, the default failure, or the network error", async () => {
    let fail: () => { status: number; body?: unknown } = () => ({
      status: 429,
      body: { message: 'Slow down' },
    });
    fakeServer({ ...sessionOf(null), 'POST /api/forgot-password': () => fail() });
    renderApp('/forgot-password');
    await send('someone@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Slow down');

    fail = () => ({ status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.forgotFailed)).toBeTruthy();

    fail = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.networkError)).toBeTruthy();
  });
});
