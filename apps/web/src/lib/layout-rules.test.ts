import { describe, expect, it } from 'vitest';
import { showsChatLauncher, showsSiteChrome } from './layout-rules';

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
});
