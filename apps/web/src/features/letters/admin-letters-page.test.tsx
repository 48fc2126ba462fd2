import type { AdminLetter, BatchMailed, LetterBatch } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => import('./admin-letters-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LETTER: AdminLetter = {
  id: 41,
  debtAccountId: 7,
  reference: 'ACC-100007',
  consumerName: 'Ann Lee',
  template: 'validation_notice',
  language: 'en',
  status: 'queued',
  letterDate: '2026-11-25',
  validationEndDate: '2027-01-02',
  batchId: null,
  mailedOn: null,
  returnedAt: null,
};
const BATCH: LetterBatch = {
  id: 3,
  letterCount: 1,
  mailedOn: null,
  createdBy: 'staff',
  createdAt: '2026-11-25T15:00:00.000Z',
};

const page = <T,>(key: string, rows: T[]) => ({
  body: { [key]: rows, total: rows.length, page: 1, pageSize: 25 },
});

describe('/admin/letters', { timeout: 15_000 }, () => {
  it('makes a batch of the waiting letters, offers its PDF and manifest, and marks it mailed', async () => {
    let batched = false;
    let mailed = false;
    const outcome: BatchMailed = {
      id: 3,
      mailedOn: '2026-11-25',
      mailed: [{ id: 41, validationEndDate: '2027-01-02' }],
      refused: [
        { id: 40, message: 'Mailed that day, the end date printed in this notice would come too early.' },
      ],
    };
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/letters?status=queued&page=1&pageSize=25': () =>
        page('letters', [batched ? { ...LETTER, batchId: 3 } : LETTER]),
      'GET /api/admin/letters/batches?page=1&pageSize=10': () =>
        page('batches', batched ? [{ ...BATCH, mailedOn: mailed ? '2026-11-25' : null }] : []),
      'POST /api/admin/letters/batches': () => {
        batched = true;
        return { status: 201, body: BATCH };
      },
      'POST /api/admin/letters/batches/3/mailed': () => {
        mailed = true;
        return { body: outcome };
      },
    });
    renderApp('/admin/letters');
    await screen.findByRole('heading', { name: 'Letters' }, { timeout: 3000 });
    const row = await screen.findByTestId('letter-row');
    expect(within(row).getByText('Ann Lee')).toBeTruthy();
    expect(within(row).getByText('Waiting to print')).toBeTruthy();
    expect(within(row).getByText('01/02/2027')).toBeTruthy();
    expect(
      within(row)
        .getByRole('link', { name: /#41 Validation notice/ })
        .getAttribute('href'),
    ).toBe('/api/letters/41/pdf');
    expect(await screen.findByText('No batches yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Make a batch' }));
    expect(await screen.findByText(/Batch #3 made with 1 letter/)).toBeTruthy();
    const batch = await screen.findByTestId('batch-row');
    expect(within(batch).getByRole('link', { name: 'PDF of batch 3' }).getAttribute('href')).toBe(
      '/api/admin/letters/batches/3/pdf',
    );
    expect(within(batch).getByRole('link', { name: 'Manifest of batch 3' }).getAttribute('href')).toBe(
      '/api/admin/letters/batches/3/manifest.csv',
    );
    await waitFor(() => expect(within(screen.getByTestId('letter-row')).getByText('#3')).toBeTruthy());

    fireEvent.click(within(batch).getByRole('button', { name: 'Mark batch 3 mailed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark batch #3 mailed' });
    fireEvent.change(within(dialog).getByLabelText('Mailed on'), { target: { value: '2026-11-25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark mailed' }));
    expect(await screen.findByText(/1 letter marked mailed on 11\/25\/2026/)).toBeTruthy();
    expect(screen.getByText(/Letter #40 not mailed: Mailed that day/)).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByTestId('batch-row')).getByText('Mailed 11/25/2026')).toBeTruthy(),
    );
    expect(within(screen.getByTestId('batch-row')).queryByRole('button', { name: /Mark batch/ })).toBeNull();
    expect(
      calls
        .filter((c) => c.method === 'POST' && c.path.startsWith('/api/admin/'))
        .map((c) => [c.path, c.body]),
    ).toEqual([
      ['/api/admin/letters/batches', undefined],
      ['/api/admin/letters/batches/3/mailed', { mailedOn: '2026-11-25' }],
    ]);
  });

  it('marks a mailed letter returned after saying what that does', async () => {
    let returned = false;
    const MAILED = { ...LETTER, status: 'mailed' as const, batchId: 3, mailedOn: '2026-11-25' };
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/letters?status=queued&page=1&pageSize=25': () => page('letters', []),
      'GET /api/admin/letters?status=mailed&page=1&pageSize=25': () =>
        page('letters', returned ? [] : [MAILED]),
      'GET /api/admin/letters/batches?page=1&pageSize=10': () => page('batches', []),
      'POST /api/admin/letters/41/returned': () => {
        returned = true;
        return { body: { id: 41, status: 'returned', returnedAt: '2026-11-30T15:00:00.000Z' } };
      },
    });
    renderApp('/admin/letters');
    expect(await screen.findByText('No letters match this status', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'mailed' } });
    const row = await screen.findByTestId('letter-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Letter 41 came back returned' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will be marked bad/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark returned' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/letters/41/returned')).toBe(true);
    expect(await screen.findByText('No letters match this status')).toBeTruthy();
  });

  it('refuses a collector', async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    renderApp('/admin/letters');
    expect(await screen.findByText(/Access Denied/i, {}, { timeout: 3000 })).toBeTruthy();
  });
});
