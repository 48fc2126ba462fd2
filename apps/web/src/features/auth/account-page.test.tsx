import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, setTestLanguage, TEST_USERS } from '@/app/testing';

beforeAll(() => import('./account-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setTestLanguage('en');
});

const linksOf = () =>
  within(screen.getByRole('navigation', { name: 'Account' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('/account', () => {
  it('links a debtor to their dashboard and every portal page', async () => {
    fakeServer(sessionOf(TEST_USERS.debtor));
    const app = renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
    expect(app.pathname()).toBe('/account');
    expect(screen.getByText('jane@example.com')).toBeTruthy();
    expect(linksOf()).toEqual([
      ['My Dashboard', '/debtor'],
      ['Make a Payment', '/payment'],
      ['Payment History', '/payment-history'],
      ['Documents', '/documents'],
      ['Disputes', '/dispute-portal'],
      ['Text Message Opt-In', '/text-opt-in'],
    ]);
  });

  it('gives other signed-in users the portal pages without the debtor dashboard', async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
    expect(linksOf().map(([, href]) => href)).toEqual([
      '/payment',
      '/payment-history',
      '/documents',
      '/dispute-portal',
      '/text-opt-in',
    ]);
  });
});

describe('/account in Spanish', () => {
  it('switches the profile, the links and the sign-out to Spanish', async () => {
    fakeServer(sessionOf(TEST_USERS.debtor));
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
    const bar = screen.getByTestId('page-top-bar');
    fireEvent.click(within(bar).getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeTruthy();
    const profile = within(screen.getByTestId('account-profile'));
    expect(profile.getAllByRole('term').map((dt) => dt.textContent)).toEqual([
      'Nombre',
      'Nombre de usuario',
      'Correo electrónico',
      'Teléfono',
      'Rol',
    ]);
    expect(profile.getByText('Cliente')).toBeTruthy();
    expect(screen.getByText('Perfil')).toBeTruthy();
    expect(screen.getByText('Las páginas de su cuenta')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Cuenta' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Resumen de la cuenta',
      'Hacer un pago',
      'Historial de pagos',
      'Documentos',
      'Disputas',
      'Inscripción para mensajes de texto',
    ]);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    // And back: the same page in English.
    fireEvent.click(within(bar).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
    expect(screen.getByText('Customer')).toBeTruthy();
  });
});
