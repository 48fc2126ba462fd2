import { PAYMENT_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvedResult, declinedResult, fillPaymentForm } from '@/features/payments/testing';
import { chatServer, lastLine, openVerified, panel, settle } from './testing';

const PAY = 'POST /api/usaepay/process-payment';

beforeAll(async () => {
  await import('./chat-panel');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function toPayment() {
  await openVerified();
  fireEvent.click(screen.getByTestId('chat-intent-make_payment'));
}

async function pay() {
  fireEvent.click(panel().getByRole('button', { name: /^Pay / }));
  await settle(10);
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('chat payment', () => {
  it('offers the full balance and $100, $250, $500, with billing from the account', async () => {
    chatServer();
    await toPayment();
    const quick = within(screen.getByRole('group', { name: 'Quick amounts' }));
    expect(quick.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Full Balance ($2,450.75)',
      '$100',
      '$250',
      '$500',
    ]);
    fireEvent.click(quick.getByRole('button', { name: '$250' }));
    expect(value('Payment Amount ($)')).toBe('250.00');
    expect([value('First Name'), value('Last Name'), value('ZIP Code')]).toEqual(['John', 'Doe', '08102']);
  });

  it('lists the missing required fields', async () => {
    const calls = chatServer();
    await toPayment();
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '' } });
    await pay();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please fill in: Payment Amount, Card Number, Expiry Month, Expiry Year, CVV, First Name.',
    );
    expect(calls.some((c) => c.path === '/api/usaepay/process-payment')).toBe(false);
  });

  it('pays once, shows the receipt, and its three actions work', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const calls = chatServer({
      [PAY]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      'POST /api/chat/logout': () => ({ status: 204 }),
    });
    await toPayment();
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Johnny' } });
    fillPaymentForm('250');
    await pay();
    fireEvent.click(panel().getByRole('button', { name: 'Processing Payment...' }));
    await settle(10);
    const sent = calls.filter((c) => c.path === '/api/usaepay/process-payment');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      amount: '250.00',
      debtAccountId: 7,
      accountId: 7,
      cardNumber: '4000100011112224',
    });
    answer({ body: approvedResult({ transactionId: '3100000001', newBalance: 2200.75 }) });
    await settle(10);

    const receipt = within(screen.getByTestId('chat-receipt'));
    expect(receipt.getByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    for (const text of ['CNF-7Q2K9', '$250.00', '$2,200.75', '3100000001'])
      expect(receipt.getByText(text)).toBeTruthy();
    // Escape closes only the receipt (to the menu); the panel stays open and keeps the focus.
    fireEvent.keyDown(screen.getByTestId('chat-receipt'), { key: 'Escape' });
    await settle(10);
    expect(screen.queryByTestId('chat-receipt')).toBeNull();
    expect(screen.getByTestId('chat-menu')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Keystone Assistant' }));

    // Return to Main Menu, then Make Another Payment: amount cleared, billing as last time, the new balance.
    fireEvent.click(screen.getByTestId('chat-intent-make_payment'));
    fillPaymentForm('50');
    await pay();
    answer({ body: approvedResult({ amount: 50, newBalance: 2150.75 }) });
    await settle(10);
    fireEvent.click(
      within(screen.getByTestId('chat-receipt')).getByRole('button', { name: 'Return to Main Menu' }),
    );
    await settle(10);
    expect(screen.queryByTestId('chat-receipt')).toBeNull();
    expect(screen.getByTestId('chat-menu')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-intent-make_payment'));
    fillPaymentForm('50');
    await pay();
    answer({ body: approvedResult({ amount: 50, newBalance: 2100.75 }) });
    await settle(10);
    fireEvent.click(
      within(screen.getByTestId('chat-receipt')).getByRole('button', { name: 'Make Another Payment' }),
    );
    await settle(10);
    expect(value('Payment Amount ($)')).toBe('');
    expect(value('First Name')).toBe('Johnny');
    expect(value('Card Number')).toBe('');
    expect(screen.getByText('Unpaid balance: $2,100.75')).toBeTruthy();

    fillPaymentForm('100');
    await pay();
    answer({ body: approvedResult({ amount: 100, newBalance: 2000.75 }) });
    await settle(10);
    fireEvent.click(within(screen.getByTestId('chat-receipt')).getByRole('button', { name: 'End Session' }));
    await settle(10);
    expect(calls.filter((c) => c.path === '/api/chat/logout')).toHaveLength(1);
    expect(screen.getByTestId('chat-verify-form')).toBeTruthy();
    expect(panel().queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it("a decline says 'Payment failed: …' with the processor's error", async () => {
    chatServer({ [PAY]: () => ({ body: declinedResult({ error: 'Insufficient funds' }) }) });
    await toPayment();
    fillPaymentForm('100');
    await pay();
    expect(lastLine()).toContain(
      'Payment failed: Insufficient funds. Please try again or call 1-888-555-0147 for assistance.',
    );
    expect(screen.getByTestId('chat-payment-form')).toBeTruthy();
  });

  it('the card-testing limit (429) shows its message and keeps the form', async () => {
    const message = PAYMENT_MESSAGES.tooManyDeclines('1-888-555-0147');
    chatServer({ [PAY]: () => ({ status: 429, body: { message } }) });
    await toPayment();
    fillPaymentForm('100');
    await pay();
    expect(lastLine()).toContain(message);
    expect(screen.getByTestId('chat-payment-form')).toBeTruthy();
  });

  it('a refusal shows the server message; a lost connection the processing-failed text', async () => {
    let refuse = true;
    chatServer({
      [PAY]: () => {
        if (refuse)
          return { status: 400, body: { message: 'Amount cannot exceed the unpaid balance of $2,450.75.' } };
        throw new TypeError('Failed to fetch');
      },
    });
    await toPayment();
    fillPaymentForm('100');
    await pay();
    expect(lastLine()).toContain('Amount cannot exceed the unpaid balance of $2,450.75.');
    refuse = false;
    await pay();
    expect(lastLine()).toContain(
      'Payment processing failed... Please try again or call 1-888-555-0147 for assistance.',
    );
  });
});
