import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const QUEUE = 'GET /api/admin/contact-center/queue';
const RECENT = {
  id: 4,
  accountNumber: 'ACC-100004',
  fullName: 'Robert Smith',
  unpaidBalance: '500.00',
  lastContactAt: '2026-11-20T14:00:00Z',
  lastChannel: 'SMS',
  lastMessage: 'Reminder sent',
  userName: 'Sam Staff',
};
const LEAD = {
  accountId: 3,
  userId: null,
  accountNumber: 'ACC-100003',
  fullName: 'Maria Garcia',
  unpaidBalance: '1000.10',
  visitCount: 3,
  lastVisit: '2026-11-20T12:00:00Z',
  primaryPhone: null,
  emailAddress: null,
};

function server(extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    ...sessionOf(TEST_USERS.staff),
    [QUEUE]: () => ({ body: { recent: [RECENT], accountId: null } }),
    'GET /api/admin/hot-leads?days=7&sort=balance': () => ({ body: { hotLeads: [LEAD] } }),
    ...extra,
  });
}

/** The look-up of decision 0022 is the page's second tab since My queue came (decision 0040). */
async function openLookUp() {
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Find an account' }, { timeout: 15_000 }), {
    button: 0,
  });
}

// Whole-app renders with the page's lazy chunk: slow on a busy machine.
describe('/admin/contact-center', { timeout: 40_000 }, () => {
  it('lists hot leads and recently worked accounts, each opening /admin/debtor/{id}', async () => {
    server();
    renderApp('/admin/contact-center');
    await openLookUp();
    const leads = await screen.findByRole('list', { name: 'Hot leads' }, { timeout: 15_000 });
    expect(
      within(leads)
        .getByRole('link', { name: /Maria Garcia/ })
        .getAttribute('href'),
    ).toBe('/admin/debtor/3');
    const recent = await screen.findByRole('list', { name: 'Recently worked accounts' });
    expect(
      within(recent)
        .getByRole('link', { name: /Robert Smith/ })
        .getAttribute('href'),
    ).toBe('/admin/debtor/4');
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Admin Portal' })
        .getAttribute('href'),
    ).toBe('/admin');
  });

  it('opens a searched debtor', async () => {
    server({
      'GET /api/admin/debt-accounts/search?searchTerm=garcia': () => ({
        body: [
          {
            id: 3,
            accountNumber: 'ACC-100003',
            fullName: 'Maria Garcia',
            firstName: 'Maria',
            lastName: 'Garcia',
            unpaidBalance: '1000.10',
            accountStatus: 'Active',
            emailAddress: null,
            primaryPhone: null,
            schoolName: null,
          },
        ],
      }),
    });
    const view = renderApp('/admin/contact-center');
    await openLookUp();
    fireEvent.change(await screen.findByLabelText('Search debtors', {}, { timeout: 15_000 }), {
      target: { value: 'garcia' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Matching accounts' });
    fireEvent.click(within(results).getByRole('button', { name: /Maria Garcia/ }));
    await waitFor(() => expect(view.pathname()).toBe('/admin/debtor/3'));
  });

  it('?account={accountNumber} opens that debtor', async () => {
    const calls = server({
      [`${QUEUE}?account=ACC-100003`]: () => ({
        body: { recent: [RECENT], accountId: 3 },
      }),
    });
    const view = renderApp('/admin/contact-center?account=ACC-100003');
    await waitFor(() => expect(view.pathname()).toBe('/admin/debtor/3'));
    expect(calls.some((c) => c.path === '/api/admin/contact-center/queue?account=ACC-100003')).toBe(true);
  });

  it('says so when no account has that number', async () => {
    server({ [`${QUEUE}?account=ACC-9`]: () => ({ body: { recent: [], accountId: null } }) });
    const view = renderApp('/admin/contact-center?account=ACC-9');
    expect(await screen.findByText('No account found with number ACC-9.')).toBeTruthy();
    expect(view.pathname()).toBe('/admin/contact-center');
  });
});
