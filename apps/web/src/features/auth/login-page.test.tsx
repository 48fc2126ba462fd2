import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

// The page is a lazy chunk: load it once up front so the first render does not wait on a cold import.
beforeAll(() => import('./login-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function signIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login page', () => {
  it('leads to the password reset (back to /login) and to quick access', async () => {
    fakeServer(sessionOf(null));
    renderApp('/login');
    await screen.findByLabelText('Username');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password?from=login',
    );
    expect(
      screen
        .getByRole('link', { name: 'No login? Verify with your SSN and date of birth' })
        .getAttribute('href'),
    ).toBe('/quick-access');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it.each([
    ['debtor', '/debtor'],
    ['staff', '/admin'],
    ['collector', '/admin/contact-center'],
  ] as const)('signs a %s in, greets them and goes to %s', async (role, home) => {
    const user = TEST_USERS[role];
    const calls = fakeServer({ ...sessionOf(null), 'POST /api/login': () => ({ body: user }) });
    const app = renderApp('/login');
    await signIn(user.username, 'secret-password');
    await waitFor(() => expect(app.pathname()).toBe(home));
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({
      username: user.username,
      password: 'secret-password',
    });
    expect(await screen.findByText(`Welcome back, ${user.firstName}!`)).toBeTruthy();
  });

  it("shows 'Login Failed' with the server's message", async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/login': () => ({ status: 401, body: { message: 'Invalid username or password' } }),
    });
    renderApp('/auth');
    await signIn('jdoe', 'wrong-password');
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
  });

  it('asks for both fields before calling the server', async () => {
    const calls = fakeServer(sessionOf(null));
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/login')).toBe(false);
  });

  it('links to registration and home, and hides the site header on /auth only', async () => {
    fakeServer(sessionOf(null));
    renderApp('/auth');
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('site-header')).toBeNull();
    cleanup();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.getByTestId('site-header')).toBeTruthy();
  });

  it('asks for the second factor when the account has two-factor on', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/login': () => ({ body: { mfaRequired: true, role: 'admin' } }),
    });
    const app = renderApp('/login');
    await signIn('admin', 'secret-password');
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeTruthy();
    expect(screen.getByLabelText('Verification Code')).toBeTruthy();
    expect(screen.queryByText('Login Successful')).toBeNull();
    expect(app.pathname()).toBe('/login');
  });
});
