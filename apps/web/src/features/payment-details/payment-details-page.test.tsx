import type { PaymentDetail, PaymentDetailsResponse } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { ROWS_PER_STEP } from './payment-details-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payment = (paymentId: number, over: Partial<PaymentDetail>): PaymentDetail => ({
  paymentId,
  fullName: 'Someone',
  accountNumber: `ACC-${paymentId}`,
  transactionId: null,
  confirmationCode: null,
  primaryPhone: '6095550144',
  emailAddress: null,
  schoolName: null,
  schoolCampus: null,
  amount: '10.00',
  paymentDate: '2026-02-01',
  paymentMethod: 'ach',
  source: 'import',
  ...over,
});

const RESPONSE: PaymentDetailsResponse = {
  paymentDetails: [
    payment(3, {
      fullName: 'Zoe Young',
      amount: '5.00',
      paymentDate: '2026-02-20',
      paymentMethod: 'credit_card',
      schoolName: 'CFC AUTO CREDIT',
      transactionId: 'EXT-9',
      source: 'external',
    }),
    payment(2, {
      fullName: 'Maria Garcia',
      transactionId: '3114455882',
      confirmationCode: 'PAY-7K3M-Q9XD',
      source: 'portal',
      amount: '1000.05',
      paymentDate: '2026-02-10',
      paymentMethod: 'bank_transfer',
      schoolName: 'Global Financial Services',
    }),
    payment(1, {
      fullName: 'Abe Lincoln',
      amount: '999.99',
      paymentDate: '2026-01-05',
      paymentMethod: 'ach',
      schoolName: 'CFC AUTO CREDIT',
    }),
  ],
  summary: {
    totalAmount: '2005.04',
    totalPayments: 3,
    dateRange: { latest: '2026-02-20', earliest: '2026-01-05' },
  },
};

const URL = 'GET /api/admin/payment-details';
type Answer = { status?: number; body?: unknown };
function server(answer: () => Answer = () => ({ body: RESPONSE }), user = TEST_USERS.admin) {
  return fakeServer({ ...sessionOf(user), [URL]: answer });
}

/** The debtors in the list, top to bottom, as "name · account". */
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const [name, account] = row.querySelectorAll('td')[2].querySelectorAll('span:not(.md\\:hidden)');
      return `${name.textContent} · ${account.textContent}`;
    });

describe('/admin/payment-details', { timeout: 30_000 }, () => {
  it('shows the summary cards, the payments newest first and a Back to Dashboard link', async () => {
    server();
    renderApp('/admin/payment-details');
    expect(await screen.findByRole('heading', { name: 'Payment Details' })).toBeTruthy();
    await screen.findByRole('table');
    expect(screen.getByTestId('summary-Total Amount').textContent).toBe('$2,005.04');
    expect(screen.getByTestId('summary-Total Payments').textContent).toBe('3');
    expect(screen.getByTestId('summary-Date Range').textContent).toBe('01/05/2026 – 02/20/2026');
    expect(names()).toEqual(['Zoe Young · ACC-3', 'Maria Garcia · ACC-2', 'Abe Lincoln · ACC-1']);
    const first = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(within(first).getByText('CFC AUTO CREDIT')).toBeTruthy();
    expect(within(first).getByText('EXT-9')).toBeTruthy();
    expect(within(first).getByText('Card')).toBeTruthy();
    expect(within(first).getByText('(609) 555-0144')).toBeTruthy();
    // The PAY- code debtors quote sits beside the processor's reference; an external payment has none.
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(headers.indexOf('Confirmation'), headers.indexOf('Confirmation') + 2)).toEqual([
      'Confirmation',
      'Transaction ID',
    ]);
    const cellOf = (row: HTMLElement, label: string) =>
      within(row).getByText(label, { selector: 'span.md\\:hidden' }).closest('td') as HTMLElement;
    expect(cellOf(first, 'Confirmation').textContent).toBe('ConfirmationN/A');
    const second = within(screen.getByRole('table')).getAllByRole('row')[2];
    expect(cellOf(second, 'Confirmation').textContent).toBe('ConfirmationPAY-7K3M-Q9XD');
    expect(cellOf(second, 'Transaction ID').textContent).toBe('Transaction ID3114455882');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByText('3 payments')).toBeTruthy();
  });

  it('filters by method and original creditor (choices from the data) and sorts', async () => {
    server();
    renderApp('/admin/payment-details');
    await screen.findByRole('table');
    const creditor = screen.getByLabelText('Original Creditor');
    expect(
      within(creditor)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Creditors', 'CFC AUTO CREDIT', 'Global Financial Services']);
    const method = screen.getByLabelText('Payment Method');
    expect(
      within(method)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Methods', 'Card', 'ACH', 'Bank Transfer']);

    fireEvent.change(screen.getByLabelText('Sort By'), { target: { value: 'amount' } });
    expect(names()).toEqual(['Maria Garcia · ACC-2', 'Abe Lincoln · ACC-1', 'Zoe Young · ACC-3']);
    fireEvent.change(screen.getByLabelText('Sort By'), { target: { value: 'name' } });
    expect(names()).toEqual(['Abe Lincoln · ACC-1', 'Maria Garcia · ACC-2', 'Zoe Young · ACC-3']);

    fireEvent.change(creditor, { target: { value: 'CFC AUTO CREDIT' } });
    expect(names()).toEqual(['Abe Lincoln · ACC-1', 'Zoe Young · ACC-3']);
    fireEvent.change(method, { target: { value: 'card' } });
    expect(names()).toEqual(['Zoe Young · ACC-3']);
    expect(screen.getByText('1 payment')).toBeTruthy();
    fireEvent.change(method, { target: { value: 'bank_transfer' } });
    expect(screen.getByText('No payments found.')).toBeTruthy();
    // The summary stays the agency's whole collection.
    expect(screen.getByTestId('summary-Total Amount').textContent).toBe('$2,005.04');
  });

  it('draws the list in steps and says when the answer holds only the newest payments', async () => {
    const many = Array.from({ length: ROWS_PER_STEP + 5 }, (_, i) =>
      payment(1000 - i, { fullName: `Debtor ${i}` }),
    );
    server(() => ({
      body: { paymentDetails: many, summary: { ...RESPONSE.summary, totalPayments: 7000 } },
    }));
    renderApp('/admin/payment-details');
    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(ROWS_PER_STEP + 1);
    expect(
      screen.getByText(`${ROWS_PER_STEP + 5} payments (from the newest ${ROWS_PER_STEP + 5} of 7,000)`),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more (5 left)' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(ROWS_PER_STEP + 6);
  });

  it("shows the 403's words to a refused role, and 'HTTP error! status: {code}' otherwise", async () => {
    const calls = server(
      () => ({ status: 403, body: { message: 'Access denied: Admin privileges required' } }),
      TEST_USERS.collector,
    );
    renderApp('/admin/payment-details');
    expect(await screen.findByText('Access denied: Admin privileges required')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/admin/payment-details')).toHaveLength(1); // no retry
    cleanup();

    const failing = server(() => ({ status: 500, body: { message: 'boom' } }));
    renderApp('/admin/payment-details');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('HTTP error! status: 500'), {
      timeout: 10_000,
    });
    expect(failing.filter((c) => c.path === '/api/admin/payment-details')).toHaveLength(2); // one retry
  });
});
