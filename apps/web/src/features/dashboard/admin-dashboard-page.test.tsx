import type { DashboardSummary, HotLead } from '@arrears/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

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

const SUMMARY: DashboardSummary = {
  totalAccounts: 1234,
  totalOutstanding: '9438.15',
  collectedByWeek: Array.from({ length: 12 }, (_, i) => ({
    weekStart: `2026-0${i < 4 ? 1 : i < 8 ? 2 : 3}-0${(i % 4) + 1}`,
    amount: i === 11 ? '250.50' : '0.00',
  })),
  promises: { kept: 3, broken: 1, keptRate: 75 },
};

const lead = (over: Partial<HotLead>): HotLead => ({
  accountId: 1,
  userId: 9,
  accountNumber: 'ACC-100001',
  fullName: 'John Doe',
  unpaidBalance: '2450.75',
  visitCount: 1,
  lastVisit: '2026-03-02T15:04:00.000Z',
  primaryPhone: '8565550101',
  emailAddress: 'john.doe@example.com',
  ...over,
});
const LEADS = [
  lead({ accountId: 3, accountNumber: 'ACC-3', fullName: 'Rich Debtor', unpaidBalance: '10000.01' }),
  lead({
    accountId: 2,
    accountNumber: 'ACC-2',
    fullName: 'Mid Debtor',
    unpaidBalance: '5000.00',
    visitCount: 3,
  }),
  lead({
    accountId: 1,
    accountNumber: 'ACC 1/x',
    fullName: 'Low Debtor',
    unpaidBalance: '5000.00',
    visitCount: 2,
  }),
];

/** The table's call: the spec's days and sort, with the direction and page of decision 0043. */
const HOT_LEADS = (days = 7, sort = 'balance', rest = 'direction=desc&page=1&pageSize=25') =>
  `GET /api/admin/hot-leads?days=${days}&sort=${sort}&${rest}`;

function server(overrides: Record<string, Parameters<typeof fakeServer>[0][string]> = {}) {
  return fakeServer({
    ...sessionOf(TEST_USERS.staff),
    'GET /api/admin/dashboard-summary': () => ({ body: SUMMARY }),
    'GET /api/admin/total-collected': () => ({
      body: { totalCollected: '120500.50', excludedTestAccount: 'ACC-TEST-0001' },
    }),
    'GET /api/admin/password-status': () => ({
      body: { needsUpdate: false, warningPeriod: false, passwordAge: 3 },
    }),
    [HOT_LEADS()]: () => ({ body: { hotLeads: LEADS } }),
    ...overrides,
  });
}

