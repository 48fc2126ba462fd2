import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, setTestLanguage, TEST_USERS } from '@/app/testing';
import { accountStatus } from './testing';

beforeAll(() => import('./debtor-home-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setTestLanguage('en');
});

describe('the debtor home in Spanish (issue 24)', () => {
  it('shows the welcome, the card, its status lines and the menu in Spanish', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'GET /api/customer/account-status': () => ({
        body: {
          accounts: [
            accountStatus({
              dispute: { status: 'pending', filedOn: '2026-03-02', collectionPaused: true },
              plan: { id: 3, kind: 'plan', status: 'active', next: { amount: '333.33', on: '2026-03-16' } },
              promise: { amount: '75.25', dueOn: '2026-03-10' },
              validation: { sentOn: '2026-02-20', endsOn: '2026-03-29' },
            }),
            accountStatus({ id: 8, accountLabel: 'ACC-0008', currentBalance: '612.40' }),
          ],
        },
      }),
    });
    renderApp('/debtor', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Jane' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Hacer un pago' })).getAttribute('href')).toBe(
      '/payment-center',
    );
    expect(screen.getByTestId('total-owed').textContent).toBe(
      'Tiene 2 cuentas con nosotros. En total suman $3,063.15.',
    );
    const [card] = (await screen.findAllByTestId('account-card')).map((el) => within(el));
    expect(card?.getByText('Cuenta n.º ACC-100001')).toBeTruthy();
    expect(card?.getByText('Saldo')).toBeTruthy();
    expect(card?.getByTestId('dispute-paused').textContent).toContain(
      'El cobro está en pausa mientras revisamos su disputa',
    );
    expect(card?.getByTestId('account-plan').textContent).toMatch(
      /Próximo pago: \$333\.33 el 16 de marzo de 2026/,
    );
    expect(card?.getByTestId('account-promise').textContent).toBe(
      'Nos dijo que pagaría $75.25 a más tardar el 10 de marzo de 2026.',
    );
    expect(card?.getByTestId('validation-deadline').textContent).toContain(
      'puede disputarla hasta el 29 de marzo de 2026',
    );
    expect(card?.getByText('Cómo se calcula este saldo')).toBeTruthy();
    const menu = within(screen.getByRole('navigation', { name: 'Su cuenta' }));
    expect(menu.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Inicio',
      'Pagar',
      'Plan',
      'Documentos',
      'Disputas',
      'Perfil',
    ]);
    expect(screen.getByRole('navigation', { name: 'Opciones de la cuenta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Historial de pagos' })).toBeTruthy();
  });
});
