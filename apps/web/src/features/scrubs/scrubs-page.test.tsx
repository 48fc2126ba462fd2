import { SCRUB_MESSAGES, type ScrubFileResult, type ScrubSummary } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => Promise.all([import('./scrubs-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SUMMARY: ScrubSummary = {
  flags: [
    { flag: 'bankruptcy', accounts: 12 },
    { flag: 'deceased', accounts: 3 },
    { flag: 'military_active_duty', accounts: 1 },
    { flag: 'attorney_represented', accounts: 0 },
    { flag: 'litigious', accounts: 2 },
  ],
  lastRun: {
    id: 4,
    fileName: 'march-scrub.csv',
    ranAt: '2026-03-02T15:00:00.000Z',
    ranBy: 'Sam Staff',
    rows: 40,
    matched: 37,
    unmatched: 2,
    invalid: 1,
  },
};

const RESULT: ScrubFileResult = {
  id: 5,
  fileName: 'april-scrub.csv',
  rows: 4,
  matched: 2,
  recorded: 2,
  unmatched: 1,
  invalid: 1,
  unmatchedRows: [{ line: 4, reason: SCRUB_MESSAGES.noAccountNumber }],
  invalidRows: [{ line: 5, reason: SCRUB_MESSAGES.chapter }],
};

const chooseFile = (name: string) => {
  const file = new File(['account_number,flag\nA-1,deceased\n'], name, { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Scrub file (CSV)'), { target: { files: [file] } });
};

describe('/admin/scrubs', () => {
  it('shows how many accounts hold each flag and when the last scrub file ran', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/scrubs/summary': () => ({ body: SUMMARY }),
    });
    renderApp('/admin/scrubs');
    const card = await screen.findByRole('region', { name: 'Flags on file' });
    expect(await within(card).findByText('12 accounts')).toBeTruthy();
    expect(within(card).getByText('Bankruptcy')).toBeTruthy();
    expect(within(card).getByText('1 account')).toBeTruthy();
    expect(
      within(card).getByText(/Last scrub file: march-scrub\.csv, .* by Sam Staff \(40 rows, 37 matched\)\./),
    ).toBeTruthy();
  });

  it('uploads the file and lists the counts and every unmatched and invalid row with its line', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/scrubs/summary': () => ({ body: { flags: [], lastRun: null } }),
      'POST /api/admin/scrubs': () => ({ body: RESULT }),
    });
    renderApp('/admin/scrubs');
    expect(await screen.findByText('No scrub file has run yet.')).toBeTruthy();
    await screen.findByLabelText('Scrub file (CSV)');

    // Not a CSV: refused here, nothing sent.
    chooseFile('scrub.xlsx');
    fireEvent.click(screen.getByRole('button', { name: 'Upload scrub file' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a CSV file to upload');
    expect(calls.some((c) => c.path === '/api/admin/scrubs')).toBe(false);

    chooseFile('april-scrub.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Upload scrub file' }));
    expect(await screen.findByText('Scrub finished with rows it could not use')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/scrubs')).toHaveLength(1);
    expect(
      screen.getByText('april-scrub.csv: 4 rows read, 2 rows recorded a new or changed flag.'),
    ).toBeTruthy();
    const unmatched = screen.getByRole('table', { name: 'Unmatched rows' });
    expect(within(unmatched).getByText('4')).toBeTruthy();
    expect(within(unmatched).getByText(SCRUB_MESSAGES.noAccountNumber)).toBeTruthy();
    const invalid = screen.getByRole('table', { name: 'Invalid rows' });
    expect(within(invalid).getByText('5')).toBeTruthy();
    expect(within(invalid).getByText(SCRUB_MESSAGES.chapter)).toBeTruthy();
    // The summary is read again after the upload.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/scrubs/summary').length).toBeGreaterThan(1),
    );
  });

  it('shows the server’s refusal of a file', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/scrubs/summary': () => ({ body: SUMMARY }),
      'POST /api/admin/scrubs': () => ({ status: 400, body: { message: SCRUB_MESSAGES.fileHeader } }),
    });
    renderApp('/admin/scrubs');
    await screen.findByLabelText('Scrub file (CSV)');
    chooseFile('names.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Upload scrub file' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SCRUB_MESSAGES.fileHeader);
  });
});
