import { DEMO_BRAND, SUPPORT_HOURS } from '@arrears/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { accountSummaryOf, customerAccount } from '@/features/payments/testing';

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
      'GET /api/customer/account-summary': () => ({
        body: accountSummaryOf(ACCOUNTS, { '7': '549.25', '8': '167.60' }, '18.9'),
      }),
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
    // The progress shows its inputs, and the tiles how they add up (adjustments, since not zero).
    expect(screen.getByTestId('progress-of').textContent).toBe('$716.85 paid of $3,780.00');
    expect(screen.getByTestId('progress-inputs').textContent).toBe(
      '$3,780.00 = $716.85 paid + $3,063.15 still owed',
    );
    const breakdown = within(screen.getByTestId('balance-breakdown'));
    expect(breakdown.getByText('Original amount').nextSibling?.textContent).toBe('$3,980.00');
    expect(breakdown.getByText('Adjustments').nextSibling?.textContent).toBe('− $200.00');
    expect(breakdown.getByText('Paid').nextSibling?.textContent).toBe('− $716.85');
    expect(breakdown.getByText('Current balance').nextSibling?.textContent).toBe('= $3,063.15');

    const [first, second] = screen.getAllByTestId('account-details').map((el) => within(el));
    expect(first?.getByText('#ACC-100001')).toBeTruthy();
    expect(first?.getByText('CFC AUTO CREDIT')).toBeTruthy();
    expect(first?.getByText('ACTIVE')).toBeTruthy();
    expect(first?.getByText('$2,450.75')).toBeTruthy();
    expect(second?.getByText('#ACC-0008')).toBeTruthy();
    expect(second?.getByText('Camden Technical Institute')).toBeTruthy();
    expect(second?.getByText('Repayment II')).toBeTruthy();
    // Per account: adjustments only where they are not zero.
    expect(first?.getByText('Adjustments').nextSibling?.textContent).toBe('-$200.00');
    expect(first?.getByText('Paid').nextSibling?.textContent).toBe('$549.25');
    expect(second?.queryByText('Adjustments')).toBeNull();
    expect(second?.getByText('Paid').nextSibling?.textContent).toBe('$167.60');

    // Make a Payment is the primary action at the top; the other three follow the summary.
    const pay = screen.getByRole('link', { name: 'Make a Payment' });
    expect(pay.getAttribute('href')).toBe('/payment-center');
    expect(pay.className).toContain('bg-brand-600');
    expect(
      pay.compareDocumentPosition(screen.getByTestId('tile-original')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const actions = within(screen.getByRole('navigation', { name: 'Account actions' }));
    expect(actions.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/payment-history',
      '/documents',
      '/dispute-portal',
    ]);
  });

  it('shows 0.0% paid when nothing has been paid', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/accounts': () => ({ body: [ACCOUNTS[0]] }),
      'GET /api/customer/account-summary': () => ({ body: accountSummaryOf([ACCOUNTS[0]], { '7': '0.00' }) }),
    });
    renderApp('/debtor');
    expect((await screen.findByTestId('payment-progress')).textContent).toBe('0.0% paid');
    expect(screen.getByTestId('tile-paid').textContent).toBe('$0.00');
    // Original 3,200.00 and current 2,450.75 with nothing paid: the adjustments line explains the gap.
    const breakdown = within(screen.getByTestId('balance-breakdown'));
    expect(breakdown.getByText('Adjustments').nextSibling?.textContent).toBe('− $749.25');
  });

  it('leaves the adjustments line out where original − paid is the current balance', async () => {
    const account = customerAccount({ id: 9, principal_original: '500.00', unpaid_balance: '400.00' });
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/accounts': () => ({ body: [account] }),
      'GET /api/customer/account-summary': () => ({
        body: accountSummaryOf([account], { '9': '100.00' }, '20.0'),
      }),
    });
    renderApp('/debtor');
    const breakdown = within(await screen.findByTestId('balance-breakdown'));
    expect(breakdown.queryByText('Adjustments')).toBeNull();
    expect(breakdown.getByText('Current balance').nextSibling?.textContent).toBe('= $400.00');
    expect(screen.getByTestId('progress-inputs').textContent).toBe(
      '$500.00 = $100.00 paid + $400.00 still owed',
    );
  });

  it("shows 'No Accounts Found' with Contact Us and Try Again when no account is linked", async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/accounts': () => ({ body: [] }),
      'GET /api/customer/account-summary': () => ({ body: accountSummaryOf([]) }),
    });
    const app = renderApp('/debtor');
    expect(await screen.findByRole('heading', { name: 'No Accounts Found' })).toBeTruthy();
    // Why, and what to do next: the phone number and hours beside the two ways forward.
    const card = within(screen.getByRole('region', { name: 'No Accounts Found' }));
    expect(card.getByText(/No account is linked to this login yet/)).toBeTruthy();
    expect(card.getByText(/it does not add the account to the login you are using now/)).toBeTruthy();
    expect(card.getByRole('link', { name: DEMO_BRAND.phone }).getAttribute('href')).toBe('tel:+18885550147');
    expect(card.getByText(new RegExp(SUPPORT_HOURS))).toBeTruthy();
    expect(card.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/#contact');
    expect(screen.queryByTestId('tile-balance')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Make a Payment' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Try Again' }));
    expect(app.pathname()).toBe('/quick-access');
  });

  it('offers Try Again when the accounts cannot be loaded', async () => {
    let fail = true;
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/accounts': () =>
        fail ? { status: 500, body: { message: 'Database down' } } : { body: ACCOUNTS },
      'GET /api/customer/account-summary': () => ({ body: accountSummaryOf(ACCOUNTS) }),
    });
    renderApp('/debtor');
    expect(await screen.findByText('Database down')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByTestId('tile-balance')).textContent).toBe('$3,063.15');
  });
});
