import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_OPTIONS,
  chatServer,
  lastLine,
  logText,
  openChat,
  panel,
  pickAddress,
  RIGHT_ADDRESS,
  submitVerification,
} from './testing';

const WRONG = ADDRESS_OPTIONS[0];
const FAILED_TEXT =
  "I couldn't verify your information. Please try again or call 1-888-555-0147 for assistance.";
const THROTTLED = 'Too many attempts. Please try again later.';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('chat verification', () => {
  it('verifies the SSN and birth date, then the address, and shows the menu with Logout', async () => {
    const calls = chatServer();
    await openChat();
    await submitVerification('1234');
    expect(calls.find((c) => c.path === '/api/chat/verify')?.body).toEqual({
      ssn_last4: '1234',
      dob: '1985-04-12',
    });
    expect(lastLine()).toContain('Please select the address associated with your account.');
    for (const option of ADDRESS_OPTIONS) expect(panel().getByLabelText(option)).toBeTruthy();

    await pickAddress(RIGHT_ADDRESS);
    expect(calls.find((c) => c.path === '/api/chat/verify-address')?.body).toEqual({
      debtor_id: 'check-1',
      selected_address: RIGHT_ADDRESS,
    });
    expect(logText()).toContain('Thank you, John Doe. Your identity is verified.');
    expect(screen.getByTestId('chat-menu')).toBeTruthy();
    expect(panel().getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByTestId('chat-verify-form')).toBeNull();
  });

  it('a failed verify gives the retry step, a second one the call prompt with a telephone link', async () => {
    const calls = chatServer({
      'POST /api/chat/verify': () => ({ status: 429, body: { message: THROTTLED } }),
    });
    await openChat();
    await submitVerification();
    expect(lastLine()).toContain(THROTTLED);
    expect(screen.getByTestId('chat-retry').textContent).toContain('Attempt 1 of 2');
    expect(screen.queryByTestId('chat-verify-form')).toBeNull();

    fireEvent.click(panel().getByRole('button', { name: 'Try Verification Again' }));
    expect((panel().getByLabelText('Last 4 digits of SSN') as HTMLInputElement).value).toBe('');
    await submitVerification();
    const failed = screen.getByTestId('chat-failed');
    expect(failed.textContent).toBe(
      'Unable to verify your information after 2 attempts... Please call 1-888-555-0147 so a representative can help you.',
    );
    expect(failed.querySelector('a')?.getAttribute('href')).toBe('tel:+18885550147');
    expect(screen.queryByTestId('chat-verify-form')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/chat/verify')).toHaveLength(2);
  });

  it('any other refused verify is a failed attempt with the verification-failed text', async () => {
    chatServer({ 'POST /api/chat/verify': () => ({ status: 500, body: { message: 'boom' } }) });
    await openChat();
    await submitVerification();
    expect(lastLine()).toContain(FAILED_TEXT);
    expect(screen.getByTestId('chat-retry')).toBeTruthy();
  });

  it('a network error shows the network text and leaves the form', async () => {
    chatServer({
      'POST /api/chat/verify': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await openChat();
    await submitVerification();
    expect(lastLine()).toContain(
      'There was an error processing your request. Please call 1-888-555-0147 for assistance.',
    );
    expect(screen.getByTestId('chat-verify-form')).toBeTruthy();
    expect(screen.queryByTestId('chat-retry')).toBeNull();
  });

  it('a first wrong address repeats the check with the kept SSN and birth date; a second starts over', async () => {
    const calls = chatServer();
    await openChat();
    await submitVerification('4321');
    await pickAddress(WRONG);
    expect(logText()).toContain(FAILED_TEXT);
    const verifies = calls.filter((c) => c.path === '/api/chat/verify');
    expect(verifies.map((c) => c.body)).toEqual([
      { ssn_last4: '4321', dob: '1985-04-12' },
      { ssn_last4: '4321', dob: '1985-04-12' },
    ]);
    expect(lastLine()).toContain("That address doesn't match our records. Please select your address again.");
    expect((panel().getByLabelText(WRONG) as HTMLInputElement).checked).toBe(false);

    await pickAddress(WRONG);
    expect(calls.filter((c) => c.path === '/api/chat/verify-address').map((c) => c.body)).toEqual([
      { debtor_id: 'check-1', selected_address: WRONG },
      { debtor_id: 'check-2', selected_address: WRONG },
    ]);
    expect(calls.filter((c) => c.path === '/api/chat/verify')).toHaveLength(2);
    expect(lastLine()).toContain(
      "We couldn't confirm your address. Please start over and enter your information again.",
    );
    expect((panel().getByLabelText('Last 4 digits of SSN') as HTMLInputElement).value).toBe('');
    expect((panel().getByLabelText('Year') as HTMLSelectElement).value).toBe('');
    expect(panel().queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('"None of these is my address" tells how to reach the agency and offers a fresh form, without asking again', async () => {
    const noneText =
      "I can't verify you without your address. Please check your details and try again, or call 1-888-555-0147 and our team will help you.";
    const calls = chatServer({
      'POST /api/chat/verify-address': () => ({ status: 401, body: { message: noneText } }),
    });
    await openChat();
    await submitVerification('4321');
    expect(panel().getByLabelText('None of these is my address')).toBeTruthy();
    await pickAddress('None of these is my address');
    expect(calls.filter((c) => c.path === '/api/chat/verify-address').map((c) => c.body)).toEqual([
      { debtor_id: 'check-1', selected_address: 'None of these is my address' },
    ]);
    // No second list of the same addresses: one verify call only.
    expect(calls.filter((c) => c.path === '/api/chat/verify')).toHaveLength(1);
    expect(lastLine()).toContain(noneText);
    expect(panel().getByText('1-888-555-0147').closest('a')?.getAttribute('href')).toBe('tel:+18885550147');
    expect((panel().getByLabelText('Last 4 digits of SSN') as HTMLInputElement).value).toBe('');
    expect(panel().queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('a right pick after a wrong one verifies', async () => {
    chatServer();
    await openChat();
    await submitVerification();
    await pickAddress(WRONG);
    await pickAddress(RIGHT_ADDRESS);
    expect(screen.getByTestId('chat-menu')).toBeTruthy();
  });
});
