import type { User } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminRoute, ProtectedRoute } from './guards';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const Secret: ComponentType = () => <h1>Secret page</h1>;

/** The app with two extra guarded routes, the way later features add theirs. */
function renderWithGuards(path: string) {
  return renderApp(path, [
    { path: '/collectors', title: 'Collectors', page: Secret, access: ['collector'] },
    { path: '/admin', title: 'Admin', page: Secret, access: 'back-office' },
  ]);
}

describe('ProtectedRoute', () => {
  it('shows a loading spinner while the session loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderWithGuards('/collectors');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('sends a signed-out visitor to /login', async () => {
    fakeServer(sessionOf(null));
    const app = renderWithGuards('/collectors');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('shows Access Denied with Back Home when the role is not allowed', async () => {
    fakeServer(sessionOf(TEST_USERS.debtor));
    renderWithGuards('/collectors');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(
      screen.getByText(
        "You don't have permission to access this page. This area is restricted to authorized personnel only.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the page to an allowed role', async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    renderWithGuards('/collectors');
    expect(await screen.findByRole('heading', { name: 'Secret page' })).toBeTruthy();
  });

  it('is exported for later routes', () => {
    expect(typeof ProtectedRoute).toBe('function');
    expect(typeof AdminRoute).toBe('function');
  });
});

describe('AdminRoute', () => {
  it('sends a signed-out visitor to /admin-login', async () => {
    fakeServer(sessionOf(null));
    const app = renderWithGuards('/admin');
    await waitFor(() => expect(app.pathname()).toBe('/admin-login'));
  });

  it('lets staff in and keeps debtors out', async () => {
    fakeServer(sessionOf(TEST_USERS.staff));
    renderWithGuards('/admin');
    expect(await screen.findByRole('heading', { name: 'Secret page' })).toBeTruthy();
    cleanup();
    fakeServer(sessionOf(TEST_USERS.debtor));
    renderWithGuards('/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });
});

describe('account and home redirects', () => {
  it('shows a debtor /account with a link to their dashboard at /debtor', async () => {
    fakeServer(sessionOf(TEST_USERS.debtor));
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /My Dashboard/ }).getAttribute('href')).toBe('/debtor');
  });

  it('sends admin and staff from / to /admin', async () => {
    fakeServer(sessionOf(TEST_USERS.admin));
    const app = renderApp('/');
    await waitFor(() => expect(app.pathname()).toBe('/admin'));
  });

  it("shows a collector's profile on /account", async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
    expect(screen.getByText('casey@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payment History' }).getAttribute('href')).toBe(
      '/payment-history',
    );
  });
});

describe('Access Denied variants', () => {
  it('shows the admin-area text with Return to Home when the route asks for it', async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    renderApp('/staff-only', [
      { path: '/staff-only', title: 'Staff', page: Secret, access: 'back-office', denied: 'admin-feature' },
    ]);
    expect(
      await screen.findByText(
        "You don't have permission to access this page. This feature requires administrator privileges.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('sends signed-out visitors of an admin-only route under /admin to /admin-login', async () => {
    fakeServer(sessionOf(null));
    const app = renderApp('/admin/only', [
      { path: '/admin/only', title: 'Admins', page: Secret, access: ['admin'], denied: 'admin-feature' },
    ]);
    await waitFor(() => expect(app.pathname()).toBe('/admin-login'));
  });
});

describe('a step the user must complete first (decision 0030)', () => {
  const staffWith = (requiredStep: User['requiredStep']): User => ({ ...TEST_USERS.staff, requiredStep });

  it('sends a user who must set up two-factor to /admin/mfa-setup, from any guarded page', async () => {
    fakeServer({
      ...sessionOf(staffWith('mfa-setup')),
      'GET /api/mfa/status': () => ({ body: { mfaEnabled: false } }),
    });
    const app = renderApp('/admin/accounts');
    await waitFor(() => expect(app.pathname()).toBe('/admin/mfa-setup'));
    expect(await screen.findByTestId('mfa-setup-required')).toBeTruthy();
    app.navigate('/account');
    await waitFor(() => expect(app.pathname()).toBe('/admin/mfa-setup'));
  });

  it('sends a user whose password must change to /admin/change-password, then on to two-factor', async () => {
    let user = staffWith('change-password');
    fakeServer({
      'GET /api/user': () => ({ body: { user } }),
      'GET /api/admin/password-status': () => ({
        body: { needsUpdate: true, warningPeriod: true, passwordAge: 0 },
      }),
      'POST /api/admin/change-password': () => {
        user = staffWith('mfa-setup');
        return { body: { success: true, message: 'Your password has been changed.' } };
      },
      'GET /api/mfa/status': () => ({ body: { mfaEnabled: false } }),
    });
    const app = renderApp('/admin');
    await waitFor(() => expect(app.pathname()).toBe('/admin/change-password'));
    expect(await screen.findByTestId('password-change-required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'first-password-1' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'second-password-2' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), {
      target: { value: 'second-password-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    // The user is read again after the change: the next step is the second factor.
    await waitFor(() => expect(app.pathname()).toBe('/admin/mfa-setup'));
  });

  it('lets the user through once no step is due', async () => {
    fakeServer(sessionOf(staffWith(null)));
    const app = renderWithGuards('/admin');
    expect(await screen.findByRole('heading', { name: 'Secret page' })).toBeTruthy();
    expect(app.pathname()).toBe('/admin');
  });
});
