import { ADMIN_MESSAGES, IDENTITY_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OPTIONS = ['14 Elm Street, Philadelphia, PA 19103', '9 Pine Court, Philadelphia, PA 19103'];

function fillCredentials() {
  fireEvent.change(screen.getByLabelText('Últimos 4 dígitos de su Seguro Social'), {
    target: { value: '3333' },
  });
  fireEvent.change(screen.getByLabelText('Mes'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('Día'), { target: { value: '21' } });
  fireEvent.change(screen.getByLabelText('Año'), { target: { value: '1990' } });
}

describe('quick access in Spanish (issue 24)', () => {
  it('shows the page, the months and the validation messages in Spanish', async () => {
    const calls = fakeServer(sessionOf(null));
    renderApp('/quick-access', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Acceso rápido' })).toBeTruthy();
    expect(screen.getByText('Paso 1 de 2: Verifique su identidad')).toBeTruthy();
    expect(within(screen.getByLabelText('Mes')).getByRole('option', { name: 'noviembre' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Escriba los últimos 4 dígitos')).toBeTruthy();
    expect(screen.getByText('Indique su fecha de nacimiento')).toBeTruthy();
    // The domain's English is not on the page.
    expect(screen.queryByText(IDENTITY_MESSAGES.ssnLast4Min)).toBeNull();
    expect(calls.some((c) => c.path.includes('quick-access'))).toBe(false);
  });

  it('labels "None of these" in Spanish but sends the English value the server expects, then shows how to reach us', async () => {
    const calls = fakeServer({
      ...sessionOf(null),
      'POST /api/quick-access-verify': () => ({
        body: { verificationToken: 't-1', addressOptions: OPTIONS },
      }),
      'POST /api/quick-access': () => ({
        status: 401,
        body: { message: IDENTITY_MESSAGES.noneOfThese('Keystone Recovery Partners', '1-888-555-0147') },
      }),
    });
    renderApp('/quick-access', undefined, { language: 'es' });
    await screen.findByText('Paso 1 de 2: Verifique su identidad');
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Paso 2 de 2: Confirme su dirección')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Ninguna de estas es mi dirección'));
    fireEvent.click(screen.getByRole('button', { name: 'Verificar la dirección' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'No pudimos verificar su identidad' })).toBeTruthy();
    expect(alert.textContent).toContain('No pudimos confirmar su identidad en línea.');
    expect(calls.find((c) => c.path === '/api/quick-access')?.body).toMatchObject({
      selectedAddress: IDENTITY_MESSAGES.noneOfTheseOption,
    });
  });

  it("translates the server's refusal and keeps the English page the spec's", async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/quick-access-verify': () => ({
        status: 429,
        body: { message: IDENTITY_MESSAGES.throttled },
      }),
    });
    renderApp('/quick-access', undefined, { language: 'es' });
    await screen.findByText('Paso 1 de 2: Verifique su identidad');
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Acceso denegado')).toBeTruthy();
    expect(
      screen.getByText(
        'Hubo demasiados intentos de verificación fallidos. Espere 15 minutos e inténtelo de nuevo.',
      ),
    ).toBeTruthy();
    cleanup();

    fakeServer(sessionOf(null));
    renderApp('/dispute-quick-access');
    expect(await screen.findByRole('heading', { name: 'Dispute Quick Access' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 2: Verify your identity')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it("says the address step's refusal of a deactivated login in Spanish", async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/quick-access-verify': () => ({
        body: { verificationToken: 't-1', addressOptions: OPTIONS },
      }),
      'POST /api/quick-access': () => ({ status: 403, body: { message: ADMIN_MESSAGES.accountDeactivated } }),
    });
    renderApp('/quick-access', undefined, { language: 'es' });
    await screen.findByText('Paso 1 de 2: Verifique su identidad');
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    fireEvent.click(await screen.findByLabelText(OPTIONS[0]));
    fireEvent.click(screen.getByRole('button', { name: 'Verificar la dirección' }));
    expect(
      await screen.findAllByText('Esta cuenta fue desactivada. Por favor, comuníquese con su administrador.'),
    ).not.toHaveLength(0);
    expect(screen.queryByText(ADMIN_MESSAGES.accountDeactivated)).toBeNull();
  });

  it('shows /register-debtor in Spanish', async () => {
    fakeServer(sessionOf(null));
    renderApp('/register-debtor', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Crear una cuenta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Escriba su nombre')).toBeTruthy();
    expect(screen.getByText('Escriba los últimos 4 dígitos de su Seguro Social')).toBeTruthy();
    expect(screen.getByText('Escriba el número de cuenta')).toBeTruthy();
    expect(screen.getByText('El nombre de usuario debe tener al menos 3 caracteres')).toBeTruthy();
  });
});
