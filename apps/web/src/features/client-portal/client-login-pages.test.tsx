import { PASSWORD_MESSAGES, type User } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, preloadRoutes, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

/**
 * Decision 0089: a client's user changes the password and sets up two-factor in the client portal
 * (the back office's pages in the portal's frame), and a step that is due holds them there.
 */
// The pages are lazy chunks: load them once up front so the first render does not wait on a cold import.
beforeAll(() =>
  preloadRoutes(
    '/client',
    '/client/change-password',
    '/client/mfa-setup',
    '/admin/change-password',
    '/admin/mfa-setup',
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = Array.from({ length: 10 }, (_, i) => `ABC${String(i).padStart(3, '2')}`.slice(0, 6));
const clientWith = (requiredStep: User['requiredStep']): User => ({ ...TEST_USERS.client, requiredStep });
const nav = () => screen.getByRole('navigation', { name: 'Client portal' });

describe('/client/change-password', () => {
  it('is in the portal nav, changes the password and leads back to the dashboard', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.client),
      'GET /api/admin/password-status': () => ({
        body: { needsUpdate: false, warningPeriod: false, passwordAge: 12 },
      }),
      'POST /api/admin/change-password': () => ({
        body: { success: true, message: 'Password changed successfully' },
      }),
    });
    renderApp('/client/change-password');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Change Password' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Two-Factor' }).getAttribute('href')).toBe(
      '/client/mfa-setup',
    );
    // The client portal's frame, not the back office's: no way to the Admin Portal.
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(screen.queryByTestId('back-office-frame')).toBeNull();
    expect(await screen.findByText('Your password was set 12 days ago.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'old-password-1' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'new-password-22' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'new-password-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PASSWORD_MESSAGES.newMismatch);
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'new-password-22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/client');
    expect(calls.find((c) => c.path === '/api/admin/change-password')?.body).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-22',
    });
  });
});

describe('/client/mfa-setup', () => {
  it('sets two-factor up with the same enrolment as the back office', async () => {
    let enabled = false;
    fakeServer({
      ...sessionOf(TEST_USERS.client),
      'GET /api/mfa/status': () => ({ body: { mfaEnabled: enabled } }),
      'POST /api/mfa/setup': () => ({ body: { qrCode: QR, backupCodes: CODES } }),
      'POST /api/mfa/verify': () => {
        enabled = true;
        return { body: { success: true, mfaEnabled: true } };
      },
    });
    renderApp('/client/mfa-setup');
    expect((await screen.findByTestId('mfa-status')).textContent).toBe('Not Enabled');
    expect(screen.getByRole('heading', { name: 'Two-Factor Authentication', level: 1 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' }));
    expect(await screen.findByAltText('QR code for your authenticator app')).toBeTruthy();
    expect(screen.getAllByTestId('backup-code')).toHaveLength(10);
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '135790' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and Enable' }));
    await waitFor(() => expect(screen.getByTestId('mfa-status').textContent).toBe('Active'));
  });
});

describe('a step that is due holds a client user in the portal', () => {
  it('sends them from any portal page to /client/mfa-setup, with no areas to open', async () => {
    fakeServer({
      ...sessionOf(clientWith('mfa-setup')),
      'GET /api/mfa/status': () => ({ body: { mfaEnabled: false } }),
    });
    const app = renderApp('/client/accounts');
    await waitFor(() => expect(app.pathname()).toBe('/client/mfa-setup'));
    expect((await screen.findByTestId('mfa-setup-required')).textContent).toBe(
      'Two-factor authentication is required for your account. Set it up below to continue to the client portal.',
    );
    expect(screen.queryByRole('navigation', { name: 'Client portal' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    for (const path of ['/client', '/client/change-password', '/admin/mfa-setup']) {
      app.navigate(path);
      await waitFor(() => expect(app.pathname()).toBe('/client/mfa-setup'));
    }
  });

  it('sends a client user whose password must change to /client/change-password, then on to two-factor', async () => {
    let user = clientWith('change-password');
    fakeServer({
      'GET /api/user': () => ({ body: { user } }),
      'GET /api/admin/password-status': () => ({
        body: { needsUpdate: true, warningPeriod: true, passwordAge: 0 },
      }),
      'POST /api/admin/change-password': () => {
        user = clientWith('mfa-setup');
        return { body: { success: true, message: 'Password changed successfully' } };
      },
      'GET /api/mfa/status': () => ({ body: { mfaEnabled: false } }),
    });
    const app = renderApp('/client');
    await waitFor(() => expect(app.pathname()).toBe('/client/change-password'));
    expect((await screen.findByTestId('password-change-required')).textContent).toBe(
      'Your password must be changed before you can use the client portal.',
    );
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'first-password-1' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'second-password-2' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), {
      target: { value: 'second-password-2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(app.pathname()).toBe('/client/mfa-setup'));
  });

  it('lets them through once no step is due', async () => {
    fakeServer({ ...sessionOf(clientWith(null)), 'GET /api/client/dashboard': () => ({ status: 500 }) });
    const app = renderApp('/client');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(app.pathname()).toBe('/client');
    expect(within(nav()).getByRole('link', { name: 'Two-Factor' })).toBeTruthy();
  });
});

describe('a collector', () => {
  it('changes the password and sets up two-factor in the back office, the breadcrumb leading to their home', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.collector),
      'GET /api/admin/password-status': () => ({
        body: { needsUpdate: false, warningPeriod: false, passwordAge: 3 },
      }),
      'POST /api/admin/change-password': () => ({
        body: { success: true, message: 'Password changed successfully' },
      }),
      'GET /api/mfa/status': () => ({ body: { mfaEnabled: true } }),
    });
    const app = renderApp('/admin/change-password');
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Admin Portal' }).getAttribute('href')).toBe('/admin');
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'old-password-1' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'new-password-22' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'new-password-22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to My Queue' }).getAttribute('href')).toBe(
      '/admin/contact-center',
    );

    app.navigate('/admin/mfa-setup');
    expect((await screen.findByTestId('mfa-status')).textContent).toBe('Active');
    expect(screen.getByRole('button', { name: 'Disable Two-Factor Authentication' })).toBeTruthy();
  });

  it('is held to /admin/mfa-setup while two-factor is due', async () => {
    fakeServer({
      ...sessionOf({ ...TEST_USERS.collector, requiredStep: 'mfa-setup' }),
      'GET /api/mfa/status': () => ({ body: { mfaEnabled: false } }),
    });
    const app = renderApp('/admin/contact-center');
    await waitFor(() => expect(app.pathname()).toBe('/admin/mfa-setup'));
    expect((await screen.findByTestId('mfa-setup-required')).textContent).toContain('continue to your queue');
  });
});
