import { ADMIN_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

// The pages are lazy chunks: load them once up front so the first render does not wait on a cold import.
beforeAll(() => Promise.all([import('./admin-login-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function submit(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/admin-login', () => {
  it('shows the title, the links and the validation messages before any call', async () => {
    const calls = fakeServer(sessionOf(null));
    renderApp('/admin-login');
    expect(await screen.findByText('Admin Portal Login')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('site-header')).toBeNull();
    await submit('ab', '12345');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/admin/login')).toBe(false);
  });

  it('stores the user and opens /admin 100 ms after a successful sign-in', async () => {
    const calls = fakeServer({
      ...sessionOf(null),
      'POST /api/admin/login': () => ({ body: TEST_USERS.staff }),
    });
    const app = renderApp('/admin-login');
    await submit('sam', 'secret-password');
    await waitFor(() => expect(app.pathname()).toBe('/admin'));
    expect(calls.find((c) => c.path === '/api/admin/login')?.body).toEqual({
      username: 'sam',
      password: 'secret-password',
    });
    expect(await screen.findByTestId('admin-shell-user')).toBeTruthy();
  });

  it('sends a collector to My queue after signing in', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/admin/login': () => ({ body: TEST_USERS.collector }),
    });
    const app = renderApp('/admin-login');
    await submit('cole', 'secret-password');
    await waitFor(() => expect(app.pathname()).toBe('/admin/contact-center'));
  });

  it.each([
    [
      'the server message',
      { status: 401, body: { message: 'Invalid username or password' } },
      'Invalid username or password',
    ],
    [
      'the refusal of a debtor, with where to go',
      { status: 403, body: { message: ADMIN_MESSAGES.debtorSignInElsewhere } },
      `${ADMIN_MESSAGES.debtorSignInElsewhere} Go to the customer sign-in`,
    ],
    [
      'the refusal of a client user, with where to go',
      { status: 403, body: { message: ADMIN_MESSAGES.clientSignInElsewhere } },
      `${ADMIN_MESSAGES.clientSignInElsewhere} Go to the customer sign-in`,
    ],
    ['the default for an answer without a message', { status: 401, body: {} }, ADMIN_MESSAGES.loginFailed],
  ])('shows %s in the error alert', async (_name, answer, text) => {
    fakeServer({ ...sessionOf(null), 'POST /api/admin/login': () => answer });
    const app = renderApp('/admin-login');
    await submit('jdoe', 'secret-password');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(app.pathname()).toBe('/admin-login');
  });

  it("says 'An unexpected error occurred.' when the server cannot be reached", async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/admin/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/admin-login');
    await submit('admin', 'secret-password');
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.unexpected);
  });

  it("never keeps a session for a user who is not the agency's", async () => {
    const calls = fakeServer({
      ...sessionOf(null),
      'POST /api/admin/login': () => ({ body: TEST_USERS.debtor }),
    });
    const app = renderApp('/admin-login');
    await submit('jdoe', 'secret-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ADMIN_MESSAGES.debtorSignInElsewhere);
    expect(within(alert).getByRole('link', { name: 'Go to the customer sign-in' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(calls.some((c) => c.path === '/api/logout')).toBe(true);
    expect(app.pathname()).toBe('/admin-login');
  });

  it('sends a signed-in admin on to /admin', async () => {
    fakeServer(sessionOf(TEST_USERS.admin));
    const app = renderApp('/admin-login');
    await waitFor(() => expect(app.pathname()).toBe('/admin'));
  });

  it('sends a signed-in collector on to My queue', async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    const app = renderApp('/admin-login');
    await waitFor(() => expect(app.pathname()).toBe('/admin/contact-center'));
  });

  it('tells a signed-in customer this sign-in is for staff, with Go Back and their own pages', async () => {
    fakeServer(sessionOf(TEST_USERS.debtor));
    const app = renderApp('/debtor');
    await screen.findByRole('heading', { name: 'Welcome, Jane' });
    app.navigate('/admin-login');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(ADMIN_MESSAGES.notAdminAccount)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my pages' }).getAttribute('href')).toBe('/debtor');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(app.pathname()).toBe('/debtor'));
  });
});