describe('/admin/dashboard', { timeout: 30_000 }, () => {
  it('shows the totals in whole dollars, with links to accounts and payment details', async () => {
    server();
    renderApp('/admin/dashboard');
    // The first render loads (and transforms) the page's modules: allow it time.
    const accounts = await screen.findByRole('link', { name: /Total Accounts\s*1,234/ }, { timeout: 15_000 });
    expect(accounts.getAttribute('href')).toBe('/admin/accounts');
    expect(await screen.findByText('$9,438')).toBeTruthy();
    const collected = screen.getByRole('link', { name: /Total Collected\s*\$120,501/ });
    expect(collected.getAttribute('href')).toBe('/admin/payment-details');
    expect(screen.getByText('Excludes test account ACC-TEST-0001')).toBeTruthy();
    // Promises to pay: kept of those kept or broken (decision 0058).
    expect(screen.getByTestId('figure-Promises Kept').textContent).toBe('75%');
    expect(screen.getByText('3 kept, 1 broken')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Admin Portal' })
        .getAttribute('href'),
    ).toBe('/admin');
    for (const [name, href] of [
      ['Accounts', '/admin/accounts'],
      ['Disputes', '/admin/disputes'],
      ['Documents', '/admin/documents'],
      ['Security', '/admin/security'],
    ])
      expect(
        within(screen.getByRole('navigation', { name: 'Shortcuts' }))
          .getByRole('link', { name })
          .getAttribute('href'),
      ).toBe(href);
  });

  it('charts the weeks, with the figures in a table for screen readers', async () => {
    server();
    renderApp('/admin/dashboard');
    // recharts is a chunk of its own, slow to load the first time.
    const table = await screen.findByRole(
      'table',
      { name: /Amount collected per week/ },
      { timeout: 15_000 },
    );
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByText('$250.50')).toBeTruthy();
  });

  it('loads the chart only once its card comes near the screen (a phone scrolls to it)', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    server();
    renderApp('/admin/dashboard');
    expect(await screen.findByText('$9,438', undefined, { timeout: 15_000 })).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Collected per Week' }).closest('div.rounded-xl');
    const watcher = observers.find((o) => o.target === card);
    expect(watcher).toBeTruthy();
    expect(within(card as HTMLElement).getByRole('status', { name: 'Loading chart' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Amount collected per week/ })).toBeNull();

    act(() =>
      watcher?.callback(
        [{ isIntersecting: true, target: card } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(
      await screen.findByRole('table', { name: /Amount collected per week/ }, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it('says when the figures cannot be loaded', async () => {
    server({ 'GET /api/admin/dashboard-summary': () => ({ status: 500, body: { message: 'boom' } }) });
    renderApp('/admin/dashboard');
    expect(
      await screen.findByText('There was an error loading the account data. Please try refreshing the page.'),
    ).toBeTruthy();
  });

  it('requires a password change when needsUpdate, with a link to change it', async () => {
    server({
      'GET /api/admin/password-status': () => ({
        body: { needsUpdate: true, warningPeriod: true, passwordAge: 95 },
      }),
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Password update required')).toBeTruthy();
    expect(screen.getByText(/Your password is 95 days old and must be changed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change your password now' }).getAttribute('href')).toBe(
      '/admin/change-password',
    );
  });

  it('reminds softly in the warning period, and shows nothing when the status call fails', async () => {
    server({
      'GET /api/admin/password-status': () => ({
        body: { needsUpdate: false, warningPeriod: true, passwordAge: 80 },
      }),
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByText(/Your password is 80 days old. Please change it soon./)).toBeTruthy();
    expect(screen.queryByText('Password update required')).toBeNull();
    cleanup();

    server({ 'GET /api/admin/password-status': () => ({ status: 500, body: { message: 'down' } }) });
    renderApp('/admin/dashboard');
    await screen.findByText('$9,438');
    expect(screen.queryByText(/Your password is/)).toBeNull();
  });
});

describe('/admin/dashboard hot leads', { timeout: 30_000 }, () => {
  it('lists the leads in the order received, with priority badges and US Eastern times', async () => {
    server();
    renderApp('/admin/dashboard');
    const rows = await screen.findAllByTestId('hot-lead-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'Rich DebtorACC-3',
      'Mid DebtorACC-2',
      'Low DebtorACC 1/x',
    ]);
    expect(rows.map((r) => r.querySelector('[data-priority]')?.textContent)).toEqual([
      'High',
      'Medium',
      'Low',
    ]);
    expect(within(rows[0]).getByText('$10,000.01')).toBeTruthy();
    expect(within(rows[0]).getByText('Mar 2, 2026, 10:04 AM EST')).toBeTruthy();
    expect(within(rows[0]).getByText('(856) 555-0101')).toBeTruthy();
  });

  it('opens the contact center for the account from the row or its link', async () => {
    server();
    const app = renderApp('/admin/dashboard');
    const rows = await screen.findAllByTestId('hot-lead-row');
    fireEvent.click(within(rows[2]).getAllByRole('cell')[1]);
    await waitFor(() => expect(app.pathname()).toBe('/admin/contact-center'));
    cleanup();

    server();
    renderApp('/admin/dashboard');
    const link = within((await screen.findAllByTestId('hot-lead-row'))[2]).getByRole('link', {
      name: 'Low Debtor',
    });
    expect(link.getAttribute('href')).toBe('/admin/contact-center?account=ACC%201%2Fx');
  });

  it('asks again for another window or order', async () => {
    const calls = server({
      [HOT_LEADS(30, 'balance')]: () => ({ body: { hotLeads: [] } }),
      [HOT_LEADS(30, 'recency')]: () => ({ body: { hotLeads: [LEADS[2]] } }),
    });
    renderApp('/admin/dashboard');
    await screen.findAllByTestId('hot-lead-row');
    const windowSelect = screen.getByLabelText('Window') as HTMLSelectElement;
    expect(windowSelect.value).toBe('7');
    expect([...windowSelect.options].map((o) => o.value)).toEqual(['1', '3', '7', '14', '30']);
    fireEvent.change(windowSelect, { target: { value: '30' } });
    expect(await screen.findByText('No Hot Leads Found')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'recency' } });
    await waitFor(() => expect(screen.getAllByTestId('hot-lead-row')).toHaveLength(1));
    expect(calls.map((c) => c.path).filter((p) => p.startsWith('/api/admin/hot-leads'))).toEqual([
      '/api/admin/hot-leads?days=7&sort=balance&direction=desc&page=1&pageSize=25',
      '/api/admin/hot-leads?days=30&sort=balance&direction=desc&page=1&pageSize=25',
      '/api/admin/hot-leads?days=30&sort=recency&direction=desc&page=1&pageSize=25',
    ]);
  });

  it('says what to do when there are none, and widens the window from the empty state', async () => {
    const calls = server({
      [HOT_LEADS()]: () => ({ body: { hotLeads: [], total: 0, page: 1, pageSize: 25 } }),
      [HOT_LEADS(30)]: () => ({ body: { hotLeads: [LEADS[0]], total: 1, page: 1, pageSize: 25 } }),
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No Hot Leads Found')).toBeTruthy();
    expect(screen.getByText(/Try a longer window/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the last 30 days' }));
    await waitFor(() => expect(screen.getAllByTestId('hot-lead-row')).toHaveLength(1));
    expect((screen.getByLabelText('Window') as HTMLSelectElement).value).toBe('30');
    expect(calls.some((c) => c.path.startsWith('/api/admin/hot-leads?days=30&'))).toBe(true);
  });

  it('shows a capped total as 1,000+ and keeps Next on', async () => {
    const capped = { total: 1000, totalIsLowerBound: true, pageSize: 25 };
    server({
      [HOT_LEADS()]: () => ({ body: { hotLeads: LEADS, page: 1, ...capped } }),
    });
    renderApp('/admin/dashboard');
    await screen.findAllByTestId('hot-lead-row');
    expect(screen.getByText('1–25 of 1,000+')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sorts by a header on the server and pages with the total', async () => {
    const page = (n: number) => ({ body: { hotLeads: [LEADS[n - 1]], total: 3, page: n, pageSize: 25 } });
    const calls = server({
      [HOT_LEADS()]: () => ({ body: { hotLeads: LEADS, total: 30, page: 1, pageSize: 25 } }),
      [HOT_LEADS(7, 'balance', 'direction=desc&page=2&pageSize=25')]: () => page(2),
      [HOT_LEADS(7, 'visits')]: () => page(1),
      [HOT_LEADS(7, 'visits', 'direction=asc&page=1&pageSize=25')]: () => page(3),
    });
    renderApp('/admin/dashboard');
    await screen.findAllByTestId('hot-lead-row');
    const table = screen.getByRole('table', { name: 'Hot leads' });
    expect(
      within(table)
        .getByRole('columnheader', { name: /^Balance/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByTestId('hot-lead-row')).toHaveLength(1));
    // A header click starts at the biggest first (page 1 again); a second turns it around.
    const visits = () => within(table).getByRole('columnheader', { name: /^Visits/ });
    fireEvent.click(within(visits()).getByRole('button'));
    await waitFor(() => expect(visits().getAttribute('aria-sort')).toBe('descending'));
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('visits');
    fireEvent.click(within(visits()).getByRole('button'));
    await waitFor(() => expect(visits().getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() => expect(screen.getByText('Low Debtor')).toBeTruthy());
    expect(calls.map((c) => c.path).filter((p) => p.startsWith('/api/admin/hot-leads'))).toEqual([
      '/api/admin/hot-leads?days=7&sort=balance&direction=desc&page=1&pageSize=25',
      '/api/admin/hot-leads?days=7&sort=balance&direction=desc&page=2&pageSize=25',
      '/api/admin/hot-leads?days=7&sort=visits&direction=desc&page=1&pageSize=25',
      '/api/admin/hot-leads?days=7&sort=visits&direction=asc&page=1&pageSize=25',
    ]);
  });

  it('refreshes the leads and the figures every 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = server();
      renderApp('/admin/dashboard');
      await screen.findAllByTestId('hot-lead-row', {}, { timeout: 15_000 });
      const count = (path: string) => calls.filter((c) => c.path.startsWith(path)).length;
      expect(count('/api/admin/hot-leads')).toBe(1);
      await vi.advanceTimersByTimeAsync(4 * 60_000);
      expect(count('/api/admin/hot-leads')).toBe(1);
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor(() => expect(count('/api/admin/hot-leads')).toBe(2));
      expect(count('/api/admin/dashboard-summary')).toBe(2);
      expect(count('/api/admin/total-collected')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the spec's text on a 403, without retrying", async () => {
    const calls = server({ [HOT_LEADS()]: () => ({ status: 403, body: { message: 'nope' } }) });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Access denied: Admin privileges required')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/admin/hot-leads'))).toHaveLength(1);
  });

  it("retries a failure once by itself, then shows 'HTTP error status {n}' and a Retry button", async () => {
    let failures = 0;
    const calls = server({
      [HOT_LEADS()]: () => {
        failures += 1;
        return failures <= 2
          ? { status: 502, body: { message: 'bad gateway' } }
          : { body: { hotLeads: LEADS } };
      },
    });
    renderApp('/admin/dashboard');
    expect(await screen.findByText('HTTP error status 502', {}, { timeout: 4000 })).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/admin/hot-leads'))).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('hot-lead-row')).toHaveLength(3);
  });
});
