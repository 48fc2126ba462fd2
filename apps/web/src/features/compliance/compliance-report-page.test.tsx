import type { ComplianceReport } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { defaultRange } from './api/compliance-report';

beforeAll(() => import('./compliance-report-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REPORT: ComplianceReport = {
  blocked: [
    {
      id: 41,
      debtAccountId: 4,
      accountNumber: 'ACC-100004',
      debtorName: 'Robert Smith',
      channel: 'call',
      target: '(215) 555-0123',
      allowed: false,
      rule: 'cease_communication',
      message: 'The consumer asked us to stop contacting them (cease communication / do not call).',
      agentName: 'Sam Staff',
      createdAt: '2026-11-20T15:30:00.000Z',
    },
  ],
  weekly: [
    {
      debtAccountId: 4,
      accountNumber: 'ACC-100004',
      debtorName: 'Robert Smith',
      weekOf: '2026-11-16',
      calls: 3,
      texts: 1,
      emails: 0,
      blocked: 1,
    },
  ],
};

/** The page's call: the range, the blocked table's first page, newest first, and the weekly table's first page. */
const WEEKLY = 'weeklyPage=1&weeklyPageSize=50';
const TABLE = `sort=createdAt&direction=desc&page=1&pageSize=50&${WEEKLY}`;
const reportPath = (from: string, to: string) => `GET /api/admin/compliance?from=${from}&to=${to}&${TABLE}`;

describe('/admin/compliance', { timeout: 20_000 }, () => {
  it('shows the blocked attempts and the weekly contacts of the last 30 days, with export links', async () => {
    const range = defaultRange();
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      [reportPath(range.from, range.to)]: () => ({ body: REPORT }),
    });
    renderApp('/admin/compliance');
    const blocked = await screen.findByRole('table', { name: 'Blocked attempts' }, { timeout: 5000 });
    // The skeleton rows first, then the answer's.
    await within(blocked).findByRole('link', { name: 'ACC-100004' });
    const cells = within(within(blocked).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Fri, Nov 20, 10:30 AM EST',
      'ACC-100004',
      'Robert Smith',
      'Call',
      '(215) 555-0123',
      'Cease communication',
      'The consumer asked us to stop contacting them (cease communication / do not call).',
      'Sam Staff',
    ]);
    expect(within(blocked).getByRole('link', { name: 'ACC-100004' }).getAttribute('href')).toBe(
      '/admin/debtor/4',
    );

    const weekly = screen.getByRole('table', { name: 'Contacts per debt per week' });
    expect(
      within(weekly)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Week of', 'Account', 'Debtor', 'Calls', 'Texts', 'E-mails', 'Blocked']);
    const week = within(within(weekly).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(week).toEqual(['Nov 16, 2026', 'ACC-100004', 'Robert Smith', '3', '1', '0', '1']);

    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(range.from);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(range.to);
    const query = `from=${range.from}&to=${range.to}`;
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/admin/compliance/export?format=csv&${query}`,
    );
    expect(screen.getByRole('link', { name: 'Export Excel' }).getAttribute('href')).toBe(
      `/api/admin/compliance/export?format=xlsx&${query}`,
    );
    expect(calls.some((c) => c.path === `/api/admin/compliance?${query}&${TABLE}`)).toBe(true);
  });

  it('reads the report again for a new range and shows the empty states', async () => {
    const range = defaultRange();
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      [reportPath(range.from, range.to)]: () => ({ body: REPORT }),
      [reportPath('2026-01-01', range.to)]: () => ({ body: { blocked: [], weekly: [] } }),
    });
    renderApp('/admin/compliance');
    await screen.findByRole('table', { name: 'Blocked attempts' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('No blocked attempts in this range.')).toBeTruthy();
    expect(screen.getByText('No contacts in this range.')).toBeTruthy();
    expect(
      calls.some((c) => c.path === `/api/admin/compliance?from=2026-01-01&to=${range.to}&${TABLE}`),
    ).toBe(true);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toContain(
      'from=2026-01-01',
    );
  });

  it('asks the server for a channel, a rule and another order of the blocked attempts', async () => {
    const range = defaultRange();
    const base = `GET /api/admin/compliance?from=${range.from}&to=${range.to}`;
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      [reportPath(range.from, range.to)]: () => ({ body: REPORT }),
      [`${base}&${TABLE}&channel=sms`]: () => ({ body: { ...REPORT, blocked: [], total: 0 } }),
      [`${base}&${TABLE}&channel=sms&rule=dispute_hold`]: () => ({
        body: { ...REPORT, blocked: [], total: 0 },
      }),
      [`${base}&sort=debtorName&direction=asc&page=1&pageSize=50&${WEEKLY}`]: () => ({ body: REPORT }),
    });
    renderApp('/admin/compliance');
    const blocked = await screen.findByRole('table', { name: 'Blocked attempts' }, { timeout: 5000 });
    await within(blocked).findByRole('link', { name: 'ACC-100004' });
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'sms' } });
    fireEvent.change(screen.getByLabelText('Rule'), { target: { value: 'dispute_hold' } });
    expect(await screen.findByText('No blocked attempts match this channel and rule.')).toBeTruthy();
    // The weekly table is the whole range whatever the blocked table's filters.
    expect(screen.getByRole('table', { name: 'Contacts per debt per week' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await within(blocked).findByRole('link', { name: 'ACC-100004' });
    fireEvent.click(within(blocked).getByRole('button', { name: 'Debtor' }));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        `/api/admin/compliance?from=${range.from}&to=${range.to}&sort=debtorName&direction=asc&page=1&pageSize=50&${WEEKLY}`,
      ),
    );
  });

  it('pages the weekly table on the server, its total in the heading', async () => {
    const range = defaultRange();
    const second = {
      ...REPORT.weekly[0],
      debtAccountId: 9,
      accountNumber: 'ACC-100009',
      debtorName: 'Page Two',
    };
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      [reportPath(range.from, range.to)]: () => ({
        body: { ...REPORT, weeklyTotal: 51, weeklyPage: 1, weeklyPageSize: 50 },
      }),
      [reportPath(range.from, range.to).replace('weeklyPage=1', 'weeklyPage=2')]: () => ({
        body: { ...REPORT, weekly: [second], weeklyTotal: 51, weeklyPage: 2, weeklyPageSize: 50 },
      }),
    });
    renderApp('/admin/compliance');
    const weekly = await screen.findByRole(
      'table',
      { name: 'Contacts per debt per week' },
      { timeout: 5000 },
    );
    expect(within(weekly).getByRole('link', { name: 'ACC-100004' })).toBeTruthy();
    expect(screen.getByText('51 rows')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Contacts per debt per week pages' });
    expect(pager.textContent).toContain('1–50 of 51');
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'ACC-100009' })).toBeTruthy();
    expect(calls.some((c) => c.path.includes('weeklyPage=2&weeklyPageSize=50'))).toBe(true);
    expect(
      screen.getByRole('navigation', { name: 'Contacts per debt per week pages' }).textContent,
    ).toContain('51–51 of 51');
  });

  it('refuses a range that ends before it starts, without a request', async () => {
    const range = defaultRange();
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      [reportPath(range.from, range.to)]: () => ({ body: REPORT }),
    });
    renderApp('/admin/compliance');
    await screen.findByRole('table', { name: 'Blocked attempts' }, { timeout: 5000 });
    const before = calls.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2000-01-01' } });
    expect(await screen.findByText('The start date is after the end date.')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Export CSV').closest('a')?.hasAttribute('href')).toBe(false);
    expect(calls.slice(before).some((c) => c.path.startsWith('/api/admin/compliance'))).toBe(false);
  });

  it('shows the server message when the report cannot be read', async () => {
    const range = defaultRange();
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      [reportPath(range.from, range.to)]: () => ({ status: 500, body: { message: 'Database unavailable' } }),
    });
    renderApp('/admin/compliance');
    expect(await screen.findByText('Database unavailable', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('is refused to a collector with the admin-feature text', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.collector) });
    renderApp('/admin/compliance');
    expect(await screen.findByRole('heading', { name: /Access Denied/i })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('lists the accounts whose validation notice was late or not sent, each linking to its workspace', async () => {
    const range = defaultRange();
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      [reportPath(range.from, range.to)]: () => ({ body: REPORT }),
      [`GET /api/admin/compliance/notices-overdue?from=${range.from}&to=${range.to}`]: () => ({
        body: [
          {
            debtAccountId: 41,
            accountNumber: 'ACC-41',
            firstContactOn: '2026-02-10',
            dueBy: '2026-02-18',
            noticeSentOn: '2026-02-26',
          },
          {
            debtAccountId: 42,
            accountNumber: 'ACC-42',
            firstContactOn: '2026-02-13',
            dueBy: '2026-02-23',
            noticeSentOn: null,
          },
        ],
      }),
    });
    renderApp('/admin/compliance');
    const table = await screen.findByRole('table', { name: 'Validation notices overdue' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('(late)'),
      expect.stringContaining('Not sent'),
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'ACC-42' })
        .getAttribute('href'),
    ).toBe('/admin/debtor/42');
    expect(screen.getByText('2 accounts')).toBeTruthy();
  });
});
