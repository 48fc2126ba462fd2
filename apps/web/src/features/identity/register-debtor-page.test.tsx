import { IDENTITY_MESSAGES, REGISTER_DEBTOR_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  fill('First Name', 'Maria');
  fill('Last 4 digits of SSN', '4321');
  fill('Month', '11');
  fill('Day', '3');
  fill('Year', '1979');
  fill('Account Number', ' ACC-100003 ');
  fill('Username', 'Maria.G');
  fill('Password', 'Correct-Horse-7');
}

async function openPage() {
  const app = renderApp('/register-debtor');
  await screen.findByRole('heading', { name: 'Create Account' });
  return app;
}

describe('/register-debtor', () => {
  it('shows the form, a link to /auth and, in demo mode, the demo account to try', async () => {
    fakeServer(sessionOf(null));
    await openPage();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    const hint = screen.getByRole('complementary', { name: 'Test account' });
    expect(hint.textContent).toContain('Maria');
    expect(hint.textContent).toContain('4321');
    expect(hint.textContent).toContain('November 3, 1979');
    expect(hint.textContent).toContain('ACC-100003');
  });

  it('checks every field on submit with the documented messages', async () => {
    const calls = fakeServer(sessionOf(null));
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      REGISTER_DEBTOR_MESSAGES.firstNameRequired,
      REGISTER_DEBTOR_MESSAGES.ssnRequired,
      IDENTITY_MESSAGES.dateOfBirthRequired,
      REGISTER_DEBTOR_MESSAGES.accountNumberRequired,
      REGISTER_DEBTOR_MESSAGES.usernameMin,
      REGISTER_DEBTOR_MESSAGES.passwordMin,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(REGISTER_DEBTOR_MESSAGES).toMatchObject({
      firstNameRequired: 'First name is required',
      ssnRequired: 'Last 4 digits of SSN required',
      usernameMin: 'Username must be at least 3 characters',
      passwordMin: 'Password must be at least 8 characters',
    });
    const ssn = screen.getByLabelText('Last 4 digits of SSN') as HTMLInputElement;
    fireEvent.change(ssn, { target: { value: '43-21x9' } });
    expect(ssn.value).toBe('4321');
    expect(calls.some((c) => c.path === '/api/register-debtor')).toBe(false);
  });

  it('sends the spec’s body with the birth date and account number, says Welcome and goes to /debtor', async () => {
    const calls = fakeServer({
      ...sessionOf(null),
      'POST /api/register-debtor': () => ({ status: 201, body: { user: TEST_USERS.debtor } }),
    });
    const app = await openPage();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(app.pathname()).toBe('/debtor'));
    expect(calls.find((c) => c.path === '/api/register-debtor')?.body).toEqual({
      firstName: 'Maria',
      lastName: '',
      ssn: '4321',
      dateOfBirth: '1979-11-03',
      accountNumber: 'ACC-100003',
      username: 'Maria.G',
      password: 'Correct-Horse-7',
      email: 'maria.g@debtor-portal.invalid',
    });
    expect(await screen.findByText('Welcome')).toBeTruthy();
  });

  it("shows 'Registration failed' with the server's message", async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/register-debtor': () => ({
        status: 404,
        body: { message: REGISTER_DEBTOR_MESSAGES.noMatchingAccount },
      }),
    });
    const app = await openPage();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(screen.getByText(REGISTER_DEBTOR_MESSAGES.noMatchingAccount)).toBeTruthy();
    expect(app.pathname()).toBe('/register-debtor');
  });
});
