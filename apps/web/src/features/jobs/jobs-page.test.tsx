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
  title: 'Unanswered card charges',
  description: 'Marks card charges a stopped server left unanswered, so they are checked with the processor',
  runnable: true,
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
  title: 'Housekeeping',
  description: 'Deletes expired sign-in sessions, links, codes and claims',
  runnable: true,
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
    await waitFor(() => expect(row('Unanswered card charges')).toBeTruthy());
    expect(within(row('Unanswered card charges')).getByText('Every minute')).toBeTruthy();
    expect(within(row('Unanswered card charges')).getByText('Failed')).toBeTruthy();
    expect(within(row('Housekeeping')).getByText('Every hour at :07')).toBeTruthy();
    expect(within(row('Housekeeping')).getByText('Not run yet')).toBeTruthy();
    expect(within(row('Housekeeping')).getByText('Tried up to 3 more times if it fails')).toBeTruthy();
    // Plain words only: no job keys, no cron, no decision numbers.
    expect(table.textContent).not.toMatch(/stale-charge-sweep|cron|UTC|decision/);
    // By name first (Housekeeping before Unanswered card charges).
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.querySelector('td')?.textContent);
    expect(names()[0]).toMatch(/^Housekeeping/);

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
    await within(table).findByText('Housekeeping');
    const header = within(table).getByRole('columnheader', { name: /^Recent failures/ });
    fireEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('Unanswered card charges')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/admin/jobs'))).toHaveLength(1);
  });

  it('runs a job now after asking, and not while a run waits', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/jobs': () => ({
        body: {
          jobs: [
            SWEEP,
            { ...HOUSEKEEPING, waiting: 0 },
            { ...HOUSEKEEPING, name: 'busy', title: 'Busy', waiting: 1 },
          ],
        },
      }),
      'POST /api/admin/jobs/housekeeping/run': () => ({
        status: 202,
        body: { id: 'r1', name: 'housekeeping' },
      }),
    });
    renderApp('/admin/jobs');
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    await within(table).findByText('Housekeeping');
    expect(
      (within(table).getByRole('button', { name: 'Busy is running' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(within(table).getByRole('button', { name: 'Run Housekeeping now' }));
    let dialog = await screen.findByRole('dialog', { name: 'Run Housekeeping now?' });
    expect(within(dialog).getByText('Every hour at :07')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path.endsWith('/run'))).toBe(false);

    fireEvent.click(within(table).getByRole('button', { name: 'Run Housekeeping now' }));
    dialog = await screen.findByRole('dialog', { name: 'Run Housekeeping now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Housekeeping will run now')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/run')).map((c) => c.path)).toEqual([
      '/api/admin/jobs/housekeeping/run',
    ]);
  });

  it('shows the refusal of a job already running in the dialog', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/jobs': () => ({ body: { jobs: [HOUSEKEEPING] } }),
      'POST /api/admin/jobs/housekeeping/run': () => ({
        status: 409,
        body: { message: 'Housekeeping is already running or waiting to run.' },
      }),
    });
    renderApp('/admin/jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Run Housekeeping now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run Housekeeping now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(
      await within(dialog).findByText('Housekeeping is already running or waiting to run.'),
    ).toBeTruthy();
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
