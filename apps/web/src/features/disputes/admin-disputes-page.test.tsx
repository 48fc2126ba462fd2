import { type AdminDispute, DISPUTE_CONSUMER_NOTICE, DISPUTE_MESSAGES as M } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { toast } from '@/ui/use-toast';

vi.mock('@/ui/use-toast', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/ui/use-toast')>();
  return { ...original, toast: vi.fn(original.toast) };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const dispute = (over: Partial<AdminDispute>): AdminDispute => ({
  id: 1,
  status: 'pending',
  debtAccountId: 3,
  accountNumber: 'ACC-100003',
  firstName: 'Maria',
  lastName: 'Garcia',
  email: 'maria.garcia@example.com',
  phone: '6095550144',
  debtAccount: { currentBalance: '4875.00' },
  submittedAt: '2026-03-01T14:00:00.000Z',
  disputeType: 'not_my_debt',
  disputeReason: 'I never studied at this school.',
  requestedAction: 'Remove the debt',
  additionalDetails: null,
  resolutionNotes: null,
  source: 'portal',
  resolvedAt: null,
  resolvedBy: null,
  ...over,
});

const LIST = [
  dispute({ id: 5 }),
  dispute({ id: 4, status: 'escalated', firstName: 'Robert', lastName: 'Smith' }),
  dispute({ id: 3, status: 'under_review' }),
  dispute({ id: 2, status: 'resolved', resolutionNotes: 'Corrected.' }),
  dispute({ id: 1, status: 'rejected' }),
];

/** The table's first page: the server sorts newest first (x-total-count is absent here, so the rows count). */
const FIRST_PAGE = 'GET /api/admin/disputes?sort=submittedAt&direction=desc&page=1&pageSize=50';

function server(
  patch: (body: unknown) => { status?: number; body?: unknown },
  pages: Record<string, () => { body: unknown }> = {},
) {
  return fakeServer({
    ...sessionOf(TEST_USERS.staff),
    // The counters of LIST: pending counts 5, 4 (an unknown status) and 3 (under review).
    'GET /api/admin/disputes/counts': () => ({
      body: { pending: 3, underReview: 1, resolved: 1, rejected: 1 },
    }),
    [FIRST_PAGE]: () => ({ body: LIST }),
    'PATCH /api/admin/disputes/4': ({ body }) => patch(body),
    ...pages,
  });
}

/** The table's rows once the first page has arrived. */
async function tableRows() {
  await screen.findByText('Robert Smith');
  return within(screen.getByRole('table', { name: 'Disputes' }))
    .getAllByRole('row')
    .slice(1);
}

async function openRobert() {
  const rows = await tableRows();
  const robert = rows.find((r) => r.textContent?.includes('Robert Smith')) as HTMLElement;
  fireEvent.click(within(robert).getByRole('button', { name: /Review/ }));
  return screen.findByRole('dialog', { name: 'Dispute #4' });
}

describe('/admin/disputes', { timeout: 30_000 }, () => {
  it('counts Pending (open, unknown as pending), Resolved and Rejected, with the consumer notice', async () => {
    server(() => ({ body: {} }));
    renderApp('/admin/disputes');
    expect(await screen.findByRole('heading', { name: 'Dispute Management' })).toBeTruthy();
    const counters = await screen.findByTestId('dispute-counters');
    expect(counters.textContent).toContain('Pending3');
    expect(counters.textContent).toContain('1 under review');
    expect(counters.textContent).toContain('Resolved1');
    expect(counters.textContent).toContain('Rejected1');
    expect(screen.getByText(DISPUTE_CONSUMER_NOTICE)).toBeTruthy();
    expect(DISPUTE_CONSUMER_NOTICE).toMatch(/30 days/);
    expect(DISPUTE_CONSUMER_NOTICE).toMatch(/right to validation/);

    const rows = await tableRows();
    expect(rows.map((r) => r.textContent?.match(/#(\d+)/)?.[1])).toEqual(['5', '4', '3', '2', '1']);
    expect(within(rows[1]).getByText('Pending').getAttribute('data-tone')).toBe('yellow'); // 'escalated'
    expect(within(rows[2]).getByText('Under Review').getAttribute('data-tone')).toBe('blue');
    expect(rows[0].textContent).toContain('$4,875.00');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Admin Portal' })
        .getAttribute('href'),
    ).toBe('/admin');
  });

  it('updates the status and notes, toasts success for 4 s, closes the dialog and reloads', async () => {
    const calls = server(() => ({ body: dispute({ id: 4, status: 'resolved' }) }));
    renderApp('/admin/disputes');
    const dialog = await openRobert();
    expect(within(dialog).getByText('(609) 555-0144')).toBeTruthy();
    expect(within(dialog).getByText('Not My Debt')).toBeTruthy();
    const status = within(dialog).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(status.value).toBe('pending'); // unknown status read as pending
    fireEvent.change(status, { target: { value: 'resolved' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Resolution Notes' }), {
      target: { value: 'Identity theft confirmed; debt removed.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Dispute' }));

    expect(await screen.findByText(M.updatedDescription)).toBeTruthy();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: M.updatedTitle, duration: 4000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dispute #4' })).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'resolved',
      resolutionNotes: 'Identity theft confirmed; debt removed.',
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/disputes/counts')).toHaveLength(2));
    await waitFor(() => expect(calls.filter((c) => c.path === FIRST_PAGE.slice(4))).toHaveLength(2));
  });

  it('asks the server for a status, a type, words of the reason and another order', async () => {
    const calls = server(() => ({ body: {} }), {
      'GET /api/admin/disputes?sort=submittedAt&direction=desc&page=1&pageSize=50&status=resolved': () => ({
        body: [LIST[3]],
      }),
      'GET /api/admin/disputes?sort=submittedAt&direction=desc&page=1&pageSize=50&status=resolved&type=already_paid&reason=school':
        () => ({ body: [] }),
    });
    renderApp('/admin/disputes');
    await tableRows();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'resolved' } });
    await waitFor(() => expect(screen.queryByText('Robert Smith')).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Disputes' })).getAllByRole('row')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'already_paid' } });
    fireEvent.change(screen.getByLabelText('Reason contains'), { target: { value: 'school' } });
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe(
        '/api/admin/disputes?sort=submittedAt&direction=desc&page=1&pageSize=50&status=resolved&type=already_paid&reason=school',
      ),
    );
    expect(await screen.findByText(/^No disputes found\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Robert Smith');
    fireEvent.click(screen.getByRole('button', { name: 'Balance' }));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/admin/disputes?sort=balance&direction=desc&page=1&pageSize=50'),
    );
  });

  it('keeps the dialog open with the failure toast when the update fails', async () => {
    server(() => ({ status: 500, body: { message: 'boom' } }));
    renderApp('/admin/disputes');
    const dialog = await openRobert();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Dispute' }));
    expect(await screen.findByText(M.updateFailedDescription)).toBeTruthy();
    expect(screen.getByText(M.updateFailedTitle)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Dispute #4' })).toBeTruthy();
  });

  it('refuses a debtor with the admin-feature Access Denied', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.debtor) });
    renderApp('/admin/disputes');
    expect(await screen.findByText(/This feature requires administrator privileges/)).toBeTruthy();
  });
});
