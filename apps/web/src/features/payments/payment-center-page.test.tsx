import { DEMO_BRAND } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, preloadRoutes, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { approvedResult, customerAccount, declinedResult, fillPaymentForm } from './testing';

beforeAll(() => preloadRoutes('/payment-center', '/debtor'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const accountsAnswer = () => ({ body: [customerAccount()] });

describe('/payment-center', () => {
  it('is for debtors only', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.staff), 'GET /api/customer/accounts': accountsAnswer });
    renderApp('/payment-center');
    expect(await screen.findByRole('heading', { name: /Access Denied/i })).toBeTruthy();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
  });

  it('shows the balance, the disclosure and the support contacts', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/accounts': accountsAnswer,
      'GET /api/customer/payment-totals': () => ({ body: { '7': '749.25' } }),
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
      'GET /api/customer/accounts': accountsAnswer,
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
      'GET /api/customer/accounts': accountsAnswer,
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
      'GET /api/customer/accounts': accountsAnswer,
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
      'GET /api/customer/accounts': accountsAnswer,
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
});
