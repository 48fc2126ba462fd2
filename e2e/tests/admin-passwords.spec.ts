import { PASSWORD_MESSAGES } from '@arrears/domain';
import { createAgencyUser, submitAdminLogin } from './admin-helpers';
import { expect, test } from './fixtures';

test('a new staff member changes their password on the page, then signs in with the new one', async ({
  page,
  request,
}) => {
  const staff = await createAgencyUser(request, 'staff');
  await page.goto('/admin-login');
  await submitAdminLogin(page, staff.username, staff.password);
  await expect(page).toHaveURL(/\/admin$/);
  // Created by an admin: the first password must be replaced.
  await expect(page.getByText('Your password must be changed.')).toBeVisible();
  await page.getByTestId('admin-header').getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  await expect(page.getByRole('link', { name: 'Back to Admin Portal' })).toHaveAttribute('href', '/admin');

  await page.getByLabel('Current Password').fill(staff.password);
  await page.getByLabel('New Password', { exact: true }).fill('Second-password-2');
  await page.getByLabel('Confirm New Password').fill('Second-password-3');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.newMismatch);

  await page.getByLabel('Confirm New Password').fill('Second-password-2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Changed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
  await expect(page.getByRole('button', { name: 'Change Password Again' })).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin-login');
  await submitAdminLogin(page, staff.username, 'Second-password-2');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Your password must be changed.')).toHaveCount(0);
});
