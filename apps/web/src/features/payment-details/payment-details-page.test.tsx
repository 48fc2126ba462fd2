import type { PaymentDetail, PaymentDetailsResponse } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { listSearch } from '@/lib/list-query';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payment = (paymentId: number, over: Partial<PaymentDetail>): PaymentDetail => ({
  paymentId,
  debtAccountId: paymentId + 1000,
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
  total: 3,
  page: 1,
  pageSize: 50,
  creditors: ['CFC AUTO CREDIT', 'Global Financial Services'],
};

type Answer = { status?: number; body?: unknown };
const FIRST = { sort: 'date', direction: 'desc', page: 1, pageSize: 50 };
/** The call the page makes for these list parameters (the server sorts, filters and pages). */
const call = (params: Record<string, string | number> = {}) =>
  `GET /api/admin/payment-details${listSearch({ ...FIRST, ...params })}`;

function server(answers: Record<string, () => Answer>, user = TEST_USERS.admin) {
  return fakeServer({ ...sessionOf(user), ...answers });
}
const pageOf = (rows: PaymentDetail[], extra: Partial<PaymentDetailsResponse> = {}) => ({
  body: { ...RESPONSE, paymentDetails: rows, total: rows.length, ...extra },
});
const [ZOE, MARIA, ABE] = RESPONSE.paymentDetails;

/** The debtors in the list, top to bottom, as "name · account" (the first column). */
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      // The name is a link to the debtor workspace (decision 0114), the account number under it.
      const [name, account] = row.querySelectorAll('td')[0].querySelectorAll('a, span');
      return `${name.textContent} · ${account.textContent}`;
    });
const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/api/admin/payment-details')).map((c) => c.path);

