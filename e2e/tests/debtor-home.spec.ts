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

      const actions = page.getByRole('navigation', { name: 'Account actions' }).getByRole('link');
      await expect(actions).toHaveText(['Make a Payment', 'Payment History', 'Documents', 'Dispute a Debt']);
      const hrefs = await actions.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['/payment-center', '/payment-history', '/documents', '/dispute-portal']);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    await page.getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/documents$/);
  });
});
