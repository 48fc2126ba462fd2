import { MFA_MESSAGES, PASSWORD_MESSAGES } from '@arrears/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, preloadRoutes, renderApp, sessionOf } from '@/app/testing';

beforeAll(() =>
  Promise.all([
    import('./forgot-password-page'),
    import('./reset-password-page'),
    import('./admin-login-page'),
    preloadRoutes('/login'),
  ]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the password pages and the two-factor step in Spanish (issue 24)', { timeout: 30_000 }, () => {
  it('/forgot-password?from=login speaks Spanish; the back office’s stays English', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/forgot-password': () => ({
        body: { success: true, message: PASSWORD_MESSAGES.forgotAccepted },
      }),
    });
    renderApp('/forgot-password?from=login', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { name: '¿Olvidó su contraseña?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' }).getAttribute('href')).toBe('/login');
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    expect(await screen.findByText('Escriba un correo electrónico válido')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar instrucciones' }));
    expect(await screen.findByText(/Si hay una cuenta con ese correo electrónico/)).toBeTruthy();
    expect(screen.getByText('Volveremos a la página para iniciar sesión en 5 segundos...')).toBeTruthy();
    cleanup();
    renderApp('/forgot-password', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Admin Login' })).toBeTruthy();
  });

  it('/reset-password in Spanish: the form, its checks, and a link without a token', async () => {
    fakeServer(sessionOf(null));
    renderApp('/reset-password?token=abc', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Cambiar la contraseña' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Contraseña nueva'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres.')).toBeTruthy();
    cleanup();
    renderApp('/reset-password', undefined, { language: 'es' });
    expect(await screen.findByText(/El enlace para cambiar la contraseña no es válido/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir un nuevo cambio de contraseña' })).toBeTruthy();
  });

  it('the debtor’s second sign-in step is Spanish at /login and English at /admin-login', async () => {
    fakeServer({
      ...sessionOf(null),
      'POST /api/login': () => ({ body: { mfaRequired: true, role: 'debtor' } }),
      'POST /api/mfa/verify-login': () => ({ status: 401, body: { message: MFA_MESSAGES.invalidCode } }),
    });
    renderApp('/login', undefined, { language: 'es' });
    fireEvent.change(await screen.findByLabelText('Nombre de usuario'), { target: { value: 'jdoe' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Password123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { name: 'Verificación en dos pasos' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('No se pudo verificar')).toBeTruthy();
    expect(screen.getByText('El código de verificación no es correcto. Inténtelo de nuevo.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usar un código de respaldo' }));
    expect(screen.getByLabelText('Código de respaldo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a iniciar sesión' })).toBeTruthy();
    cleanup();
    vi.unstubAllGlobals();
    fakeServer({
      ...sessionOf(null),
      'POST /api/admin/login': () => ({ body: { mfaRequired: true, role: 'admin' } }),
    });
    renderApp('/admin-login', undefined, { language: 'es' });
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Password123!' } });
    fireEvent.click(screen.getByRole('button', { name: /Sign In/ }));
    expect(await screen.findByRole('heading', { name: 'Two-Factor Authentication' })).toBeTruthy();
  });
});
