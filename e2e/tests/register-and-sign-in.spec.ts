import { importDebtorAccount } from './debtor-helpers';
import { expect, test, uniqueName } from './fixtures';

test.describe('registration, sign-out and sign-in', () => {
  test('shows each validation message, then registers, signs out and signs back in', async ({
    page,
    request,
  }) => {
    // Registration links the person's accounts (decision 0044): Robin owes on an account of her own.
    const robin = await importDebtorAccount(request, 'Robin');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await expect(page.getByText('Account Benefits')).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);

    // Validation on submit: every rule's message.
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Last 4 digits of SSN required',
      'Date of birth is required',
      'Account number is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Username must be at least 3 characters',
      'Password must be at least 8 characters',
      'Please confirm your password',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    // Then re-validation on change.
    const username = uniqueName('e2e');
    await page.getByLabel('First Name').fill('Robin');
    await expect(page.getByText('First name is required', { exact: true })).toHaveCount(0);
    await page.getByLabel('Last Name').fill('Hale');
    await page.getByLabel('Last 4 digits of SSN').fill(robin.last4);
    await page.getByLabel('Month').selectOption({ label: robin.birth.month });
    await page.getByLabel('Day').selectOption(robin.birth.day);
    await page.getByLabel('Year').selectOption(robin.birth.year);
    await page.getByLabel('Account Number').fill(robin.accountNumber);
    await page.getByLabel('Email Address').fill(`${username}@example.com`);
    await page.getByLabel('Phone Number').fill('2155550199');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByLabel('Confirm Password').fill('a-different-one');
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await page.getByLabel('Confirm Password').fill('a-long-password');
    await expect(page.getByText('Passwords do not match', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/debtor$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Robin' })).toBeVisible();
    const accounts = await (await page.request.get('/api/customer/accounts')).json();
    expect(accounts.map((a: { account_number: string }) => a.account_number)).toEqual([robin.accountNumber]);

    // Signed-in users cannot use registration.
    await page.goto('/register');
    await expect(page).toHaveURL(/\/debtor$/);

    // Sign out from the header menu.
    await page.getByTestId('menu-button').click();
    await page.getByTestId('site-menu').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('toast').first()).toBeVisible();

    // Sign in again.
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/debtor$/);
    await expect(page.getByTestId('toast').getByText('Welcome back, Robin!')).toBeVisible();
  });

  test('a duplicate username shows the server message in the Registration Failed toast', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Dup');
    await page.getByLabel('Last Name').fill('User');
    // A taken username is refused before the proof is looked at.
    await page.getByLabel('Last 4 digits of SSN').fill('1111');
    await page.getByLabel('Month').selectOption({ label: 'May' });
    await page.getByLabel('Day').selectOption('5');
    await page.getByLabel('Year').selectOption('1975');
    await page.getByLabel('Account Number').fill('ACC-000000');
    await page.getByLabel('Email Address').fill(`${uniqueName('dup')}@example.com`);
    await page.getByLabel('Phone Number').fill('2155550100');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByLabel('Confirm Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast.getByText('Registration Failed')).toBeVisible();
    await expect(toast.getByText('That username is already taken. Please choose another.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password shows Login Failed with the server message', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Username').fill('collector');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast.getByText('Login Failed')).toBeVisible();
    await expect(toast.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('each role lands on its home after signing in', async ({ page }) => {
    for (const [username, path] of [
      ['admin', /\/admin$/],
      ['collector', /\/admin\/contact-center$/],
      ['jdoe', /\/debtor$/],
    ] as const) {
      await page.context().clearCookies();
      await page.goto('/login');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill('Password123!');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(path);
    }
  });
});
