import { ADMIN_MESSAGES, PASSWORD_MESSAGES } from '@arrears/domain';
import { submitAdminLogin } from './admin-helpers';
import { DEMO_PASSWORD, expect, seriousA11yViolations, signInAs, test } from './fixtures';

test.describe('admin sign-in', () => {
  test('validates, shows the server message, then signs staff in and opens /admin', async ({ page }) => {
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { name: 'Admin Portal Login' })).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await submitAdminLogin(page, 'ab', '12345');
    await expect(page.getByText('Username must be at least 3 characters', { exact: true })).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();

    // The run's only failed password sign-in from this file (the throttle is shared by the run).
    await submitAdminLogin(page, 'staff', 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');

    await submitAdminLogin(page, 'staff', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('admin-shell-user').getByText('Role: staff')).toBeVisible();
    // Staff get no way to Agency Users, and no remittances to approve on their home.
    await expect(
      page.getByTestId('back-office-sidebar').getByRole('link', { name: 'Users', exact: true }),
    ).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Today' })).toBeVisible();
    await expect(page.getByTestId('home-remittances')).toHaveCount(0);

    // Signed in, the admin login page sends staff straight on.
    await page.goto('/admin-login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a collector signs in at /admin-login and lands on My queue', async ({ page }) => {
    await page.goto('/admin-login');
    await submitAdminLogin(page, 'collector', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/contact-center$/);
    await expect(page.getByTestId('admin-shell-user').getByText('Role: collector')).toBeVisible();
    await expect(page.getByRole('link', { name: 'My queue' }).first()).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Signed in, the staff sign-in sends the collector straight back to the queue.
    await page.goto('/admin-login');
    await expect(page).toHaveURL(/\/admin\/contact-center$/);
  });

  test('refuses a debtor, saying where to sign in, with no session; a signed-in debtor sees Access Denied', async ({
    page,
  }) => {
    await page.goto('/admin-login');
    await submitAdminLogin(page, 'jdoe', DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toContainText(ADMIN_MESSAGES.debtorSignInElsewhere);
    await expect(
      page.getByRole('alert').getByRole('link', { name: 'Go to the customer sign-in' }),
    ).toHaveAttribute('href', '/login');
    await expect(page).toHaveURL(/\/admin-login$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
    expect((await page.context().cookies()).some((c) => c.name === 'arrears_sid')).toBe(false);

    await signInAs(page, 'jdoe');
    await page.goto('/debtor');
    await page.goto('/admin-login');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(ADMIN_MESSAGES.notAdminAccount)).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/debtor$/);
  });
});

test.describe('forgot and reset password pages', () => {
  test('forgot password: the server accepts, the page counts down to /admin-login', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('link', { name: 'Back to Admin Login' })).toHaveAttribute(
      'href',
      '/admin-login',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    const answer = page.waitForResponse('**/api/forgot-password');
    await page.getByLabel('Email Address').fill('staff@keystone-recovery.example');
    await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByText(PASSWORD_MESSAGES.forgotAccepted)).toBeVisible();
    await expect(page.getByText(/Returning to the admin login in [1-5] seconds/)).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/, { timeout: 8000 });
  });

  test('reset password: no token, then a token the server does not know', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.invalidResetLink);
    await expect(page.getByRole('link', { name: 'Request a new password reset' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(PASSWORD_MESSAGES.resetTooShort)).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('a-new-password');
    await page.getByLabel('Confirm Password').fill('a-new-passwort');
    await expect(page.getByText(PASSWORD_MESSAGES.resetMismatch)).toBeVisible();
    await page.getByLabel('Confirm Password').fill('a-new-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.expiredResetLink);
  });
});
