import type { AdminHome } from '@arrears/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

// The pages are lazy chunks: load them once up front so the first render does not wait on a cold import.
beforeAll(() => Promise.all([import('./admin-home-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OVERVIEW = {
  activeAccounts: 4,
  inactiveAccounts: 3,
  recent: [
    {
      id: 7,
      status: 'active',
      originalAmount: '1000.00',
      currentAmount: '700.50',
      accountNumber: 'ACC-7',
      debtorName: 'Debtor 7',
      unpaid_balance: '700.50',
      currentPrincipalBal: null,
      principalOriginal: '1000.00',
    },
  ],
};

const ADMIN_HOME: AdminHome = {
  queueReady: 50,
  queueMore: true,
  queueWaiting: 3,
  promisesDue: 4,
  lettersToPrint: 12,
  remittancesToApprove: 2,
  jobsFailing: 1,
};

/** Each tile of "Today": its link and the words it reads as. */
function tiles() {
  return within(screen.getByRole('list', { name: 'Today' }))
    .getAllByRole('link')
    .map((a) => [a.getAttribute('href'), a.textContent]);
}

describe('/admin', () => {
  it("shows an admin the day's numbers, each linking to the page that works it, and the accounts", async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'GET /api/admin/home': () => ({ body: ADMIN_HOME }),
      'GET /api/admin/accounts-overview': () => ({ body: OVERVIEW }),
    });
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Admin Portal' });
    await screen.findByRole('list', { name: 'Today' });
    expect(tiles()).toEqual([
      ['/admin/contact-center', expect.stringContaining('Ready to call50+In My queue; 3 accounts wait')],
      ['/admin/arrangements', expect.stringContaining('Promises due4')],
      ['/admin/letters', expect.stringContaining('Letters to print12')],
      ['/admin/remittances', expect.stringContaining('Remittances to approve2')],
      ['/admin/jobs', expect.stringContaining('Jobs failing1')],
    ]);
    // The retired viewer's figures and newest accounts live here now.
    expect((await screen.findByTestId('stat-Active Accounts')).textContent).toBe('4');
    expect(screen.getByTestId('stat-Inactive Accounts').textContent).toBe('3');
    expect((await screen.findByRole('link', { name: 'ACC-7' })).getAttribute('href')).toBe(
      '/admin/accounts/7',
    );
    // No breadcrumb on the home itself.
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('shows staff what the server gives staff: no remittances to approve, no jobs', async () => {
    const { remittancesToApprove: _r, jobsFailing: _j, ...staffHome } = ADMIN_HOME;
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/home': () => ({ body: { ...staffHome, queueReady: 7, queueMore: false } }),
      'GET /api/admin/accounts-overview': () => ({ body: OVERVIEW }),
    });
    renderApp('/admin');
    await screen.findByRole('list', { name: 'Today' });
    expect(tiles().map(([to]) => to)).toEqual([
      '/admin/contact-center',
      '/admin/arrangements',
      '/admin/letters',
    ]);
    expect(screen.getByTestId('home-queue').textContent).toContain('Ready to call7In');
  });

  it('shows a collector their queue and promises only, both leading to My queue, and no account figures', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.collector),
      'GET /api/admin/home': () => ({
        body: { queueReady: 2, queueMore: false, queueWaiting: 1, promisesDue: 1 },
      }),
    });
    renderApp('/admin');
    await screen.findByRole('list', { name: 'Today' });
    expect(tiles()).toEqual([
      ['/admin/contact-center', expect.stringContaining('Ready to call2In My queue; 1 account waits')],
      ['/admin/contact-center', expect.stringContaining('Promises due1Promises to pay on your accounts')],
    ]);
    expect(screen.queryByTestId('stat-Active Accounts')).toBeNull();
    expect(calls.some((c) => c.path === '/api/admin/accounts-overview')).toBe(false);
  });

  it('says so when the numbers cannot be read', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/home': () => ({ status: 500, body: { message: 'Database unavailable' } }),
    });
    renderApp('/admin');
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
  });

  it('refuses a debtor with the admin-area text and Return to Home', async () => {
    fakeServer(sessionOf(TEST_USERS.debtor));
    renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Return to Home' })).toBeTruthy();
  });
});

describe('/admin-viewer', () => {
  it('is retired: it leads to the home', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.staff), 'GET /api/admin/home': () => ({ body: ADMIN_HOME }) });
    const app = renderApp('/admin-viewer');
    await screen.findByRole('heading', { name: 'Admin Portal' });
    expect(app.pathname()).toBe('/admin');
  });
});

describe('/admin password notice', () => {
  it('asks for a new password when the server says it must be changed', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/password-status': () => ({
        body: { needsUpdate: true, warningPeriod: false, passwordAge: 0 },
      }),
    });
    renderApp('/admin');
    expect(await screen.findByText('Your password must be changed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change it now' }).getAttribute('href')).toBe(
      '/admin/change-password',
    );
  });
});
