import { MFA_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, preloadRoutes, renderApp, TEST_USERS } from '@/app/testing';

// The pages are lazy chunks: load them once up front so the first render does not wait on a cold import.
beforeAll(() => preloadRoutes('/admin-login', '/login'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = TEST_USERS.admin;

/** /admin-login with a server that asks for the second factor, then answers verify-login with `verify`. */
function renderMfaStep(verify: (body: unknown) => { status?: number; body?: unknown }) {
  let signedIn = false;
  const calls = fakeServer({
    'GET /api/user': () =>
      signedIn ? { body: { user: admin } } : { status: 401, body: { message: 'Not authenticated' } },
    'POST /api/admin/login': () => ({ body: { mfaRequired: true, role: 'admin' } }),
    'POST /api/mfa/verify-login': ({ body }) => {
      const answer = verify(body);
      if ((answer.status ?? 200) === 200) signedIn = true;
      return answer;
    },
  });
  const app = renderApp('/admin-login');
  return { app, calls };
}

async function passwordStep() {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return (await screen.findByLabelText('Verification Code')) as HTMLInputElement;
}

describe('two-factor sign-in step', () => {
  it('keeps digits only and enables Verify at exactly 6 digits', async () => {
    renderMfaStep(() => ({ body: { success: true, user: admin } }));
    const input = await passwordStep();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.maxLength).toBe(6);
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '12a-3 4' } });
    expect(input.value).toBe('1234');
    expect(verify.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '12345' } });
    expect(verify.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '123456' } });
    expect(verify.disabled).toBe(false);
    fireEvent.change(input, { target: { value: '1234567' } });
    expect(input.value).toBe('123456');
  });

  it('signs in with a code, refreshes the current user and goes to /admin', async () => {
    const { app, calls } = renderMfaStep(() => ({ body: { success: true, user: admin } }));
    fireEvent.change(await passwordStep(), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin'));
    expect(calls.find((c) => c.path === '/api/mfa/verify-login')?.body).toEqual({ token: '654321' });
    // The current user was read again after the verification.
    const verifyIndex = calls.findIndex((c) => c.path === '/api/mfa/verify-login');
    await waitFor(() => expect(calls.slice(verifyIndex).some((c) => c.path === '/api/user')).toBe(true));
  });

  it('switches to a backup code, upper-cased as typed, and back', async () => {
    const { app, calls } = renderMfaStep(() => ({ body: { success: true, user: admin } }));
    await passwordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    const backup = (await screen.findByLabelText('Backup Code')) as HTMLInputElement;
    expect(backup.maxLength).toBe(6);
    fireEvent.change(backup, { target: { value: 'ab12cd' } });
    expect(backup.value).toBe('AB12CD');

    fireEvent.click(screen.getByRole('button', { name: 'Use the code from your authenticator app' }));
    expect(screen.getByLabelText('Verification Code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    fireEvent.change(screen.getByLabelText('Backup Code'), { target: { value: 'zx9-8yw' } });
    expect((screen.getByLabelText('Backup Code') as HTMLInputElement).value).toBe('ZX98YW');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin'));
    expect(calls.find((c) => c.path === '/api/mfa/verify-login')?.body).toEqual({ backupCode: 'ZX98YW' });
  });

  it("says 'Code Required' when nothing was entered, without calling the server", async () => {
    const { calls } = renderMfaStep(() => ({ body: { success: true, user: admin } }));
    await passwordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.codeRequiredTitle)).toBeTruthy();
    expect(screen.getByText(MFA_MESSAGES.codeRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/mfa/verify-login')).toBe(false);
  });

  it("shows 'Verification Failed' with the server message, or the default text", async () => {
    let answer: { status: number; body?: unknown } = { status: 401, body: { message: 'Code already used' } };
    renderMfaStep(() => answer);
    const input = await passwordStep();
    fireEvent.change(input, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.verificationFailed)).toBeTruthy();
    expect(screen.getByText('Code already used')).toBeTruthy();
    expect(input.value).toBe('');

    answer = { status: 500 };
    fireEvent.change(input, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.invalidCode)).toBeTruthy();
  });

  it("'Back to Login' returns to an empty sign-in form", async () => {
    renderMfaStep(() => ({ body: { success: true, user: admin } }));
    await passwordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('heading', { name: 'Admin Portal Login' })).toBeTruthy();
  });

  it('is the second step of the customer sign-in too, ending on the role home', async () => {
    const collector = TEST_USERS.collector;
    let signedIn = false;
    const calls = fakeServer({
      'GET /api/user': () => (signedIn ? { body: { user: collector } } : { status: 401, body: {} }),
      'POST /api/login': () => ({ body: { mfaRequired: true, role: 'collector' } }),
      'POST /api/mfa/verify-login': () => {
        signedIn = true;
        return { body: { success: true, user: collector } };
      },
    });
    const app = renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'casey' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    fireEvent.change(await screen.findByLabelText('Verification Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/contact-center'));
    expect(await screen.findByText('Welcome back, Casey!')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/mfa/verify-login')?.body).toEqual({ token: '123456' });
  });
});
