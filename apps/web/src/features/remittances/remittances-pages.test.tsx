import {
  type Client,
  easternDateOf,
  formatDisplayDate,
  type Remittance,
  type RemittanceDetail,
} from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() =>
  Promise.all([
    import('./remittances-page'),
    import('./remittance-detail-page'),
    import('./trust-reconciliation-page'),
  ]),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CLIENT = { id: 5, code: 'KCB', name: 'Keystone Community Bank', active: true } as Client;

function remittance(overrides: Partial<Remittance> = {}): Remittance {
  return {
    id: 12,
    clientId: 5,
    clientCode: 'KCB',
    clientName: 'Keystone Community Bank',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-07',
    status: 'draft',
    method: 'net',
    grossCollected: '260.01',
    reversals: '0.00',
    commission: '86.67',
    netDue: '173.34',
    directPayments: '50.00',
    commissionInvoiced: '16.67',
    lineCount: 2,
    source: 'manual',
    createdBy: 'admin',
    approvedBy: null,
    approvedAt: null,
    paidAt: null,
    paidReference: null,
    createdAt: '2026-11-08T10:00:00.000Z',
    updatedAt: '2026-11-08T10:00:00.000Z',
    ...overrides,
  };
}

const detail = (overrides: Partial<Remittance> = {}): RemittanceDetail => ({
  ...remittance(overrides),
  lines: [
    {
      ledgerEntryId: 1,
      kind: 'payment',
      date: '2026-11-02',
      debtAccountId: 3,
      accountNumber: 'ACC-1001',
      debtorName: 'Jane Doe',
      amount: '10.01',
      commission: '3.34',
      net: '6.67',
    },
  ],
});

const LIST = 'GET /api/admin/remittances?page=1&pageSize=25';

describe('/admin/remittances', () => {
  it('lists remittances, filters by status, and drafts one for a client and period', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/clients': () => ({ body: [CLIENT] }),
      [LIST]: () => ({ body: { remittances: [remittance()], total: 1, page: 1, pageSize: 25 } }),
      [`${LIST}&status=paid`]: () => ({ body: { remittances: [], total: 0, page: 1, pageSize: 25 } }),
      'POST /api/admin/remittances': () => ({ status: 201, body: remittance({ id: 13 }) }),
      'GET /api/admin/remittances/13': () => ({ body: detail({ id: 13 }) }),
    });
    renderApp('/admin/remittances');
    const link = await screen.findByRole('link', { name: '#12 Keystone Community Bank' });
    expect(link.getAttribute('href')).toBe('/admin/remittances/12');
    expect(screen.getByText('Net due $173.34')).toBeTruthy();

    fireEvent.change(screen.getAllByLabelText('Status')[0] as HTMLElement, { target: { value: 'paid' } });
    await screen.findByText('No remittances match.');

    const form = screen.getByRole('button', { name: 'Draft a remittance' }).closest('form') as HTMLElement;
    // The period is today unless another day is chosen, and the form says so.
    const today = easternDateOf(Date.now());
    expect((within(form).getByLabelText('To') as HTMLInputElement).value).toBe(today);
    expect((within(form).getByLabelText('From') as HTMLInputElement).value).toBe(today);
    expect(within(form).getByTestId('remittance-period-note').textContent).toContain(
      `The period ends today, ${formatDisplayDate(today)}, unless you choose another day.`,
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Draft a remittance' }));
    expect(await within(form).findByText('Choose the client')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Client'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-07' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Draft a remittance' }));
    await screen.findByRole('heading', { name: 'Remittance #13' });
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/remittances')?.body).toEqual({
      clientId: 5,
      periodStart: '2026-11-01',
      periodEnd: '2026-11-07',
    });
  });
});

describe('/admin/remittances/:id', () => {
  it('shows the totals, lines and downloads; an admin approves, then marks it paid with the reference', async () => {
    let current = detail();
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/remittances/12': () => ({ body: current }),
      'POST /api/admin/remittances/12/approve': () => {
        current = detail({ status: 'approved', approvedBy: 'admin' });
        return { body: current };
      },
      'POST /api/admin/remittances/12/paid': () => {
        current = detail({ status: 'paid', paidReference: 'WIRE-7' });
        return { body: current };
      },
    });
    renderApp('/admin/remittances/12');
    await screen.findByRole('heading', { name: 'Remittance #12' });
    expect(screen.getByText('$173.34')).toBeTruthy();
    const row = screen.getByRole('row', { name: /ACC-1001/ });
    expect(within(row).getByText('$3.34')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statement PDF' }).getAttribute('href')).toBe(
      '/api/admin/remittances/12/statement?format=pdf',
    );
    expect(screen.getByRole('link', { name: 'Statement CSV' }).getAttribute('href')).toBe(
      '/api/admin/remittances/12/statement?format=csv',
    );

    // Approve asks first, naming the client and the amount; Cancel changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve remittance #12?' });
    expect(within(dialog).getByText('Keystone Community Bank (KCB)')).toBeTruthy();
    expect(within(dialog).getByText('$173.34')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path.endsWith('/approve'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve remittance #12?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve remittance' }));

    const reference = await screen.findByLabelText('Transfer reference');
    expect(calls.filter((c) => c.path.endsWith('/approve'))).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Enter the reference of the transfer')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(reference, { target: { value: 'WIRE-7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    dialog = await screen.findByRole('dialog', { name: 'Mark remittance #12 paid?' });
    expect(within(dialog).getByText('WIRE-7')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/paid'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await screen.findByText('Paid, transfer reference WIRE-7.');
    expect(calls.find((c) => c.path.endsWith('/paid'))?.body).toEqual({ reference: 'WIRE-7' });
  });

  it('does not offer to approve a draft with no transactions', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/remittances/12': () => ({
        body: { ...detail({ lineCount: 0, grossCollected: '0.00', netDue: '0.00' }), lines: [] },
      }),
    });
    renderApp('/admin/remittances/12');
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Nothing to approve: this draft has no transactions/)).toBeTruthy();
  });

  it('gives staff Regenerate but not Approve', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/remittances/12': () => ({ body: detail() }),
    });
    renderApp('/admin/remittances/12');
    await screen.findByRole('button', { name: 'Regenerate' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

describe('/admin/trust-reconciliation', () => {
  it('shows received, remitted, commission earned and held per client and in total', async () => {
    const figures = {
      received: '100.00',
      remitted: '50.00',
      commissionEarned: '25.00',
      held: '25.00',
      heldUnclaimed: '10.00',
      heldInDrafts: '15.00',
      heldApproved: '0.00',
    };
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/trust-reconciliation?': () => ({
        body: {
          from: null,
          to: null,
          clients: [{ clientId: 5, clientCode: 'KCB', clientName: 'Keystone Community Bank', ...figures }],
          total: figures,
        },
      }),
    });
    renderApp('/admin/trust-reconciliation');
    const row = await screen.findByRole('row', { name: /Keystone Community Bank/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$100.00', '$50.00', '$25.00', '$10.00', '$15.00', '$0.00', '$25.00']);
    await waitFor(() => expect(screen.getByRole('row', { name: /Total/ })).toBeTruthy());
  });
});
