import type { ClientAccount, ClientDashboard, Placement, Remittance } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() =>
  Promise.all([
    import('./client-dashboard-page'),
    import('./client-accounts-page'),
    import('./client-account-page'),
    import('./client-placements-page'),
    import('./client-transactions-page'),
    import('./client-remittances-page'),
    import('./components/liquidation-chart'),
  ]),
);
beforeEach(() => {
  // recharts' ResponsiveContainer measures its box; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DASHBOARD: ClientDashboard = {
  client: { code: 'KCB', name: 'Keystone Community Bank' },
  placed: { count: 2, amount: '1500.00' },
  collected: '250.00',
  liquidationRate: '16.67',
  byMonth: [
    { month: '2026-05', accounts: 2, placed: '1500.00', collected: '250.00', liquidationRate: '16.67' },
  ],
  byStatus: [
    { status: 'Active', count: 1 },
    { status: 'Payment plan', count: 1 },
  ],
};
const ACCOUNT: ClientAccount = {
  id: 11,
  accountNumber: 'ACC-100001',
  debtorName: 'John Doe',
  ssn: '***-**-6789',
  status: 'Active',
  placementId: 9,
  placedOn: '2026-05-04',
  placedAmount: '1000.00',
  balance: '750.00',
  collected: '250.00',
  recalledAt: null,
};
const PLACEMENT: Placement = {
  id: 9,
  clientId: 5,
  placedOn: '2026-05-04',
  label: 'May file',
  sourceImportId: null,
  accountCount: 2,
  recalledCount: 0,
  openBalance: '1250.00',
  createdAt: '2026-05-04T10:00:00.000Z',
};

describe('/client', () => {
  it('shows placed, collected, the liquidation rate by month (as a table for screen readers) and statuses', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.client), 'GET /api/client/dashboard': () => ({ body: DASHBOARD }) });
    renderApp('/client');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('$1,500.00')).toBeTruthy();
    expect(screen.getByText('2 accounts')).toBeTruthy();
    expect(screen.getAllByText('16.67%').length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: 'Liquidation rate by placement month' });
    expect(within(table).getByText('May 2026')).toBeTruthy();
    expect(screen.getByText('Payment plan')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Client portal' });
    expect(
      within(nav)
        .getByRole('link', { name: /Transactions/ })
        .getAttribute('href'),
    ).toBe('/client/transactions');
  });

  it('is the client role’s only: an agency user sees Access Denied and never calls the portal', async () => {
    const calls = fakeServer({ ...sessionOf(TEST_USERS.staff) });
    renderApp('/client');
    expect(await screen.findByRole('heading', { name: /Access Denied/i })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/client'))).toBe(false);
  });

  it('a client user is refused the debtor pages', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.client) });
    renderApp('/payment-history');
    expect(await screen.findByRole('heading', { name: /Access Denied/i })).toBeTruthy();
  });
});

describe('/client/accounts', () => {
  it('lists the accounts with the masked SSN, and asks the server to search and filter', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.client),
      'GET /api/client/accounts': () => ({
        body: { accounts: [ACCOUNT], total: 1, page: 1, pageSize: 25, statuses: ['Active', 'Payment plan'] },
      }),
      'GET /api/client/accounts?status=Active': () => ({
        body: { accounts: [], total: 0, page: 1, pageSize: 25, statuses: ['Active', 'Payment plan'] },
      }),
      'GET /api/client/placements': () => ({ body: [PLACEMENT] }),
    });
    renderApp('/client/accounts');
    expect(await screen.findByRole('link', { name: 'ACC-100001' })).toBeTruthy();
    expect(screen.getByText('John Doe · SSN ***-**-6789')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'Active' } });
    expect(await screen.findByText('No accounts match.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/client/accounts?status=Active');
  });
});

describe('/client/accounts/:id', () => {
  it('shows the account and its ledger, and recalls it with a reason', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.client),
      'GET /api/client/accounts/11': () => ({
        body: {
          account: ACCOUNT,
          transactions: [
            {
              id: 2,
              date: '2026-06-10',
              accountId: 11,
              accountNumber: 'ACC-100001',
              debtorName: 'John Doe',
              kind: 'payment',
              amount: '-250.00',
            },
          ],
        },
      }),
      'POST /api/client/recalls': () => ({
        status: 201,
        body: {
          id: 1,
          clientId: 5,
          placementId: null,
          reason: 'Settled',
          accountCount: 1,
          createdAt: '2026-06-11T00:00:00Z',
        },
      }),
    });
    renderApp('/client/accounts/11');
    expect(await screen.findByRole('heading', { name: 'Account ACC-100001' })).toBeTruthy();
    expect(screen.getByText('06/10/2026 · Payment to the agency')).toBeTruthy();
    expect(screen.getByText('-$250.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recall this account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Settled' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recall' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/client/recalls')?.body).toEqual({
        accountIds: [11],
        reason: 'Settled',
      }),
    );
  });

  it("another client's account reads as not found", async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.client),
      'GET /api/client/accounts/99': () => ({ status: 404, body: { message: 'Account not found' } }),
    });
    renderApp('/client/accounts/99');
    expect(await screen.findByText('Account not found')).toBeTruthy();
  });
});

