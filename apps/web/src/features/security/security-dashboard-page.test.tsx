import type { SecurityDashboard, SecurityEvent, SecurityStats } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const event = (over: Partial<SecurityEvent>): SecurityEvent => ({
  id: 1,
  timestamp: '2026-03-02T15:04:00.000Z',
  eventType: 'login_failure',
  userId: null,
  userRole: null,
  eventDescription: 'Failed sign-in: unknown username',
  ipAddress: '203.0.113.7',
  riskLevel: 'MEDIUM',
  success: false,
  ...over,
});

const locked = event({
  id: 2,
  eventType: 'mfa_locked',
  userId: 4,
  userRole: 'admin',
  eventDescription: 'Two-factor locked',
  riskLevel: 'CRITICAL',
});
const DASHBOARD: SecurityDashboard = {
  summary: { totalEvents: 42, criticalEvents: 3, failedLoginCount: 17 },
  recentEvents: [locked, event({})],
  failedLogins: [{ ipAddress: '203.0.113.7', count: 9 }],
  metrics: [{ eventType: 'login_failure', riskLevel: 'MEDIUM', count: 17 }],
  highRiskEvents: [locked],
  throttles: [
    {
      name: 'sign-in',
      per: ['username', 'ip'],
      counts: 'failed sign-ins',
      limit: 10,
      windowMs: 15 * 60_000,
      whenExceeded: '429; login_throttled (HIGH)',
      routes: ['POST /api/admin/login', 'POST /api/login'],
    },
    {
      name: 'identity-failure-identity',
      per: ['identity'],
      counts: 'failed identity checks',
      limit: 2,
      windowMs: 24 * 60 * 60_000,
      whenExceeded: '429; identity_check_throttled (HIGH)',
      routes: ['POST /api/quick-access'],
    },
  ],
};
const STATS: SecurityStats = {
  days: 14,
  eventsByDay: [{ date: '2026-03-02', total: 42, failed: 20, highRisk: 3 }],
  eventsByType: [{ eventType: 'login_failure', count: 30 }],
  eventsByRisk: [
    { riskLevel: 'LOW', count: 10 },
    { riskLevel: 'MEDIUM', count: 29 },
    { riskLevel: 'HIGH', count: 0 },
    { riskLevel: 'CRITICAL', count: 3 },
  ],
};

function adminServer(search: () => { status?: number; body?: unknown } = () => ({ body: { events: [] } })) {
  return fakeServer({
    ...sessionOf(TEST_USERS.admin),
    'GET /api/security/dashboard': () => ({ body: DASHBOARD }),
    'GET /api/security/stats': () => ({ body: STATS }),
    'POST /api/security/search': search,
  });
}

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

