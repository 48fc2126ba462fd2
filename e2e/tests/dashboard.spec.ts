import { formatAccountNumber, LIST_CURSOR_HEADER, parseCents } from '@arrears/domain';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect, seriousA11yViolations, signInAs, test } from './fixtures';

/** The demo seed (apps/server/src/db/seed.ts): four accounts, jdoe owns the first two. */
const SEED_ACCOUNTS = ['ACC-100001', 'ACC-100002', 'ACC-100003', 'ACC-100004'];
const JDOE_ACCOUNTS = ['ACC-100001', 'ACC-100002'];

interface ListedAccount {
  id: number;
  status: string;
  accountNumber: string;
  unpaid_balance: string;
}

/**
 * Every account as the accounts API lists it (other specs of the run may have added or changed some).
 * Past its limit the list comes in parts, newest first, each pointing at the next (x-next-cursor).
 */
async function listAccounts(request: APIRequestContext): Promise<ListedAccount[]> {
  const all: ListedAccount[] = [];
  let path: string | null = '/api/test/accounts';
  while (path) {
    const res: APIResponse = await request.get(path);
    expect(res.status(), await res.text()).toBe(200);
    all.push(...((await res.json()) as ListedAccount[]));
    const next: string | undefined = res.headers()[LIST_CURSOR_HEADER];
    path = next ? `/api/test/accounts?before=${next}` : null;
  }
  return all;
}

/** "$9,438": whole dollars, as the dashboard shows totals. */
function wholeDollars(cents: number): string {
  return `$${Math.floor((cents + 50) / 100).toLocaleString('en-US')}`;
}
const totalCents = (accounts: ListedAccount[]) =>
  accounts.reduce((sum, a) => sum + (parseCents(a.unpaid_balance) ?? 0), 0);

async function expectFigures(page: Page, accounts: number, outstandingCents: number) {
  await expect(page.getByTestId('figure-Total Accounts')).toHaveText(accounts.toLocaleString('en-US'));
  await expect(page.getByTestId('figure-Total Outstanding')).toHaveText(wholeDollars(outstandingCents));
}

