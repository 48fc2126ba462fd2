import { IDENTITY_MESSAGES, REGISTER_DEBTOR_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidForm() {
  fill('First Name', 'Jane');
  fill('Last Name', 'Doe');
  fill('Last 4 digits of SSN', '4321');
  fill('Month', '11');
  fill('Day', '3');
  fill('Year', '1979');
  fill('Account Number', 'ACC-100003');
  fill('Email Address', 'jane@example.com');
  fill('Phone Number', '5551234567');
  fill('Username', 'jdoe');
  fill('Password', 'correct-horse');
  fill('Confirm Password', 'correct-horse');
}

describe('register page', () => {
  it('shows every rule message under its field on submit, then re-validates on change', async () => {
    fakeServer(sessionOf(null));
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account Benefits' })).toBeTruthy();
    expect(screen.getByText('Secure Access')).toBeTruthy();
    expect(screen.getByText('Privacy Protection')).toBeTruthy();
    expect(screen.queryByTestId('site-header')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      REGISTER_DEBTOR_MESSAGES.ssnRequired,
      IDENTITY_MESSAGES.dateOfBirthRequired,
      REGISTER_DEBTOR_MESSAGES.accountNumberRequired,
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Username must be at least 3 characters',
      'Password must be at least 8 characters',
      'Please confirm your password',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    const firstName = screen.getByLabelText('First Name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'First name is required',
    );

    fill('First Name', 'Jane');
    await waitFor(() => expect(screen.queryByText('First name is required')).toBeNull());
  });

  it("says 'Passwords do not match' under the confirmation", async () => {
    fakeServer(sessionOf(null));
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create Your Account' });
    fillValidForm();
    fill('Confirm Password', 'different-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const message = await screen.findByText('Passwords do not match');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm.getAttribute('aria-describedby')).toBe(message.id);
  });

  it('sends the payload with the proof and without confirmPassword, and greets the new user', async () => {
    const calls = fakeServer({
      ...sessionOf(null),
      'POST /api/register': () => ({ status: 201, body: { user: TEST_USERS.debtor } }),
    });
    const app = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create Your Account' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(app.pathname()).toBe('/debtor'));
    const sent = calls.find((c) => c.path === '/api/register');
    expect(sent?.body).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      ssn: '4321',
      dateOfBirth: '1979-11-03',
      accountNumber: 'ACC-100003',
      email: 'jane@example.com',
      phone: '5551234567',
      username: 'jdoe',
      password: 'correct-horse',
    });
    expect(await screen.findByText('Account Created')).toBeTruthy();
  });

  it("shows 'Registration Failed' with the server's message", async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/register': () => ({ status: 409, body: { message: 'That username is already taken.' } }),
    });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create Your Account' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration Failed')).toBeTruthy();
    expect(screen.getByText('That username is already taken.')).toBeTruthy();
  });

  it('with no account found says so on the page, with quick access and the phone number, and stays signed out', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/register': () => ({
        status: 404,
        body: { message: REGISTER_DEBTOR_MESSAGES.noMatchingAccount },
      }),
    });
    const app = renderApp('/register');
    await screen.findByRole('heading', { name: 'Create Your Account' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const panel = await screen.findByTestId('register-no-match');
    expect(within(panel).getByRole('heading', { name: REGISTER_DEBTOR_MESSAGES.noMatchTitle })).toBeTruthy();
    expect(panel.textContent).toContain(
      `No login was created. ${REGISTER_DEBTOR_MESSAGES.noMatchingAccount}`,
    );
    expect(
      within(panel)
        .getByRole('link', { name: 'Verify with your SSN and date of birth' })
        .getAttribute('href'),
    ).toBe('/quick-access');
    expect(within(panel).getByRole('link', { name: 'Call 1-888-555-0147' }).getAttribute('href')).toBe(
      'tel:+18885550147',
    );
    expect(document.activeElement).toBe(panel);
    expect(await screen.findByText('Registration Failed')).toBeTruthy();
    expect(app.pathname()).toBe('/register');
  });

  it('a refusal other than no-match shows no no-match panel', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/register': () => ({ status: 429, body: { message: IDENTITY_MESSAGES.throttled } }),
    });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'Create Your Account' });
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(IDENTITY_MESSAGES.throttled)).toBeTruthy();
    expect(screen.queryByTestId('register-no-match')).toBeNull();
  });

  it('sends a signed-in user to /account', async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    const app = renderApp('/register');
    await waitFor(() => expect(app.pathname()).toBe('/account'));
  });
});
