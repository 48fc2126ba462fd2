import { DEMO_BRAND, IDENTITY_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TRUE_ADDRESS = '9 Pine Court, Philadelphia, PA 19103';
const OPTIONS = ['14 Elm Street, Philadelphia, PA 19103', TRUE_ADDRESS, '3 Oak Lane, Philadelphia, PA 19103'];
const VERIFIED = { status: 200, body: { verificationToken: 'token-1', addressOptions: OPTIONS } };

const choose = (label: string, value: string | number) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: String(value) } });

function fillCredentials(ssn = '3333') {
  fireEvent.change(screen.getByLabelText('Last 4 digits of SSN'), { target: { value: ssn } });
  choose('Month', 7);
  choose('Day', 21);
  choose('Year', 1990);
}

async function openStepOne(path = '/quick-access') {
  const app = renderApp(path);
  await screen.findByText('Step 1 of 2: Verify your identity');
  return app;
}

describe('quick access, two steps', () => {
  it('checks step one on submit with the documented messages; typing keeps digits only', async () => {
    const calls = fakeServer(sessionOf(null));
    await openStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(IDENTITY_MESSAGES.ssnLast4Min)).toBeTruthy();
    expect(screen.getByText(IDENTITY_MESSAGES.dateOfBirthRequired)).toBeTruthy();
    const ssn = screen.getByLabelText('Last 4 digits of SSN') as HTMLInputElement;
    fireEvent.change(ssn, { target: { value: '12a3' } });
    expect(ssn.value).toBe('123');
    expect(calls.some((c) => c.path.includes('quick-access'))).toBe(false);
  });

  it('verifies, offers the addresses, and a right pick signs in and goes to /debtor', async () => {
    let signedIn = false;
    const calls = fakeServer({
      'GET /api/user': () =>
        signedIn
          ? { body: { user: TEST_USERS.debtor } }
          : { status: 401, body: { message: 'Not authenticated' } },
      'POST /api/quick-access-verify': () => VERIFIED,
      'POST /api/quick-access': () => {
        signedIn = true;
        return { body: TEST_USERS.debtor };
      },
    });
    const app = await openStepOne();
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 2 of 2: Confirm your address')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/quick-access-verify')?.body).toEqual({
      ssnLast4: '3333',
      dateOfBirth: '1990-07-21',
    });
    expect(screen.getAllByRole('radio')).toHaveLength(4); // the three addresses and "None of these"

    fireEvent.click(screen.getByRole('button', { name: 'Verify Address' }));
    expect(await screen.findByText(IDENTITY_MESSAGES.addressRequired)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: TRUE_ADDRESS }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify Address' }));
    await waitFor(() => expect(app.pathname()).toBe('/debtor'));
    expect(calls.find((c) => c.path === '/api/quick-access')?.body).toEqual({
      verificationToken: 'token-1',
      selectedAddress: TRUE_ADDRESS,
    });
    expect(await screen.findByText('Credentials Verified')).toBeTruthy();
    // The app knows the user: the debtor home greets them.
    expect(await screen.findByRole('heading', { name: /Welcome.*Jane/ })).toBeTruthy();
  });

  it('a wrong address: the spec’s toast, and back to step one with both forms cleared', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/quick-access-verify': () => VERIFIED,
      'POST /api/quick-access': () => ({ status: 401, body: { message: IDENTITY_MESSAGES.addressMismatch } }),
    });
    const app = await openStepOne();
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('radio', { name: OPTIONS[0] }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify Address' }));

    expect(await screen.findByText('Identity Verification Failed')).toBeTruthy();
    expect(
      screen.getByText('The selected address does not match our records. Please try again.'),
    ).toBeTruthy();
    expect(await screen.findByText('Step 1 of 2: Verify your identity')).toBeTruthy();
    expect((screen.getByLabelText('Last 4 digits of SSN') as HTMLInputElement).value).toBe('');
    for (const name of ['Month', 'Day', 'Year']) {
      expect((screen.getByLabelText(name) as HTMLSelectElement).value).toBe('');
    }
    expect(app.pathname()).toBe('/quick-access');
  });

  it('a refused step one shows Access Denied with the server’s message and stays on step one', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/quick-access-verify': () => ({
        status: 429,
        body: { message: IDENTITY_MESSAGES.throttled },
      }),
    });
    await openStepOne();
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText(IDENTITY_MESSAGES.throttled)).toBeTruthy();
    expect(screen.getByText('Step 1 of 2: Verify your identity')).toBeTruthy();
  });

  it('Start Over goes back to step one', async () => {
    fakeServer({ ...sessionOf(null), 'POST /api/quick-access-verify': () => VERIFIED });
    await openStepOne();
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start Over' }));
    expect(await screen.findByText('Step 1 of 2: Verify your identity')).toBeTruthy();
  });
});

describe('none of these is my address', () => {
  it('is offered after the addresses; choosing it shows how to reach the agency, with a call link', async () => {
    const reachUs = IDENTITY_MESSAGES.noneOfThese(DEMO_BRAND.companyName, DEMO_BRAND.phone);
    const calls = fakeServer({
      ...sessionOf(null),
      'POST /api/quick-access-verify': () => VERIFIED,
      'POST /api/quick-access': () => ({ status: 401, body: { message: reachUs } }),
    });
    const app = await openStepOne();
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual([
      ...OPTIONS,
      'None of these is my address',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'None of these is my address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify Address' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not verify your identity');
    expect(alert.textContent).toContain(reachUs);
    const call = screen.getByRole('link', { name: `Call ${DEMO_BRAND.phone}` });
    expect(call.getAttribute('href')).toBe('tel:+18885550147');
    expect(calls.find((c) => c.path === '/api/quick-access')?.body).toEqual({
      verificationToken: 'token-1',
      selectedAddress: 'None of these is my address',
    });
    expect(app.pathname()).toBe('/quick-access');

    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(await screen.findByText('Step 1 of 2: Verify your identity')).toBeTruthy();
  });
});

describe('dispute quick access', () => {
  it('uses its own calls and ends at /dispute-portal', async () => {
    let signedIn = false;
    const calls = fakeServer({
      'GET /api/user': () =>
        signedIn
          ? { body: { user: TEST_USERS.debtor } }
          : { status: 401, body: { message: 'Not authenticated' } },
      'POST /api/dispute-quick-access-verify': () => VERIFIED,
      'POST /api/dispute-quick-access': () => {
        signedIn = true;
        return { body: TEST_USERS.debtor };
      },
    });
    const app = await openStepOne('/dispute-quick-access');
    expect(screen.getByRole('heading', { name: 'Dispute Quick Access' })).toBeTruthy();
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('radio', { name: TRUE_ADDRESS }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify Address' }));
    await waitFor(() => expect(app.pathname()).toBe('/dispute-portal'));
    expect(calls.map((c) => c.path)).toContain('/api/dispute-quick-access');
    expect(calls.map((c) => c.path)).not.toContain('/api/quick-access');
  });

  it('without a server message, the fallback names the company', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/dispute-quick-access-verify': () => ({ status: 500 }),
    });
    await openStepOne('/dispute-quick-access');
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(
      screen.getByText(IDENTITY_MESSAGES.disputeAccessDeniedFallback(DEMO_BRAND.companyName)),
    ).toBeTruthy();
    expect(IDENTITY_MESSAGES.disputeAccessDeniedFallback(DEMO_BRAND.companyName)).toContain(
      'Keystone Recovery Partners',
    );
  });
});
