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
  'GET /api/admin/saved-views?table=accounts': () => ({ body: { views: [] } }),
  'GET /api/admin/assignees': () => ({
    body: {
      assignees: [
        { id: 7, name: 'Casey Collector', role: 'collector' },
        { id: 8, name: 'Sam Staff', role: 'staff' },
      ],
    },
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
    // A name opens the debtor workspace; Account Details stays one click away in Actions (decision 0114).
    expect(within(table).getByRole('link', { name: 'Maria Garcia' }).getAttribute('href')).toBe(
      '/admin/debtor/3',
    );
    expect(
      within(table).getByRole('link', { name: 'Account details of Maria Garcia' }).getAttribute('href'),
    ).toBe('/admin/accounts/3');
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
    // One form of a status in every list: "active" reads Active, green (decision 0114); anything else grey.
    expect(within(table).getByText('Active').getAttribute('data-tone')).toBe('green');
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

  it('opens with the stored columns, and adds any field from the chooser (the whole record is then asked for)', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      ...prefs({ hiddenColumns: ['school_name', 'days_delinq'] }),
      [`GET ${LIST}`]: () => ({ body: PAGE }),
      'GET /api/admin/accounts?page=1&pageSize=50&view=full': () => ({
        body: {
          ...PAGE,
          accounts: ROWS.map((row) => ({ ...row, primary_phone: '6095550144' })),
          assignedTo: { 1: 7, 3: null },
        },
      }),
    });
    renderApp('/admin/accounts');
    const table = await screen.findByRole('table', { name: 'All Accounts' }, WAIT);
    await within(table).findByRole('link', { name: 'John Doe' }, WAIT);
    expect(headersOf(table)).not.toContain('Creditor');
    expect(headersOf(table)).not.toContain('Days Delinquent');
    expect(headersOf(table)).not.toContain('Phone');

    fireEvent.click(screen.getByRole('button', { name: 'Columns (2 hidden)' }));
    // Every field is offered, found by name; no "All Columns" dump of the record.
    expect(screen.queryByRole('button', { name: 'All Columns' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Find a column'), { target: { value: 'phone' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Phone' }));
    fireEvent.change(screen.getByLabelText('Find a column'), { target: { value: 'assignee' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Assignee' }));
    expect(await within(table).findAllByText('(609) 555-0144', {}, WAIT)).toHaveLength(2);
    expect(within(table).getByText('Casey Collector')).toBeTruthy();
    expect(within(table).getByText('Unassigned')).toBeTruthy();
    expect(headersOf(table)).toEqual(expect.arrayContaining(['Phone', 'Assignee']));
    await waitFor(
      () =>
        expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
          hiddenColumns: ['school_name', 'days_delinq'],
          shownColumns: ['primary_phone', 'assignee'],
        }),
      WAIT,
    );
    expect(screen.getByRole('button', { name: 'Columns (2 hidden, 2 added)' })).toBeTruthy();
  });

  it('assigns the selected rows in one call, and lists the accounts the letter rules refused', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      ...prefs(),
      [`GET ${LIST}`]: () => ({ body: PAGE }),
      'POST /api/admin/accounts/assignment': () => ({ body: { changed: 2, assignedUserId: 7 } }),
      'POST /api/admin/letters/bulk': () => ({
        body: {
          queued: [{ accountId: 1, letterId: 50 }],
          refused: [{ accountId: 3, status: 409, message: 'Pennsylvania needs a collection licence.' }],
        },
      }),
    });
    renderApp('/admin/accounts');
    const table = await screen.findByRole('table', { name: 'All Accounts' }, WAIT);
    await within(table).findByRole('link', { name: 'John Doe' }, WAIT);
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all accounts on this page' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected accounts' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await within(bar).findByRole('option', { name: 'Casey Collector (collector)' }, WAIT);
    fireEvent.change(within(bar).getByLabelText('Assign to'), { target: { value: '7' } });
    fireEvent.click(within(bar).getByRole('button', { name: 'Assign 2' }));
    expect(await screen.findByText(/2 accounts assigned to Casey Collector/, {}, WAIT)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/accounts/assignment')?.body).toEqual({
      accountIds: [1, 3],
      userId: 7,
    });
    // The selection was cleared; pick both again and queue a reminder for each.
    expect(screen.queryByRole('toolbar', { name: 'Selected accounts' })).toBeNull();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select ACC-0001 John Doe' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select ACC-100003 Maria Garcia' }));
    const again = screen.getByRole('toolbar', { name: 'Selected accounts' });
    fireEvent.change(within(again).getByLabelText('Letter'), { target: { value: 'reminder' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Queue letters' }));
    expect(
      await screen.findByText(/1 payment reminder queued for print; 1 account was refused/, {}, WAIT),
    ).toBeTruthy();
    expect(
      screen.getByText('ACC-100003 Maria Garcia: Pennsylvania needs a collection licence.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/letters/bulk')?.body).toEqual({
      accountIds: [1, 3],
      template: 'reminder',
      language: 'en',
    });
  });

  it('applies a saved view: its columns, filters and sort', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      ...prefs(),
      'GET /api/admin/saved-views?table=accounts': () => ({
        body: {
          views: [
            {
              id: 4,
              table: 'accounts',
              name: 'NJ by balance',
              columns: ['full_name', 'unpaid_balance', 'state', 'actions'],
              filters: { state: 'NJ' },
              sort: { column: 'unpaid_balance', direction: 'desc' },
              updatedAt: '2026-03-01T15:00:00Z',
            },
          ],
        },
      }),
      [`GET ${LIST}`]: () => ({ body: PAGE }),
      'GET /api/admin/accounts?page=1&pageSize=50&view=summary&sort=unpaid_balance&direction=desc&state=NJ':
        () => ({ body: PAGE }),
    });
    renderApp('/admin/accounts');
    const table = await screen.findByRole('table', { name: 'All Accounts' }, WAIT);
    await within(table).findByRole('link', { name: 'John Doe' }, WAIT);
    await screen.findByRole('option', { name: 'NJ by balance' }, WAIT);
    fireEvent.change(screen.getByLabelText('Saved view'), { target: { value: '4' } });
    await waitFor(() => expect(headersOf(table)).toEqual(['Full Name', 'Balance', 'State', 'Actions']), WAIT);
    expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('NJ');
    await waitFor(
      () =>
        expect(calls.map((c) => c.path)).toContain(
          '/api/admin/accounts?page=1&pageSize=50&view=summary&sort=unpaid_balance&direction=desc&state=NJ',
        ),
      WAIT,
    );
  });
});
