import type { PaymentPromise, QueuedInstallment } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { paymentPlan } from '@/features/payment-plans/testing';

beforeAll(() => import('./arrangements-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PENDING = paymentPlan({
  id: 61,
  status: 'pending_approval',
  accountNumber: 'ACC-100061',
  debtorName: 'Ann Lee',
});
const ACTIVE = paymentPlan({ id: 62, accountNumber: 'ACC-100062', debtorName: 'Bo Chan' });

const [FIRST] = ACTIVE.schedule as [QueuedInstallment];
const FAILED: QueuedInstallment = {
  ...FIRST,
  id: 301,
  status: 'failed',
  attempts: 1,
  failureReason: 'Card declined',
  planId: 62,
  kind: 'plan',
  debtAccountId: 7,
  accountNumber: 'ACC-100062',
  debtorName: 'Bo Chan',
};

const PROMISE: PaymentPromise = {
  id: 9,
  debtAccountId: 3,
  accountNumber: 'ACC-100003',
  amount: '50.00',
  dueDate: '2026-12-01',
  status: 'broken',
  keptAt: null,
  brokenAt: '2026-12-03T05:00:00.000Z',
  source: 'disposition',
  callId: 4,
  createdBy: 'sam',
  createdAt: '2026-11-26T15:00:00.000Z',
};

const page = <T,>(key: string, rows: T[]) => ({
  body: { [key]: rows, total: rows.length, page: 1, pageSize: 25 },
});

function openTab(name: string) {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
}

describe('/admin/arrangements', { timeout: 15_000 }, () => {
  it('lists plans by status and approves one waiting', async () => {
    let decided = false;
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/arrangements?kind=plan&page=1&pageSize=25': () =>
        page('plans', decided ? [{ ...PENDING, status: 'active' }, ACTIVE] : [PENDING, ACTIVE]),
      'GET /api/admin/arrangements?kind=plan&status=pending_approval&page=1&pageSize=25': () =>
        page('plans', decided ? [] : [PENDING]),
      'POST /api/admin/plans/61/approve': () => {
        decided = true;
        return { body: { ...PENDING, status: 'active' } };
      },
    });
    renderApp('/admin/arrangements');
    expect(
      await screen.findByRole('heading', { name: 'Payment Arrangements' }, { timeout: 3000 }),
    ).toBeTruthy();
    const rows = await screen.findAllByTestId('plan-row');
    expect(rows).toHaveLength(2);
    const [waiting, running] = rows as [HTMLElement, HTMLElement];
    expect(within(waiting).getByText('Waiting for approval')).toBeTruthy();
    // Only the waiting plan can be decided.
    expect(within(running).queryByRole('button', { name: /Approve/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending_approval' } });
    await waitFor(() => expect(screen.getAllByTestId('plan-row')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Approve plan 61 on ACC-100061' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/plans/61/approve')).toBe(true),
    );
    expect(await screen.findByText('No plans match this status')).toBeTruthy();
  });

  it('shows the failed installments, the settlements and the promises in their tabs', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/arrangements?kind=plan&page=1&pageSize=25': () => page('plans', []),
      'GET /api/admin/arrangements/installments?status=due&page=1&pageSize=25': () =>
        page('installments', []),
      'GET /api/admin/arrangements/installments?status=failed&page=1&pageSize=25': () =>
        page('installments', [FAILED]),
      'GET /api/admin/arrangements?kind=settlement&page=1&pageSize=25': () =>
        page('plans', [paymentPlan({ id: 70, kind: 'settlement', totalAmount: '600.00' })]),
      'GET /api/admin/promises?page=1&pageSize=25': () => page('promises', [PROMISE]),
    });
    renderApp('/admin/arrangements');
    await screen.findByRole('heading', { name: 'Payment Arrangements' }, { timeout: 3000 });
    openTab('Installments');
    expect(await screen.findByText('No installment is due')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Queue'), { target: { value: 'failed' } });
    const failed = await screen.findByTestId('installment-row');
    expect(within(failed).getByText('Card declined')).toBeTruthy();
    expect(within(failed).getByText('Declined')).toBeTruthy();
    openTab('Settlements');
    expect(within(await screen.findByTestId('settlement-row')).getByText('$600.00')).toBeTruthy();
    openTab('Promises');
    const promise = await screen.findByTestId('promise-row');
    expect(within(promise).getByText('Broken')).toBeTruthy();
    expect(within(promise).getByText('Call disposition')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/admin/promises'))).toBe(true);
  });

  it('refuses a collector', async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    renderApp('/admin/arrangements');
    expect(await screen.findByText(/Access Denied/i, {}, { timeout: 3000 })).toBeTruthy();
  });
});
