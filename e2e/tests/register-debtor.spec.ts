import { importDebtorAccount } from './debtor-helpers';
import { expect, test, uniqueName } from './fixtures';

/**
 * A person of their own, imported for this test: the demo's Maria Garcia (the page's test account)
 * gets a login as soon as another spec verifies her in the chat (decision 0119), and registration
 * then rightly refuses her accounts.
 */

test.describe('debtor registration', () => {
  test('asks for the birth date and the letter’s account number; a wrong one creates nothing, the right one signs in', async ({
    page,
    request,
  }) => {
    const person = await importDebtorAccount(request, 'Mara');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register-debtor');
    await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
    const hint = page.getByRole('complementary', { name: 'Test account' });
    await expect(hint).toContainText('ACC-100003');

    // Every new field is checked on submit.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Date of birth is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Account number is required', { exact: true })).toBeVisible();

    const username = uniqueName('mara');
    await page.getByLabel('First Name').fill(person.firstName);
    await page.getByLabel('Last 4 digits of SSN').fill(person.last4);
    await page.getByLabel('Month').selectOption({ label: person.birth.month });
    await page.getByLabel('Day').selectOption(person.birth.day);
    await page.getByLabel('Year').selectOption(person.birth.year);
    await page.getByLabel('Account Number').fill('ACC-999999');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('Trenton-Oak-718');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast.getByText('Registration failed')).toBeVisible();
    await expect(toast.getByText(/We could not create a login with these details/)).toBeVisible();
    await expect(page).toHaveURL(/\/register-debtor$/);

    await page.getByLabel('Account Number').fill(person.accountNumber.toLowerCase());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/debtor$/);
    await expect(page.getByRole('heading', { name: /Welcome.*Mara/, level: 1 })).toBeVisible();
    const accounts = await (await page.request.get('/api/customer/accounts')).json();
    expect(accounts.map((a: { account_number: string }) => a.account_number)).toEqual([person.accountNumber]);
  });
});
