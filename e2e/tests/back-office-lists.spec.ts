import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { expect, type Page, seriousA11yViolations, signInAs, test, uniqueName } from './fixtures';

/**
 * Payment Details and admin disputes on the one DataTable (decision 0043): the server sorts,
 * filters and pages; at 390 px the table scrolls inside its own box, never the page.
 * Data: 26 one-cent external payments on the demo's ownerless account ACC-100004, and 26 disputes
 * that John Doe files and the admin closes at once (closed disputes put no hold on his account).
 */
const ROWS = 26;
const tag = uniqueName('lists');

async function accountId(request: APIRequestContext, number: string): Promise<number> {
  const res = await request.get(`/api/admin/debt-accounts/search?searchTerm=${number}`);
  const [account] = (await res.json()) as Array<{ id: number }>;
  return account.id;
}

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const admin = await browser.newPage();
  const debtor = await browser.newPage();
  await signInAs(admin, 'admin');
  await signInAs(debtor, 'jdoe');
  const robert = await accountId(admin.request, 'ACC-100004');
  for (let i = 1; i <= ROWS; i += 1) {
    const res = await admin.request.post('/api/payments/record-external', {
      data: { debtAccountId: robert, amount: 0.01, transactionId: `${tag}-${i}`, cardLast4: '4242' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const [john] = (await (await debtor.request.get('/api/customer/accounts')).json()) as Array<{ id: number }>;
  for (let i = 1; i <= ROWS; i += 1) {
    const filed = await debtor.request.post('/api/customer/disputes', {
      data: {
        account_id: john.id,
        dispute_type: 'other',
        dispute_reason: `List check ${tag} number ${i}: the amount is not mine.`,
        requested_action: 'Check the account',
      },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    const { id } = (await filed.json()) as { id: number };
    const closed = await admin.request.patch(`/api/admin/disputes/${id}`, {
      data: { status: i % 2 ? 'resolved' : 'rejected', resolutionNotes: 'Checked.' },
    });
    expect(closed.status(), await closed.text()).toBe(200);
  }
  await admin.close();
  await debtor.close();
});

/** The page never scrolls sideways (the table does, inside its box). */
async function expectNoSideScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** The money amounts of one column, top to bottom. */
async function amounts(table: Locator, column: number): Promise<number[]> {
  const cells = await table.locator(`tbody tr td:nth-child(${column})`).allTextContents();
  return cells.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

const sortedDown = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] >= v);

/** axe once the table has settled (a loading table is checked in back-office-events.spec.ts). */
async function expectAxeClean(page: Page, table: Locator) {
  await expect(table).toHaveAttribute('aria-busy', 'false');
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Rows per page back to 50 so the remembered choice does not outlive the test. */
async function resetPageSize(page: Page, table: string) {
  const res = await page.request.put(`/api/admin/preferences/${table}`, { data: { hiddenColumns: [] } });
  expect(res.ok()).toBe(true);
}

for (const width of [1280, 390]) {
  test.describe(`back-office lists at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, 'admin');
    });

    test('Payment Details: sort by a header, filter by method, page through', async ({ page }) => {
      await page.goto('/admin/payment-details');
      await expect(page.getByRole('heading', { name: 'Payment Details', level: 1 })).toBeVisible();
      const table = page.getByRole('table', { name: 'Payments' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expectNoSideScroll(page, width);
      await expectAxeClean(page, table);

      // Sort: the Amount header asks the server for the highest first.
      const amountHeader = table.getByRole('columnheader', { name: /Amount/ });
      const sorted = page.waitForResponse((r) => r.url().includes('sort=amount&direction=desc'));
      await amountHeader.getByRole('button').click();
      await sorted;
      await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(page.getByLabel('Sort By')).toHaveValue('amount');
      // The rows follow the answer a moment after it arrives: poll until they do.
      await expect.poll(async () => sortedDown(await amounts(table, 3))).toBe(true);

      // Filter: card payments only, sent to the server.
      const filtered = page.waitForResponse((r) => r.url().includes('method=card'));
      await page.getByLabel('Payment Method').selectOption('card');
      await filtered;
      await expect(table.locator('tbody tr').first()).toContainText('Card');
      await expect(table.locator('tbody tr td:nth-child(4)').filter({ hasNotText: /^Card/ })).toHaveCount(0);

      // Page: 25 a page, then the next page from the server.
      await page.getByLabel('Payment Method').selectOption('all');
      await page.getByLabel('Sort By').selectOption('date');
      await page.getByLabel('Rows per page').selectOption('25');
      const pager = page.getByRole('navigation', { name: 'Payments pages' });
      await expect(pager).toContainText(/1–25 of \d/);
      await expect(table.locator('tbody tr')).toHaveCount(25);
      await expect(table.getByRole('cell', { name: `${tag}-${ROWS}`, exact: true })).toBeVisible();
      const next = page.waitForResponse((r) => r.url().includes('page=2&pageSize=25'));
      await pager.getByRole('button', { name: 'Next page' }).click();
      await next;
      await expect(pager).toContainText(/26–\d+ of \d/);
      await expect(table.getByRole('cell', { name: `${tag}-1`, exact: true })).toBeAttached();
      await expectNoSideScroll(page, width);
      await expectAxeClean(page, table);
      await resetPageSize(page, 'table:payments');
    });

    test('Disputes: sort by a header, filter by status, page through', async ({ page }) => {
      await page.goto('/admin/disputes');
      await expect(page.getByRole('heading', { name: 'Dispute Management', level: 1 })).toBeVisible();
      const table = page.getByRole('table', { name: 'Disputes' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expectNoSideScroll(page, width);
      await expectAxeClean(page, table);

      // Sort: the Balance header, highest first, from the server.
      const balanceHeader = table.getByRole('columnheader', { name: /Balance/ });
      const sorted = page.waitForResponse((r) => r.url().includes('sort=balance&direction=desc'));
      await balanceHeader.getByRole('button').click();
      await sorted;
      await expect(balanceHeader).toHaveAttribute('aria-sort', 'descending');
      await expect.poll(async () => sortedDown(await amounts(table, 5))).toBe(true);

      // Filter: rejected ones only.
      const filtered = page.waitForResponse((r) => r.url().includes('status=rejected'));
      await page.getByLabel('Status').selectOption('rejected');
      await filtered;
      await expect(table.locator('tbody tr').first()).toContainText('Rejected');
      await expect(table.locator('tbody tr td:nth-child(2)').filter({ hasNotText: 'Rejected' })).toHaveCount(
        0,
      );

      // Page: this run's disputes by their words, 25 a page.
      await page.getByLabel('Status').selectOption('all');
      await page.getByLabel('Reason contains').fill(tag);
      await page.getByLabel('Rows per page').selectOption('25');
      const pager = page.getByRole('navigation', { name: 'Disputes pages' });
      await expect(pager).toContainText(`1–25 of ${ROWS}`);
      await pager.getByRole('button', { name: 'Next page' }).click();
      await expect(pager).toContainText(`26–26 of ${ROWS}`);
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expectNoSideScroll(page, width);
      await expectAxeClean(page, table);
      await resetPageSize(page, 'table:disputes');
    });
  });
}
