import { PAYMENT_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => Promise.all([import('./test-payment-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fillCard(card: string) {
  const set = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set('Card Number', card);
  set('Expiry Month', '11');
  set('Expiry Year', String(new Date().getFullYear() + 1).slice(-2));
  set('CVV', '123');
}

const TRANSACTION = {
  result: 'Approved',
  result_code: 'A',
  refnum: '3100000077',
  transactionid: '3100000077',
  authcode: '123456',
  creditcard: { type: 'V', number: 'XXXXXXXXXXXX2224' },
  avs: { result: 'Address: Match & 5 Digit Zip: Match', result_code: 'YYY' },
  cvc: { result: 'Match', result_code: 'M' },
};

describe('/test-payment', () => {
  it('is for the back office', async () => {
    fakeServer(sessionOf(TEST_USERS.debtor));
    renderApp('/test-payment');
    expect(await screen.findByRole('heading', { name: /Access Denied/i })).toBeTruthy();
  });

  it('charges 25 by default and keeps each outcome on the page, newest first', async () => {
    const answers = [
      {
        status: 200,
        body: { success: true, message: 'Payment approved', amount: 25, transaction: TRANSACTION },
      },
      { status: 409, body: { message: PAYMENT_MESSAGES.testPaymentsSandboxOnly } },
    ];
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.admin),
      'POST /api/payments/test-charge': () => answers.shift() ?? { status: 500 },
    });
    renderApp('/test-payment');
    expect(((await screen.findByLabelText('Amount ($)')) as HTMLInputElement).value).toBe('25.00');
    fillCard('4000100011112224');
    fireEvent.click(screen.getByRole('button', { name: 'Run Test Payment' }));
    await screen.findByText('Payment approved');
    const body = calls.find((c) => c.path === '/api/payments/test-charge')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ cardNumber: '4000100011112224', amount: '25.00', cvv: '123', expMonth: 11 });
    expect(body.invoice).toMatch(/^INV-TEST-\d+-[0-9a-f]{8}$/);

    fireEvent.click(screen.getByRole('button', { name: 'Run Test Payment' }));
    await screen.findByText(PAYMENT_MESSAGES.testPaymentsSandboxOnly);
    await waitFor(() => expect(screen.getAllByTestId('test-outcome')).toHaveLength(2));
    const [newest, oldest] = screen.getAllByTestId('test-outcome') as HTMLElement[];
    expect(within(newest as HTMLElement).getByText('Refused')).toBeTruthy();
    const approved = within(oldest as HTMLElement);
    expect(approved.getByText('Approved')).toBeTruthy();
    expect(approved.getByText('3100000077')).toBeTruthy();
    expect(approved.getByText('Visa XXXXXXXXXXXX2224')).toBeTruthy();
    expect(approved.getByText(/YYY/)).toBeTruthy();
  });
});
