import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

// jsdom lays nothing out: give elements a size so the virtualised table renders its rows.
const saved = {
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1024 });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = '/api/admin/accounts?page=1&pageSize=100&view=compact';
const ROWS = [
  {
    id: 1,
    account_number: 'ACC_77',
    status: 'active',
    full_name: 'John Doe',
    account_status: 'active',
    last_activity_date: '45292',
    last_activity_amount: '150.5',
  },
  {
    id: 3,
    account_number: 'ACC-100003',
    status: 'active',
    full_name: 'Maria Garcia',
    account_status: 'Closed',
    last_activity_date: null,
    last_activity_amount: null,
  },
];

describe('/admin/accounts', () => {
  it('lists the compact columns with the display rules, links and badges', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      [`GET ${LIST}`]: () => ({ body: { accounts: ROWS, total: 2, page: 1, pageSize: 100 } }),
    });
    renderApp('/admin/accounts');
    const table = await screen.findByRole('table', { name: 'All Accounts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Full Name',
      'Account Status',
      'Last Activity Date',
      'Last Activity Amount',
      'Actions',
    ]);
    expect(await within(table).findByRole('link', { name: 'John Doe' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Maria Garcia' }).getAttribute('href')).toBe(
      '/admin/accounts/3',
    );
    expect(within(table).getByRole('link', { name: 'Edit Maria Garcia' }).getAttribute('href')).toBe(
      '/admin/accounts/3/edit',
    );
    expect(within(table).getByText('01/01/2024')).toBeTruthy(); // spreadsheet serial
    expect(within(table).getByText('$150.50')).toBeTruthy();
    expect(within(table).getAllByText('N/A')).toHaveLength(2);
    // The table's badge is green only for "active", grey for anything else (docs/product/accounts-import.md).
    expect(within(table).getByText('active').getAttribute('data-tone')).toBe('green');
    expect(within(table).getByText('Closed').getAttribute('data-tone')).toBe('grey');
    expect(screen.getByText('2 accounts')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export Excel' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Back to Admin Portal' }).getAttribute('href')).toBe('/admin');
  });

  it('searches on the server after typing stops, and shows No accounts found with Export disabled', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [`GET ${LIST}`]: () => ({ body: { accounts: ROWS, total: 2, page: 1, pageSize: 100 } }),
      [`GET ${LIST}&search=zzz`]: () => ({ body: { accounts: [], total: 0, page: 1, pageSize: 100 } }),
    });
    renderApp('/admin/accounts');
    await screen.findByRole('link', { name: 'John Doe' });
    fireEvent.change(screen.getByPlaceholderText('Search names...'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No accounts found')).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('search=')).map((c) => c.path)).toEqual([
      `${LIST}&search=zzz`,
    ]);
    expect((screen.getByRole('button', { name: 'Export Excel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('switches to the full view with every field of the record as a column', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [`GET ${LIST}`]: () => ({ body: { accounts: ROWS, total: 2, page: 1, pageSize: 100 } }),
      'GET /api/admin/accounts?page=1&pageSize=100&view=full': () => ({
        body: { accounts: ROWS, total: 2, page: 1, pageSize: 100 },
      }),
    });
    renderApp('/admin/accounts');
    await screen.findByRole('link', { name: 'John Doe' });
    fireEvent.click(screen.getByRole('button', { name: 'All Columns' }));
    const table = screen.getByRole('table', { name: 'All Accounts' });
    expect(await within(table).findByRole('columnheader', { name: 'Co Signer DOB' })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(123);
    expect(await within(table).findByText('ACC-0001')).toBeTruthy(); // ACC_ numbers shown as ACC- + padded id
  });
});
