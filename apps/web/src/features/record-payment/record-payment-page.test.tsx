import type { DebtAccountSearchHit } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hit = (over: Partial<DebtAccountSearchHit>): DebtAccountSearchHit => ({
  id: 3,
  accountNumber: 'ACC-100003',
  fullName: 'Maria Garcia',
  firstName: 'Maria',
  lastName: 'Garcia',
  unpaidBalance: '1000.10',
  accountStatus: 'Active',
  emailAddress: 'maria.garcia@example.com',
  primaryPhone: '6095550144',
  schoolName: 'CFC AUTO CREDIT',
  ...over,
});
const MARIA = hit({});
const SEARCH = (term: string) => `GET /api/admin/debt-accounts/search?searchTerm=${encodeURIComponent(term)}`;
const RECORD = 'POST /api/payments/record-external';

type Handlers = Parameters<typeof fakeServer>[0];
function server(overrides: Handlers = {}) {
  return fakeServer({
    ...sessionOf(TEST_USERS.staff),
    [SEARCH('garcia')]: () => ({
      body: [
        MARIA,
        hit({
          id: 8,
          accountNumber: 'ACC-8',
          fullName: 'Ana Garcia',
          schoolName: null,
          unpaidBalance: '5.00',
        }),
      ],
    }),
    ...overrides,
  });
}

async function searchFor(term: string) {
  const input = await screen.findByLabelText('Search accounts');
  fireEvent.change(input, { target: { value: term } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

async function selectMaria() {
  await searchFor('garcia');
  const results = await screen.findByRole('list', { name: 'Matching accounts' });
  fireEvent.click(within(results).getByRole('button', { name: /Maria Garcia/ }));
  return screen.findByRole('form', { name: 'Payment details' });
}

describe('/admin/record-payment', { timeout: 30_000 }, () => {
  it('searches only from 3 characters, lists the accounts and selects one; Change clears it', async () => {
    const calls = server();
    renderApp('/admin/record-payment');
    expect(await screen.findByRole('heading', { name: 'Record External Payment' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Admin Portal' })
        .getAttribute('href'),
    ).toBe('/admin');

    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: ' ga ' } });
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Enter at least 3 characters.')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('debt-accounts'))).toBe(false);

    await searchFor('garcia');
    const results = await screen.findByRole('list', { name: 'Matching accounts' });
    expect(within(results).getAllByRole('button')).toHaveLength(2);
    expect(within(results).getByText('ACC-100003 · CFC AUTO CREDIT')).toBeTruthy();
    expect(within(results).getByText('$1,000.10')).toBeTruthy();

    fireEvent.click(within(results).getByRole('button', { name: /Maria Garcia/ }));
    expect(await screen.findByText('Account ACC-100003')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Payment details' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.queryByRole('form', { name: 'Payment details' })).toBeNull();
    expect(screen.getByText('Select an account to enter the payment.')).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Matching accounts' })).toBeTruthy();
  });

  it('says when nothing matches and when the search failed', async () => {
    server({
      [SEARCH('nobody')]: () => ({ body: [] }),
      [SEARCH('broken')]: () => ({ status: 500, body: { message: 'boom' } }),
    });
    renderApp('/admin/record-payment');
    await searchFor('nobody');
    expect(await screen.findByText('No accounts found matching the term.')).toBeTruthy();
    await searchFor('broken');
    expect((await screen.findByRole('alert')).textContent).toBe('Search failed');
  });

  it('previews the new balance to the cent and needs an amount to submit', async () => {
    server();
    renderApp('/admin/record-payment');
    await selectMaria();
    const submit = screen.getByRole('button', { name: 'Record Payment' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const preview = screen.getByTestId('new-balance-preview');
    expect(preview.textContent).toBe('$1,000.10');

    fireEvent.change(screen.getByLabelText('Amount ($)'), { target: { value: '0.30' } });
    expect(preview.textContent).toBe('$999.80');
    expect(screen.getByText('-$0.30')).toBeTruthy();
    expect(submit.disabled).toBe(false);

    const amount = screen.getByLabelText('Amount ($)');
    expect(amount.getAttribute('step')).toBe('0.01');
    expect(amount.getAttribute('min')).toBe('0.01');
    expect((screen.getByLabelText('Payment Date') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const last4 = screen.getByLabelText('Card Last 4 Digits (optional)') as HTMLInputElement;
    fireEvent.change(last4, { target: { value: '4a24-29' } });
    expect(last4.value).toBe('4242');
  });

  it('checks the amount against the balance before sending anything', async () => {
    const calls = server();
    renderApp('/admin/record-payment');
    await selectMaria();
    fireEvent.change(screen.getByLabelText('Amount ($)'), { target: { value: '1000.11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('Amount cannot exceed the unpaid balance of $1,000.10.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/payments/record-external')).toBe(false);
  });

  it('records a payment made directly to the client when that is chosen', async () => {
    const calls = server({
      [RECORD]: () => ({ body: { newBalance: 990.1, paymentId: 42, duplicate: false } }),
    });
    renderApp('/admin/record-payment');
    await selectMaria();
    expect((screen.getByLabelText('Paid to the agency') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Paid directly to the client'));
    fireEvent.change(screen.getByLabelText('Amount ($)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('New balance: $990.10')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/payments/record-external')?.body).toMatchObject({
      amount: 10,
      paidTo: 'client',
    });
  });

  it('records the payment, shows the new balance, resets and refreshes the search', async () => {
    let balance = '1000.10';
    const calls = server({
      [SEARCH('garcia')]: () => ({ body: [hit({ unpaidBalance: balance })] }),
      [RECORD]: () => {
        balance = '999.80';
        return { body: { newBalance: 999.8, paymentId: 41, duplicate: false } };
      },
    });
    renderApp('/admin/record-payment');
    await selectMaria();
    fireEvent.change(screen.getByLabelText('Amount ($)'), { target: { value: '0.30' } });
    fireEvent.change(screen.getByLabelText('Card Last 4 Digits (optional)'), { target: { value: '4242' } });
    fireEvent.change(screen.getByLabelText('Transaction ID (optional)'), { target: { value: ' EXT-77 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    expect(await screen.findByText('New balance: $999.80')).toBeTruthy();
    const post = calls.find((c) => c.path === '/api/payments/record-external');
    expect(post?.body).toEqual({
      debtAccountId: 3,
      amount: 0.3,
      transactionId: 'EXT-77',
      paymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      cardLast4: '4242',
      notes: null,
    });
    // The selection and the form are gone; the list shows the account's new balance.
    expect(screen.queryByRole('form', { name: 'Payment details' })).toBeNull();
    const results = await screen.findByRole('list', { name: 'Matching accounts' });
    await waitFor(() => expect(within(results).getByText('$999.80')).toBeTruthy());
    expect(calls.filter((c) => c.path === SEARCH('garcia').slice(4))).toHaveLength(2);
  });

  it("shows the server's message, or 'Failed to record payment', and keeps the form", async () => {
    let answer: { status: number; body?: unknown } = {
      status: 409,
      body: { message: 'Transaction ID EXT-1 was already recorded for a different payment.' },
    };
    server({ [RECORD]: () => answer });
    renderApp('/admin/record-payment');
    await selectMaria();
    fireEvent.change(screen.getByLabelText('Amount ($)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Transaction ID EXT-1 was already recorded for a different payment.',
    );

    answer = { status: 502 };
    fireEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to record payment'));
    expect((screen.getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('5');
  });
});
