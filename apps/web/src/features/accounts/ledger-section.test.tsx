import { ACCOUNT_FIELD_KEYS, LEDGER_MESSAGES, type LedgerEntry } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNT = {
  ...Object.fromEntries(ACCOUNT_FIELD_KEYS.map((k) => [k, null])),
  id: 5,
  account_number: 'ACC-100003',
  full_name: 'Maria Garcia',
  unpaid_balance: '379.75',
};

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 1,
  debtAccountId: 5,
  kind: 'placement',
  amount: '500.00',
  effectiveDate: '2026-01-05',
  postedAt: '2026-01-05T15:00:00.000Z',
  postedBy: null,
  method: null,
  paymentId: null,
  reversesEntryId: null,
  reversedByEntryId: null,
  reason: null,
  description: 'Placed balance',
  source: 'system',
  balanceAfter: '500.00',
  ...over,
});
const LEDGER = [
  entry({}),
  entry({
    id: 2,
    kind: 'payment',
    amount: '-120.25',
    method: 'card',
    paymentId: 9,
    postedBy: 'Sam Staff',
    source: 'agent',
    description: null,
    balanceAfter: '379.75',
  }),
  entry({
    id: 3,
    kind: 'direct_payment',
    amount: '-10.00',
    method: 'other',
    paymentId: 10,
    reversedByEntryId: 4,
    description: null,
    balanceAfter: '369.75',
  }),
  entry({
    id: 4,
    kind: 'reversal',
    amount: '10.00',
    reversesEntryId: 3,
    reason: 'nsf',
    description: 'Returned',
    balanceAfter: '379.75',
  }),
];

function server(overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    ...sessionOf(TEST_USERS.staff),
    'GET /api/admin/accounts/5': () => ({ body: ACCOUNT }),
    'GET /api/admin/accounts/5/ledger': () => ({ body: LEDGER }),
    ...overrides,
  });
}

describe("the account's ledger", () => {
  it('is the Ledger tab of the account page (the other tests open it by its address, ?tab=ledger)', async () => {
    server();
    renderApp('/admin/accounts/5');
    const tab = await screen.findByRole('tab', { name: 'Ledger' });
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('table', { name: 'Ledger entries, oldest first' })).toBeNull();
    fireEvent.click(tab);
    expect(await screen.findByRole('table', { name: 'Ledger entries, oldest first' })).toBeTruthy();
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });

  it('lists the entries with their running balance, and Reverse only on a payment not yet reversed', async () => {
    server();
    renderApp('/admin/accounts/5?tab=ledger');
    const table = await screen.findByRole('table', { name: 'Ledger entries, oldest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['01/05/2026', 'Placed balance', '+$500.00', '$500.00', 'System'],
      ['01/05/2026', 'Payment to the agencyby card', '−$120.25', '$379.75', 'Sam Staff'],
      ['01/05/2026', 'Payment made to the client', '−$10.00', '$369.75', 'System'],
      ['01/05/2026', 'ReversalNSF (returned) · Returned', '+$10.00', '$379.75', 'System'],
    ]);
    expect(within(rows[1]).getByRole('button', { name: 'Reverse' })).toBeTruthy();
    expect(within(rows[2]).queryByRole('button', { name: 'Reverse' })).toBeNull();
    expect(within(rows[2]).getByText('Reversed')).toBeTruthy();
    expect(within(rows[0]).queryByRole('button')).toBeNull();
  });

  it('reverses a payment with its reason and note, and reads the ledger again', async () => {
    let reads = 0;
    const calls = server({
      'GET /api/admin/accounts/5/ledger': () => {
        reads += 1;
        return { body: LEDGER };
      },
      'POST /api/admin/ledger/entries/2/reverse': () => ({
        status: 201,
        body: entry({ id: 5, kind: 'reversal' }),
      }),
    });
    renderApp('/admin/accounts/5?tab=ledger');
    const table = await screen.findByRole('table', { name: 'Ledger entries, oldest first' });
    fireEvent.click(within(table).getByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse this payment' });
    expect(within(dialog).getByText(/balance goes up by \$120\.25/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Why'), { target: { value: 'void' } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), {
      target: { value: 'Entered twice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/reverse'))?.body).toEqual({
      reason: 'void',
      note: 'Entered twice',
    });
    await waitFor(() => expect(reads).toBeGreaterThan(1));
  });

  it('shows the server refusal of a reversal in the dialog', async () => {
    server({
      'POST /api/admin/ledger/entries/2/reverse': () => ({
        status: 409,
        body: { message: LEDGER_MESSAGES.alreadyReversed },
      }),
    });
    renderApp('/admin/accounts/5?tab=ledger');
    const table = await screen.findByRole('table', { name: 'Ledger entries, oldest first' });
    fireEvent.click(within(table).getByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(dialog).findByText(LEDGER_MESSAGES.alreadyReversed)).toBeTruthy();
  });

  it('posts an entry by hand: checked before sending, then sent with its reason', async () => {
    const calls = server({
      'POST /api/admin/accounts/5/ledger': () => ({ status: 201, body: entry({ id: 6, kind: 'fee' }) }),
    });
    renderApp('/admin/accounts/5?tab=ledger');
    fireEvent.click(await screen.findByRole('button', { name: 'Post an entry' }));
    fireEvent.change(screen.getByLabelText('Kind of entry'), { target: { value: 'fee' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post entry' }));
    expect(await screen.findByText(LEDGER_MESSAGES.amountPositive)).toBeTruthy();
    expect(screen.getByText(LEDGER_MESSAGES.reasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/admin/accounts/5/ledger' && c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '15.00' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Returned check fee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post entry' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Post entry' })).toBeNull());
    expect(calls.find((c) => c.path === '/api/admin/accounts/5/ledger' && c.method === 'POST')?.body).toEqual(
      {
        kind: 'fee',
        amount: '15.00',
        reason: 'Returned check fee',
        effectiveDate: null,
        refundOwed: false,
      },
    );
    expect(postedKeys()).toHaveLength(1);
    expect(postedKeys()[0]).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
  });

  it('sends one Idempotency-Key per submission: a double click sends the same key, a changed posting a new one', async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { message: 'Try again' } };
    server({ 'POST /api/admin/accounts/5/ledger': () => answer });
    renderApp('/admin/accounts/5?tab=ledger');
    fireEvent.click(await screen.findByRole('button', { name: 'Post an entry' }));
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '-25.00' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Overpaid' } });
    const button = screen.getByRole('button', { name: 'Post entry' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByText('Try again');
    fireEvent.click(screen.getByRole('button', { name: 'Post entry' }));
    await waitFor(() => expect(postedKeys().length).toBeGreaterThanOrEqual(2));
    expect(new Set(postedKeys()).size).toBe(1);

    // Now a refund owed: another posting, another key.
    fireEvent.click(screen.getByRole('checkbox', { name: /Refund owed to the consumer/ }));
    answer = { status: 201, body: entry({ id: 7, kind: 'adjustment', amount: '-25.00' }) };
    const before = postedKeys().length;
    fireEvent.click(screen.getByRole('button', { name: 'Post entry' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Post entry' })).toBeNull());
    const keys = postedKeys();
    expect(keys.length).toBe(before + 1);
    expect(new Set(keys).size).toBe(2);
  });
});

/** The Idempotency-Key of each POST of an entry, in order (read from the stubbed fetch). */
function postedKeys(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(
      ([input, init]) => String(input) === '/api/admin/accounts/5/ledger' && init?.method === 'POST',
    )
    .map(([, init]) => ((init?.headers ?? {}) as Record<string, string>)['Idempotency-Key']);
}
