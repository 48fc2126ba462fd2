import { SMS_OPT_IN_MESSAGES } from '@arrears/domain';
import { expect, seriousA11yViolations, test } from './fixtures';

test.describe('text message opt-in', () => {
  test('a visitor opts in on a phone and is asked for the code texted to the number', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/text-opt-in');
    await expect(page.getByRole('heading', { name: 'Text Message Opt-In', level: 1 })).toBeVisible();
    await expect(page.getByTestId('sms-consent-text')).toContainText('Reply STOP to opt out');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Full Name', { exact: true }).fill('Jane Visitor');
    await page.getByLabel('Phone Number', { exact: true }).fill('(215) 555-0147');
    await page.getByRole('button', { name: 'Opt In to Text Messages' }).click();
    await expect(page.getByText('Consent Required').first()).toBeVisible();

    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Opt In to Text Messages' }).click();
    // Pending until the number confirms: the code step, not yet the success screen.
    await expect(page.getByRole('heading', { name: SMS_OPT_IN_MESSAGES.codeTitle })).toBeVisible();
    await expect(page.getByText(SMS_OPT_IN_MESSAGES.confirmationSent)).toBeVisible();
    await expect(page.getByText('Sent to (215) 555-0147.')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A code that is not the one texted (the real one reaches the phone only).
    await page.getByLabel('Confirmation Code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SMS_OPT_IN_MESSAGES.codeWrong })).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're Signed Up" })).toHaveCount(0);

    await page.getByRole('button', { name: 'Check the number and send the form again' }).click();
    await expect(page.getByRole('heading', { name: 'Text Message Opt-In', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue('(215) 555-0147');

    await page.getByRole('link', { name: 'Back to Home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
