import { DEMO_BRAND, PAYMENT_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, preloadRoutes, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import {
  approvedResult,
  customerAccount,
  declinedResult,
  fillPaymentForm,
  portalAccountsAnswers,
} from './testing';

beforeAll(() => preloadRoutes('/payment-center', '/debtor'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/payment-center', () => {
  it('is for debtors only', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.staff), ...portalAccountsAnswers(() => [customerAccount()]) });
    renderApp('/payment-center');
    expect(await screen.findByRole('heading', { name: /Access Denied/i })).toBeTruthy();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
  });

  it('shows the balance, the disclosure and the support contacts', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(
        () => [customerAccount()],
        () => ({ '7': '749.25' }),
      ),
    });
    renderApp('/payment-center');
    expect((await screen.findByTestId('account-balance')).textContent).toBe('$2,450.75');
    expect(await screen.findByText('Paid to date: $749.25')).toBeTruthy();
    expect(screen.getByText(/Your payment is processed securely/)).toBeTruthy();
    const disclosure = within(screen.getByRole('region', { name: 'Disclosure' }));
    expect(disclosure.getByText(/This is an attempt to collect a debt/)).toBeTruthy();
    expect(disclosure.getByText(/typically processed within 1-2 business days/)).toBeTruthy();
    expect(disclosure.getByRole('link', { name: DEMO_BRAND.phone }).getAttribute('href')).toBe(
      'tel:+18885550147',
    );
    expect(disclosure.getByRole('link', { name: DEMO_BRAND.email }).getAttribute('href')).toBe(
      `mailto:${DEMO_BRAND.email}`,
    );
  });

  it('shows the success dialog with the new balance, then goes back to the dashboard', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => [customerAccount()]),
      'POST /api/usaepay/process-payment': () => ({ body: approvedResult() }),
    });
    const view = renderApp('/payment-center');
    await screen.findByTestId('account-balance');
    fillPaymentForm('250');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(within(dialog).getByText('$2,200.75')).toBeTruthy();
    expect(within(dialog).getByText('CNF-7Q2K9')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download Receipt' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(view.pathname()).toBe('/debtor'));
  });

  it('logs out from the success dialog', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => [customerAccount()]),
      'POST /api/usaepay/process-payment': () => ({ body: approvedResult() }),
    });
    const view = renderApp('/payment-center');
    await screen.findByTestId('account-balance');
    fillPaymentForm('250');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true),
    );
    await waitFor(() => expect(view.pathname()).toBe('/'));
  });

  it('shows the failure dialog with the reason, the attempted amount and the advice; Try Again keeps the form', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => [customerAccount()]),
      'POST /api/usaepay/process-payment': () => ({
        body: declinedResult({ failureReason: 'Insufficient funds' }),
      }),
    });
    renderApp('/payment-center');
    await screen.findByTestId('account-balance');
    fillPaymentForm('100');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(within(dialog).getByTestId('payment-failure-reason').textContent).toBe('Insufficient funds');
    expect(within(dialog).getByText('$100.00')).toBeTruthy();
    expect(within(dialog).getByText(/Contact your bank/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: DEMO_BRAND.phone })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe(
      '/debtor',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Card Number') as HTMLInputElement).value).toBe('4000 1000 1111 2224');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    await screen.findByRole('dialog', { name: 'Payment Failed' });
    const invoices = calls
      .filter((c) => c.path === '/api/usaepay/process-payment')
      .map((c) => (c.body as { invoice: string }).invoice);
    expect(invoices).toHaveLength(2);
    expect(invoices[1]).not.toBe(invoices[0]);
  });

  it('falls back to the processor text when the answer gives no reason', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => [customerAccount()]),
      'POST /api/usaepay/process-payment': () => ({
        body: declinedResult({ failureReason: null, error: null }),
      }),
    });
    renderApp('/payment-center');
    await screen.findByTestId('account-balance');
    fillPaymentForm('100');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(within(dialog).getByText('Payment was declined by the processor')).toBeTruthy();
  });

  it('pays the account the debtor picks: its balance, its amount rules, then everything read again', async () => {
    let second = '612.40';
    const paid: Record<string, string> = { '7': '0.00', '8': '167.60' };
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(
        () => [
          customerAccount(),
          customerAccount({
            id: 8,
            account_number: 'ACC-100002',
            unpaid_balance: second,
            school_name: 'Metro U',
          }),
        ],
        () => paid,
      ),
      'POST /api/usaepay/process-payment': () => {
        second = '512.40';
        paid['8'] = '267.60';
        return { body: approvedResult({ debtAccountId: 8, amount: 100, newBalance: 512.4 }) };
      },
    });
    renderApp('/payment-center');
    const picker = within(await screen.findByRole('group', { name: 'Which account do you want to pay?' }));
    const choices = picker.getAllByRole('radio');
    expect(choices.map((c) => (c as HTMLInputElement).checked)).toEqual([true, false]);
    expect(picker.getAllByTestId('account-choice')[1]?.textContent).toContain('ACC-100002');
    expect(picker.getAllByTestId('account-choice')[1]?.textContent).toContain('Metro U');
    expect(picker.getAllByTestId('account-choice')[1]?.textContent).toContain('$612.40');
    // The same paid-to-date as the home's Total Paid: every account's completed payments.
    expect(screen.getByTestId('paid-to-date').textContent).toBe('Paid to date on all your accounts: $167.60');

    fireEvent.click(choices[1] as HTMLElement);
    expect(screen.getByTestId('account-balance').textContent).toBe('$612.40');
    expect(screen.getByText('Account ACC-100002 balance')).toBeTruthy();
    fillPaymentForm('700');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $700.00' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.amountAboveBalance('$612.40'))).toBeTruthy();

    fillPaymentForm('100');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    await screen.findByRole('dialog', { name: 'Payment Successful' });
    const sent = calls.find((c) => c.path === '/api/usaepay/process-payment')?.body as {
      debtAccountId: number;
    };
    expect(sent.debtAccountId).toBe(8);
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('$512.40'));
    expect(screen.getByTestId('paid-to-date').textContent).toBe('Paid to date on all your accounts: $267.60');
    // The dialog is still open (the page behind it is hidden from the accessibility tree).
    expect((screen.getAllByRole('radio', { hidden: true })[1] as HTMLInputElement).checked).toBe(true);
  });

  it('starts on the first account that still owes', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => [
        customerAccount({ unpaid_balance: '0.00' }),
        customerAccount({ id: 8, account_number: 'ACC-100002', unpaid_balance: '612.40' }),
      ]),
    });
    renderApp('/payment-center');
    expect((await screen.findByTestId('account-balance')).textContent).toBe('$612.40');
    expect((screen.getByRole('radio', { name: /ACC-100002/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows no picker for one account', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.debtor), ...portalAccountsAnswers(() => [customerAccount()]) });
    renderApp('/payment-center');
    await screen.findByTestId('account-balance');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('tells a debtor with no account why, and what to do next', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.debtor), ...portalAccountsAnswers(() => []) });
    renderApp('/payment-center');
    const card = within(await screen.findByRole('region', { name: 'No Accounts Found' }));
    expect(card.getByText(/No account is linked to this login yet/)).toBeTruthy();
    expect(card.getByRole('link', { name: 'Find My Account' }).getAttribute('href')).toBe('/quick-access');
    expect(card.getByRole('link', { name: DEMO_BRAND.phone }).getAttribute('href')).toBe('tel:+18885550147');
    expect(card.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/#contact');
    expect(screen.queryByLabelText('Card Number')).toBeNull();
  });
});
