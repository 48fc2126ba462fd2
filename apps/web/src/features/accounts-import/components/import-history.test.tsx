import type { ImportHistoryItem } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => Promise.all([import('../import-page')]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIRST = 'GET /api/admin/imports?sort=startedAt&direction=desc&page=1&pageSize=25';

const run = (over: Partial<ImportHistoryItem>): ImportHistoryItem => ({
  uploadId: 'up-1',
  importType: 'accounts',
  fileName: 'november.csv',
  status: 'completed',
  totalRows: 1200,
  created: 1000,
  updated: 150,
  unchanged: 48,
  errors: 2,
  message: null,
  uploadedBy: 'Hana Ito',
  startedAt: '2026-11-03T15:00:00.000Z',
  finishedAt: '2026-11-03T15:01:00.000Z',
  ...over,
});

describe('/admin/import: Recent Imports', () => {
  it('lists past uploads with their outcome, counts and a link to the bad rows; the server sorts and filters', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      [FIRST]: () => ({
        body: {
          imports: [
            run({}),
            run({
              uploadId: 'up-2',
              fileName: 'payments.xlsx',
              importType: 'payments',
              status: 'failed',
              totalRows: null,
              created: 0,
              updated: 0,
              unchanged: 0,
              errors: 0,
              message: 'The file has no header row',
            }),
          ],
          total: 2,
          page: 1,
          pageSize: 25,
        },
      }),
      'GET /api/admin/imports?sort=fileName&direction=asc&page=1&pageSize=25': () => ({
        body: { imports: [run({})], total: 1, page: 1, pageSize: 25 },
      }),
      'GET /api/admin/imports?sort=fileName&direction=asc&page=1&pageSize=25&status=failed': () => ({
        body: { imports: [], total: 0, page: 1, pageSize: 25 },
      }),
    });
    renderApp('/admin/import');
    const table = await screen.findByRole('table', { name: /Recent imports/ });
    await within(table).findByText('november.csv');
    expect(within(table).getByText('1,200')).toBeTruthy();
    expect(within(table).getByText('1,000 / 150 / 48')).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: '2 bad rows of november.csv: download the CSV' })
        .getAttribute('href'),
    ).toBe('/api/admin/import/up-1/errors.csv');
    expect(within(table).getByText('The file has no header row')).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: /File/ }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/api/admin/imports?sort=fileName&direction=asc&page=1&pageSize=25'),
      ).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'failed' } });
    expect(await screen.findByText('No imports match these filters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('says what to do when nothing was imported yet', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      [FIRST]: () => ({ body: { imports: [], total: 0, page: 1, pageSize: 25 } }),
    });
    renderApp('/admin/import');
    expect(
      await screen.findByText(
        'Nothing imported yet. Choose a file above and press Import to add the first one.',
      ),
    ).toBeTruthy();
  });
});
