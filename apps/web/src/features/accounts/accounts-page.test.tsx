import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, preloadRoutes, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

// The page's code loads before the tests, so their waits cover the page's own work only.
beforeAll(() => preloadRoutes('/admin/accounts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = '/api/admin/accounts?page=1&pageSize=50&view=summary';
const ROWS = [
  {
    id: 1,
    account_number: 'ACC_77',
    status: 'active',
    full_name: 'John Doe',
    account_status: 'active',
    last_activity_date: '45292',
    last_activity_amount: '150.5',
    school_name: 'Harbor College',
    unpaid_balance: '4875.00',
    days_delinq: 1250,
    state: 'NJ',
  },
  {
    id: 3,
    account_number: 'ACC-100003',
    status: 'active',
    full_name: 'Maria Garcia',
    account_status: 'Closed',
    last_activity_date: null,
    last_activity_amount: null,
    school_name: 'Summit Auto',
    unpaid_balance: '20.00',
    days_delinq: 3,
    state: 'PA',
  },
];
const PAGE = {
  accounts: ROWS,
  total: 2,
  page: 1,
  pageSize: 50,
  lastContact: { 1: '2026-03-01T15:00:00Z', 3: null },
};
const NOTHING = { accounts: [], total: 0, page: 1, pageSize: 50, lastContact: {} };

/** The stored table choices: none unless given. */
const prefs = (compact: object = { hiddenColumns: [] }, full: object = { hiddenColumns: [] }) => ({
  'GET /api/admin/preferences/table:accounts': () => ({
    body: { key: 'table:accounts', value: compact, updatedAt: null },
  }),
  'GET /api/admin/preferences/table:accounts-full': () => ({
    body: { key: 'table:accounts-full', value: full, updatedAt: null },
  }),
  'PUT /api/admin/preferences/table:accounts': ({ body }: { body: unknown }) => ({
    body: { key: 'table:accounts', value: body, updatedAt: null },
  }),
});

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

/** A loaded machine makes jsdom slow: the waits allow for it (the page itself answers at once). */
const WAIT = { timeout: 5000 };

describe('/admin/accounts', { timeout: 20_000 }, () => {
  it('lists the compact columns, the spec five among them, with the display rules, links and badges', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.staff), ...prefs(), [`GET ${LIST}`]: () => ({ body: PAGE }) });
    renderApp('/admin/accounts');
    const table = await screen.findByRole('table', { name: 'All Accounts' }, WAIT);
    expect(await within(table).findByRole('link', { name: 'John Doe' }, WAIT)).toBeTruthy();
    expect(headersOf(table)).toEqual([
      'Full Name',
      'Account Number',
      'Creditor',
      'Balance',
      'Days Delinquent',
      'Account Status',
      'Last Activity Date',
      'Last Activity Amount',
      'Last Contact',
      'Actions',
    ]);
    expect(within(table).getByRole('link', { name: 'Maria Garcia' }).getAttribute('href')).toBe(
      '/admin/accounts/3',
    );
    expect(within(table).getByRole('link', { name: 'Edit Maria Garcia' }).getAttribute('href')).toBe(
      '/admin/accounts/3/edit',
    );
    expect(within(table).getByText('ACC-0001')).toBeTruthy(); // ACC_ numbers shown as ACC- + padded id
    expect(within(table).getByText('01/01/2024')).toBeTruthy(); // spreadsheet serial
    expect(within(table).getByText('$150.50')).toBeTruthy();
    expect(within(table).getByText('$4,875.00')).toBeTruthy();
    expect(within(table).getByText('1,250')).toBeTruthy();
    expect(within(table).getByText('Harbor College')).toBeTruthy();
    expect(within(table).getByText('03/01/2026')).toBeTruthy(); // last contact
    expect(within(table).getByText('Never')).toBeTruthy();
    // Maria has no last activity (payment) date: 'No recent payment'; her missing amount is N/A.
    expect(within(table).getByText('No recent payment')).toBeTruthy();
    expect(within(table).getAllByText('N/A')).toHaveLength(1);
    // The table's badge is green only for "active", grey for anything else (docs/product/accounts-import.md).
    expect(within(table).getByText('active').getAttribute('data-tone')).toBe('green');
    expect(within(table).getByText('Closed').getAttribute('data-tone')).toBe('grey');
    expect(screen.getByText('2 accounts')).toBeTruthy();
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export Excel' }) as HTMLButtonElement).disabled).toBe(false);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Admin Portal' })
        .getAttribute('href'),
    ).toBe('/admin');
  });

  it('searches on the server after typing stops; nothing found offers Clear filters, with Export disabled', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      ...prefs(),
      [`GET ${LIST}`]: () => ({ body: PAGE }),
      [`GET ${LIST}&search=zzz`]: () => ({ body: NOTHING }),
    });
    renderApp('/admin/accounts');
    await screen.findByRole('link', { name: 'John Doe' }, WAIT);
    fireEvent.change(screen.getByPlaceholderText('Search names...'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No accounts match these filters', {}, WAIT)).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('search=')).map((c) => c.path)).toEqual([
      `${LIST}&search=zzz`,
    ]);
    expect((screen.getByRole('button', { name: 'Export Excel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'John Doe' }, WAIT)).toBeTruthy();
    expect((screen.getByPlaceholderText('Search names...') as HTMLInputElement).value).toBe('');
  });

  it("asks for the next page after the cursor it was given, keeps each page's, and shows a capped total as 10,000+", async () => {
    const many = { ...PAGE, total: 10_000, totalIsLowerBound: true };
    const page2 = '/api/admin/accounts?page=2&pageSize=50&view=summary&after=CUR2';
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      ...prefs(),
      [`GET ${LIST}`]: () => ({ body: { ...many, nextCursor: 'CUR2' } }),
      [`GET ${page2}`]: () => ({ body: { ...many, page: 2, accounts: [ROWS[1]], nextCursor: 'CUR3' } }),
      'GET /api/admin/accounts?page=3&pageSize=50&view=summary&after=CUR3': () => ({
        body: { ...many, page: 3, accounts: [ROWS[0]], nextCursor: null },
      }),
    });
    renderApp('/admin/accounts');
    await screen.findByRole('link', { name: 'John Doe' }, WAIT);
    expect(screen.getByText('1–50 of 10,000+')).toBeTruthy();
    expect(screen.getByText('10,000+ accounts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('51–100 of 10,000+', {}, WAIT)).toBeTruthy();
    // Page 2's own answer (not page 1's kept on screen while it loads) brings page 3's cursor.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'John Doe' })).toBeNull(), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('101–150 of 10,000+', {}, WAIT)).toBeTruthy();
    await screen.findByRole('link', { name: 'John Doe' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('51–100 of 10,000+', {}, WAIT)).toBeTruthy();
    const paths = calls.map((c) => c.path).filter((path) => path.startsWith('/api/admin/accounts?'));
    expect(paths).toContain(page2);
    expect(
      paths.some((path) => path.startsWith('/api/admin/accounts?page=2') && !path.includes('after=')),
    ).toBe(false);
  });

  it('says No accounts found when there are none at all', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.admin), ...prefs(), [`GET ${LIST}`]: () => ({ body: NOTHING }) });
    renderApp('/admin/accounts');
    expect(await screen.findByText('No accounts found', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('sorts on the server from the headers, numbers first from the largest', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      ...prefs(),
      [`GET ${LIST}`]: () => ({ body: PAGE }),
      [`GET ${LIST}&sort=unpaid_balance&direction=desc`]: () => ({ body: { ...PAGE, accounts: ROWS } }),
      [`GET ${LIST}&sort=unpaid_balance&direction=asc`]: () => ({
        body: { ...PAGE, accounts: [...ROWS].reverse() },
      }),
    });
    renderApp('/admin/accounts');
    const table = await screen.findByRole('table', { name: 'All Accounts' }, WAIT);
    await within(table).findByRole('link', { name: 'John Doe' }, WAIT);
    const balance = () => within(table).getByRole('columnheader', { name: 'Balance' });
    expect(balance().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(balance()).getByRole('button'));
    await waitFor(() => expect(balance().getAttribute('aria-sort')).toBe('descending'), WAIT);
    fireEvent.click(within(balance()).getByRole('button'));
    await waitFor(() => expect(balance().getAttribute('aria-sort')).toBe('ascending'), WAIT);
    await waitFor(
      () =>
        expect(within(table).getAllByRole('link', { name: /^(John Doe|Maria Garcia)$/ })[0].textContent).toBe(
          'Maria Garcia',
        ),
      WAIT,
    );
    expect(calls.map((c) => c.path)).toContain(`${LIST}&sort=unpaid_balance&direction=desc`);
  });

  it('filters by status, state and balance on the server, leaving out a value typed wrong', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      ...prefs(),
      [`GET ${LIST}`]: () => ({ body: PAGE }),
      [`GET ${LIST}&status=Closed`]: () => ({ body: { ...PAGE, accounts: [ROWS[1]], total: 1 } }),
      [`GET ${LIST}&status=Closed&state=PA`]: () => ({ body: { ...PAGE, accounts: [ROWS[1]], total: 1 } }),
    });
    renderApp('/admin/accounts');
    await screen.findByRole('link', { name: 'John Doe' }, WAIT);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Closed' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'John Doe' })).toBeNull(), WAIT);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'PA' } });
    fireEvent.change(screen.getByLabelText('Balance from ($)'), { target: { value: 'abc' } });
    expect(await screen.findByText('An amount, like 250', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(`${LIST}&status=Closed&state=PA`), WAIT);
    expect(calls.some((c) => c.path.includes('minBalance'))).toBe(false);
  });

  it('opens with the stored columns and view, and stores a new view', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      ...prefs({ hiddenColumns: ['school_name', 'days_delinq'] }),
      [`GET ${LIST}`]: () => ({ body: PAGE }),
      'GET /api/admin/accounts?page=1&pageSize=50&view=full': () => ({ body: PAGE }),
    });
    renderApp('/admin/accounts');
    const table = await screen.findByRole('table', { name: 'All Accounts' }, WAIT);
    await within(table).findByRole('link', { name: 'John Doe' }, WAIT);
    expect(headersOf(table)).not.toContain('Creditor');
    expect(headersOf(table)).not.toContain('Days Delinquent');
    expect(screen.getByRole('button', { name: 'Columns (2 hidden)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'All Columns' }));
    expect(
      await within(table).findByRole('columnheader', { name: 'Co-signer date of birth' }, WAIT),
    ).toBeTruthy();
    await waitFor(
      () =>
        expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
          hiddenColumns: ['school_name', 'days_delinq'],
          view: 'full',
        }),
      WAIT,
    );
  });

  it('groups every field of the record under plain headings in the full view, and hides empty columns on request', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      ...prefs({ hiddenColumns: [], view: 'full' }),
      'GET /api/admin/accounts?page=1&pageSize=50&view=full': () => ({ body: PAGE }),
    });
    renderApp('/admin/accounts');
    const table = await screen.findByRole('table', { name: 'All Accounts' }, WAIT);
    await within(table).findByRole('link', { name: 'John Doe' }, WAIT);
    // Read from the DOM directly: role queries over 130 headers are slow in jsdom.
    const texts = (selector: string) => [...table.querySelectorAll(selector)].map((h) => h.textContent);
    expect(texts('thead th[scope=colgroup]')).toEqual([
      'Debtor',
      'Contact',
      'Creditor & account',
      'Balances',
      'Payments',
      'Dates',
      'Co-signer',
      'Other',
      '',
    ]);
    const fields = () => texts('thead th[scope=col]');
    // 122 fields, the client's code and recall (decision 0049), the preferred language (decision 0066), and Actions
    expect(fields()).toHaveLength(126);
    expect(fields()).toEqual(
      expect.arrayContaining(['Address line 1', 'Days delinquent', 'Creditor', 'Interest rate']),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Hide empty columns' }));
    await waitFor(() => expect(fields()).not.toContain('Address line 1'), WAIT);
    expect(fields()).toEqual(expect.arrayContaining(['Name', 'Creditor', 'Days delinquent', 'Actions']));
    expect(screen.getByRole('button', { name: 'Columns' })).toBeTruthy(); // the switch is not the user's choice
  });
});
