import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const footer = async () => within(await screen.findByRole('contentinfo'));
const linkTargets = (scope: ReturnType<typeof within>) =>
  Object.fromEntries(
    scope.getAllByRole('link').map((a: HTMLElement) => [a.textContent, a.getAttribute('href')]),
  );

describe('the footers (docs/decisions/0046)', () => {
  it('the marketing pages keep the services list', async () => {
    fakeServer(sessionOf(null));
    renderApp('/about');
    const f = await footer();
    expect(f.getByText('Skip tracing')).toBeTruthy();
    expect(screen.getByTestId('site-footer').dataset.footer).toBe('marketing');
  });

  it('a debtor page has the phone, hours, rights and notices, and no sales list', async () => {
    fakeServer(sessionOf(null));
    renderApp('/quick-access');
    const f = await footer();
    expect(screen.getByTestId('site-footer').dataset.footer).toBe('debtor');
    expect(f.queryByText('Skip tracing')).toBeNull();
    expect(f.queryByText('Services')).toBeNull();
    expect(f.getByText('Monday-Friday 8 AM to 6 PM EST')).toBeTruthy();
    expect(linkTargets(f)).toMatchObject({
      '1-888-555-0147': 'tel:+18885550147',
      'Pay online': '/quick-access',
      'Question a debt': '/dispute-quick-access',
      'Log in with your username': '/login',
      'Your rights as a consumer': '/terms-of-service',
      'Privacy Policy': '/privacy',
      'SMS Terms': '/sms-terms',
      'Refund Policy': '/refund-policy',
    });
  });

  it('a signed-in debtor gets their own pages in the footer, on the home page too', async () => {
    fakeServer(sessionOf(TEST_USERS.debtor));
    renderApp('/');
    // The session arrives after the first paint.
    await screen.findByRole('link', { name: 'Account overview' });
    const f = await footer();
    expect(f.queryByText('Skip tracing')).toBeNull();
    expect(linkTargets(f)).toMatchObject({
      'Account overview': '/debtor',
      'Pay online': '/payment-center',
      'Question a debt': '/dispute-portal',
    });
    expect(f.queryByRole('link', { name: 'Log in with your username' })).toBeNull();
  });
});
