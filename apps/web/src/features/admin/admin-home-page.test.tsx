import { ADMIN_MESSAGES } from '@arrears/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderApp, sessionOf, TEST_USERS } from '@/app/testing';

// The pages are lazy chunks: load them once up front so the first render does not wait on a cold import.
beforeAll(() => Promise.all([import('./admin-home-page')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SPEC_CARDS = [
  ['Dashboard', '/admin/dashboard'],
  ['Contact Center', '/admin/contact-center'],
  ['Record Payment', '/admin/record-payment'],
  ['Upload Documents', '/admin/documents'],
  ['Disputes', '/admin/disputes'],
  ['Security Dashboard', '/admin/security'],
  ['Two-Factor Authentication', '/admin/mfa-setup'],
  ['Import Accounts', '/admin/import'],
] as const;

/** The compliance report (decision 0024), after the spec's cards (admin and staff). */
const COMPLIANCE_CARD = '/admin/compliance';

function cardLinks() {
  return within(screen.getByRole('list', { name: 'Admin areas' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('a')?.getAttribute('href'));
}

describe('/admin', () => {
  it('shows admins the eight cards of the spec, Agency Users and Background Jobs', async () => {
    fakeServer(sessionOf(TEST_USERS.admin));
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Admin Portal' });
    expect(cardLinks()).toEqual([
      ...SPEC_CARDS.map(([, to]) => to),
      COMPLIANCE_CARD,
      '/admin/users',
      '/admin/jobs',
    ]);
    expect(screen.getByRole('link', { name: /Agency Users/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change Password' }).getAttribute('href')).toBe(
      '/admin/change-password',
    );
  });

  it('shows staff the eight cards and the compliance report', async () => {
    fakeServer(sessionOf(TEST_USERS.staff));
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Admin Portal' });
    expect(cardLinks()).toEqual([...SPEC_CARDS.map(([, to]) => to), COMPLIANCE_CARD]);
  });

  it('refuses other roles with the admin-area text and Return to Home', async () => {
    fakeServer(sessionOf(TEST_USERS.collector));
    renderApp('/admin');
    expect(await screen.findByText(ADMIN_MESSAGES.featureRequiresAdmin)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });
});

describe('/admin password notice', () => {
  it('asks for a new password when the server says it must be changed', async () => {
    fakeServer({
      ...sessionOf(TEST_USERS.staff),
      'GET /api/admin/password-status': () => ({
        body: { needsUpdate: true, warningPeriod: false, passwordAge: 0 },
      }),
    });
    renderApp('/admin');
    expect(await screen.findByText('Your password must be changed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change it now' }).getAttribute('href')).toBe(
      '/admin/change-password',
    );
  });
});
