import { DEFAULT_PUBLIC_CONFIG } from '@arrears/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const company = DEFAULT_PUBLIC_CONFIG.brand.companyName;

describe('the public site in Spanish (issue 24)', () => {
  it('shows the home page in Spanish, with the same links', async () => {
    fakeServer(sessionOf(null));
    renderApp('/', undefined, { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Soluciones profesionales de cobro de deudas' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '¿Recibió una carta o una llamada nuestra?' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Pagar' }).getAttribute('href')).toBe('/quick-access');
    expect(main.getByRole('link', { name: 'Disputar la deuda' }).getAttribute('href')).toBe(
      '/dispute-quick-access',
    );
    expect(screen.getByRole('heading', { name: 'Automatización inteligente' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nuestros servicios' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contáctenos' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Inscríbase para recibir mensajes de texto' })).toBeTruthy();
    const notices = screen.getByRole('complementary', { name: 'Avisos importantes' });
    expect(notices.textContent).toContain(`${company} es un cobrador de deudas.`);
    expect(screen.queryByText(/Professional Debt Recovery/)).toBeNull();
  });

  it('shows /about in Spanish', async () => {
    fakeServer(sessionOf(null));
    renderApp('/about', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: `Acerca de ${company}` })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cómo tratamos a los consumidores' })).toBeTruthy();
    expect(screen.getByText(/la Ley de Prácticas Justas en el Cobro de Deudas \(FDCPA\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contacte a nuestro equipo' }).getAttribute('href')).toBe(
      '/#contact',
    );
  });
});
