import { formatCents, parseCents } from '@arrears/domain';
import { expect, type Page, seriousA11yViolations, signInAs, test } from './fixtures';

/** Sandbox cards (packages/domain/src/payments/test-cards.ts). */
const VISA_SUCCESS = '4000100011112224';
const VISA_DECLINE = '4000300011112220';

async function balanceCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('account-balance').textContent()) ?? '';
  const cents = parseCents(text);
  expect(cents, text).not.toBeNull();
  return cents as number;
}

/** The card form of the payment pages; the billing details come filled from the account. */
async function payByCard(page: Page, amount: string, card: string): Promise<void> {
  await page.getByLabel('Payment Amount ($)').fill(amount);
  await page.getByLabel('Card Number').pressSequentially(card);
  await expect(page.getByLabel('Card Number')).toHaveValue(card.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByLabel('Expiry Month').selectOption('12');
  await page.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2).slice(-2));
  await page.getByLabel('CVV').fill('123');
  await expect(page.getByLabel('First Name')).toHaveValue('John');
  await page.getByRole('button', { name: `Pay ${formatCents(parseCents(amount) as number)}` }).click();
}

test.describe('portal card payments', () => {
  test('a debtor pays from the payment center and finds the payment in the history', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'jdoe');
    await page.goto('/debtor');
    await page.getByRole('link', { name: 'Make a Payment' }).click();
    await expect(page).toHaveURL(/\/payment-center$/);
    await expect(page.getByRole('heading', { name: 'Payment Center', level: 1 })).toBeVisible();
    const before = await balanceCents(page);
    expect(before).toBeGreaterThan(1234);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await payByCard(page, '12.34', VISA_SUCCESS);
    const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(dialog).toBeVisible();
    const receipt = dialog.getByTestId('payment-receipt');
    const after = formatCents(before - 1234);
    await expect(receipt).toContainText('$12.34');
    await expect(receipt).toContainText('Credit Card');
    await expect(receipt).toContainText('Visa ending in 2224');
    await expect(receipt).toContainText(`New Balance${after}`);
    await expect(receipt).toContainText(/Confirmation Code\S+/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The receipt is a PDF.
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Receipt' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('account-balance')).toHaveText(after);

    await page.goto('/payment-history');
    await expect(page.getByRole('heading', { name: 'Payment History', level: 1 })).toBeVisible();
    const row = page.getByTestId('payment-row').filter({ hasText: '$12.34' }).first();
    await expect(row).toContainText('Completed');
    await expect(row).toContainText('CARD');
    await expect(row.getByRole('link', { name: /Download Receipt/ })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('a declined card shows the failure dialog and leaves the balance alone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'jdoe');
    await page.goto('/payment-center');
    await expect(page.getByTestId('account-balance')).toBeVisible();
    const before = await balanceCents(page);

    await payByCard(page, '5', VISA_DECLINE);
    const dialog = page.getByRole('dialog', { name: 'Payment Failed' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('payment-failure-reason')).not.toBeEmpty();
    await expect(dialog).toContainText('$5.00');
    await expect(dialog).toContainText('Contact your bank');
    await expect(dialog.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await expect(dialog).toBeHidden();
    expect(await balanceCents(page)).toBe(before);
    await expect(page.getByLabel('Card Number')).toHaveValue('4000 3000 1111 2220');

    await page.goto('/payment-history');
    await expect(page.getByTestId('payment-row').filter({ hasText: '$5.00' }).first()).toContainText(
      'Failed',
    );
  });

  test('a debtor with two accounts pays the second from the payment center on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'jdoe');
    await page.goto('/payment-center');
    const choices = page.getByTestId('account-choice');
    await expect(choices).toHaveCount(2);
    // The picker and the amount due are the first thing on the screen.
    await expect(page.getByRole('group', { name: 'Which account do you want to pay?' })).toBeInViewport();
    await expect(page.getByTestId('account-balance')).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const balanceIn = async (index: number) =>
      parseCents((await choices.nth(index).locator('.tabular-nums').textContent()) ?? '') as number;
    const firstBefore = await balanceIn(0);
    const secondBefore = await balanceIn(1);
    const paidBefore = parseCents(
      ((await page.getByTestId('paid-to-date').textContent()) ?? '').replace(/^.*: /, ''),
    ) as number;
    expect(secondBefore).toBeGreaterThan(200);

    await choices.nth(1).getByRole('radio').check();
    await expect(page.getByText('Account ACC-100002 balance')).toBeVisible();
    expect(await balanceCents(page)).toBe(secondBefore);
    // The amount rules follow the chosen account: no more than its balance.
    await expect(page.getByText(`Unpaid balance: ${formatCents(secondBefore)}`)).toBeVisible();

    await payByCard(page, '1.50', VISA_SUCCESS);
    const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('payment-receipt')).toContainText('ACC-100002');
    await expect(dialog.getByTestId('payment-receipt')).toContainText(
      `New Balance${formatCents(secondBefore - 150)}`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Everything is read again: the second account fell, the first did not, paid to date grew.
    await expect(page.getByTestId('account-balance')).toHaveText(formatCents(secondBefore - 150));
    await expect(choices.nth(1)).toContainText(formatCents(secondBefore - 150));
    await expect(choices.nth(0)).toContainText(formatCents(firstBefore));
    await expect(page.getByTestId('paid-to-date')).toContainText(formatCents(paidBefore + 150));

    // The home agrees: its cards' total is the two balances, the second one lower.
    await page.goto('/debtor');
    await expect(page.getByTestId('total-owed')).toContainText(formatCents(firstBefore + secondBefore - 150));
    await expect(
      page.getByTestId('account-card').filter({ hasText: 'ACC-100002' }).getByTestId('account-balance'),
    ).toHaveText(formatCents(secondBefore - 150));
  });

  test('/payment lets the debtor pick the account, and the payment pages pass axe on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'jdoe');
    await page.goto('/payment');
    await expect(page.getByTestId('total-outstanding')).toBeInViewport({ ratio: 1 });
    await page.getByRole('radio', { name: /ACC-100002/ }).check();
    await expect(page.getByRole('heading', { name: 'Pay Account ACC-100002' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);
    for (const path of ['/debtor', '/payment-history']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });
});
