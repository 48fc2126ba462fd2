import { readFileSync } from 'node:fs';
import { expect, type Page, seriousA11yViolations, signInAs, test } from './fixtures';

/**
 * axe sweep (decision 0025): every route of the web route map, opened by a user allowed to see it,
 * with no serious or critical WCAG 2.1 A/AA violation once its content has loaded.
 */
type Visitor = 'public' | 'jdoe' | 'admin' | 'client';

/** Each route of APP_ROUTES with who opens it and, for routes with ids, the demo URL. */
const ROUTES: ReadonlyArray<{ path: string; as: Visitor; url?: string }> = [
  { path: '/', as: 'public' },
  { path: '/about', as: 'public' },
  { path: '/policy', as: 'public' },
  { path: '/cookie-policy', as: 'public' },
  { path: '/privacy', as: 'public' },
  { path: '/terms', as: 'public' },
  { path: '/sms-terms', as: 'public' },
  { path: '/refund-policy', as: 'public' },
  { path: '/terms-of-service', as: 'public' },
  { path: '/register', as: 'public' },
  { path: '/login', as: 'public' },
  { path: '/auth', as: 'public' },
  { path: '/register-debtor', as: 'public' },
  { path: '/quick-access', as: 'public' },
  { path: '/dispute-quick-access', as: 'public' },
  { path: '/account', as: 'jdoe' },
  { path: '/debtor', as: 'jdoe' },
  { path: '/payment', as: 'jdoe' },
  { path: '/payment-center', as: 'jdoe' },
  { path: '/payment-plan', as: 'jdoe' },
  { path: '/payment-history', as: 'jdoe' },
  { path: '/dispute-portal', as: 'jdoe' },
  { path: '/documents', as: 'jdoe' },
  { path: '/text-opt-in', as: 'public' },
  { path: '/unsubscribe', as: 'public', url: '/unsubscribe?token=not-a-real-token' },
  { path: '/test-payment', as: 'admin' },
  { path: '/admin', as: 'admin' },
  { path: '/admin-login', as: 'public' },
  { path: '/forgot-password', as: 'public' },
  { path: '/reset-password', as: 'public', url: '/reset-password?token=not-a-real-token' },
  { path: '/admin/change-password', as: 'admin' },
  { path: '/admin/mfa-setup', as: 'admin' },
  { path: '/admin/users', as: 'admin' },
  { path: '/admin/jobs', as: 'admin' },
  { path: '/admin/security', as: 'admin' },
  { path: '/admin/dashboard', as: 'admin' },
  { path: '/admin/accounts', as: 'admin' },
  { path: '/admin/accounts/:id', as: 'admin', url: '/admin/accounts/4' },
  { path: '/admin/accounts/:id/edit', as: 'admin', url: '/admin/accounts/4/edit' },
  { path: '/admin/import', as: 'admin' },
  { path: '/admin/record-payment', as: 'admin' },
  { path: '/admin/payment-details', as: 'admin' },
  { path: '/admin/clients', as: 'admin' },
  { path: '/admin/clients/:id', as: 'admin', url: '/admin/clients/2' },
  { path: '/admin/remittances', as: 'admin' },
  { path: '/admin/remittances/:id', as: 'admin', url: '/admin/remittances/1' },
  { path: '/admin/trust-reconciliation', as: 'admin' },
  { path: '/admin/arrangements', as: 'admin' },
  { path: '/admin/letters', as: 'admin' },
  { path: '/admin/scrubs', as: 'admin' },
  { path: '/admin/identity-reviews', as: 'admin' },
  { path: '/admin/disputes', as: 'admin' },
  { path: '/admin/documents', as: 'admin' },
  { path: '/admin/contact-center', as: 'admin' },
  { path: '/admin/debtor/:id', as: 'admin', url: '/admin/debtor/4' },
  { path: '/client', as: 'client' },
  { path: '/client/accounts', as: 'client' },
  { path: '/client/accounts/:id', as: 'client', url: '/client/accounts/1' },
  { path: '/client/placements', as: 'client' },
  { path: '/client/transactions', as: 'client' },
  { path: '/client/remittances', as: 'client' },
  { path: '/client/change-password', as: 'client' },
  { path: '/client/mfa-setup', as: 'client' },
  { path: '/admin/state-rules', as: 'admin' },
  { path: '/admin/compliance', as: 'admin' },
];

/** The paths of APP_ROUTES, read from the source so a new route cannot be forgotten here. */
function routeMapPaths(): string[] {
  const source = readFileSync(new URL('../../apps/web/src/app/routes.tsx', import.meta.url), 'utf8');
  const table = source.slice(source.indexOf('export const APP_ROUTES'), source.indexOf('NOT_FOUND_ROUTE'));
  return [...table.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1] as string);
}

/** Opens a page and waits for its content: no request in flight, a heading, no loading spinner. */
async function openLoaded(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Still on the page asked for (no redirect to a sign-in or another page).
  expect(new URL(page.url()).pathname).toBe(new URL(url, page.url()).pathname);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the sweep covers exactly the routes of the route map', () => {
  expect(ROUTES.map((r) => r.path)).toEqual(routeMapPaths());
});

for (const visitor of ['public', 'jdoe', 'admin', 'client'] as const) {
  test(`no serious or critical axe violation on the ${visitor} pages`, async ({ page }) => {
    test.setTimeout(180_000);
    if (visitor !== 'public') await signInAs(page, visitor);
    const found: string[] = [];
    for (const route of ROUTES.filter((r) => r.as === visitor)) {
      await openLoaded(page, route.url ?? route.path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
      for (const violation of await seriousA11yViolations(page)) found.push(`${route.path}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}

/** The debtor's pages, as a debtor opens them: on a phone (decision 0046). */
const isDebtorPage = (route: { path: string; as: Visitor }) =>
  route.as !== 'admin' && route.as !== 'client' && !route.path.startsWith('/admin');

for (const visitor of ['public', 'jdoe'] as const) {
  test(`no serious or critical axe violation on the ${visitor} debtor pages at 390 px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    if (visitor !== 'public') await signInAs(page, visitor);
    const found: string[] = [];
    for (const route of ROUTES.filter((r) => r.as === visitor && isDebtorPage(r))) {
      await openLoaded(page, route.url ?? route.path);
      for (const violation of await seriousA11yViolations(page)) found.push(`${route.path}: ${violation}`);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > 390) found.push(`${route.path}: scrolls sideways (${scrollWidth} px)`);
    }
    expect(found).toEqual([]);
  });
}

test('no serious or critical axe violation on the client portal at 390 px, and no sideways scroll', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'client');
  const found: string[] = [];
  for (const route of ROUTES.filter((r) => r.as === 'client')) {
    await openLoaded(page, route.url ?? route.path);
    for (const violation of await seriousA11yViolations(page)) found.push(`${route.path}: ${violation}`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > 390) found.push(`${route.path}: scrolls sideways (${scrollWidth} px)`);
  }
  expect(found).toEqual([]);
});

test('no back-office page scrolls sideways at 1280 px with the sidebar open', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  const found: string[] = [];
  for (const route of ROUTES.filter((r) => r.as === 'admin')) {
    await openLoaded(page, route.url ?? route.path);
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) {
      const open = (await sidebar.count()) > 0 && (await sidebar.first().isVisible());
      found.push(`${route.path}: scrolls sideways (${scrollWidth} px${open ? ', sidebar open' : ''})`);
    }
  }
  expect(found).toEqual([]);
});
