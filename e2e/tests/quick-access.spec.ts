import { expect, type Page, seriousA11yViolations, test } from './fixtures';

/** Robert Smith of the demo data (apps/server/src/db/seed.ts): no login yet. */
const ROBERT = { last4: '3333', month: 'July', day: '21', year: '1990' };
const ROBERT_ADDRESS = /^9 Pine Court, Philadelphia, PA 19103$/;

async function verifyCredentials(page: Page): Promise<void> {
  await page.getByLabel('Last 4 digits of SSN').fill(ROBERT.last4);
  await page.getByLabel('Month').selectOption({ label: ROBERT.month });
  await page.getByLabel('Day').selectOption(ROBERT.day);
  await page.getByLabel('Year').selectOption(ROBERT.year);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 2: Confirm your address')).toBeVisible();
}

/** John Doe of the demo data: signs in with a password; his identity is used only here. */
const JOHN = { last4: '6789', month: 'April', day: '12', year: '1985' };

// Each test comes from its own address (fixtures.ts); a failed check still counts for the identity:
// Robert fails once here, John once.
test.describe('quick access', () => {
  test('a wrong address goes back to step one with both forms cleared', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/quick-access');
    await expect(page.getByRole('heading', { name: 'Quick Access', level: 1 })).toBeVisible();
    await verifyCredentials(page);
    const options = page.getByRole('radio');
    await expect(options).toHaveCount(6); // five addresses and "None of these is my address"
    await expect(page.getByRole('radio', { name: ROBERT_ADDRESS })).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page
      .getByRole('radio', { name: /^(?!9 Pine Court)/ })
      .first()
      .check();
    await page.getByRole('button', { name: 'Verify Address' }).click();
    await expect(page.getByTestId('toast').getByText('Identity Verification Failed')).toBeVisible();
    await expect(
      page
        .getByTestId('toast')
        .getByText('The selected address does not match our records. Please try again.'),
    ).toBeVisible();
    await expect(page.getByText('Step 1 of 2: Verify your identity')).toBeVisible();
    await expect(page.getByLabel('Last 4 digits of SSN')).toHaveValue('');
    await expect(page.getByLabel('Year')).toHaveValue('');
    await expect(page).toHaveURL(/\/quick-access$/);
  });

  test('Robert Smith verifies with the date picker and lands on his accounts at /debtor', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/quick-access');
    // The days follow the month and year.
    await page.getByLabel('Month').selectOption({ label: 'February' });
    await page.getByLabel('Year').selectOption('1990');
    await expect(page.getByLabel('Day').locator('option')).toHaveCount(29); // 28 days and the placeholder
    expect(await seriousA11yViolations(page)).toEqual([]);

    await verifyCredentials(page);
    await page.getByRole('radio', { name: ROBERT_ADDRESS }).check();
    await page.getByRole('button', { name: 'Verify Address' }).click();
    await expect(page.getByTestId('toast').getByText('Credentials Verified')).toBeVisible();
    await expect(page).toHaveURL(/\/debtor$/);
    await expect(page.getByRole('heading', { name: /Welcome.*Robert/, level: 1 })).toBeVisible();

    const me = await page.request.get('/api/user');
    expect((await me.json()).user).toMatchObject({ role: 'debtor', firstName: 'Robert' });
    const accounts = await (await page.request.get('/api/customer/accounts')).json();
    expect(accounts.map((a: { account_number: string }) => a.account_number)).toEqual(['ACC-100004']);
  });

  test('"None of these is my address" fails the check and shows how to reach the agency', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/quick-access');
    await page.getByLabel('Last 4 digits of SSN').fill(JOHN.last4);
    await page.getByLabel('Month').selectOption({ label: JOHN.month });
    await page.getByLabel('Day').selectOption(JOHN.day);
    await page.getByLabel('Year').selectOption(JOHN.year);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Step 2 of 2: Confirm your address')).toBeVisible();
    const none = page.getByRole('radio', { name: 'None of these is my address' });
    await expect(none).toHaveCount(1);
    await expect(page.getByRole('radio')).toHaveCount(6);
    await none.check();
    await page.getByRole('button', { name: 'Verify Address' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'We could not verify your identity' });
    await expect(alert).toContainText('Please call Keystone Recovery Partners at 1-888-555-0147');
    await expect(page.getByRole('link', { name: 'Call 1-888-555-0147' })).toHaveAttribute(
      'href',
      'tel:+18885550147',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(page).toHaveURL(/\/quick-access$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);

    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect(page.getByText('Step 1 of 2: Verify your identity')).toBeVisible();
  });
});
