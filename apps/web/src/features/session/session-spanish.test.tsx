import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, preloadRoutes, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

const MIN = 60_000;

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('the session warning in Spanish (issue 24)', () => {
  beforeAll(async () => {
    await preloadRoutes('/account');
    await import('./session-warning-dialog');
    await import('@/ui/toast-region');
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('warns a debtor in Spanish and keeps the session when asked', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.debtor),
      'POST /api/session/extend': () => ({ body: { user: TEST_USERS.debtor } }),
    });
    renderApp('/account', undefined, { language: 'es' });
    await advance(25 * MIN + 10);
    const dialog = within(screen.getByTestId('session-timeout-dialog'));
    expect(dialog.getByText('Su sesión está por cerrarse')).toBeTruthy();
    expect(dialog.getByText('Su sesión se cerrará en 5 minutos porque no ha tenido actividad.')).toBeTruthy();
    expect(dialog.getByRole('timer', { name: 'Tiempo que queda' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(within(screen.getByTestId('toast')).getByText('Su sesión está por cerrarse')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Seguir conectado' }));
    await advance(10);
    expect(screen.queryByTestId('session-timeout-dialog')).toBeNull();
  });

  it('stays English for staff, whatever the language of the site', async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    renderApp('/account', undefined, { language: 'es' });
    await advance(25 * MIN + 10);
    const dialog = within(screen.getByTestId('session-timeout-dialog'));
    expect(dialog.getByText('Session Expiring')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Stay Logged In' })).toBeTruthy();
  });
});
