import { PASSWORD_MESSAGES } from '@arrears/domain';
import { createAgencyUser, submitAdminLogin } from './admin-helpers';
import { expect, test } from './fixtures';

test('a new staff member must change their password before anything else, then signs in with the new one', async ({
  page,
  request,
}) => {
  const staff = await createAgencyUser(request, 'staff');
  await page.goto('/admin-login');
  await submitAdminLogin(page, staff.username, staff.password);
  // Created by an admin: the first password must be replaced before any other page (decision 0030).
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  await expect(page.getByTestId('password-change-required')).toBeVisible();
  await page.goto('/admin/accounts');
  await expect(page).toHaveURL(/\/admin\/change-password$/);
  // Until the step is done the frame has the user and Log Out only: no areas, no breadcrumb to leave by.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

  // A common password is refused by the server, with its message in the form.
  await page.getByLabel('Current Password').fill(staff.password);
  await page.getByLabel('New Password', { exact: true }).fill('iloveyou');
  await page.getByLabel('Confirm New Password').fill('iloveyou');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.tooCommon);

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
