import { addDays } from '@arrears/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, setTestLanguage, TEST_USERS } from '@/app/testing';
import { paymentPlan, today } from '@/features/payment-plans/testing';
import { accountSummaryOf, customerAccount } from '@/features/payments/testing';

beforeAll(() => import('./debtor-home-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setTestLanguage('en');
});

describe('the debtor home in Spanish (issue 24)', () => {
  it('shows the welcome, the tiles, the progress, the account and the plan in Spanish', async () => {
    const account = customerAccount({
      principal_original: '3200.00',
      unpaid_balance: '2450.75',
      account_status: null,
    });
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/accounts': () => ({ body: [account] }),
      'GET /api/customer/account-summary': () => ({
        body: accountSummaryOf([account], { '7': '549.25' }, '18.9'),
      }),
      'GET /api/customer/plans': () => ({
        body: [paymentPlan({}, { firstDate: addDays(today(), 3), statuses: ['paid'] })],
      }),
    });
    renderApp('/debtor', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Jane' })).toBeTruthy();
    expect((await screen.findByTestId('tile-balance')).textContent).toBe('$2,450.75');
    expect(screen.getByRole('link', { name: 'Hacer un pago' }).getAttribute('href')).toBe('/payment-center');
    expect(screen.getByText('Saldo original')).toBeTruthy();
    expect(screen.getByTestId('payment-progress').textContent).toBe('18.9 % pagado');
    expect(screen.getByRole('progressbar', { name: 'Avance de sus pagos' })).toBeTruthy();
    const details = within(screen.getByTestId('account-details'));
    expect(details.getByText('Acreedor original')).toBeTruthy();
    expect(details.getByText('ACTIVA')).toBeTruthy();
    const card = within(await screen.findByTestId('plan-card', {}, { timeout: 3000 }));
    expect(card.getByRole('heading', { name: 'Su plan de pagos' })).toBeTruthy();
    expect(card.getByTestId('plan-next-installment').textContent).toMatch(
      /^Próximo pago: \$333\.33 el \d{1,2} de [a-z]+ de \d{4}$/,
    );
    expect(screen.getByRole('navigation', { name: 'Opciones de la cuenta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Historial de pagos' })).toBeTruthy();
  });

  it('names the statuses the product writes in Spanish, and keeps any other stored text', async () => {
    const settled = customerAccount({ id: 7, account_status: 'Settled in full' });
    const other = customerAccount({ id: 8, account_number: 'ACC-200008', account_status: 'Legal review' });
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/accounts': () => ({ body: [settled, other] }),
      'GET /api/customer/account-summary': () => ({ body: accountSummaryOf([settled, other], {}, '0.0') }),
      'GET /api/customer/plans': () => ({ body: [] }),
    });
    renderApp('/debtor', undefined, { language: 'es' });
    expect(await screen.findByText('Saldada con un acuerdo')).toBeTruthy();
    expect(screen.getByText('Legal review')).toBeTruthy();
  });
});
