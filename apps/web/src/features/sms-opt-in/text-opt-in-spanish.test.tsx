import { DEFAULT_PUBLIC_CONFIG, SMS_OPT_IN_MESSAGES as M, smsConsentTextEs } from '@arrears/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/text-opt-in in Spanish (issue 24)', { timeout: 30_000 }, () => {
  it('asks in Spanish, checks the fields in Spanish and confirms the number in Spanish', async () => {
    const calls = fakeServer({
      ...sessionOf(null),
      'POST /api/sms-opt-in/submit': () => ({ body: { message: M.confirmationSent } }),
      'POST /api/sms-opt-in/confirm': () => ({ status: 400, body: { message: M.codeWrong } }),
    });
    renderApp('/text-opt-in', undefined, { language: 'es' });
    expect(
      await screen.findByRole('heading', { name: 'Inscripción para mensajes de texto' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const consent = smsConsentTextEs(DEFAULT_PUBLIC_CONFIG.brand.companyName);
    expect(screen.getByRole('checkbox', { name: consent })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Términos del servicio de SMS' }).getAttribute('href')).toBe(
      '/sms-terms',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Quiero recibir textos' }));
    expect(await screen.findByText('Escriba su nombre completo')).toBeTruthy();
    expect(screen.getByText('Escriba su número de teléfono')).toBeTruthy();
    expect(await screen.findByText('Falta su consentimiento')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Nombre completo'), { target: { value: 'Juana Pérez' } });
    fireEvent.change(screen.getByLabelText('Número de teléfono'), { target: { value: '5550101234' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Quiero recibir textos' }));
    expect(await screen.findByRole('heading', { name: 'Confirme su número' })).toBeTruthy();
    expect(screen.getByText(/Le enviamos un mensaje de texto para confirmar/)).toBeTruthy();
    expect(screen.getByText('Enviado al (555) 010-1234.')).toBeTruthy();
    // The server's value is sent as it is; only what the reader sees is translated.
    expect(calls.find((c) => c.path === '/api/sms-opt-in/submit')?.body).toMatchObject({
      fullName: 'Juana Pérez',
      consent: true,
    });

    fireEvent.change(screen.getByLabelText('Código de confirmación'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Ese código no es correcto. Revise el mensaje de texto e inténtelo de nuevo.'),
    ).toBeTruthy();
  });
});
