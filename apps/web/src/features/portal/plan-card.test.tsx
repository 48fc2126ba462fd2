import { addDays } from '@arrears/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { paymentPlan, today } from '@/features/payment-plans/testing';
import { customerAccount, portalAccountsAnswers } from '@/features/payments/testing';

beforeAll(() => import('./debtor-home-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the debtor home’s plan card', () => {
  it('shows the running plan’s next payment and leads to /payment-plan', async () => {
    const first = addDays(today(), 3);
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => [customerAccount()]),
      'GET /api/customer/plans': () => ({
        body: [paymentPlan({}, { firstDate: first, statuses: ['paid'] })],
      }),
    });
    renderApp('/debtor');
    const card = within(await screen.findByTestId('plan-card', {}, { timeout: 3000 }));
    // The first is paid: the next is the second, a month later.
    expect(card.getByTestId('plan-next-installment').textContent).toMatch(/^Next payment \$333\.33 on /);
    expect(card.getByRole('link', { name: 'View your plan' }).getAttribute('href')).toBe('/payment-plan');
  });

  it('with a balance and no plan, offers to set one up', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      ...portalAccountsAnswers(() => [customerAccount()]),
      'GET /api/customer/plans': () => ({ body: [] }),
    });
    renderApp('/debtor');
    const link = await screen.findByRole('link', { name: 'Set up a payment plan' }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe('/payment-plan');
    expect(screen.queryByTestId('plan-card')).toBeNull();
  });
});
