import { expect, type Page, seriousA11yViolations, signInAs, test } from './fixtures';

/**
 * The back office's frame (decision 0042): on every signed-in /admin page, a sidebar of the role's areas at
 * 1280 px, a Menu drawer at 390 px with no sideways scroll, and the global search.
 */
const ADMIN_PAGES = [
  '/admin',
  '/admin/change-password',
  '/admin/mfa-setup',
  '/admin/users',
  '/admin/jobs',
  '/admin/security',
  '/admin/dashboard',
  '/admin/accounts',
  '/admin/accounts/4',
  '/admin/accounts/4/edit',
  '/admin/import',
  '/admin/record-payment',
  '/admin/payment-details',
  '/admin/disputes',
  '/admin/documents',
  '/admin/contact-center',
  '/admin/debtor/4',
  '/admin/compliance',
  '/admin/state-rules',
] as const;

/** Opens a page and waits for its content: a heading, nothing loading. */
async function openLoaded(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe(url);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const role of ['admin', 'staff'] as const) {
  test(`${role}: the frame on every /admin page, sidebar at 1280 px, Menu at 390 px without sideways scroll`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, role);
    const sidebar = page.getByTestId('back-office-sidebar');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const url of ADMIN_PAGES) {
        await test.step(`${url} at ${width} px`, async () => {
          await openLoaded(page, url);
          await expect(page.getByTestId('back-office-frame')).toBeVisible();
          await expect(page.getByRole('button', { name: 'Find an account' })).toBeVisible();
          if (width === 1280) {
            await expect(sidebar).toBeVisible();
            await expect(sidebar.getByRole('button', { name: 'Log Out' })).toBeVisible();
            await expect(sidebar.getByText(`Role: ${role}`)).toBeVisible();
            const adminOnly = sidebar.getByRole('link', { name: 'Users', exact: true });
            await expect(adminOnly).toHaveCount(role === 'admin' ? 1 : 0);
          } else {
            await expect(sidebar).toBeHidden();
            await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
            expect(await pageWidth(page), url).toBeLessThanOrEqual(390);
          }
        });
      }
    }
  });
}

test('the current area is marked, and the folded sidebar is remembered after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'staff');
  await openLoaded(page, '/admin/debtor/4');
  const sidebar = page.getByTestId('back-office-sidebar');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('My queue');
  await page.goto('/admin/accounts/4');
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Accounts');

  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await page.reload();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect(sidebar.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
});

test('at 390 px the Menu opens a drawer that keeps the focus, closes with Esc and on navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'staff');
  await openLoaded(page, '/admin');
  expect(await seriousA11yViolations(page)).toEqual([]); // the top bar's logo keeps its name when its text is hidden
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Log Out' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Tabbing past the last control comes back into the drawer.
  for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await drawer.getByRole('link', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/\/admin\/accounts$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'All Accounts' })).toBeVisible();
});

test('the global search finds an account by its PAY- code and opens its workspace', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'staff');
  // The demo's card payment on ACC-100002.
  const answer = await page.request.get('/api/admin/search?q=ACC-100002');
  const [account] = (await answer.json()).results;
  expect(account.accountNumber).toBe('ACC-100002');

  await openLoaded(page, '/admin');
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: 'Search accounts' });
  await expect(box).toBeFocused();
  await box.fill('pay-demo-0001');
  const option = page.getByRole('option').first();
  await expect(option).toContainText('Payment PAY-DEMO-0001 · $167.60 on');
  await expect(option).toContainText('ACC-100002');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/debtor/${account.accountId}$`));
  await expect(page.getByRole('dialog', { name: 'Search accounts' })).toBeHidden();
  await expect(page.getByText('ACC-100002').first()).toBeVisible();

  // At 390 px from the top bar's button, with Ctrl+K closing and reopening it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Find an account' }).click();
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await box.fill(account.fullName);
  await expect(page.getByRole('option', { name: new RegExp(account.fullName) }).first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
