import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('sends the payload without confirmPassword and greets the new user', async () => {
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

  it('sends a signed-in user to /account', async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    const app = renderApp('/register');
    await waitFor(() => expect(app.pathname()).toBe('/account'));
  });
});
