import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf } from '@/app/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the error pages in Spanish (issue 24)', () => {
  it('says the page was not found, in Spanish, with the way home', async () => {
    fakeServer(sessionOf(null));
    renderApp('/no-such-page', undefined, { language: 'es' });
    expect(await screen.findByRole('heading', { name: '404: No encontramos la página' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    cleanup();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});
