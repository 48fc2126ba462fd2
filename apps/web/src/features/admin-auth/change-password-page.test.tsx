import { PASSWORD_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

// The pages are lazy chunks: load them once up front so the first render does not wait on a cold import.
beforeAll(() => Promise.all([import('./change-password-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('/admin/change-password', () => {
  it('checks the four rules in order, one message at a time, before calling the server', async () => {
    const calls = fakeServer(sessionOf(TEST_USERS.admin));
    renderApp('/admin/change-password');
    await screen.findByLabelText('Current Password');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Admin Portal' })
        .getAttribute('href'),
    ).toBe('/admin');
    const cases = [
      ['old-password', '', 'new-password', PASSWORD_MESSAGES.allRequired, 'New Password'],
      ['old-password', 'new-password', 'new-passwort', PASSWORD_MESSAGES.newMismatch, 'Confirm New Password'],
      ['old-password', 'short', 'short', PASSWORD_MESSAGES.newTooShort, 'New Password'],
      ['same-password', 'same-password', 'same-password', PASSWORD_MESSAGES.newSameAsCurrent, 'New Password'],
    ] as const;
    for (const [current, next, confirm, message, field] of cases) {
      fill(current, next, confirm);
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
    }
    expect(calls.some((c) => c.path === '/api/admin/change-password')).toBe(false);
  });

  it("shows the server's message, or 'Failed to change password.'", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 400,
      body: { message: 'Current password is incorrect', error: 'Current password is incorrect' },
    };
    fakeServer({ ...sessionOf(TEST_USERS.admin), 'POST /api/admin/change-password': () => answer });
    renderApp('/admin/change-password');
    await screen.findByLabelText('Current Password');
    fill('wrong-password', 'new-password', 'new-password');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Current password is incorrect'));
    answer = { status: 500 };
    fill('wrong-password', 'new-password', 'new-password');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(PASSWORD_MESSAGES.changeFailed));
  });

  it('changes the password, then offers Return to Dashboard and Change Password Again', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'POST /api/admin/change-password': () => ({
        body: { success: true, message: 'Password changed successfully' },
      }),
    });
    renderApp('/admin/change-password');
    await screen.findByLabelText('Current Password');
    fill('old-password', 'new-password', 'new-password');
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/change-password')?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change Password Again' }));
    expect(((await screen.findByLabelText('Current Password')) as HTMLInputElement).value).toBe('');
  });

  it('shows how old the password is', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/password-status': () => ({
        body: { needsUpdate: true, warningPeriod: true, passwordAge: 91 },
      }),
    });
    renderApp('/admin/change-password');
    expect(await screen.findByText('Your password is 91 days old and must be changed.')).toBeTruthy();
  });
});
