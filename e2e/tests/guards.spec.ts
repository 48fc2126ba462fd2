import { expect, signInAs, test } from './fixtures';

const ACCESS_DENIED =
  "You don't have permission to access this page. This area is restricted to authorized personnel only.";
/** The admin area's own text (docs/product/public-site.md). */
const ADMIN_ACCESS_DENIED =
  "You don't have permission to access this page. This feature requires administrator privileges.";

test.describe('guards and redirects', () => {
  test('unauthenticated visitors go to /login from customer pages and to /admin-login from admin pages', async ({
    page,
  }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/debtor');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('a debtor opening the admin area sees Access Denied with Return to Home', async ({ page }) => {
    await signInAs(page, 'jdoe');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(ADMIN_ACCESS_DENIED)).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a collector opening the debtor home sees Access Denied; a debtor on /account finds the dashboard link', async ({
    page,
  }) => {
    await signInAs(page, 'collector');
    await page.goto('/debtor');
    await expect(page.getByText(ACCESS_DENIED)).toBeVisible();
    await page.context().clearCookies();
    await signInAs(page, 'jdoe');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await page.getByRole('link', { name: /My Dashboard/ }).click();
    await expect(page).toHaveURL(/\/debtor$/);
  });

  test('admin and staff opening / go to /admin, where the header shows who they are', async ({ page }) => {
    await signInAs(page, 'staff');
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
    const header = page.getByTestId('admin-shell-user');
    await expect(header.getByText('staff', { exact: true })).toBeVisible();
    await expect(header.getByText('Role: staff')).toBeVisible();
    await expect(header.getByText('staff@keystone-recovery.example')).toBeVisible();
    await expect(page.getByTestId('chat-launcher-slot')).toHaveCount(0);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
  });

  test('an unknown path shows 404 Page Not Found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    const api = await page.request.get('/api/no-such-endpoint');
    expect(api.status()).toBe(404);
    expect((await api.json()).message).toContain('/api/no-such-endpoint');
  });
});
