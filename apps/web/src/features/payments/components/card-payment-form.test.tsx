import { PAYMENT_MESSAGES, type ProcessPaymentResult } from '@arrears/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentFailure } from '../payment-failure';
import { approvedResult as approved, declinedResult } from '../testing';
import { CardPaymentForm, type CardPaymentFormProps } from './card-payment-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const BILLING = {
  firstName: 'John',
  lastName: 'Doe',
  address: '42 Maple Street',
  city: 'Camden',
  state: 'NJ',
  zip: '08102',
};

function renderForm(overrides: Partial<CardPaymentFormProps> = {}) {
  const onSuccess = vi.fn<(result: ProcessPaymentResult) => void>();
  const onFailure = vi.fn<(failure: PaymentFailure) => void>();
  render(
    <CardPaymentForm
      debtAccountId={7}
      accountLabel="ACC-100001"
      balance="2450.75"
      billingDefaults={BILLING}
      channel="portal"
      quickAmounts
      onSuccess={onSuccess}
      onFailure={onFailure}
      {...overrides}
    />,
  );
  return { onSuccess, onFailure };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const thisYear = () => String(new Date().getFullYear() + 1).slice(-2);

function fillCard(card = '4000100011112224') {
  type('Payment Amount ($)', '250');
  type('Card Number', card);
  type('Expiry Month', '12');
  type('Expiry Year', thisYear());
  type('CVV', '123');
}

/** fetch answering each POST with the next answer of the list (an Error rejects, like a lost connection). */
function answers(...list: Array<{ status: number; body: unknown } | Error | Promise<Response>>) {
  const bodies: Array<Record<string, unknown>> = [];
  const fetchMock = vi.fn(async (_path: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    const next = list.shift();
    if (!next) throw new Error('unexpected call');
    if (next instanceof Error) throw next;
    if (next instanceof Promise) return next;
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return bodies;
}

describe('CardPaymentForm', () => {
  it('groups the card number by 4 (19 characters at most) and keeps only 4 CVV digits', () => {
    renderForm();
    type('Card Number', '40001000111122245678');
    expect(field('Card Number').value).toBe('4000 1000 1111 2224');
    expect(field('Card Number').maxLength).toBe(19);
    type('CVV', '1a2b3c45');
    expect(field('CVV').value).toBe('1234');
  });

  it('offers the months 01-12 and this year plus 9 more as two digits', () => {
    renderForm();
    const months = within(field('Expiry Month'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(months).toEqual(['MM', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const years = within(field('Expiry Year'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    const first = new Date().getFullYear();
    expect(years).toEqual(['YY', ...Array.from({ length: 10 }, (_, i) => String(first + i).slice(-2))]);
  });

  it('fills the quick amounts: full balance, $100, $250, $500, and none above the balance', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Quick amounts' });
    const labels = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(['Full Balance ($2,450.75)', '$100', '$250', '$500']);
    fireEvent.click(screen.getByRole('button', { name: '$250' }));
    expect(field('Payment Amount ($)').value).toBe('250.00');
    expect(screen.getByRole('button', { name: '$250' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Full Balance ($2,450.75)' }));
    expect(field('Payment Amount ($)').value).toBe('2450.75');
    cleanup();
    renderForm({ balance: '180.00' });
    const small = within(screen.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button');
    expect(small.map((b) => b.textContent)).toEqual(['Full Balance ($180.00)', '$100']);
    cleanup();
    renderForm({ quickAmounts: false });
    expect(screen.queryByRole('group', { name: 'Quick amounts' })).toBeNull();
  });

  it('shows each rule as a message tied to its input and sends nothing', async () => {
    const bodies = answers();
    renderForm({ billingDefaults: { ...BILLING, firstName: '', lastName: '' } });
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await screen.findByText(PAYMENT_MESSAGES.amountMin);
    for (const [label, message] of [
      ['Payment Amount ($)', PAYMENT_MESSAGES.amountMin],
      ['Card Number', PAYMENT_MESSAGES.cardNumberRequired],
      ['Expiry Month', PAYMENT_MESSAGES.expiryMonth],
      ['Expiry Year', PAYMENT_MESSAGES.expiryYear],
      ['CVV', PAYMENT_MESSAGES.cvv],
      ['First Name', PAYMENT_MESSAGES.firstName],
      ['Last Name', PAYMENT_MESSAGES.lastName],
    ] as const) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(message);
    }
    type('Payment Amount ($)', '2450.76');
    await screen.findByText('Amount cannot exceed the unpaid balance of $2,450.75.');
    type('Card Number', '4000100011112225');
    type('CVV', '12');
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await screen.findByText(PAYMENT_MESSAGES.cardNumber);
    expect(bodies).toHaveLength(0);
  });

  it('refuses an expired card before sending it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-15T12:00:00Z'));
    const bodies = answers();
    renderForm();
    fillCard();
    type('Expiry Year', '30');
    type('Expiry Month', '05');
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await screen.findByText(PAYMENT_MESSAGES.expired);
    expect(bodies).toHaveLength(0);
  });

  it('sends one payment however often it is submitted while processing', async () => {
    let answer: (res: Response) => void = () => {};
    const bodies = answers(new Promise<Response>((resolve) => (answer = resolve)));
    const { onSuccess } = renderForm();
    fillCard('4000 1000 1111 2224');
    const form = screen.getByRole('form', { name: 'Card payment for ACC-100001' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('button', { name: 'Processing Payment...' });
    expect(screen.getByRole('button', { name: 'Processing Payment...' })).toHaveProperty('disabled', true);
    fireEvent.submit(form);
    answer(new Response(JSON.stringify(approved()), { status: 200 }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      cardNumber: '4000100011112224',
      expMonth: 12,
      expYear: 2000 + Number(thisYear()),
      cvv: '123',
      amount: '250.00',
      billingInfo: BILLING,
      accountId: 7,
      debtAccountId: 7,
      description: 'Portal payment for account ACC-100001',
    });
    expect(bodies[0]?.invoice).toMatch(/^INV-7-\d{13}-[0-9a-f]{8}$/);
    // Approved: the card is cleared.
    await waitFor(() => expect(field('Card Number').value).toBe(''));
    expect(field('CVV').value).toBe('');
  });

  it('re-sends a lost attempt with the same invoice; a new attempt after a failure gets a new one', async () => {
    const declined = declinedResult();
    const bodies = answers(
      new TypeError('Failed to fetch'),
      { status: 503, body: { message: 'Service Unavailable' } },
      { status: 200, body: declined },
      { status: 400, body: { message: PAYMENT_MESSAGES.cardNumber } },
      { status: 200, body: approved() },
    );
    const { onFailure, onSuccess } = renderForm();
    fillCard();
    const pay = () => fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    for (let sent = 1; sent <= 4; sent++) {
      pay();
      await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(sent));
    }
    pay();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const invoices = bodies.map((b) => b.invoice);
    expect(invoices[1]).toBe(invoices[0]); // lost connection, then a server fault: the same attempt
    expect(invoices[2]).toBe(invoices[0]); // still that attempt; its answer (declined) settles it
    expect(invoices[3]).not.toBe(invoices[2]);
    expect(invoices[4]).not.toBe(invoices[3]);
    expect(onFailure.mock.calls[2]?.[0].result?.status).toBe('declined');
    expect(onFailure.mock.calls[3]?.[0]).toMatchObject({ result: null, amountCents: 25000 });
  });

  it('says so instead of a form when nothing is owed', () => {
    renderForm({ balance: '0.00' });
    expect(screen.getByText(PAYMENT_MESSAGES.zeroBalance)).toBeTruthy();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
  });
});
