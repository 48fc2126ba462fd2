import type { Browser, Locator } from '@playwright/test';
import { expect, type Page, seriousA11yViolations, signInAs, test } from './fixtures';

/**
 * Hot leads and security events on the one DataTable (decision 0043): the server sorts and
 * pages; at 390 px the table scrolls inside its own box, never the page; axe finds nothing serious,
 * also while a page is loading (the rows keep their contrast).
 * Data: John Doe (jdoe) opens two portal pages, so his two accounts are hot leads; staff asks for the
 * security dashboard 30 times and is refused each time, 30 access_denied events to page through.
 */
const REFUSALS = 30;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const debtor = await browser.newPage();
  await signInAs(debtor, 'jdoe');
  for (const path of ['/debtor', '/account']) {
    const viewed = debtor.waitForResponse(
      (r) => r.url().endsWith('/api/page-view') && r.request().method() === 'POST',
    );
    await debtor.goto(path);
    expect((await viewed).status()).toBe(204);
  }
  await debtor.close();
  const staff = await browser.newPage();
  await signInAs(staff, 'staff');
  for (let i = 0; i < REFUSALS; i += 1) {
    expect((await staff.request.get('/api/security/dashboard')).status()).toBe(403);
  }
  await staff.close();
});

async function expectNoSideScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** The numbers of one column, top to bottom. */
async function numbers(table: Locator, column: number): Promise<number[]> {
  const cells = await table.locator(`tbody tr td:nth-child(${column})`).allTextContents();
  return cells.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}
const sortedUp = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] <= v);

async function expectAxeClean(page: Page, table: Locator) {
  await expect(table).toHaveAttribute('aria-busy', 'false');
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Forget the rows-per-page choice so it does not outlive the test. */
async function resetPreferences(page: Page, table: string) {
  const res = await page.request.put(`/api/admin/preferences/${table}`, { data: { hiddenColumns: [] } });
  expect(res.ok()).toBe(true);
}

for (const width of [1280, 390]) {
  test.describe(`hot leads and security events at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, 'admin');
    });

    test('Hot leads: sort by a header on the server, no side scroll, axe clean', async ({ page }) => {
      await page.goto('/admin/dashboard');
      const table = page.getByRole('table', { name: 'Hot leads' });
      const rows = page.getByTestId('hot-lead-row');
      for (const number of ['ACC-100001', 'ACC-100002'])
        await expect(rows.filter({ hasText: number })).toHaveCount(1);
      await table.scrollIntoViewIfNeeded();
      await expectNoSideScroll(page, width);
      await expectAxeClean(page, table);

      // The spec's order (balance, biggest first) is the Balance header's; a click turns it around.
      const balance = table.getByRole('columnheader', { name: /^Balance/ });
      await expect(balance).toHaveAttribute('aria-sort', 'descending');
      const ascending = page.waitForResponse((r) => r.url().includes('sort=balance&direction=asc'));
      await balance.getByRole('button').click();
      await ascending;
      await expect(balance).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(async () => sortedUp(await numbers(table, 2))).toBe(true);

      // Another header: the most visits first, and "Sort by" follows it.
      const visits = page.waitForResponse((r) => r.url().includes('sort=visits&direction=desc&page=1'));
      await table
        .getByRole('columnheader', { name: /^Visits/ })
        .getByRole('button')
        .click();
      await visits;
      await expect(page.getByLabel('Sort by')).toHaveValue('visits');
      const pager = page.getByRole('navigation', { name: 'Hot leads pages' });
      await expect(pager).toContainText(/^.*1–\d+ of [\d,]+/);
      await expectNoSideScroll(page, width);
      await expectAxeClean(page, table);
    });

    test('Security events: sort by a header, page through, axe clean while loading', async ({ page }) => {
      await page.goto('/admin/security');
      await expect(page.getByRole('heading', { name: 'Security Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: 'The latest 50 security events' })).toBeVisible();
      await expectNoSideScroll(page, width);

      await page.getByRole('tab', { name: 'Search & Filter' }).click();
      await page.getByLabel('Event type').fill('access_denied');
      await page.getByRole('button', { name: 'Search' }).click();
      const table = page.getByRole('table', { name: 'Search results' });
      await expect(table.locator('tbody tr').first()).toContainText('access_denied');
      await page.getByLabel('Rows per page').selectOption('25');
      const pager = page.getByRole('navigation', { name: 'Search results pages' });
      await expect(pager).toContainText(/^.*1–25 of [\d,]+/);
      await expect(table.locator('tbody tr')).toHaveCount(25);
      await expectNoSideScroll(page, width);
      await expectAxeClean(page, table);

      // Hold the next answer: the table shows it is busy, keeps its rows legible, and axe passes.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/security/search', async (route) => {
        await held;
        await route.continue();
      });
      await pager.getByRole('button', { name: 'Next page' }).click();
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByTestId('table-refreshing')).toBeAttached();
      expect(await seriousA11yViolations(page)).toEqual([]);
      release();
      await expect(pager).toContainText(/^.*26–\d+ of [\d,]+/);
      await page.unroute('**/api/security/search');

      // Sort: the IP address header, from the server, back on page 1.
      const ip = table.getByRole('columnheader', { name: /^IP address/ });
      const sorted = page.waitForResponse(
        (r) => r.url().endsWith('/api/security/search') && r.request().postDataJSON()?.sort === 'ipAddress',
      );
      await ip.getByRole('button').click();
      const body = (await sorted).request().postDataJSON();
      expect({ sort: body.sort, direction: body.direction, page: body.page }).toEqual({
        sort: 'ipAddress',
        direction: 'asc',
        page: 1,
      });
      await expect(ip).toHaveAttribute('aria-sort', 'ascending');
      await expect(pager).toContainText(/^.*1–25 of [\d,]+/);
      await expectNoSideScroll(page, width);
      await expectAxeClean(page, table);
      await resetPreferences(page, 'table:security-events');
    });
  });
}
