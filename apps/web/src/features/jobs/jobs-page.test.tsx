import { ADMIN_MESSAGES, type JobStatus } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => Promise.all([import('./jobs-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SWEEP: JobStatus = {
  name: 'stale-charge-sweep',
  description: 'Marks card charges a stopped server left unanswered for reconciliation',
  schedule: '* * * * *',
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  waiting: 0,
  lastRun: {
    id: 'a1',
    state: 'failed',
    startedAt: '2026-03-02T15:00:00.000Z',
    finishedAt: '2026-03-02T15:00:01.000Z',
    outcome: 'connection refused',
  },
  recentFailures: [
    {
      id: 'a1',
      failedAt: '2026-03-02T15:00:01.000Z',
      attempts: 4,
      error: 'connection refused',
      willRetry: false,
    },
  ],
};

const HOUSEKEEPING: JobStatus = {
  name: 'housekeeping',
  description: 'Deletes expired sessions, tokens, challenges and claims',
  schedule: '7 * * * *',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  waiting: 0,
  lastRun: null,
  recentFailures: [],
};

describe('/admin/jobs', () => {
  it('lists each job with its schedule and last run, and its failures below', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/jobs': () => ({ body: { jobs: [SWEEP, HOUSEKEEPING] } }),
    });
    renderApp('/admin/jobs');
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    await waitFor(() => expect(row('stale-charge-sweep')).toBeTruthy());
    expect(within(row('stale-charge-sweep')).getByText('Every minute')).toBeTruthy();
    expect(within(row('stale-charge-sweep')).getByText('Failed')).toBeTruthy();
    expect(within(row('housekeeping')).getByText('Every hour at :07 (UTC)')).toBeTruthy();
    expect(within(row('housekeeping')).getByText('Not run yet')).toBeTruthy();
    expect(within(row('housekeeping')).getByText('3 retries, from 60 s, doubling')).toBeTruthy();
    // By name first (housekeeping before stale-charge-sweep).
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')?.textContent);
    expect(names()[0]).toMatch(/^housekeeping/);

    const sweep = screen.getByTestId('job-stale-charge-sweep');
    expect(within(sweep).getByText('4 attempts')).toBeTruthy();
    expect(within(sweep).getByText('Gave up')).toBeTruthy();
    expect(within(sweep).getByText('connection refused')).toBeTruthy();
    expect(within(sweep).getByText('Last outcome: connection refused')).toBeTruthy();
    expect(screen.queryByTestId('job-housekeeping')).toBeNull();
  });

  it('sorts the short catalog by a header in the browser', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/jobs': () => ({ body: { jobs: [SWEEP, HOUSEKEEPING] } }),
    });
    renderApp('/admin/jobs');
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    await within(table).findByText('housekeeping');
    const header = within(table).getByRole('columnheader', { name: /^Failures/ });
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('stale-charge-sweep')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/admin/jobs'))).toHaveLength(1);
  });

  it('says so when the jobs cannot be read', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/jobs': () => ({ status: 500, body: { message: 'Internal Server Error' } }),
    });
    renderApp('/admin/jobs');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('refuses staff with the admin-area text', async () => {
    fakeServer(sessionOf(TEST_USERS.staff));
    renderApp('/admin/jobs');
    expect(await screen.findByText(ADMIN_MESSAGES.featureRequiresAdmin)).toBeTruthy();
  });
});
