import { PAYMENT_MESSAGES, TEST_CARDS } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import {
  approvedResult,
  customerAccount,
  declinedResult,
  fillPaymentForm,
  portalAccountsAnswers,
} from './testing';

const config = vi.hoisted(() => ({ sandbox: true }));
vi.mock('@/lib/public-config', async (load) => ({
  ...(await load<typeof import('@/lib/public-config')>()),
  useSandboxPayments: () => config.sandbox,
}));

beforeAll(() => Promise.all([import('./payment-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  config.sandbox = true;
});

const ACCOUNTS = [
  customerAccount(),
  customerAccount({ id: 8, account_number: 'ACC-100002', unpaid_balance: '612.40' }),
];

describe('/payment', () => {
  it('shows the total owed, the merchant banner, the test cards and the form for the first account', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.debtor), ...portalAccountsAnswers(() => ACCOUNTS) });
    renderApp('/payment');
    expect((await screen.findByTestId('total-outstanding')).textContent).toBe('$3,063.15');
    expect(
      screen.getByText("Payment processing setup is pending the card processor's merchant approval."),
    ).toBeTruthy();
    for (const feature of [
      'Tokenised card processing',
      'Full, partial and plan payment',
      'Automatic balance updates',
      'ACH at $0.25 per transaction',
      'PCI compliance',
    ])
      expect(screen.getByText(feature)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay Account ACC-100001' })).toBeTruthy();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('John');
    expect((screen.getByLabelText('ZIP Code') as HTMLInputElement).value).toBe('08102');

    expect(screen.queryByText(TEST_CARDS[0]?.description ?? '')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Test Cards' }));
    const panel = screen.getByRole('region', { name: 'Test cards' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(8);
    expect(within(panel).getByText('4000 1000 1111 2224')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Test Cards' }));
    expect(within(panel).queryByRole('listitem')).toBeNull();
  });

  it('hides the test cards when the server does not run the sandbox gateway', async () => {
    config.sandbox = false;
    fakeServer({ ...sessionOf(TEST_USERS.debtor), ...portalAccountsAnswers(() => ACCOUNTS) });
    renderApp('/payment');
    await screen.findByTestId('total-outstanding');
    expect(screen.queryByRole('button', { name: 'Show Test Cards' })).toBeNull();
  });

  it("shows the failure card and the '❌ Payment Failed' toast, then lets the customer try again", async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => ACCOUNTS),
      'POST /api/usaepay/process-payment': () => ({
        body: declinedResult({ error: 'Card declined by issuer' }),
      }),
    });
    renderApp('/payment');
    await screen.findByTestId('total-outstanding');
    fillPaymentForm('100');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    const card = await screen.findByTestId('payment-failure');
    expect(within(card).getByText('Card declined by issuer')).toBeTruthy();
    expect(await screen.findByText(PAYMENT_MESSAGES.failedToastTitle)).toBeTruthy();
    expect(
      screen.getByRole('form', { hidden: true, name: /Card payment/ }).closest('[hidden]'),
    ).not.toBeNull();
    expect(document.activeElement).toBe(card);
    expect(within(card).getByText(/No money was taken/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Attempt Another Payment' }));
    expect(screen.queryByTestId('payment-failure')).toBeNull();
    expect(screen.getByRole('form', { name: /Card payment/ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Payment Amount ($)')));
  });

  it('shows the card-testing limit (429) in the failure card, with nothing charged', async () => {
    const message = PAYMENT_MESSAGES.tooManyDeclines('1-888-555-0147');
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => ACCOUNTS),
      'POST /api/usaepay/process-payment': () => ({ status: 429, body: { message } }),
    });
    renderApp('/payment');
    await screen.findByTestId('total-outstanding');
    fillPaymentForm('100');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    const card = await screen.findByTestId('payment-failure');
    expect(within(card).getByText(message)).toBeTruthy();
    expect(within(card).getByText(/No money was taken/)).toBeTruthy();
  });

  it('opens the success dialog, refreshes the balances and e-mails the receipt', async () => {
    let balance = '2450.75';
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => [customerAccount({ unpaid_balance: balance })]),
      'POST /api/usaepay/process-payment': () => {
        balance = '2200.75';
        return { body: approvedResult() };
      },
      'POST /api/payments/41/email-receipt': () => ({
        body: { success: true, sentTo: 'john.doe@example.com' },
      }),
    });
    renderApp('/payment');
    await screen.findByTestId('total-outstanding');
    fillPaymentForm('250');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    const receipt = within(dialog).getByTestId('payment-receipt');
    for (const text of [
      'CNF-7Q2K9',
      '$250.00',
      'Credit Card',
      'Visa ending in 2224',
      'John Doe (ACC-100001)',
      '$2,200.75',
    ])
      expect(within(receipt).getByText(text)).toBeTruthy();
    expect(within(dialog).getByText('Important:')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('total-outstanding').textContent).toBe('$2,200.75'));
    expect(calls.filter((c) => c.path === '/api/customer/accounts').length).toBeGreaterThanOrEqual(2);
    expect(calls.filter((c) => c.path === '/api/customer/account-summary').length).toBeGreaterThanOrEqual(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Email Receipt' }));
    expect(await screen.findByText('Receipt Sent')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/payments/41/email-receipt')).toBe(true);
  });

  it('says so when the receipt e-mail fails', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => ACCOUNTS),
      'POST /api/usaepay/process-payment': () => ({ body: approvedResult() }),
      'POST /api/payments/41/email-receipt': () => ({ status: 500, body: {} }),
    });
    renderApp('/payment');
    await screen.findByTestId('total-outstanding');
    fillPaymentForm('250');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email Receipt' }));
    expect(await screen.findByText('Receipt Send Failed')).toBeTruthy();
    expect(screen.getByText(PAYMENT_MESSAGES.receiptSendFailed)).toBeTruthy();
  });

  it('says plainly when there is no account, with the way to find one', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.collector), ...portalAccountsAnswers(() => []) });
    renderApp('/payment');
    expect(await screen.findByRole('heading', { name: 'No Accounts Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find My Account' }).getAttribute('href')).toBe('/quick-access');
    expect(screen.queryByLabelText('Card Number')).toBeNull();
  });

  it('pays the second account once picked, with its own maximum, and keeps the total from the summary', async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(
        () => ACCOUNTS,
        () => ({ '7': '0.00', '8': '167.60' }),
      ),
      'POST /api/usaepay/process-payment': () => ({ body: approvedResult({ debtAccountId: 8 }) }),
    });
    renderApp('/payment');
    expect((await screen.findByTestId('total-outstanding')).textContent).toBe('$3,063.15');
    expect(screen.getByText(/Paid to date: \$167\.60/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /ACC-100002/ }));
    expect(screen.getByRole('heading', { name: 'Pay Account ACC-100002' })).toBeTruthy();
    expect(screen.getByText('Unpaid balance: $612.40')).toBeTruthy();
    fillPaymentForm('50');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }));
    await screen.findByRole('dialog', { name: 'Payment Successful' });
    const sent = calls.find((c) => c.path === '/api/usaepay/process-payment')?.body as {
      debtAccountId: number;
    };
    expect(sent.debtAccountId).toBe(8);
  });
});
