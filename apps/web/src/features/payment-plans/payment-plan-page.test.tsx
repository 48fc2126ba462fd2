import { addDays, type PaymentPlan, PLAN_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { customerAccount, portalAccountsAnswers } from '@/features/payments/testing';
import { paymentPlan, planOptions, today } from './testing';

beforeAll(() => import('./payment-plan-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNT = customerAccount({ id: 7, unpaid_balance: '1000.00', principal_original: '1000.00' });

function server(plans: () => PaymentPlan[], extra: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    ...sessionOf(TEST_USERS.debtor),
    ...portalAccountsAnswers(() => [ACCOUNT]),
    'GET /api/customer/plans': () => ({ body: plans() }),
    'GET /api/customer/plan-options?debtAccountId=7': () => ({ body: planOptions() }),
    ...extra,
  });
}

const set = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillCard() {
  set('Card Number', '4000100011112224');
  set('Expiry Month', '12');
  set('Expiry Year', String(new Date().getFullYear() + 2).slice(-2));
  set('CVV', '123');
}

// The card and billing forms are large: a slow machine needs more than the default 5 s per test.
describe('/payment-plan', { timeout: 15_000 }, () => {
  it('shows the schedule before accepting and sends the plan with the card and the yes', async () => {
    let plans: PaymentPlan[] = [];
    const first = addDays(today(), 1);
    const calls = server(() => plans, {
      'POST /api/customer/plans': () => {
        plans = [paymentPlan({ message: null })];
        return { status: 201, body: plans[0] };
      },
    });
    renderApp('/payment-plan');
    expect(await screen.findByRole('heading', { name: 'Payment Plan', level: 1 })).toBeTruthy();
    await screen.findByLabelText('Number of payments', {}, { timeout: 3000 });
    set('Number of payments', '3');
    const schedule = within(screen.getByRole('list', { name: 'Your payment schedule' }));
    expect(
      schedule.getAllByTestId('schedule-row').map((r) => r.textContent?.match(/\$[\d,.]+/)?.[0]),
    ).toEqual(['$333.33', '$333.33', '$333.34']);
    expect(screen.getByTestId('schedule-total').textContent).toContain('$1,000.00 in all');
    // The authorization names the schedule and, once typed, the card.
    fillCard();
    const words = screen.getByTestId('authorization-words').textContent ?? '';
    expect(words).toContain('Visa ending 2224');
    expect(words).toContain('3 payments every month');
    // Without the yes nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Set up my payment plan' }));
    expect(await screen.findByText(PLAN_MESSAGES.authorization)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/customer/plans')).toBe(false);
    fireEvent.click(screen.getByLabelText('I have read this authorization and I agree to it'));
    fireEvent.click(screen.getByRole('button', { name: 'Set up my payment plan' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/customer/plans')).toBe(true),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/customer/plans');
    expect(post?.body).toMatchObject({
      debtAccountId: 7,
      kind: 'plan',
      installments: 3,
      frequency: 'monthly',
      firstDate: first,
      method: { type: 'card', cardNumber: '4000100011112224', cvv: '123' },
      authorization: true,
    });
    expect(await screen.findByTestId('plan-view')).toBeTruthy();
    expect(screen.getByTestId('next-installment').textContent).toContain('$333.33');
  });

  it('checks the routing number as it is typed and sends a bank account', async () => {
    server(() => []);
    renderApp('/payment-plan');
    fireEvent.click(await screen.findByLabelText(/Bank account \(ACH\)/, {}, { timeout: 3000 }));
    set('Routing Number', '021000022');
    expect(screen.getByText(PLAN_MESSAGES.routingNumber)).toBeTruthy();
    set('Routing Number', '021000021');
    expect(screen.queryByText(PLAN_MESSAGES.routingNumber)).toBeNull();
    expect(screen.getByText('Routing number looks right.')).toBeTruthy();
    set('Account Number', '1234567890');
    expect(screen.getByTestId('authorization-words').textContent).toContain('Checking ending 7890');
    // A message from the check on submit goes once its input changes.
    set('Name on Account', '');
    fireEvent.click(screen.getByRole('button', { name: 'Set up my payment plan' }));
    expect(await screen.findByText(PLAN_MESSAGES.nameOnAccount)).toBeTruthy();
    set('Name on Account', 'John Doe');
    await waitFor(() => expect(screen.queryByText(PLAN_MESSAGES.nameOnAccount)).toBeNull());
  });

  it('says which payments a cancel still charges, then shows what the server kept', async () => {
    const soon = addDays(today(), 1);
    let plan = paymentPlan({}, { firstDate: soon });
    const calls = server(() => [plan], {
      'DELETE /api/customer/plans/51': () => {
        plan = {
          ...plan,
          status: 'cancelled',
          schedule: plan.schedule.map((i, n) => (n === 0 ? i : { ...i, status: 'cancelled' })),
          message: PLAN_MESSAGES.cancelledKeeps(1),
        };
        return { body: plan };
      },
    });
    renderApp('/payment-plan');
    expect(await screen.findByTestId('plan-view', {}, { timeout: 3000 })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Payments coming up' })).getAllByTestId('schedule-row'),
    ).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(/This payment is less than 3 business days away and will still be charged/),
    ).toBeTruthy();
    expect(dialog.getAllByTestId('schedule-row')).toHaveLength(1);
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel payment plan' }));
    expect(await screen.findByText(PLAN_MESSAGES.cancelledKeeps(1))).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/customer/plans/51')).toBe(true);
  });

  it('says a plan outside the limits waits for approval', async () => {
    server(() => [paymentPlan({ status: 'pending_approval' })]);
    renderApp('/payment-plan');
    expect(await screen.findByText(PLAN_MESSAGES.pendingApproval, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Waiting for approval')).toBeTruthy();
  });

  it('offers the settlement in its own words and sends it as a settlement', async () => {
    const calls = server(() => [], {
      'GET /api/customer/plan-options?debtAccountId=7': () => ({
        body: planOptions({
          settlementOffer: { amount: '600.00', percent: '60', maxPayments: 3, validUntil: '2026-12-31' },
        }),
      }),
    });
    renderApp('/payment-plan');
    fireEvent.click(
      await screen.findByLabelText(
        /Settle for \$600\.00 in 1–3 payments by Thu, Dec 31, 2026/,
        {},
        { timeout: 3000 },
      ),
    );
    set('Number of payments', '2');
    expect(screen.getByTestId('schedule-total').textContent).toContain('$600.00 in all');
    fillCard();
    fireEvent.click(screen.getByLabelText('I have read this authorization and I agree to it'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept the settlement' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/customer/plans')?.body).toMatchObject({
        kind: 'settlement',
        installments: 2,
      }),
    );
  });

  it('with several accounts, opens one account’s form at a time', async () => {
    const second = customerAccount({ id: 8, account_number: 'ACC-100008', unpaid_balance: '300.00' });
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => [ACCOUNT, second]),
      'GET /api/customer/plans': () => ({ body: [paymentPlan()] }),
      'GET /api/customer/plan-options?debtAccountId=8': () => ({
        body: planOptions({ debtAccountId: 8, balance: '300.00' }),
      }),
    });
    renderApp('/payment-plan');
    // Account 7 has its plan; account 8 offers its form behind a button.
    expect(await screen.findByTestId('plan-view', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByLabelText('Number of payments')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set up a plan on this account' }));
    expect(await screen.findByLabelText('Number of payments')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Payment plan for ACC-100008' })).toBeTruthy();
  });

  it('changes the payment method to a bank account, authorized for the payments to come', async () => {
    let plan = paymentPlan({}, { statuses: ['paid'] });
    const calls = server(() => [plan], {
      'PUT /api/customer/plans/51/method': () => {
        plan = { ...plan, method: { type: 'ach', label: 'Checking ending 7890', last4: '7890' } };
        return { body: plan };
      },
    });
    renderApp('/payment-plan');
    fireEvent.click(await screen.findByRole('button', { name: 'Change payment method' }, { timeout: 3000 }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByLabelText(/Bank account \(ACH\)/));
    set('Routing Number', '021000021');
    set('Account Number', '1234567890');
    // The words cover the two payments still to come, from the new account.
    const words = dialog.getByTestId('authorization-words').textContent ?? '';
    expect(words).toContain('Checking ending 7890 for 2 payments');
    fireEvent.click(dialog.getByLabelText('I have read this authorization and I agree to it'));
    fireEvent.click(dialog.getByRole('button', { name: 'Use this payment method' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        method: {
          type: 'ach',
          routingNumber: '021000021',
          accountNumber: '1234567890',
          accountType: 'checking',
          nameOnAccount: 'John Doe',
        },
        authorization: true,
      }),
    );
    expect(
      await screen.findByText('Your payments will now be taken from Checking ending 7890.'),
    ).toBeTruthy();
  });
});
