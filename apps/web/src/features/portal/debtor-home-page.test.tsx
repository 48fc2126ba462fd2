import { type AccountStatus, DEMO_BRAND, SUPPORT_HOURS } from '@arrears/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { accountStatus } from './testing';

beforeAll(() => import('./debtor-home-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const statusServer = (accounts: AccountStatus[]) =>
  fakeServer({
    ...sessionOf(TEST_USERS.debtor),
    'GET /api/customer/account-status': () => ({ body: { accounts } }),
  });

describe('/debtor', () => {
  it('shows one card per account with its one balance, the total, Make a Payment first and the actions', async () => {
    statusServer([
      accountStatus(),
      accountStatus({
        id: 8,
        accountLabel: 'ACC-0008',
        originalCreditor: 'Camden Technical Institute',
        original: '780.00',
        payments: '167.60',
        adjustments: '0.00',
        currentBalance: '612.40',
      }),
    ]);
    renderApp('/debtor');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane', level: 1 })).toBeTruthy();
    const [first, second] = (await screen.findAllByTestId('account-card')).map((el) => within(el));
    expect(first?.getByRole('heading', { name: 'CFC AUTO CREDIT' })).toBeTruthy();
    expect(first?.getByText('Account #ACC-100001')).toBeTruthy();
    expect(first?.getByTestId('account-balance').textContent).toBe('$2,450.75');
    expect(second?.getByTestId('account-balance').textContent).toBe('$612.40');
    expect(screen.getByTestId('total-owed').textContent).toBe(
      'You have 2 accounts with us. Together they come to $3,063.15.',
    );
    // With a balance and no plan, the way to set one up.
    expect(first?.getByRole('link', { name: 'Set up a payment plan' }).getAttribute('href')).toBe(
      '/payment-plan',
    );
    // How the balance adds up: adjustments only where they are not zero.
    const breakdown = within(first?.getByTestId('account-breakdown') as HTMLElement);
    expect(breakdown.getByText('Original amount').nextSibling?.textContent).toBe('$3,200.00');
    expect(breakdown.getByText('Adjustments').nextSibling?.textContent).toBe('− $200.00');
    expect(breakdown.getByText('Paid').nextSibling?.textContent).toBe('− $549.25');
    expect(breakdown.getByText('Current balance').nextSibling?.textContent).toBe('= $2,450.75');
    expect(
      within(second?.getByTestId('account-breakdown') as HTMLElement).queryByText('Adjustments'),
    ).toBeNull();

    const pay = screen.getByRole('link', { name: 'Make a Payment' });
    expect(pay.getAttribute('href')).toBe('/payment-center');
    expect(pay.className).toContain('bg-brand-600');
    expect(
      pay.compareDocumentPosition(screen.getAllByTestId('account-card')[0] as HTMLElement) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const actions = within(screen.getByRole('navigation', { name: 'Account actions' }));
    expect(actions.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/payment-history',
      '/documents',
      '/dispute-portal',
    ]);
  });

  it('says collection is paused for a dispute under the hold, and shows the plan, the promise and the deadline', async () => {
    statusServer([
      accountStatus({
        dispute: { status: 'pending', filedOn: '2026-03-02', collectionPaused: true },
        plan: { id: 3, kind: 'plan', status: 'active', next: { amount: '333.33', on: '2026-03-16' } },
        promise: { amount: '75.25', dueOn: '2026-03-10' },
        validation: { sentOn: '2026-02-20', endsOn: '2026-03-29' },
      }),
    ]);
    renderApp('/debtor');
    const card = within(await screen.findByTestId('account-card'));
    expect(card.getByTestId('dispute-paused').textContent).toContain(
      'Collection is paused while we review your dispute',
    );
    expect(card.getByTestId('dispute-paused').textContent).toContain('You filed it on March 2, 2026.');
    expect(card.getByTestId('account-plan').textContent).toContain('Next payment: $333.33 on March 16, 2026');
    expect(card.getByRole('link', { name: 'View your plan' }).getAttribute('href')).toBe('/payment-plan');
    expect(card.getByTestId('account-promise').textContent).toBe(
      'You told us you would pay $75.25 by March 10, 2026.',
    );
    expect(card.getByTestId('validation-deadline').textContent).toContain(
      'you can dispute it until March 29, 2026.',
    );
    // A plan is running: no invitation to set one up; one account: no total line.
    expect(card.queryByRole('link', { name: 'Set up a payment plan' })).toBeNull();
    expect(screen.queryByTestId('total-owed')).toBeNull();
  });

  it('a dispute without the hold is under review, never "paused"; a plan waiting says so; nothing owed says so', async () => {
    statusServer([
      accountStatus({
        dispute: { status: 'under_review', filedOn: '2026-03-02', collectionPaused: false },
        plan: { id: 4, kind: 'settlement', status: 'pending_approval', next: null },
      }),
      accountStatus({
        id: 9,
        accountLabel: 'ACC-0009',
        originalCreditor: 'N/A',
        payments: '3000.00',
        currentBalance: '0.00',
      }),
    ]);
    renderApp('/debtor');
    const [first, second] = (await screen.findAllByTestId('account-card')).map((el) => within(el));
    expect(first?.queryByTestId('dispute-paused')).toBeNull();
    expect(first?.getByTestId('dispute-review').textContent).toBe(
      'We are reviewing the dispute you filed on March 2, 2026. We will write to you with what we find.',
    );
    expect(first?.getByTestId('account-plan').textContent).toContain(
      'Your settlement is waiting for our approval.',
    );
    expect(second?.getByTestId('account-paid').textContent).toBe('Nothing is owed on this account.');
    // No original creditor on file: the account number names the card, once.
    expect(second?.getByRole('heading', { name: 'Account #ACC-0009' })).toBeTruthy();
    expect(second?.getAllByText('Account #ACC-0009')).toHaveLength(1);
    expect(second?.queryByRole('link', { name: 'Set up a payment plan' })).toBeNull();
  });

  it("shows 'No Accounts Found' with Contact Us and Try Again when no account is linked", async () => {
    statusServer([]);
    const app = renderApp('/debtor');
    expect(await screen.findByRole('heading', { name: 'No Accounts Found' })).toBeTruthy();
    // Why, and what to do next: the phone number and hours beside the two ways forward.
    const card = within(screen.getByRole('region', { name: 'No Accounts Found' }));
    expect(card.getByText(/No account is linked to this login yet/)).toBeTruthy();
    expect(card.getByText(/it does not add the account to the login you are using now/)).toBeTruthy();
    expect(card.getByRole('link', { name: DEMO_BRAND.phone }).getAttribute('href')).toBe('tel:+18885550147');
    expect(card.getByText(new RegExp(SUPPORT_HOURS))).toBeTruthy();
    expect(card.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/#contact');
    expect(screen.queryByTestId('account-card')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Make a Payment' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Try Again' }));
    expect(app.pathname()).toBe('/quick-access');
  });

  it('offers Try Again when the accounts cannot be loaded', async () => {
    let fail = true;
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/account-status': () =>
        fail
          ? { status: 500, body: { message: 'Database down' } }
          : { body: { accounts: [accountStatus()] } },
    });
    renderApp('/debtor');
    expect(await screen.findByText('Database down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByTestId('account-balance')).textContent).toBe('$2,450.75');
  });

  it('carries the portal menu: Home, Pay, Plan, Documents, Disputes, Profile, the page marked', async () => {
    statusServer([accountStatus()]);
    renderApp('/debtor');
    const menu = within(await screen.findByRole('navigation', { name: 'Your account' }));
    const links = menu.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Home',
      'Pay',
      'Plan',
      'Documents',
      'Disputes',
      'Profile',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/debtor',
      '/payment-center',
      '/payment-plan',
      '/documents',
      '/dispute-portal',
      '/account',
    ]);
    expect(menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(menu.getByRole('link', { name: 'Pay' }).getAttribute('aria-current')).toBeNull();
  });
});
