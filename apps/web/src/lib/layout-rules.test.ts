import { describe, expect, it } from 'vitest';
import { footerFor, showsChatLauncher, showsSiteChrome } from './layout-rules';

describe('layout rules (docs/product/public-site.md)', () => {
  it.each([
    '/account',
    '/account/settings',
    '/register',
    '/auth',
    '/admin',
    '/admin/accounts/7',
    '/admin-login',
  ])('hides header and footer on %s', (path) => expect(showsSiteChrome(path)).toBe(false));

  it.each(['/', '/about', '/login', '/policy', '/quick-access', '/debtor', '/registered'])(
    'shows header and footer on %s',
    (path) => expect(showsSiteChrome(path)).toBe(true),
  );

  it('hides the chat launcher on /admin* only', () => {
    expect(showsChatLauncher('/admin')).toBe(false);
    expect(showsChatLauncher('/admin/dashboard')).toBe(false);
    expect(showsChatLauncher('/admin-login')).toBe(false);
    expect(showsChatLauncher('/register')).toBe(true);
    expect(showsChatLauncher('/account')).toBe(true);
  });

  it('gives the marketing footer to / and /about, the debtor footer elsewhere and to a signed-in debtor everywhere', () => {
    expect(footerFor('/', false)).toBe('marketing');
    expect(footerFor('/about', false)).toBe('marketing');
    for (const path of [
      '/quick-access',
      '/login',
      '/privacy',
      '/sms-terms',
      '/debtor',
      '/payment',
      '/no-such-page',
    ])
      expect(footerFor(path, false)).toBe('debtor');
    expect(footerFor('/', true)).toBe('debtor');
    expect(footerFor('/about', true)).toBe('debtor');
  });
});
