import { expect, test } from './fixtures';

/**
 * The client portal (decisions 0055, 0056): the bank's user signs in at /login, lands on /client,
 * sees the bank's accounts with masked SSNs, and another client's account is not found.
 */
test.describe('client portal', () => {
  test("the bank's user sees the bank's accounts only", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('client');
    await page.getByLabel('Password').fill('Password123!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/client$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Keystone Community Bank')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Client portal' })
      .getByRole('link', { name: 'Accounts' })
      .click();
    await expect(page.getByRole('link', { name: 'ACC-100001' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ACC-100002' })).toBeVisible();
    await expect(page.getByText('John Doe · SSN ***-**-6789').first()).toBeVisible();
    await expect(page.getByText('ACC-100003')).toHaveCount(0);

    // ACC-100003 is the hospital's: its id answers as no account at all.
    const res = await page.request.get('/api/client/accounts?search=ACC-100003');
    expect((await res.json()).total).toBe(0);
    const hospital = await page.request.get('/api/client/accounts/3');
    expect(hospital.status()).toBe(404);
    await page.goto('/client/accounts/3');
    await expect(page.getByText('Account not found')).toBeVisible();

    // The back office is not theirs.
    await page.goto('/admin/accounts');
    await expect(page).not.toHaveURL(/\/client/);
    expect((await page.request.get('/api/admin/accounts/3')).status()).toBe(403);
  });
});