describe('SecurityDashboardPage', () => {
  it('shows the summary figures, the four tabs and the latest events with badges and ET times', async () => {
    adminServer();
    renderApp('/admin/security');
    expect(await screen.findByRole('heading', { name: 'Security Dashboard' })).toBeTruthy();
    expect((await screen.findByTestId('figure-totalEvents')).textContent).toBe('42');
    expect(screen.getByTestId('figure-criticalEvents').textContent).toBe('3');
    expect(screen.getByTestId('figure-failedLoginCount').textContent).toBe('17');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Recent Events',
      'Search & Filter',
      'Analytics',
      'High Risk Events',
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Admin Portal' })
        .getAttribute('href'),
    ).toBe('/admin');
    const table = screen.getByRole('table', { name: 'The latest 50 security events' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('Mar 2, 2026, 10:04 AM ET')).toBeTruthy();
    expect(within(rows[1]).getByText('CRITICAL').dataset.variant).toBe('destructive');
    expect(within(rows[1]).getByText('#4 · admin')).toBeTruthy();
    expect(within(rows[2]).getByText('MEDIUM').dataset.variant).toBe('default');
    expect(within(rows[2]).getByText('FAILED')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Failed logins by IP' })).toBeTruthy();
  });

  it('lists the throttles with what they count, per what, the limit, the window and their routes', async () => {
    adminServer();
    renderApp('/admin/security');
    const table = await screen.findByRole('table', { name: 'Throttles and their routes' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Throttle', 'Counts', 'Per', 'Limit', 'Window', 'When exceeded', 'Routes']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'failed sign-ins',
      'username, IP address',
      '10',
      '15 minutes',
      '429; login_throttled (HIGH)',
      'POST /api/admin/loginPOST /api/login',
    ]);
    expect(within(rows[1]).getByRole('rowheader').textContent).toBe('sign-in');
    expect(within(rows[2]).getByText('identity (SSN last 4 + birth date)')).toBeTruthy();
    expect(within(rows[2]).getByText('24 hours')).toBeTruthy();
  });

  it('sends only the filled filters and shows the results', async () => {
    const calls = adminServer(() => ({ body: { events: [locked] } }));
    renderApp('/admin/security');
    await screen.findByTestId('figure-totalEvents');
    openTab('Search & Filter');
    fireEvent.change(await screen.findByLabelText('Risk level'), { target: { value: 'CRITICAL' } });
    fireEvent.change(screen.getByLabelText('User id'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 event found (newest first).')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/security/search')?.body).toEqual({
      riskLevel: 'CRITICAL',
      userId: 4,
      limit: 100,
      // The table's order and page (decision 0043): newest first, the first page.
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
      pageSize: 50,
    });
    expect(screen.getByRole('table', { name: 'Search results' })).toBeTruthy();
  });

  it('sorts the results by a header and pages them on the server', async () => {
    const many = Array.from({ length: 3 }, (_, i) => event({ id: 10 + i, ipAddress: `203.0.113.${i}` }));
    const calls = adminServer(() => ({ body: { events: many, total: 120, page: 1, pageSize: 50 } }));
    renderApp('/admin/security');
    await screen.findByTestId('figure-totalEvents');
    openTab('Search & Filter');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('120 events found (newest first).')).toBeTruthy();
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Search results' });
    const header = (name: string) =>
      within(table).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Time').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/security/search')).toHaveLength(2));
    fireEvent.click(within(header('Risk')).getByRole('button'));
    await waitFor(() => expect(header('Risk').getAttribute('aria-sort')).toBe('descending'));
    expect(await screen.findByText('120 events found.')).toBeTruthy();
    const bodies = calls
      .filter((c) => c.path === '/api/security/search')
      .map((c) => c.body as { sort: string; direction: string; page: number });
    expect(bodies.map(({ sort, direction, page }) => ({ sort, direction, page }))).toEqual([
      { sort: 'createdAt', direction: 'desc', page: 1 },
      { sort: 'createdAt', direction: 'desc', page: 2 },
      { sort: 'riskLevel', direction: 'desc', page: 1 },
    ]);
  });

  it('says "10,000+" when the server stopped counting, and keeps Next on', async () => {
    const many = Array.from({ length: 3 }, (_, i) => event({ id: 10 + i }));
    adminServer(() => ({
      body: { events: many, total: 10_000, totalIsLowerBound: true, page: 200, pageSize: 50 },
    }));
    renderApp('/admin/security');
    await screen.findByTestId('figure-totalEvents');
    openTab('Search & Filter');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('10,000+ events found (newest first).')).toBeTruthy();
    expect(screen.getByText('1–50 of 10,000+')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says what to do when no event matches, and clears the filters from there', async () => {
    adminServer(() => ({ body: { events: [], total: 0, page: 1, pageSize: 50 } }));
    renderApp('/admin/security');
    await screen.findByTestId('figure-totalEvents');
    openTab('Search & Filter');
    fireEvent.change(await screen.findByLabelText('IP address'), { target: { value: '198.51.100.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No events match these filters.')).toBeTruthy();
    expect(screen.getByText('Widen the dates, or clear a filter and search again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((screen.getByLabelText('IP address') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Choose filters and select Search. Every filter is optional.')).toBeTruthy();
  });

  it('checks the filters with the server rules before calling', async () => {
    const calls = adminServer();
    renderApp('/admin/security');
    await screen.findByTestId('figure-totalEvents');
    openTab('Search & Filter');
    fireEvent.change(await screen.findByLabelText('User id'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Start (US Eastern)'), { target: { value: '2026-03-02T10:05' } });
    fireEvent.change(screen.getByLabelText('End (US Eastern)'), { target: { value: '2026-03-02T10:04' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('User id must be a whole number greater than 0.')).toBeTruthy();
    expect(screen.getByText('The end date must not be before the start date.')).toBeTruthy();
    expect(screen.getByLabelText('User id').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === '/api/security/search')).toBe(false);
  });

  it('only logs a failed search (docs/product/security-dashboard.md)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    adminServer(() => ({ status: 500, body: { message: 'boom' } }));
    renderApp('/admin/security');
    await screen.findByTestId('figure-totalEvents');
    openTab('Search & Filter');
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Security search failed', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
  });

  it('shows the text of docs/product/security-dashboard.md to a role the API refuses', async () => {
    const denied = { status: 403, body: { message: 'Access denied. Administrator privileges required.' } };
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/security/dashboard': () => denied,
      'GET /api/security/stats': () => denied,
    });
    renderApp('/admin/security');
    expect(await screen.findByText('Access denied. Administrator privileges required.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });
});
