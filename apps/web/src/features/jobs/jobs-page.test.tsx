import { ADMIN_MESSAGES, type JobStatus } from '@arrears/domain';
import { cleanup, screen, within } from '@testing-library/react';
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
  it('shows each job with its schedule, last run and failures', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/jobs': () => ({ body: { jobs: [SWEEP, HOUSEKEEPING] } }),
    });
    renderApp('/admin/jobs');
    const sweep = await screen.findByTestId('job-stale-charge-sweep');
    expect(within(sweep).getByText('Every minute')).toBeTruthy();
    expect(within(sweep).getByText('Failed')).toBeTruthy();
    expect(within(sweep).getByText('4 attempts')).toBeTruthy();
    expect(within(sweep).getByText('Gave up')).toBeTruthy();
    expect(within(sweep).getAllByText('connection refused')).toHaveLength(2);
    const tidy = screen.getByTestId('job-housekeeping');
    expect(within(tidy).getByText('Every hour at :07 (UTC)')).toBeTruthy();
    expect(within(tidy).getByText('Not run yet')).toBeTruthy();
    expect(within(tidy).getByText('3 retries, from 60 s, doubling')).toBeTruthy();
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
