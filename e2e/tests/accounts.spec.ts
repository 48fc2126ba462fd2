import { readFileSync } from 'node:fs';
import { createAgencyUser } from './admin-helpers';
import { expect, seriousA11yViolations, signInAs, test } from './fixtures';

/** Today in US Eastern time, as the export names its file. */
function easternToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

test.describe('accounts table, detail and edit', () => {
  test('as admin: search the table, open an account, edit the phone and balance, see the new values', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/admin/accounts');
    await expect(page.getByRole('heading', { name: 'All Accounts' })).toBeVisible();
    const table = page.getByRole('table', { name: 'All Accounts' });
    await expect(table.getByRole('link', { name: 'John Doe', exact: true }).first()).toBeVisible();
    for (const header of [
      'Full Name',
      'Account Status',
      'Last Activity Date',
      'Last Activity Amount',
      'Actions',
    ]) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByPlaceholder('Search names...').fill('Garcia');
    await expect(table.getByRole('link', { name: 'John Doe', exact: true })).toHaveCount(0);
    await expect(table.getByRole('link', { name: 'Maria Garcia', exact: true })).toHaveCount(1);
    await expect(page.getByText('1 account matches "Garcia"')).toBeVisible();

    // The name opens the debtor workspace; Account Details is the row's Details action (decision 0114).
    await table.getByRole('link', { name: 'Account details of Maria Garcia' }).click();
    await expect(page).toHaveURL(/\/admin\/accounts\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Maria Garcia' })).toBeVisible();
    for (const card of [
      'Basic Information',
      'Contact Information',
      'Address Information',
      'Financial Information',
    ]) {
      await expect(page.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(page.getByText('***-**-4321')).toBeVisible();
    await expect(page.getByText('(609) 555-0144')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const detailUrl = page.url();

    await page.getByRole('link', { name: 'Edit Account' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Account' })).toBeVisible();
    await page.getByLabel('Primary phone', { exact: true }).fill('(609) 555-0177');
    await page.getByLabel('Balance', { exact: true }).fill('4800.50');
    // A balance change is posted to the ledger as an adjustment, with its reason (decision 0051).
    await page.getByLabel('Reason for the balance change').fill('Creditor corrected the balance');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByTestId('toast').getByText('Account updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(detailUrl);
    await expect(page.getByText('(609) 555-0177')).toBeVisible();
    await expect(page.getByText('$4,800.50')).toBeVisible();

    // The table shows the saved account too (the list was refreshed).
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Accounts', exact: true })
      .click();
    await page.getByPlaceholder('Search names...').fill('6095550177');
    await expect(
      page
        .getByRole('table', { name: 'All Accounts' })
        .getByRole('link', { name: 'Maria Garcia', exact: true }),
    ).toBeVisible();
  });

  test('the table refreshes every 5 s by revalidating its ETag, which the server answers with 304', async ({
    page,
  }) => {
    await signInAs(page, 'staff');
    const first = page.waitForResponse((res) => res.url().includes('/api/admin/accounts?'));
    await page.goto('/admin/accounts');
    const etag = (await (await first).allHeaders()).etag;
    expect(etag).toBeTruthy();
    // The browser's cache sends If-None-Match on the refresh (the page sees the cached 200).
    const refresh = await page.waitForRequest(
      async (req) =>
        req.url().includes('/api/admin/accounts?') && (await req.allHeaders())['if-none-match'] === etag,
      { timeout: 12_000 },
    );
    const again = await page.request.get(refresh.url(), { headers: { 'If-None-Match': etag } });
    expect(again.status()).toBe(304);
    await expect(
      page
        .getByRole('table', { name: 'All Accounts' })
        .getByRole('link', { name: 'Maria Garcia', exact: true }),
    ).toBeVisible();
  });

  test('the Export Excel download arrives with the right filename', async ({ page }) => {
    await signInAs(page, 'staff');
    await page.goto('/admin/accounts');
    const button = page.getByRole('button', { name: 'Export Excel' });
    await expect(button).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`debt_accounts_export_${easternToday()}.xlsx`);
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 2).toString()).toBe('PK'); // an .xlsx is a zip
    expect(file.length).toBeGreaterThan(4000);
  });

  test('the table scrolls sideways on a phone inside its box, with the columns a user adds', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A user of its own: the chosen columns are stored per user, and the demo admin's stay compact.
    const user = await createAgencyUser(page.request, 'staff', undefined, { settled: true });
    await signInAs(page, user.username, user.password);
    await page.goto('/admin/accounts');
    const table = page.getByRole('table', { name: 'All Accounts' });
    await expect(table.getByRole('link', { name: 'Maria Garcia', exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Columns/ }).click();
    for (const label of ['Co-signer date of birth', 'Address line 1', 'Interest rate']) {
      await page.getByLabel('Find a column').fill(label);
      await page.getByRole('checkbox', { name: label, exact: true }).check();
    }
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: 'Co-signer date of birth' })).toBeAttached();
    const scroll = page.getByTestId('data-table-scroll');
    const { scrollWidth, clientWidth } = await scroll.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390); // only the table scrolls, not the page
  });

  test('a debtor opening an account sees Access Denied', async ({ page }) => {
    await signInAs(page, 'jdoe');
    await page.goto('/admin/accounts/1');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });
});