describe('/admin/payment-details', { timeout: 30_000 }, () => {
  it('shows the summary cards, the payments newest first and a Back to Dashboard link', async () => {
    server({ [call()]: () => ({ body: RESPONSE }) });
    renderApp('/admin/payment-details');
    expect(await screen.findByRole('heading', { name: 'Payment Details' })).toBeTruthy();
    await screen.findByText('Zoe Young');
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
    const cellOf = (row: HTMLElement, header: string) => row.querySelectorAll('td')[headers.indexOf(header)];
    expect(cellOf(first, 'Confirmation').textContent).toBe('N/A');
    const second = within(screen.getByRole('table')).getAllByRole('row')[2];
    expect(cellOf(second, 'Confirmation').textContent).toBe('PAY-7K3M-Q9XD');
    expect(cellOf(second, 'Transaction ID').textContent).toBe('3114455882');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByText('3 payments')).toBeTruthy();
  });

  it('asks the server for the chosen method, creditor (choices from the answer), dates and order', async () => {
    const calls = server({
      [call()]: () => ({ body: RESPONSE }),
      [call({ sort: 'amount' })]: () => pageOf([MARIA, ABE, ZOE]),
      [call({ sort: 'name', direction: 'asc' })]: () => pageOf([ABE, MARIA, ZOE]),
      [call({ sort: 'name', direction: 'asc', creditor: 'CFC AUTO CREDIT' })]: () => pageOf([ABE, ZOE]),
      [call({ sort: 'name', direction: 'asc', method: 'card', creditor: 'CFC AUTO CREDIT' })]: () =>
        pageOf([ZOE]),
      [call({ sort: 'name', direction: 'asc', method: 'bank_transfer', creditor: 'CFC AUTO CREDIT' })]: () =>
        pageOf([]),
      [call({
        sort: 'name',
        direction: 'asc',
        method: 'bank_transfer',
        creditor: 'CFC AUTO CREDIT',
        from: '2026-02-01',
      })]: () => pageOf([]),
    });
    renderApp('/admin/payment-details');
    await screen.findByText('Zoe Young');
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
    await waitFor(() =>
      expect(names()).toEqual(['Maria Garcia · ACC-2', 'Abe Lincoln · ACC-1', 'Zoe Young · ACC-3']),
    );
    fireEvent.change(screen.getByLabelText('Sort By'), { target: { value: 'name' } });
    await waitFor(() =>
      expect(names()).toEqual(['Abe Lincoln · ACC-1', 'Maria Garcia · ACC-2', 'Zoe Young · ACC-3']),
    );

    fireEvent.change(creditor, { target: { value: 'CFC AUTO CREDIT' } });
    await waitFor(() => expect(names()).toEqual(['Abe Lincoln · ACC-1', 'Zoe Young · ACC-3']));
    fireEvent.change(method, { target: { value: 'card' } });
    await waitFor(() => expect(names()).toEqual(['Zoe Young · ACC-3']));
    expect(screen.getByText('1 payment')).toBeTruthy();
    fireEvent.change(method, { target: { value: 'bank_transfer' } });
    expect(await screen.findByText(/^No payments found\./)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Paid From'), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(listCalls(calls).at(-1)).toContain('from=2026-02-01'));
    // The summary stays the agency's whole collection.
    expect(screen.getByTestId('summary-Total Amount').textContent).toBe('$2,005.04');
    // Clear filters goes back to every payment, in the order chosen.
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(names()).toEqual(['Abe Lincoln · ACC-1', 'Maria Garcia · ACC-2', 'Zoe Young · ACC-3']),
    );
  });

  it('sorts by a column header on the server and says so in Sort By', async () => {
    server({
      [call()]: () => ({ body: RESPONSE }),
      [call({ sort: 'creditor', direction: 'asc' })]: () => pageOf([ZOE, ABE, MARIA]),
      [call({ sort: 'creditor', direction: 'desc' })]: () => pageOf([MARIA, ZOE, ABE]),
    });
    renderApp('/admin/payment-details');
    await screen.findByText('Zoe Young');
    fireEvent.click(screen.getByRole('button', { name: 'Original Creditor' }));
    await waitFor(() => expect(names()[0]).toBe('Zoe Young · ACC-3'));
    expect(screen.getByRole('columnheader', { name: /Original Creditor/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect((screen.getByLabelText('Sort By') as HTMLSelectElement).value).toBe('column');
    fireEvent.click(screen.getByRole('button', { name: 'Original Creditor' }));
    await waitFor(() => expect(names()[0]).toBe('Maria Garcia · ACC-2'));
  });

  it('pages on the server: "1–50 of 120", then the next page', async () => {
    const many = (from: number) =>
      Array.from({ length: 50 }, (_, i) => payment(1000 - from - i, { fullName: `Debtor ${from + i}` }));
    server({
      [call()]: () => ({ body: { ...RESPONSE, paymentDetails: many(0), total: 120 } }),
      [call({ page: 2 })]: () => ({ body: { ...RESPONSE, paymentDetails: many(50), total: 120, page: 2 } }),
    });
    renderApp('/admin/payment-details');
    await screen.findByText('Debtor 0');
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
    expect(screen.getByText('120 payments')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Debtor 50');
    expect(screen.getByText('51–100 of 120')).toBeTruthy();
  });

  it("shows the 403's words to a refused role, and 'HTTP error! status: {code}' otherwise", async () => {
    const calls = server(
      { [call()]: () => ({ status: 403, body: { message: 'Access denied: Admin privileges required' } }) },
      TEST_USERS.collector,
    );
    renderApp('/admin/payment-details');
    expect(await screen.findByText('Access denied: Admin privileges required')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(listCalls(calls)).toHaveLength(1); // no retry
    cleanup();

    const failing = server({ [call()]: () => ({ status: 500, body: { message: 'boom' } }) });
    renderApp('/admin/payment-details');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('HTTP error! status: 500'), {
      timeout: 10_000,
    });
    expect(listCalls(failing)).toHaveLength(2); // one retry
  });
});
