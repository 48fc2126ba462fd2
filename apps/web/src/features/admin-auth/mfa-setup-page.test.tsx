import { MFA_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

// The pages are lazy chunks: load them once up front so the first render does not wait on a cold import.
beforeAll(() => Promise.all([import('./mfa-setup-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const CODES = [
  'A1B2C3',
  'D4E5F6',
  'G7H8J9',
  'K1L2M3',
  'N4P5Q6',
  'R7S8T9',
  'U1V2W3',
  'X4Y5Z6',
  'B7C8D9',
  'F1G2H3',
];

describe('/admin/mfa-setup', () => {
  it('sets two-factor up: QR, backup codes, the 6-digit check, then Active', async () => {
    let enabled = false;
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/mfa/status': () => ({ body: { mfaEnabled: enabled } }),
      'POST /api/mfa/setup': () => ({ body: { qrCode: QR, backupCodes: CODES } }),
      'POST /api/mfa/verify': ({ body }) => {
        if ((body as { token: string }).token !== '246810')
          return { status: 400, body: { message: 'Invalid code' } };
        enabled = true;
        return { body: { success: true } };
      },
    });
    renderApp('/admin/mfa-setup');
    expect((await screen.findByTestId('mfa-status')).textContent).toBe('Not Enabled');
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' }));

    const qr = (await screen.findByAltText('QR code for your authenticator app')) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(QR);
    expect(screen.getAllByTestId('backup-code').map((li) => li.textContent)).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Copy Codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Codes' })).toBeTruthy();

    const input = screen.getByLabelText('Verification Code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12ab' } });
    expect(input.value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and Enable' }));
    expect(await screen.findByText(MFA_MESSAGES.sixDigits)).toBeTruthy();

    fireEvent.change(input, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and Enable' }));
    expect(await screen.findByText('Invalid code')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and Enable' }));
    await waitFor(() => expect(screen.getByTestId('mfa-status').textContent).toBe('Active'));
    expect(calls.filter((c) => c.path === '/api/mfa/verify').at(-1)?.body).toEqual({
      token: '246810',
      backupCodes: CODES,
    });
  });

  it("says 'Backup codes not available' when the setup brings none, and 'Setup Failed' on errors", async () => {
    let fail = true;
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/mfa/status': () => ({ body: { mfaEnabled: false } }),
      'POST /api/mfa/setup': () =>
        fail ? { status: 500, body: { message: 'Boom' } } : { body: { qrCode: QR, backupCodes: [] } },
    });
    renderApp('/admin/mfa-setup');
    fireEvent.click(await screen.findByRole('button', { name: 'Set Up Two-Factor Authentication' }));
    expect(await screen.findByText(MFA_MESSAGES.setupFailed)).toBeTruthy();
    expect(screen.getByText('Boom')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' }));
    expect(await screen.findByText(MFA_MESSAGES.backupCodesUnavailable)).toBeTruthy();
  });

  it('disables two-factor with the current password and reads the status again', async () => {
    let enabled = true;
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/mfa/status': () => ({ body: { mfaEnabled: enabled } }),
      'POST /api/mfa/disable': ({ body }) => {
        if ((body as { currentPassword: string }).currentPassword !== 'right-password')
          return { status: 400, body: { message: MFA_MESSAGES.wrongPassword } };
        enabled = false;
        return { body: { success: true } };
      },
    });
    renderApp('/admin/mfa-setup');
    expect((await screen.findByTestId('mfa-status')).textContent).toBe('Active');
    const disable = screen.getByRole('button', { name: 'Disable Two-Factor Authentication' });
    fireEvent.click(disable);
    expect(await screen.findByText(MFA_MESSAGES.currentPasswordRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/mfa/disable')).toBe(false);

    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(disable);
    expect(await screen.findByText(MFA_MESSAGES.disableFailed)).toBeTruthy();
    expect(screen.getByText(MFA_MESSAGES.wrongPassword)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'right-password' } });
    fireEvent.click(disable);
    await waitFor(() => expect(screen.getByTestId('mfa-status').textContent).toBe('Not Enabled'));
    expect(calls.filter((c) => c.path === '/api/mfa/status').length).toBeGreaterThanOrEqual(2);
  });

  it('asks the server for the status without any cache', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/mfa/status': () => ({ body: { mfaEnabled: false } }),
    });
    renderApp('/admin/mfa-setup');
    await screen.findByTestId('mfa-status');
    const fetchMock = vi.mocked(fetch);
    const statusCall = fetchMock.mock.calls.find(([input]) => input === '/api/mfa/status');
    expect(statusCall?.[1]?.cache).toBe('no-store');
  });
});