describe('/client/placements', () => {
  it('lists the placements and uploads a placement file, showing its row errors', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.client),
      'GET /api/client/placements': () => ({ body: [PLACEMENT] }),
      'POST /api/client/placements': () => ({
        body: {
          importType: 'accounts',
          uploadId: 'u1',
          accounts: 1,
          created: 1,
          updated: 0,
          unchanged: 0,
          errors: 1,
          totalRows: 2,
          rowErrors: [
            { row: 3, column: 'client_code', reason: "client_code OTHER is not your client's code" },
          ],
          unknownColumns: [],
        },
      }),
    });
    renderApp('/client/placements');
    expect(await screen.findByRole('link', { name: 'May file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recall placement May file' })).toBeTruthy();
    const file = new File(['account_number\nA-1\n'], 'june.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Placement file'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('1 created, 0 updated, 0 unchanged, 1 with errors.')).toBeTruthy();
    expect(screen.getByText("Row 3 (client_code): client_code OTHER is not your client's code")).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/client/placements')).toBe(true);
  });
});

describe('/client/transactions', () => {
  it('lists the entries and asks again for a date range', async () => {
    const page = (n: number) => ({
      body: {
        transactions: Array.from({ length: n }, (_, i) => ({
          id: i + 1,
          date: '2026-06-10',
          accountId: 11,
          accountNumber: 'ACC-100001',
          debtorName: 'John Doe',
          kind: 'payment',
          amount: '-250.00',
        })),
        total: n,
        page: 1,
        pageSize: 25,
      },
    });
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.client),
      'GET /api/client/transactions': () => page(1),
      'GET /api/client/transactions?from=2026-07-01': () => page(0),
    });
    renderApp('/client/transactions');
    expect(await screen.findByRole('link', { name: 'ACC-100001 · John Doe' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-07-01' } });
    expect(await screen.findByText('No transactions in these dates.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/client/transactions?from=2026-07-01');
  });
});

describe('/client/remittances', () => {
  const remittance = (overrides: Partial<Remittance> = {}): Remittance => ({
    id: 4,
    clientId: 5,
    clientCode: 'KCB',
    clientName: 'Keystone Community Bank',
    periodStart: '2026-06-01',
    periodEnd: '2026-06-30',
    method: 'net',
    status: 'paid',
    source: 'manual',
    grossCollected: '250.00',
    reversals: '0.00',
    commission: '62.50',
    netDue: '187.50',
    directPayments: '0.00',
    commissionInvoiced: '0.00',
    lineCount: 1,
    createdAt: '2026-07-01T10:00:00.000Z',
    approvedAt: '2026-07-01T11:00:00.000Z',
    paidAt: '2026-07-02T09:00:00.000Z',
    paidReference: 'WIRE-778',
    createdBy: null,
    approvedBy: null,
    updatedAt: '2026-07-02T09:00:00.000Z',
    ...overrides,
  });

  it('shows each remittance with its totals and the three statement downloads', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.client),
      'GET /api/client/remittances': () => ({
        body: {
          remittances: [
            remittance(),
            remittance({ id: 5, status: 'approved', paidAt: null, paidReference: null }),
          ],
          total: 2,
          page: 1,
          pageSize: 25,
        },
      }),
    });
    renderApp('/client/remittances');
    expect(await screen.findByRole('heading', { name: 'Remittances', level: 1 })).toBeTruthy();
    expect(await screen.findAllByText('$187.50')).toHaveLength(2);
    expect(screen.getByText('Paid 07/02/2026')).toBeTruthy();
    expect(screen.getByText('Approved, transfer on its way')).toBeTruthy();
    expect(screen.getByText('Transfer reference WIRE-778')).toBeTruthy();
    const pdf = screen.getAllByRole('link', {
      name: 'Download the statement for 06/01/2026 to 06/30/2026 as PDF',
    });
    expect(pdf[0].getAttribute('href')).toBe('/api/client/remittances/4/statement?format=pdf');
    expect(screen.getAllByRole('link', { name: /as Excel$/ })[1].getAttribute('href')).toBe(
      '/api/client/remittances/5/statement?format=xlsx',
    );
  });

  it('says plainly when there is no remittance yet', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.client),
      'GET /api/client/remittances': () => ({ body: { remittances: [], total: 0, page: 1, pageSize: 25 } }),
    });
    renderApp('/client/remittances');
    expect(
      await screen.findByText('No remittance yet. Each one appears here once it is approved.'),
    ).toBeTruthy();
  });
});
