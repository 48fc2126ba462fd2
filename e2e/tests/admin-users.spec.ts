import { ADMIN_MESSAGES } from '@arrears/domain';
import { settlePassword } from './admin-helpers';
import { expect, seriousA11yViolations, signInAs, test, uniqueName } from './fixtures';

test('an admin adds a collector on /admin/users, requires a new password and deactivates them', async ({
  page,
  request,
}) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByTestId('back-office-sidebar').getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Agency Users' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'staff@keystone-recovery.example' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const username = uniqueName('col');
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByLabel('First Name').fill('Casey');
  await page.getByLabel('Last Name').fill('Cole');
  await page.getByLabel('Email Address').fill(`${username}@example.com`);
  await page.getByLabel('Phone Number').fill('2155550142');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('First-password-1');
  await page.getByLabel('Role').selectOption('collector');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByTestId('toast').getByText('User Created')).toBeVisible();

  await page.getByLabel('Search users').fill(username);
  const row = page
    .getByRole('table', { name: 'Agency users' })
    .getByRole('row')
    .filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Collector')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  // The admin chose the first password, so its owner must replace it (decision 0089).
  await expect(row.getByText('Password change required')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Require Password Change: Casey Cole' })).toHaveCount(0);

  // Once they have, the admin can require a change again.
  await settlePassword(request, { username, password: 'First-password-1' });
  await page.reload();
  await page.getByLabel('Search users').fill(username);
  await expect(row.getByText('Password change required')).toHaveCount(0);
  await row.getByRole('button', { name: 'Require Password Change: Casey Cole' }).click();
  await expect(
    page.getByRole('dialog').getByText('Require Casey Cole to change their password?'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Require Password Change' }).click();
  await expect(row.getByText('Password change required')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Require Password Change: Casey Cole' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Deactivate: Casey Cole' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Deactivate Casey Cole?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByTestId('toast').getByText('Casey Cole has been deactivated.')).toBeVisible();
  await expect(row.getByText('Deactivated')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Reactivate: Casey Cole' })).toBeVisible();

  // A duplicate username is refused with the server's message.
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByLabel('First Name').fill('Casey');
  await page.getByLabel('Last Name').fill('Again');
  await page.getByLabel('Email Address').fill(`${username}-2@example.com`);
  await page.getByLabel('Phone Number').fill('2155550143');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('First-password-1');
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('form', { name: 'Add a user' }).getByRole('alert')).toBeVisible();
});

test('staff are refused /admin/users with the admin-area text', async ({ page }) => {
  await signInAs(page, 'staff');
  await page.goto('/admin/users');
  await expect(page.getByText(ADMIN_MESSAGES.featureRequiresAdmin)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/admin$/); // staff on / go on to the portal home
});
