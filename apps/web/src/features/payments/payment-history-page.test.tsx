import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { customerPayment } from './testing';

beforeAll(() => Promise.all([import('./payment-history-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PAYMENTS = [
  customerPayment({
    id: 3,
    amount: '100.00',
    status: 'FAILED',
    method: 'card',
    reference: 'R-3',
    receiptAvailable: false,
    paymentDate: '2025-06-03T09:00:00.000Z',
  }),
  customerPayment({
    id: 2,
    amount: '250.00',
    status: 'completed',
    method: 'credit_card',
    reference: 'R-2',
    paymentDate: '2025-06-02T09:00:00.000Z',
  }),
  customerPayment({
    id: 1,
    amount: '40.10',
    status: 'pending',
    method: 'ach',
    reference: null,
    receiptAvailable: false,
    confirmationCode: null,
    paymentDate: '2025-05-01',
  }),
  customerPayment({
    id: 0,
    amount: '9.90',
    status: 'Completed',
    method: 'external',
    reference: 'R-0',
    receiptAvailable: false,
    paymentDate: '2025-04-01',
  }),
];

describe('/payment-history', () => {
  it('sums the completed payments only and lists each payment with its badge', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.debtor), 'GET /api/customer/payments': () => ({ body: PAYMENTS }) });
    renderApp('/payment-history');
    const summary = within(await screen.findByTestId('history-summary'));
    expect(summary.getByText('4')).toBeTruthy();
    expect(summary.getByText('$259.90')).toBeTruthy();
    expect(summary.getByText(/Jun 3, 2025/)).toBeTruthy();
    expect(screen.getByText(/reflects only payments made directly to/)).toBeTruthy();
    expect(screen.getByText(/original creditor are not shown/)).toBeTruthy();

    const rows = screen.getAllByTestId('payment-row');
    expect(rows).toHaveLength(4);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Failed').getAttribute('data-tone')).toBe('red');
    expect(first.getByText('$100.00')).toBeTruthy();
    expect(first.getByText('R-3')).toBeTruthy();
    expect(first.queryByRole('link', { name: /Download Receipt/ })).toBeNull();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('CREDIT CARD ending in 2224')).toBeTruthy();
    expect(second.getByText('Completed').getAttribute('data-tone')).toBe('green');
    expect(second.getByRole('link', { name: /Download Receipt/ }).getAttribute('href')).toBe(
      '/api/payments/2/receipt',
    );
    const third = within(rows[2] as HTMLElement);
    expect(third.getByText('Pending').getAttribute('data-tone')).toBe('yellow');
    expect(third.getByText('ACH ending in 2224')).toBeTruthy();
    expect(third.getByText('05/01/2025')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('EXTERNAL ending in 2224')).toBeTruthy();
  });

  it('offers export, support and dispute', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.debtor), 'GET /api/customer/payments': () => ({ body: PAYMENTS }) });
    const created: Blob[] = [];
    // jsdom has no object URLs: catch the blob the export hands to the download link.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/payment-history');
    fireEvent.click(await screen.findByRole('button', { name: 'Export History' }));
    expect(click).toHaveBeenCalledTimes(1);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0] as Blob);
    });
    expect(csv?.split('\r\n')).toHaveLength(6);
    expect(csv).toContain('"06/02/2025","Completed","250.00","CREDIT CARD","R-2"');
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: 'Dispute Transaction' }).getAttribute('href')).toBe(
      '/dispute-portal',
    );
  });

  it('invites the first payment when there is none', async () => {
    fakeServer({ ...sessionOf(TEST_USERS.debtor), 'GET /api/customer/payments': () => ({ body: [] }) });
    renderApp('/payment-history');
    const link = await screen.findByRole('link', { name: 'Make Your First Payment' });
    expect(link.getAttribute('href')).toBe('/payment');
    expect(within(screen.getByTestId('history-summary')).getByText('None')).toBeTruthy();
  });
});
