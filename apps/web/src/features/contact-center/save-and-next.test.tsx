import type { MyQueue } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing';
import { queueWalkOf, workspacePathFromQueue } from './queue-next';
import { MARIA, workspaceServer } from './workspace-fixtures';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (accountId: number) => ({
  accountId,
  accountNumber: `ACC-${accountId}`,
  fullName: `Account ${accountId}`,
  unpaidBalance: '250.00',
  placedAt: '2026-01-05T12:00:00.000Z',
  assignedUserId: null,
  reasons: [{ code: 'callback_requested', label: 'Callback requested', detail: null, rank: 30 }],
  localTimes: [{ timeZone: 'America/New_York', localTime: '10:15 AM' }],
  callWindow: { hours: '8:00 AM - 9:00 PM', state: null },
});
const queueOf = (ids: number[]): MyQueue => ({
  ready: ids.map(row),
  waiting: [],
  counts: { ready: ids.length, waiting: 0 },
  page: 1,
  pageSize: 100,
  pages: 1,
  truncated: false,
});

describe('the queue walk in the address', () => {
  it('carries only the filters My queue offers, and nothing when the workspace was not opened from it', () => {
    const path = workspacePathFromQueue(3, {
      reason: 'callback_requested',
      minBalance: '100',
      maxBalance: '',
    });
    expect(path).toBe('/admin/debtor/3?from=queue&reason=callback_requested&minBalance=100');
    expect(queueWalkOf(path.slice(path.indexOf('?')))).toEqual({
      reason: 'callback_requested',
      minBalance: '100',
    });
    expect(workspacePathFromQueue(3)).toBe('/admin/debtor/3?from=queue');
    expect(queueWalkOf('?from=queue')).toEqual({});
    expect(queueWalkOf('?reason=callback_requested')).toBeNull();
    expect(queueWalkOf('?from=queue&reason=nonsense&state=asleep&minBalance=12.345&maxBalance=900')).toEqual({
      maxBalance: '900',
    });
  });
});

// Whole-app renders with the page's lazy chunk: slow on a busy machine.
describe('Save & next', { timeout: 45_000 }, () => {
  it("walks the queue with My queue's filters: the next account is the filtered queue's, and the filters go on", async () => {
    const filtered =
      '/api/admin/contact-center/my-queue?reason=callback_requested&minBalance=100&state=ready&pageSize=100';
    const calls = workspaceServer({
      'POST /api/debtors/3/initiate-call': () => ({ body: { callSid: 'CA1', status: 'no-answer' } }),
      'POST /api/debtors/3/save-disposition': () => ({ body: { success: true } }),
      // The filtered queue: 3, then 9 (the whole queue would have 5 next).
      [`GET ${filtered}`]: () => ({ body: queueOf([3, 9]) }),
      'GET /api/admin/contact-center/my-queue?state=ready&pageSize=100': () => ({ body: queueOf([3, 5, 9]) }),
      'GET /api/debtors/9': () => ({
        body: { ...MARIA, id: 9, fullName: 'Nina Ninth', accountNumber: 'ACC-9' },
      }),
    });
    const view = renderApp('/admin/debtor/3?from=queue&reason=callback_requested&minBalance=100');
    await screen.findByRole('heading', { name: 'Maria Garcia' }, { timeout: 15_000 });
    const contact = screen.getByRole('tab', { name: 'Contact Interface' });
    fireEvent.mouseDown(contact);
    fireEvent.click(screen.getByRole('button', { name: 'Dial' }));
    const form = await screen.findByRole('form', { name: 'Call disposition' });
    fireEvent.click(within(form).getByRole('radio', { name: 'No Answer' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save & next' }));

    await waitFor(() => expect(view.pathname()).toBe('/admin/debtor/9'));
    expect(view.search()).toBe('?from=queue&reason=callback_requested&minBalance=100');
    expect(calls.map((c) => c.path)).toContain(filtered);
    expect(calls.map((c) => c.path)).not.toContain(
      '/api/admin/contact-center/my-queue?state=ready&pageSize=100',
    );
    expect(await screen.findByRole('heading', { name: 'Nina Ninth' })).toBeTruthy();
  });
});
