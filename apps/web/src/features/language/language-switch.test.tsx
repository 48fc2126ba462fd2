import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie.
  document.cookie = 'arrears_lang=; Path=/; Max-Age=0';
});

const headerSwitch = () =>
  within(screen.getByTestId('site-header')).getByRole('group', { name: /Language|Idioma/ });

describe('the language switch (decision 0072)', () => {
  it('names each language in itself, marks the chosen one, and switches the page, <html lang> and the cookie', async () => {
    fakeServer(sessionOf(null));
    renderApp('/quick-access');
    const group = headerSwitch();
    expect(group.getAttribute('aria-label')).toBe('Language');
    const english = within(group).getByRole('button', { name: 'English' });
    const spanish = within(group).getByRole('button', { name: 'Español' });
    expect(english.getAttribute('lang')).toBe('en');
    expect(spanish.getAttribute('lang')).toBe('es');
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(spanish.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(spanish);
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(document.cookie).toContain('arrears_lang=es');
    expect(headerSwitch().getAttribute('aria-label')).toBe('Idioma');
    expect(spanish.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Ir al contenido' })).toBeTruthy();
    expect(within(screen.getByTestId('site-footer')).getByText('Sus derechos y avisos')).toBeTruthy();

    fireEvent.click(within(headerSwitch()).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(document.cookie).toContain('arrears_lang=en');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
  });

  it("keeps a signed-in debtor's choice on their user; a visitor's stays in the browser", async () => {
    const calls = fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'PUT /api/customer/language': (call) => ({ body: call.body }),
    });
    renderApp('/');
    // The session arrives after the first paint; then the debtor's footer replaces the marketing one.
    await screen.findByRole('link', { name: 'Account overview' });
    const footerSwitch = within(screen.getByTestId('site-footer')).getByRole('group', { name: 'Language' });
    fireEvent.click(within(footerSwitch).getByRole('button', { name: 'Español' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/customer/language')).toEqual([
        { method: 'PUT', path: '/api/customer/language', body: { language: 'es' } },
      ]),
    );
    cleanup();

    const visitorCalls = fakeServer(sessionOf(null));
    renderApp('/');
    fireEvent.click(within(headerSwitch()).getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(visitorCalls.some((c) => c.path === '/api/customer/language')).toBe(false);
  });

  it('follows the cookie the server sets at sign-in', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server's Set-Cookie, as the browser keeps it.
    document.cookie = 'arrears_lang=es; Path=/';
    fakeServer(sessionOf(TEST_USERS.debtor));
    renderApp('/');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });

  it('renders in Spanish when a test asks for it', async () => {
    fakeServer(sessionOf(null));
    renderApp('/quick-access', undefined, { language: 'es' });
    expect(document.documentElement.lang).toBe('es');
    expect(within(screen.getByTestId('site-header')).getByRole('button', { name: 'Menú' })).toBeTruthy();
  });
});
