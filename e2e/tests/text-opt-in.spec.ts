import { expect, seriousA11yViolations, test } from './fixtures';

test.describe('text message opt-in', () => {
  test('a visitor opts in on a phone and sees the success screen', async ({ page }) => {
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
    await expect(page.getByRole('heading', { name: "You're Signed Up" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to Home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});
