import { PASSWORD_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';

// The pages are lazy chunks: load them once up front so the first render does not wait on a cold import.
beforeAll(() => Promise.all([import('./reset-password-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('/reset-password', () => {
  it('without a token says the link is invalid and links to a new request', async () => {
    fakeServer(sessionOf(null));
    renderApp('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_MESSAGES.invalidResetLink);
    expect(screen.getByRole('link', { name: 'Request a new password reset' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('asks for 8 characters and matching passwords before calling the server', async () => {
    const calls = fakeServer(sessionOf(null));
    renderApp('/reset-password?token=abc');
    await screen.findByLabelText('New Password');
    fill('short', 'short');
    expect(await screen.findByText(PASSWORD_MESSAGES.resetTooShort)).toBeTruthy();
    fill('long-enough', 'long-enougH');
    expect(await screen.findByText(PASSWORD_MESSAGES.resetMismatch)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/reset-password')).toBe(false);
  });

  it("shows the server's message, or the default failure", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 400,
      body: { message: PASSWORD_MESSAGES.expiredResetLink, error: PASSWORD_MESSAGES.expiredResetLink },
    };
    fakeServer({ ...sessionOf(null), 'POST /api/reset-password': () => answer });
    renderApp('/reset-password?token=used');
    await screen.findByLabelText('New Password');
    fill('long-enough', 'long-enough');
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_MESSAGES.expiredResetLink);
    answer = { status: 502 };
    fill('long-enough', 'long-enough');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(PASSWORD_MESSAGES.resetFailed));
  });

  it('sends the token and the password, then goes to /admin-login after 2 s', async () => {
    const calls = fakeServer({
      ...sessionOf(null),
      'POST /api/reset-password': () => ({ body: { success: true, message: 'ok' } }),
    });
    const app = renderApp('/reset-password?token=t0ken');
    await screen.findByLabelText('New Password');
    fill('long-enough', 'long-enough');
    expect(await screen.findByText(PASSWORD_MESSAGES.resetDone)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/reset-password')?.body).toEqual({
      token: 't0ken',
      password: 'long-enough',
    });
    expect(app.pathname()).toBe('/reset-password');
    await waitFor(() => expect(app.pathname()).toBe('/admin-login'), { timeout: 3000 });
  });

  it('offers both sign-in pages until the answer names the one of this login, then goes there', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/reset-password': () => ({
        body: { success: true, message: PASSWORD_MESSAGES.resetDone, signInPath: '/login' },
      }),
    });
    const app = renderApp('/reset-password?token=t0ken');
    await screen.findByLabelText('New Password');
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Back to Admin Login' }).getAttribute('href')).toBe(
      '/admin-login',
    );
    fill('long-enough', 'long-enough');
    expect(await screen.findByText('Taking you to the sign-in page...')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to Admin Login' })).toBeNull();
    await waitFor(() => expect(app.pathname()).toBe('/login'), { timeout: 3000 });
  });
});
