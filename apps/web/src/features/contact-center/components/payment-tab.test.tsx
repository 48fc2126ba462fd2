import type { ProcessPaymentResult } from '@arrears/domain';
import { cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/ui/use-toast';
import { MARIA, openWorkspace, workspaceServer } from '../workspace-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAY = 'POST /api/usaepay/process-payment';
const RECEIPT = 'POST /api/debtors/3/send-payment-receipt';

const result = (over: Partial<ProcessPaymentResult> = {}): ProcessPaymentResult => ({
  success: true,
  status: 'approved',
  message: 'Payment approved',
  paymentId: 41,
  confirmationCode: 'CONF-7788',
  transactionId: 'TX-99',
  transaction: {
    result: 'Approved',
    result_code: 'A',
    refnum: 'REF-1',
    transactionid: 'TX-99',
    authcode: 'AUTH12',
    creditcard: { type: 'V', number: '4xxxxxxxxxxx2224' },
    avs: { result: 'Address: Match & 5 Digit Zip: Match', result_code: 'YYY' },
    cvc: { result: 'Match', result_code: 'M' },
  },
  amount: 250,
  requestedAmount: 250,
  paymentDate: '2026-11-21',
  accountName: 'Maria Garcia',
  accountNumber: 'ACC-100003',
  debtAccountId: 3,
  previousBalance: 1000.1,
  newBalance: 750.1,
  cardLast4: '2224',
  cardBrand: 'Visa',
  failureReason: null,
  error: null,
  details: null,
  ...over,
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Fills the form and presses Pay: the consumer's authorization opens, nothing is charged yet. */
async function fillAndSubmit() {
  await screen.findByRole('form', { name: 'Card payment for ACC-100003' });
  type('Payment Amount ($)', '250');
  type('Card Number', '4000100011112224');
  type('Expiry Month', '12');
  type('Expiry Year', String(new Date().getFullYear() + 1).slice(-2));
  type('CVV', '123');
  const form = screen.getByRole('form', { name: 'Card payment for ACC-100003' });
  fireEvent.click(
    within(form)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('type') === 'submit')[0],
  );
  return screen.findByRole('dialog', { name: 'Charge $250.00 to Visa ending 2224' });
}

/** The agent's whole payment: the form, the words read, the consumer's yes, Charge. */
async function pay() {
  const confirm = await fillAndSubmit();
  fireEvent.click(within(confirm).getByLabelText('The consumer said yes'));
  fireEvent.click(within(confirm).getByRole('button', { name: 'Charge' }));
}

// Whole-app renders with the page's lazy chunk: slow on a busy machine.
describe('the Payment tab', { timeout: 40_000 }, () => {
  it('leaves the amount empty, fills the billing data, lists payments, and Export is on', async () => {
    workspaceServer({
      'GET /api/debtors/3/payments': () => ({
        body: [
          {
            id: 5,
            paymentDate: '2026-10-02',
            amount: '150.00',
            method: 'card',
            transactionId: 'T-5',
            status: 'approved',
          },
          {
            id: 6,
            paymentDate: '2026-10-03',
            amount: '20.00',
            method: 'credit_card',
            transactionId: null,
            status: 'pending_reconciliation',
          },
        ],
      }),
    });
    await openWorkspace('Payment');
    const table = await screen.findByRole('table', { name: 'Payment History' });
    expect(within(table).getByText('$150.00')).toBeTruthy();
    expect(within(table).getByText('pending (unconfirmed)')).toBeTruthy();
    expect(within(table).getByText('T-5')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Export/ }) as HTMLButtonElement).disabled).toBe(false);
    // Never the balance by default: the agent types what the consumer agreed to.
    expect(MARIA.unpaidBalance).not.toBe('');
    expect(field('Payment Amount ($)').value).toBe('');
    expect((screen.getByLabelText(/First Name/) as HTMLInputElement).value).toBe('Maria');
    expect((screen.getByLabelText(/City/) as HTMLInputElement).value).toBe('Trenton');
  });

  it('confirms an approval with the receipt and sends the e-mail receipt', async () => {
    const calls = workspaceServer({
      [PAY]: () => ({ body: result() }),
      [RECEIPT]: () => ({ body: { success: true } }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Payment');
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Payment Confirmed' });
    const receipt = within(dialog).getByTestId('agent-payment-receipt');
    for (const text of [
      '$250.00',
      'CONF-7788',
      'Visa 4xxxxxxxxxxx2224',
      '$750.10',
      'Address and ZIP matched',
      'Matched',
    ]) {
      expect(within(receipt).getByText(text)).toBeTruthy();
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Email Receipt' }));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Receipt Sent'));
    expect(calls.find((c) => c.path === '/api/debtors/3/send-payment-receipt')?.body).toEqual({
      amount: 250,
      transactionId: 'TX-99',
      authorizationCode: 'AUTH12',
      paymentMethod: 'Credit Card',
      previousBalance: 1000.1,
      newBalance: 750.1,
      paymentDate: '2026-11-21',
      avsCheck: 'Address: Match & 5 Digit Zip: Match',
      cvvCheck: 'Match',
    });
  });

  it("shows 'Receipt Send Failed' with the answer's error", async () => {
    workspaceServer({
      [PAY]: () => ({ body: result() }),
      [RECEIPT]: () => ({ body: { success: false, error: 'No e-mail address on file' } }),
    });
    const toasts = renderHook(() => useToast());
    await openWorkspace('Payment');
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Payment Confirmed' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Email Receipt' }));
    await waitFor(() => expect(toasts.result.current.toasts[0]?.title).toBe('Receipt Send Failed'));
    expect(toasts.result.current.toasts[0]).toMatchObject({
      description: 'No e-mail address on file',
      duration: 5000,
    });
  });

  it('shows the declined dialog with the reason, the attempted amount and the hints', async () => {
    workspaceServer({
      [PAY]: () => ({
        body: result({
          success: false,
          status: 'declined',
          failureReason: 'Insufficient funds',
          amount: 0,
          confirmationCode: null,
        }),
      }),
    });
    await openWorkspace('Payment');
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Payment Declined' });
    expect(within(dialog).getByTestId('agent-payment-decline-reason').textContent).toBe('Insufficient funds');
    expect(within(dialog).getByText('$250.00')).toBeTruthy();
    expect(within(dialog).getByText(/Verify the card information/)).toBeTruthy();
    expect(within(dialog).getByText(/check with their bank/)).toBeTruthy();
    expect(within(dialog).getByText(/different payment method/)).toBeTruthy();
  });

  it("falls back to 'Payment was declined by the processor'", async () => {
    workspaceServer({
      [PAY]: () => ({
        body: result({ success: false, status: 'declined', failureReason: null, error: null }),
      }),
    });
    await openWorkspace('Payment');
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Payment Declined' });
    expect(within(dialog).getByTestId('agent-payment-decline-reason').textContent).toBe(
      'Payment was declined by the processor',
    );
  });

  it("reads the consumer's authorization first: Charge waits for their yes, Cancel charges nothing", async () => {
    const calls = workspaceServer({ [PAY]: () => ({ body: result() }) });
    await openWorkspace('Payment');
    const confirm = await fillAndSubmit();
    expect(
      within(confirm).getByText(
        /^Do you authorize .+ to charge \$250\.00 to your Visa ending 2224 today, one time, for your account ACC-100003\?$/,
      ),
    ).toBeTruthy();
    const charge = within(confirm).getByRole('button', { name: 'Charge' }) as HTMLButtonElement;
    expect(charge.disabled).toBe(true);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === '/api/usaepay/process-payment')).toEqual([]);

    // Again, and this time the consumer says yes: one charge, carrying the confirmation.
    const again = await fillAndSubmit();
    const tick = within(again).getByLabelText('The consumer said yes') as HTMLInputElement;
    expect(tick.checked).toBe(false);
    fireEvent.click(tick);
    fireEvent.click(within(again).getByRole('button', { name: 'Charge' }));
    await screen.findByRole('dialog', { name: 'Payment Confirmed' });
    const charges = calls.filter((c) => c.path === '/api/usaepay/process-payment');
    expect(charges).toHaveLength(1);
    expect(charges[0].body).toMatchObject({ amount: '250.00', consumerAuthorized: true, debtAccountId: 3 });
  });

  it('shows the recorded authorization on the confirmation and in the payment history', async () => {
    const authorizedAt = '2026-11-21T15:04:00.000Z';
    workspaceServer({
      [PAY]: () => ({
        body: result({
          authorization: { agentUserId: 9, agentName: 'agent.kim', authorizedAt, words: 'Do you…' },
        }),
      }),
      'GET /api/debtors/3/payments': () => ({
        body: [
          {
            id: 5,
            paymentDate: '2026-11-21',
            amount: '250.00',
            method: 'credit_card',
            transactionId: 'T-5',
            status: 'approved',
            authorization: { authorizedAt, readBy: 'agent.kim' },
          },
        ],
      }),
    });
    await openWorkspace('Payment');
    const line = 'Authorized by the consumer on Nov 21, 2026, 10:04 AM ET (read by agent.kim)';
    const table = await screen.findByRole('table', { name: 'Payment History' });
    expect(within(table).getByText(line)).toBeTruthy();
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Payment Confirmed' });
    expect(within(dialog).getByTestId('payment-authorization').textContent).toBe(line);
  });
});
