import { AUTH_MESSAGES, REGISTER_DEBTOR_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign-in and registration in Spanish (issue 24)', () => {
  it('signs in in Spanish: labels, required messages and the server refusal', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/login': () => ({ status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } }),
    });
    renderApp('/login', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Escriba su nombre de usuario')).toBeTruthy();
    expect(screen.getByText('Escriba su contraseña')).toBeTruthy();
    fill('Nombre de usuario', 'jdoe');
    fill('Contraseña', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('No pudo iniciar sesión')).toBeTruthy();
    expect(screen.getByText('El nombre de usuario o la contraseña no son correctos')).toBeTruthy();
  });

  it('offers the switch on /auth and /register, where the site header is hidden', async () => {
    fakeServer(sessionOf(null));
    renderApp('/register', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Cree su cuenta' })).toBeTruthy();
    const bar = screen.getByTestId('page-top-bar');
    expect(within(bar).getByRole('group', { name: 'Idioma' })).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeTruthy();
  });

  it('registers in Spanish: rules, passwords that differ, and the page that says no account was found', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/register': () => ({
        status: 404,
        body: { message: REGISTER_DEBTOR_MESSAGES.noMatchingAccount },
      }),
    });
    renderApp('/register', undefined, { language: 'es' });
    await screen.findByRole('heading', { name: 'Cree su cuenta' });
    expect(screen.getByRole('heading', { name: 'Lo que le da su cuenta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Escriba su apellido')).toBeTruthy();
    expect(screen.getByText('Escriba un correo electrónico válido')).toBeTruthy();

    fill('Nombre', 'Jane');
    fill('Apellido', 'Doe');
    fill('Últimos 4 dígitos de su Seguro Social', '4321');
    fill('Mes', '11');
    fill('Día', '3');
    fill('Año', '1979');
    fill('Número de cuenta', 'ACC-100003');
    fill('Correo electrónico', 'jane@example.com');
    fill('Número de teléfono', '5551234567');
    fill('Nombre de usuario', 'jdoe');
    fill('Contraseña', 'correct-horse');
    fill('Confirme la contraseña', 'correct-horsf');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    fill('Confirme la contraseña', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const panel = await screen.findByTestId('register-no-match');
    expect(
      within(panel).getByRole('heading', { name: 'No encontramos ninguna cuenta con estos datos' }),
    ).toBeTruthy();
    expect(panel.textContent).toContain(
      'No se creó ningún acceso. No pudimos crear un acceso con estos datos.',
    );
    expect(within(panel).getByRole('link', { name: 'Llame al 1-888-555-0147' })).toBeTruthy();
  });
});
