import type { Locator, Page } from '@playwright/test';
import { createAgencyUser } from './admin-helpers';
import { expect, seriousA11yViolations, signInAs, test } from './fixtures';

/** The column's cells (by its header's position among the field headers), as shown. */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = await table.locator('thead th[scope=col]').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${index + 1})`).allTextContents();
}

const amount = (text: string) => Number(text.replace(/[$,]/g, ''));

async function noSidewaysScroll(page: Page, width: number) {
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test.describe(`accounts table at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('sorts by balance on the server, filters by status, remembers the hidden columns after a reload', async ({
      page,
    }) => {
      // A user of its own: the column choice is stored per user on the server.
      const user = await createAgencyUser(page.request, 'staff', undefined, { settled: true });
      await signInAs(page, user.username, user.password);
      await page.goto('/admin/accounts');
      const table = page.getByRole('table', { name: 'All Accounts' });
      await expect(table.getByRole('link', { name: 'Maria Garcia', exact: true })).toBeVisible();
      for (const header of [
        'Full Name',
        'Account Status',
        'Last Activity Date',
        'Last Activity Amount',
        'Actions',
      ]) {
        await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeAttached();
      }
      await expect(page.getByText(/^1–\d+ of [\d,]+$/)).toBeVisible();
      await noSidewaysScroll(page, width);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Sort by balance: largest first, then smallest first.
      const balance = table.getByRole('columnheader', { name: 'Balance', exact: true });
      const sorted = page.waitForResponse((res) => res.url().includes('sort=unpaid_balance&direction=desc'));
      await balance.getByRole('button').click();
      await sorted;
      await expect(balance).toHaveAttribute('aria-sort', 'descending');
      const down = (await columnTexts(table, 'Balance')).map(amount);
      expect(down.length).toBeGreaterThan(1);
      expect(down).toEqual([...down].sort((a, b) => b - a));
      await balance.getByRole('button').click();
      await expect(balance).toHaveAttribute('aria-sort', 'ascending');
      // Smallest first: sorted upwards and starting at or below the largest page's smallest (the
      // book may hold thousands of accounts imported by other specs, so the pages differ).
      await expect
        .poll(async () => {
          const up = (await columnTexts(table, 'Balance')).map(amount);
          const ascending = up.every((v, i) => i === 0 || up[i - 1] <= v);
          return up.length > 1 && ascending && up[0] <= Math.min(...down);
        })
        .toBe(true);

      // Filter by status: every row shown has it; a status no account has leaves the empty state.
      await page.getByLabel('Status', { exact: true }).selectOption('ACTIVE');
      await page.waitForResponse((res) => res.url().includes('status=ACTIVE'));
      for (const status of await columnTexts(table, 'Account Status'))
        expect(status.toLowerCase()).toBe('active');
      await page.getByLabel('Status', { exact: true }).selectOption('Pending Cancellation');
      await page.getByLabel('Creditor', { exact: true }).fill('no creditor is called this');
      await expect(page.getByText('No accounts match these filters')).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      // The rows are back (still smallest balance first, so not necessarily Maria's page).
      await expect(page.getByText('No accounts match these filters')).toHaveCount(0);
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(page.getByLabel('Status', { exact: true })).toHaveValue('');

      // Hide Creditor: the choice is stored on the server and is there after a reload.
      await page.getByRole('button', { name: /^Columns/ }).click();
      const saved = page.waitForResponse(
        (res) =>
          res.url().endsWith('/api/admin/preferences/table:accounts') && res.request().method() === 'PUT',
      );
      // exact: the chooser also offers the record's other creditor fields (Creditor group, Creditor ID, ...).
      await page.getByRole('checkbox', { name: 'Creditor', exact: true }).uncheck();
      expect((await saved).status()).toBe(200);
      await expect(table.getByRole('columnheader', { name: 'Creditor', exact: true })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.reload();
      await expect(table.getByRole('link', { name: 'Maria Garcia', exact: true })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: 'Creditor', exact: true })).toHaveCount(0);
      await expect(table.getByRole('columnheader', { name: 'Balance', exact: true })).toBeAttached();
      await expect(page.getByRole('button', { name: 'Columns (1 hidden)' })).toBeVisible();
      await noSidewaysScroll(page, width);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    test('the column chooser offers every field of the record (no All Columns view) and the table scrolls inside its box', async ({
      page,
    }) => {
      const user = await createAgencyUser(page.request, 'staff', undefined, { settled: true });
      await signInAs(page, user.username, user.password);
      await page.goto('/admin/accounts');
      const table = page.getByRole('table', { name: 'All Accounts' });
      await expect(table.getByRole('link', { name: 'Maria Garcia', exact: true })).toBeVisible();
      // The 126-column dump is gone (decision 0114): fields are added one by one from the chooser.
      await expect(page.getByRole('button', { name: 'All Columns' })).toHaveCount(0);
      await page.getByRole('button', { name: /^Columns/ }).click();
      for (const label of ['Address line 1', 'Interest rate', 'Client', 'Phone', 'State', 'Assignee']) {
        await page.getByLabel('Find a column').fill(label);
        await expect(page.getByRole('checkbox', { name: label, exact: true })).not.toBeChecked();
      }
      await page.getByLabel('Find a column').fill('Interest rate');
      await page.getByRole('checkbox', { name: 'Interest rate', exact: true }).check();
      await page.getByLabel('Find a column').fill('Address line 1');
      await page.getByRole('checkbox', { name: 'Address line 1', exact: true }).check();
      await page.keyboard.press('Escape');
      for (const label of ['Interest rate', 'Address line 1', 'Actions']) {
        await expect(table.getByRole('columnheader', { name: label, exact: true })).toBeAttached();
      }
      await expect(table.getByRole('link', { name: 'Maria Garcia', exact: true })).toBeVisible();
      await noSidewaysScroll(page, width);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The added columns are remembered too.
      await page.reload();
      await expect(table.getByRole('columnheader', { name: 'Interest rate', exact: true })).toBeAttached();
      await expect(page.getByRole('button', { name: 'Columns (2 added)' })).toBeVisible();
    });
  });
}
