import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

beforeAll(() => import('./account-page'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
