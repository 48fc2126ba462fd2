import { formatCents, parseCents } from '@arrears/domain';
import { expect, seriousA11yViolations, signInAs, test } from './fixtures';

interface SummaryItem {
  id: number;
  accountLabel: string;
  currentBalance: string;
}

const cents = (value: string | null | undefined) =>
  value ? (parseCents(value.replace(/[−+=$,\s]/g, '')) ?? 0) : 0;

test.describe('debtor home', () => {
  test("jdoe's /debtor: a card per account with the summary's one balance, the total, Make a Payment, the menu and the actions", async ({
    page,
  }) => {
    await signInAs(page, 'jdoe');
    // Other tests of the run may have paid on jdoe's accounts: the expected figures come from the API.
    const summary = (await (await page.request.get('/api/customer/account-summary')).json()) as {
      accounts: SummaryItem[];
    };
    expect(summary.accounts.length).toBe(2);
    const total = summary.accounts.reduce((s, a) => s + cents(a.currentBalance), 0);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/debtor');
      await expect(page.getByRole('heading', { name: 'Welcome, John', level: 1 })).toBeVisible();
      const cards = page.getByTestId('account-card');
      await expect(cards).toHaveCount(2);
      for (const item of summary.accounts) {
        const card = cards.filter({ hasText: `Account #${item.accountLabel}` });
        await expect(card.getByTestId('account-balance')).toHaveText(formatCents(cents(item.currentBalance)));
      }
      await expect(page.getByTestId('total-owed')).toHaveText(
        `You have 2 accounts with us. Together they come to ${formatCents(total)}.`,
      );

      // Make a Payment: the primary action (a filled button), on screen without scrolling.
      const pay = page.getByRole('link', { name: 'Make a Payment' });
      await expect(pay).toHaveAttribute('href', '/payment-center');
      await expect(pay).toBeInViewport({ ratio: 1 });
      const fill = await pay.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(fill).not.toMatch(/^rgba?\(255, 255, 255|rgba\(0, 0, 0, 0\)|transparent/);

      const menu = page.getByRole('navigation', { name: 'Your account' }).getByRole('link');
      await expect(menu).toHaveText(['Home', 'Pay', 'Plan', 'Documents', 'Disputes', 'Profile']);
      const actions = page.getByRole('navigation', { name: 'Account actions' }).getByRole('link');
      await expect(actions).toHaveText(['Payment History', 'Documents', 'Dispute a Debt']);
      const hrefs = await actions.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['/payment-history', '/documents', '/dispute-portal']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    await page
      .getByRole('navigation', { name: 'Account actions' })
      .getByRole('link', { name: 'Documents' })
      .click();
    await expect(page).toHaveURL(/\/documents$/);
  });

  test("each card's balance adds up: original + adjustments − paid = current", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'jdoe');
    await page.goto('/debtor');
    await expect(page.getByTestId('account-card')).toHaveCount(2);
    for (const card of await page.getByTestId('account-card').all()) {
      await card.getByText('How this balance adds up').click();
      const figure = async (key: string) => {
        const cell = card.getByTestId('account-breakdown').locator(`[data-figure="${key}"]`);
        return (await cell.count()) > 0 ? ((await cell.textContent()) ?? '') : '';
      };
      const adjustments = await figure('adjustments');
      const signed = adjustments.startsWith('−') ? -cents(adjustments) : cents(adjustments);
      const current = cents(await figure('current'));
      expect(cents(await figure('original')) + signed - cents(await figure('payments'))).toBe(current);
      expect(cents(await card.getByTestId('account-balance').textContent())).toBe(current);
    }
  });
});
