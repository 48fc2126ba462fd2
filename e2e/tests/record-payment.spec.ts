import { formatCents, parseCents } from '@arrears/domain';
import { expect, seriousA11yViolations, signInAs, test } from './fixtures';

/** The demo account of Maria Garcia (apps/server/src/db/seed.ts); other specs may have changed its balance. */
const ACCOUNT = 'ACC-100003';

test.describe('recording an external payment', () => {
  test('an admin records a payment on a demo account and finds it in the payment details', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'admin');

    // From the back office's sidebar (the home shows the day's numbers, decision 0117).
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Record Payment' })
      .click();
    await expect(page).toHaveURL(/\/admin\/record-payment$/);
    await expect(page.getByRole('heading', { name: 'Record External Payment', level: 1 })).toBeVisible();

    // Step 1: two characters are not enough; "Garcia" finds the account.
    const search = page.getByLabel('Search accounts');
    await search.fill('Ga');
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await search.fill('Garcia');
    await search.press('Enter');
    const results = page.getByRole('list', { name: 'Matching accounts' });
    const hit = results.getByRole('button', { name: new RegExp(ACCOUNT) });
    await expect(hit).toBeVisible();
    const balanceText = (await hit.locator('span.tabular-nums').textContent()) ?? '';
    const before = parseCents(balanceText) as number;
    expect(before).toBeGreaterThan(1234);
    await hit.click();
    await expect(page.getByText(`Account ${ACCOUNT}`, { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Step 2: the preview follows the amount; the submit needs one.
    const submit = page.getByRole('button', { name: 'Record Payment' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Amount ($)').fill('12.34');
    const after = formatCents(before - 1234);
    await expect(page.getByTestId('new-balance-preview')).toHaveText(after);
    await page.getByLabel('Card Last 4 Digits (optional)').fill('42x42');
    await expect(page.getByLabel('Card Last 4 Digits (optional)')).toHaveValue('4242');
    const transactionId = `E2E-${Date.now().toString(36)}`;
    await page.getByLabel('Transaction ID (optional)').fill(transactionId);
    await page.getByLabel('Notes (optional)').fill('Paid by phone to the creditor');
    await submit.click();

    await expect(page.getByTestId('toast')).toContainText(`New balance: ${after}`);
    await expect(page.getByRole('form', { name: 'Payment details' })).toHaveCount(0);
    await expect(results.getByRole('button', { name: new RegExp(ACCOUNT) })).toContainText(after);

    // Sent again with the same transaction id: nothing changes.
    const again = await page.request.post('/api/payments/record-external', {
      data: {
        debtAccountId: await accountIdOf(page.request),
        amount: 12.34,
        transactionId,
        cardLast4: '4242',
      },
    });
    expect(again.status()).toBe(200);
    expect(await again.json()).toMatchObject({ newBalance: (before - 1234) / 100, duplicate: true });

    // The payment details list it.
    await page.goto('/admin/payment-details');
    await expect(page.getByRole('heading', { name: 'Payment Details', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: transactionId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Maria Garcia');
    await expect(row).toContainText('$12.34');
    await expect(row).toContainText('Card');
    // The PAY- code sits beside the processor's reference; a payment recorded from outside has none.
    await expect(page.getByRole('columnheader', { name: 'Confirmation' })).toBeVisible();
    const headers = await page.getByRole('columnheader').allTextContents();
    const confirmation = headers.indexOf('Confirmation');
    expect(headers[confirmation + 1]).toBe('Transaction ID');
    const cells = row.locator('td');
    await expect(cells.nth(confirmation)).toHaveText(/^N\/A$/);
    await expect(cells.nth(confirmation + 1)).toHaveText(transactionId);
    await expect(page.getByTestId('summary-Total Payments')).not.toHaveText('0');
    await page.getByLabel('Payment Method').selectOption('ach');
    await expect(page.getByRole('row').filter({ hasText: transactionId })).toHaveCount(0);
    await page.getByLabel('Payment Method').selectOption('card');
    await expect(page.getByRole('row').filter({ hasText: transactionId })).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // On a phone the table scrolls inside its own box under its headers, and the page never sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('row').filter({ hasText: transactionId });
    await card.getByRole('cell', { name: transactionId, exact: true }).scrollIntoViewIfNeeded();
    await expect(card.getByRole('cell', { name: transactionId, exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Transaction ID' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });

  test('a collector is refused the payment details with the spec text', async ({ page }) => {
    await signInAs(page, 'collector');
    await page.goto('/admin/payment-details');
    await expect(page.getByText('Access denied: Admin privileges required')).toBeVisible();
  });
});

async function accountIdOf(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const res = await request.get(`/api/admin/debt-accounts/search?searchTerm=${ACCOUNT}`);
  const [first] = (await res.json()) as { id: number; accountNumber: string; account_number: string }[];
  expect(first.accountNumber).toBe(ACCOUNT);
  expect(first.account_number).toBe(ACCOUNT); // the spec's name for it, alongside
  return first.id;
}
