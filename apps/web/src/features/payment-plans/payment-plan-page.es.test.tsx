import {
  addDays,
  INSTALLMENT_STATUSES,
  type PaymentPlan,
  PLAN_FREQUENCIES,
  PLAN_MESSAGES,
  PLAN_STATUSES,
  TEST_ROUTING_NUMBER,
} from '@arrears/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';
import { customerAccount, portalAccountsAnswers } from '@/features/payments/testing';
import en from './i18n/en.json';
import { FREQUENCY_LABELS, INSTALLMENT_STATUS_LABELS, PLAN_STATUS_LABELS } from './plan-display';
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

describe('/payment-plan in Spanish', { timeout: 15_000 }, () => {
  it('sets up a plan from a bank account: the schedule, the Spanish authorization, and its language sent', async () => {
    let plans: PaymentPlan[] = [];
    const calls = server(() => plans, {
      'POST /api/customer/plans': () => {
        plans = [paymentPlan({ method: { type: 'ach', label: 'Checking ending 7890', last4: '7890' } })];
        return { status: 201, body: plans[0] };
      },
    });
    renderApp('/payment-plan', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Plan de pagos', level: 1 })).toBeTruthy();
    await screen.findByLabelText('Número de pagos', {}, { timeout: 3000 });
    set('Número de pagos', '3');
    expect(
      within(screen.getByLabelText('Número de pagos')).getByRole('option', { name: '3 pagos de $333.33' }),
    ).toBeTruthy();
    const schedule = within(screen.getByRole('list', { name: 'Sus fechas de pago' }));
    expect(schedule.getAllByTestId('schedule-row')).toHaveLength(3);
    expect(screen.getByTestId('schedule-total').textContent).toBe(
      '3 pagos, $1,000.00 en total. No se agrega ningún cargo.',
    );

    fireEvent.click(screen.getByRole('radio', { name: /Cuenta bancaria \(ACH\)/ }));
    set('Número de ruta', TEST_ROUTING_NUMBER);
    expect(screen.getByText('El número de ruta parece correcto.')).toBeTruthy();
    set('Número de cuenta', '1234567890');
    const words = screen.getByTestId('authorization-words').textContent ?? '';
    expect(words).toContain('autorizo a');
    expect(words).toContain('a mi cuenta de cheques terminada en 7890 por 3 pagos cada mes');
    expect(words).toContain('$1,000.00 en total');

    fireEvent.click(screen.getByRole('button', { name: 'Crear mi plan de pagos' }));
    expect(await screen.findByText('Por favor, lea y acepte la autorización de pago')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Leí esta autorización y estoy de acuerdo'));
    fireEvent.click(screen.getByRole('button', { name: 'Crear mi plan de pagos' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/customer/plans')).toBe(true),
    );
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/customer/plans')?.body).toMatchObject({
      installments: 3,
      method: { type: 'ach', routingNumber: TEST_ROUTING_NUMBER, accountNumber: '1234567890' },
      authorization: true,
      language: 'es',
    });
    const view = await screen.findByTestId('plan-view');
    expect(within(view).getByText('Su plan de pagos')).toBeTruthy();
    expect(within(view).getByText('Activo')).toBeTruthy();
    expect(within(view).getByText('cuenta de cheques terminada en 7890')).toBeTruthy();
  });

  it('cancels in Spanish and says which payment is still charged', async () => {
    let plan = paymentPlan({}, { firstDate: addDays(today(), 1) });
    server(() => [plan], {
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
    renderApp('/payment-plan', undefined, { language: 'es' });
    const view = await screen.findByTestId('plan-view', {}, { timeout: 3000 });
    expect(within(view).getByText('Próximo pago')).toBeTruthy();
    expect(within(view).getByText('3 pagos, cada mes')).toBeTruthy();
    fireEvent.click(within(view).getByRole('button', { name: 'Cancelar el plan' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar su plan de pagos?' });
    expect(dialog.textContent).toContain('Este pago falta menos de 3 días hábiles');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar el plan de pagos' }));
    expect(
      await screen.findByText(
        'El plan está cancelado. El próximo pago falta menos de 3 días hábiles y se cobrará de todos modos, como dice nuestra política de reembolsos.',
      ),
    ).toBeTruthy();
  });
});

describe('the payment-plans catalogue', () => {
  it("keeps the domain's and the page's English texts verbatim", () => {
    for (const key of Object.keys(en.messages) as (keyof typeof en.messages)[])
      expect(en.messages[key], key).toBe(PLAN_MESSAGES[key]);
    for (const f of PLAN_FREQUENCIES) {
      expect(en.frequency[f]).toBe(FREQUENCY_LABELS[f]);
      expect(en.frequencyInline[f]).toBe(FREQUENCY_LABELS[f].toLowerCase());
    }
    for (const s of PLAN_STATUSES) expect(en.planStatus[s]).toBe(PLAN_STATUS_LABELS[s]);
    for (const s of INSTALLMENT_STATUSES) expect(en.installmentStatus[s]).toBe(INSTALLMENT_STATUS_LABELS[s]);
    const t = i18n.getFixedT('en', 'payment-plans');
    for (const count of [0, 1, 2, 5])
      expect(t('notices.cancelledKeeps', { count })).toBe(PLAN_MESSAGES.cancelledKeeps(count));
  });
});
