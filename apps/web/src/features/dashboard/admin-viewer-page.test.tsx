import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import type { AccountsOverview, TestAccountRow } from './api/accounts-overview';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: number, status: string): TestAccountRow => ({
  id,
  status,
  originalAmount: '1000.00',
  currentAmount: `${id}00.50`,
  accountNumber: id === 7 ? 'ACC_LEGACY' : `ACC-${id}`,
  debtorName: `Debtor ${id}`,
  unpaid_balance: `${id}00.50`,
  currentPrincipalBal: null,
  principalOriginal: '1000.00',
});

describe('/admin-viewer', { timeout: 30_000 }, () => {
  // The server counts and picks the newest (accounts-overview, decision 0077); the page shows what it says.
  it("shows the server's active and inactive counts and the 5 newest accounts", async () => {
    const overview: AccountsOverview = {
      activeAccounts: 4,
      inactiveAccounts: 3,
      recent: [row(7, 'active'), row(6, 'Active'), row(5, 'active'), row(4, 'paid'), row(3, 'active')],
    };
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/accounts-overview': () => ({ body: overview }),
    });
    renderApp('/admin-viewer');
    await waitFor(() => expect(screen.getByTestId('stat-Active Accounts').textContent).toBe('4'), {
      timeout: 15_000,
    });
    expect(screen.getByTestId('stat-Inactive Accounts').textContent).toBe('3');
    const table = screen.getByRole('table');
    const body = within(table).getAllByRole('row').slice(1);
    expect(
      body.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['ACC-0007', 'Debtor 7', '$700.50', 'active'],
      ['ACC-6', 'Debtor 6', '$600.50', 'Active'],
      ['ACC-5', 'Debtor 5', '$500.50', 'active'],
      ['ACC-4', 'Debtor 4', '$400.50', 'paid'],
      ['ACC-3', 'Debtor 3', '$300.50', 'active'],
    ]);
  });

  it('has the sidebar links and Back to Login', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/accounts-overview': () => ({
        body: { activeAccounts: 0, inactiveAccounts: 0, recent: [] },
      }),
    });
    renderApp('/admin-viewer');
    const nav = await screen.findByRole('navigation', { name: 'Viewer' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Accounts' }).getAttribute('href')).toBe('/admin/accounts');
    expect(within(nav).getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe(
      '/admin-login',
    );
    expect(await screen.findByText('No recent activity to display')).toBeTruthy();
  });

  it('says when the accounts cannot be loaded', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/accounts-overview': () => ({ status: 500 }),
    });
    renderApp('/admin-viewer');
    expect(
      await screen.findByText('There was an error loading the account data. Please try refreshing the page.'),
    ).toBeTruthy();
  });

  it('refuses a debtor with the admin Access Denied text', async () => {
    fakeServer(sessionOf(TEST_USERS.debtor));
    renderApp('/admin-viewer');
    expect(
      await screen.findByText(
        "You don't have permission to access this page. This feature requires administrator privileges.",
      ),
    ).toBeTruthy();
  });
});