test.describe('dashboard and hot leads', () => {
  test('dashboard figures match the data and follow a change made through the API', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'admin');
    const accounts = await listAccounts(page.request);
    // Alone on a fresh demo database: 4 accounts, $9,438 (9,438.15).
    expect(accounts.map((a) => a.accountNumber)).toEqual(expect.arrayContaining(SEED_ACCOUNTS));

    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectFigures(page, accounts.length, totalCents(accounts));
    await expect(page.getByTestId('figure-Total Collected')).toHaveText(/^\$[\d,]+$/);
    await expect(page.getByRole('link', { name: /Total Accounts/ })).toHaveAttribute(
      'href',
      '/admin/accounts',
    );
    await expect(page.getByRole('link', { name: /Total Collected/ })).toHaveAttribute(
      'href',
      '/admin/payment-details',
    );
    // The chart loads once its card is near the screen.
    await page.getByRole('heading', { name: 'Collected per Week' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('table', { name: /Amount collected per week/ })).toBeAttached();

    // Add $100.00 to one balance through the API; the dashboard shows it after a reload.
    const target = accounts.find((a) => a.accountNumber === 'ACC-100004') as ListedAccount;
    const before = parseCents(target.unpaid_balance) as number;
    const put = (cents: number) =>
      page.request.put(`/api/admin/accounts/${target.id}`, {
        data: { unpaid_balance: (cents / 100).toFixed(2), balanceChangeReason: 'Dashboard check' },
      });
    expect((await put(before + 10_000)).status()).toBe(200);
    try {
      await page.reload();
      await expectFigures(page, accounts.length, totalCents(accounts) + 10_000);
    } finally {
      expect((await put(before)).status()).toBe(200);
    }
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Admin Portal' })
      .click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a debtor's visit makes their accounts hot leads; a lead opens the contact center", async ({
    page,
    browser,
  }) => {
    // jdoe opens portal pages in a browser of their own.
    const debtor = await browser.newContext();
    const debtorPage = await debtor.newPage();
    await signInAs(debtorPage, 'jdoe');
    for (const path of ['/debtor', '/account']) {
      const viewed = debtorPage.waitForResponse(
        (r) => r.url().endsWith('/api/page-view') && r.request().method() === 'POST',
      );
      await debtorPage.goto(path);
      expect((await viewed).status()).toBe(204);
    }
    await debtor.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'staff');
    await page.goto('/admin/dashboard');
    await expect(page.getByLabel('Window')).toHaveValue('7');
    const rows = page.getByTestId('hot-lead-row');
    for (const number of JDOE_ACCOUNTS) await expect(rows.filter({ hasText: number })).toHaveCount(1);
    const lead = rows.filter({ hasText: 'ACC-100001' });
    await expect(lead.getByRole('link', { name: 'John Doe' })).toBeVisible();
    await expect(lead).toContainText(/(EST|EDT)/);
    await expect(lead.locator('[data-priority]')).toHaveText(/High|Medium|Low/);

    // The contact center passes the lead straight on to the debtor's workspace: catch the link's URL as it opens.
    const opened = page.waitForURL(/\/admin\/contact-center\?account=ACC-100001$/, { waitUntil: 'commit' });
    await lead.getByRole('cell').nth(1).click();
    await opened;

    // On a phone the table scrolls inside its box with the debtor's link in view; the shortcuts show.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/dashboard');
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    for (const name of ['Accounts', 'Disputes', 'Documents', 'Security'])
      await expect(shortcuts.getByRole('link', { name })).toBeVisible();
    const card = page.getByTestId('hot-lead-row').filter({ hasText: 'ACC-100002' }).getByRole('link');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport();
    await card.focus();
    const cardOpened = page.waitForURL(/\/admin\/contact-center\?account=ACC-100002$/, {
      waitUntil: 'commit',
    });
    await page.keyboard.press('Enter');
    await cardOpened;
  });

  test('the dashboard has no serious accessibility problems, wide and narrow', async ({ page }) => {
    await signInAs(page, 'admin');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/dashboard');
      await expect(page.getByTestId('figure-Total Accounts')).toHaveText(/^\d[\d,]*$/);
      await expect(page.getByRole('heading', { name: 'Hot Leads' })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });

  test('debtors are refused the dashboard and the hot leads call', async ({ page }) => {
    await signInAs(page, 'jdoe');
    await page.goto('/admin/dashboard');
    await expect(
      page.getByText(
        "You don't have permission to access this page. This feature requires administrator privileges.",
      ),
    ).toBeVisible();
    const res = await page.request.get('/api/admin/hot-leads?days=7');
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({ message: 'Access denied: Admin privileges required' });
  });

  test('the home counts active and inactive accounts and lists the newest five; /admin-viewer leads there', async ({
    page,
  }) => {
    await signInAs(page, 'staff');
    const accounts = await listAccounts(page.request);
    const active = accounts.filter((a) => a.status === 'active').length;
    await page.goto('/admin-viewer');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('stat-Active Accounts')).toHaveText(active.toLocaleString('en-US'));
    await expect(page.getByTestId('stat-Inactive Accounts')).toHaveText(
      (accounts.length - active).toLocaleString('en-US'),
    );
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Debtor' }) });
    await expect(table.getByRole('row')).toHaveCount(Math.min(5, accounts.length) + 1);
    const newest = [...accounts].sort((a, b) => b.id - a.id)[0];
    await expect(table.getByRole('row').nth(1)).toContainText(
      formatAccountNumber(newest.accountNumber, newest.id),
    );
    // One frame: the retired viewer's second sidebar is gone.
    await expect(page.getByRole('navigation', { name: 'Viewer' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
