import { addDays, type PaymentPromise, PLAN_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentPlan, planOptions, today } from '@/features/payment-plans/testing';
import { openWorkspace, workspaceServer } from './workspace-fixtures';

beforeAll(() => import('./debtor-workspace-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const set = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const PROMISE: PaymentPromise = {
  id: 9,
  debtAccountId: 3,
  accountNumber: 'ACC-100003',
  amount: '50.00',
  dueDate: addDays(today(), 5),
  status: 'open',
  keptAt: null,
  brokenAt: null,
  source: 'api',
  callId: null,
  createdBy: 'sam',
  createdAt: '2026-11-26T15:00:00.000Z',
};

describe('arrangements on the debtor workspace', { timeout: 40_000 }, () => {
  it('records a promise with its amount and date', async () => {
    const calls = workspaceServer({
      'GET /api/debtors/3/plans': () => ({ body: [] }),
      'GET /api/debtors/3/promises': () => ({ body: [] }),
      'POST /api/debtors/3/promises': () => ({ status: 201, body: PROMISE }),
    });
    await openWorkspace();
    fireEvent.click(await screen.findByRole('button', { name: 'Record a promise' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save promise' }));
    expect(dialog.getByText('Enter the promised amount')).toBeTruthy();
    set('Promised amount ($)', '50');
    set('Promised by', PROMISE.dueDate);
    fireEvent.click(dialog.getByRole('button', { name: 'Save promise' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/debtors/3/promises')?.body).toEqual({
        amount: '50',
        dueDate: PROMISE.dueDate,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sets up a plan with the authorization read aloud and the consumer’s yes', async () => {
    const calls = workspaceServer({
      'GET /api/debtors/3/plans': () => ({ body: [] }),
      'GET /api/debtors/3/promises': () => ({ body: [] }),
      'GET /api/debtors/3/plan-options': () => ({
        body: planOptions({ debtAccountId: 3, balance: '1000.10' }),
      }),
      'POST /api/debtors/3/plans': () => ({
        status: 201,
        body: paymentPlan({ debtAccountId: 3, channel: 'agent' }),
      }),
    });
    await openWorkspace();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up a plan' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByLabelText('Number of payments');
    set('Number of payments', '2');
    expect(dialog.getAllByTestId('schedule-row').map((r) => r.textContent?.match(/\$[\d,.]+/)?.[0])).toEqual([
      '$500.05',
      '$500.05',
    ]);
    set('Card Number', '4000100011112224');
    set('Expiry Month', '12');
    set('Expiry Year', String(new Date().getFullYear() + 2).slice(-2));
    set('CVV', '123');
    expect(dialog.getByText('Read this to the consumer')).toBeTruthy();
    expect(dialog.getByTestId('authorization-words').textContent).toContain('I, Maria Garcia, authorize');
    fireEvent.click(dialog.getByRole('button', { name: 'Save plan' }));
    expect(await dialog.findByText(PLAN_MESSAGES.authorization)).toBeTruthy();
    fireEvent.click(dialog.getByLabelText('The consumer said yes'));
    fireEvent.click(dialog.getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/debtors/3/plans')?.body).toMatchObject(
        {
          debtAccountId: 3,
          kind: 'plan',
          installments: 2,
          frequency: 'monthly',
          method: { type: 'card', cardNumber: '4000100011112224' },
          authorizationRead: true,
        },
      ),
    );
  });

  it('lists the account’s plans and promises and cancels a running plan', async () => {
    const calls = workspaceServer({
      'GET /api/debtors/3/plans': () => ({
        body: [paymentPlan({ debtAccountId: 3 }, { firstDate: addDays(today(), 20) })],
      }),
      'GET /api/debtors/3/promises': () => ({ body: [PROMISE] }),
      'POST /api/debtors/3/plans/51/cancel': () => ({
        body: paymentPlan({
          debtAccountId: 3,
          status: 'cancelled',
          message: PLAN_MESSAGES.cancelledKeeps(0),
        }),
      }),
    });
    await openWorkspace();
    const plans = within(await screen.findByRole('list', { name: 'Plans and settlements' }));
    expect(plans.getByText('Active')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Promises to pay' })).getByText(/Promise \$50\.00/),
    ).toBeTruthy();
    // A running plan: no second one until it ends.
    expect((screen.getByRole('button', { name: 'Set up a plan' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(plans.getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/No more payments will be taken/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel payment plan' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/debtors/3/plans/51/cancel')).toBe(true));
  });
});
