import { formatCents, parseCents } from '@arrears/domain';
import { expect, seriousA11yViolations, signInAs, test } from './fixtures';

interface PortalAccount {
  id: number;
  principal_original: string | null;
  unpaid_balance: string;
}

const cents = (value: string | null | undefined) => (value ? (parseCents(value) ?? 0) : 0);

test.describe('debtor home', () => {
  test("jdoe's /debtor shows the three tiles from the debtor totals, the progress and the four buttons", async ({
    page,
  }) => {
    await signInAs(page, 'jdoe');
    // Other tests of the run may have paid on jdoe's accounts: the expected figures come from the API.
    const accounts = (await (await page.request.get('/api/customer/accounts')).json()) as PortalAccount[];
    const totals = (await (await page.request.get('/api/customer/payment-totals')).json()) as Record<
      string,
      string
    >;
    expect(accounts.length).toBe(2);
    const original = accounts.reduce((s, a) => s + cents(a.principal_original), 0);
    const balance = accounts.reduce((s, a) => s + cents(a.unpaid_balance), 0);
    const paid = accounts.reduce((s, a) => s + cents(totals[String(a.id)]), 0);
    const tenths = Math.floor((paid * 1000) / (balance + paid));

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/debtor');
      await expect(page.getByRole('heading', { name: 'Welcome, John', level: 1 })).toBeVisible();
      await expect(page.getByTestId('tile-original')).toHaveText(formatCents(original));
      await expect(page.getByTestId('tile-balance')).toHaveText(formatCents(balance));
      await expect(page.getByTestId('tile-paid')).toHaveText(formatCents(paid));
      await expect(page.getByTestId('payment-progress')).toHaveText(
        `${Math.trunc(tenths / 10)}.${tenths % 10}% paid`,
      );
      await expect(page.getByTestId('account-details')).toHaveCount(2);
      await expect(page.getByText('#ACC-100001')).toBeVisible();

      // Make a Payment: the primary action (a filled button), on screen without scrolling.
      const pay = page.getByRole('link', { name: 'Make a Payment' });
      await expect(pay).toHaveAttribute('href', '/payment-center');
      await expect(pay).toBeInViewport({ ratio: 1 });
      const fill = await pay.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(fill).not.toMatch(/^rgba?\(255, 255, 255|rgba\(0, 0, 0, 0\)|transparent/);
      const actions = page.getByRole('navigation', { name: 'Account actions' }).getByRole('link');
      await expect(actions).toHaveText(['Payment History', 'Documents', 'Dispute a Debt']);
      const hrefs = await actions.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['/payment-history', '/documents', '/dispute-portal']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    await page.getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/documents$/);
  });

  test("the home's figures are the sums of the accounts' figures on the page, and add up", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'jdoe');
    await page.goto('/debtor');
    await expect(page.getByTestId('account-details')).toHaveCount(2);
    const sums = { original: 0, adjustments: 0, payments: 0, current: 0 };
    for (const account of await page.getByTestId('account-details').all()) {
      for (const key of Object.keys(sums) as Array<keyof typeof sums>) {
        const cell = account.locator(`[data-figure="${key}"]`);
        // An account without adjustments has no adjustments line.
        if ((await cell.count()) > 0) sums[key] += cents(await cell.textContent());
      }
    }
    const tile = async (id: string) => cents(await page.getByTestId(id).textContent());
    expect(await tile('tile-original')).toBe(sums.original);
    expect(await tile('tile-balance')).toBe(sums.current);
    expect(await tile('tile-paid')).toBe(sums.payments);
    // Original + adjustments − paid = current, with the adjustments line where they are not zero.
    expect(sums.original + sums.adjustments - sums.payments).toBe(sums.current);
    const adjustments = page.getByTestId('balance-breakdown').locator('[data-figure="adjustments"]');
    await expect(adjustments).toHaveCount(sums.adjustments === 0 ? 0 : 1);
    // The progress shows its inputs: paid of (paid + still owed).
    await expect(page.getByTestId('progress-of')).toHaveText(
      `${formatCents(sums.payments)} paid of ${formatCents(sums.payments + sums.current)}`,
    );
    await expect(page.getByTestId('progress-inputs')).toHaveText(
      `${formatCents(sums.payments + sums.current)} = ${formatCents(sums.payments)} paid + ${formatCents(sums.current)} still owed`,
    );
  });
});
