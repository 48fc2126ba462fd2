import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { customerAccount } from '@/features/payments/testing';

beforeAll(() => import('./debtor-home-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNTS = [
  customerAccount({
    id: 7,
    account_number: 'ACC-100001',
    principal_original: '3200.00',
    unpaid_balance: '2450.75',
    school_name: null,
    school_group: 'CFC AUTO CREDIT',
    account_status: null,
  }),
  customerAccount({
    id: 8,
    account_number: 'ACC_8',
    principal_original: '780.00',
    unpaid_balance: '612.40',
    school_name: 'Camden Technical Institute',
    account_status: 'Repayment II',
  }),
];

describe('/debtor', () => {
  it('shows the welcome, the three tiles, the progress with one decimal, the accounts and four buttons', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/accounts': () => ({ body: ACCOUNTS }),
      'GET /api/customer/payment-totals': () => ({ body: { '7': '549.25', '8': '167.60' } }),
    });
    renderApp('/debtor');
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane', level: 1 })).toBeTruthy();
    expect((await screen.findByTestId('tile-original')).textContent).toBe('$3,980.00');
    expect(screen.getByTestId('tile-balance').textContent).toBe('$3,063.15');
    expect(screen.getByTestId('tile-paid').textContent).toBe('$716.85');
    // 716.85 / (3063.15 + 716.85) = 18.96…% → 18.9
    expect(screen.getByTestId('payment-progress').textContent).toBe('18.9% paid');
    expect(screen.getByRole('progressbar', { name: 'Payment Progress' }).getAttribute('aria-valuenow')).toBe(
      '18.9',
    );

    const [first, second] = screen.getAllByTestId('account-details').map((el) => within(el));
    expect(first?.getByText('#ACC-100001')).toBeTruthy();
    expect(first?.getByText('CFC AUTO CREDIT')).toBeTruthy();
    expect(first?.getByText('ACTIVE')).toBeTruthy();
    expect(first?.getByText('$2,450.75')).toBeTruthy();
    expect(second?.getByText('#ACC-0008')).toBeTruthy();
    expect(second?.getByText('Camden Technical Institute')).toBeTruthy();
    expect(second?.getByText('Repayment II')).toBeTruthy();

    const actions = within(screen.getByRole('navigation', { name: 'Account actions' }));
    expect(actions.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/payment-center',
      '/payment-history',
      '/documents',
      '/dispute-portal',
    ]);
  });

  it('shows 0.0% paid when nothing has been paid', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/accounts': () => ({ body: [ACCOUNTS[0]] }),
      'GET /api/customer/payment-totals': () => ({ body: { '7': '0.00' } }),
    });
    renderApp('/debtor');
    expect((await screen.findByTestId('payment-progress')).textContent).toBe('0.0% paid');
    expect(screen.getByTestId('tile-paid').textContent).toBe('$0.00');
  });

  it("shows 'No Accounts Found' with Contact Us and Try Again when no account is linked", async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/accounts': () => ({ body: [] }),
      'GET /api/customer/payment-totals': () => ({ body: {} }),
    });
    const app = renderApp('/debtor');
    expect(await screen.findByRole('heading', { name: 'No Accounts Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/#contact');
    expect(screen.queryByTestId('tile-balance')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Try Again' }));
    expect(app.pathname()).toBe('/quick-access');
  });

  it('offers Try Again when the accounts cannot be loaded', async () => {
    let fail = true;
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/accounts': () =>
        fail ? { status: 500, body: { message: 'Database down' } } : { body: ACCOUNTS },
      'GET /api/customer/payment-totals': () => ({ body: {} }),
    });
    renderApp('/debtor');
    expect(await screen.findByText('Database down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByTestId('tile-balance')).textContent).toBe('$3,063.15');
  });
});
