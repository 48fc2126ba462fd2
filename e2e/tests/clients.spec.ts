import { toCsv } from '@arrears/harness/accounts-csv';
import { expect, type Page, seriousA11yViolations, signInAs, test, uniqueName } from './fixtures';

/** Nothing wider than the window: a phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`clients at ${width} px: an admin adds a client, imports its accounts, sees the placement and recalls one`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'admin');
    const code = uniqueName('E').toUpperCase().slice(0, 20);
    const name = `Harbor Credit Union ${code}`;

    // The list, then Add Client.
    await page.goto('/admin/clients');
    await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Keystone Community Bank' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, width);
    await page.getByRole('button', { name: 'Add Client' }).click();
    const form = page.getByRole('form', { name: 'Add a client' });
    await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Commission (%)').fill('27.5');
    await form.getByLabel('Remittance method').selectOption('gross');
    await form.getByLabel('Contact name').fill('Dana Cole');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('27.5%')).toBeVisible();
    await expect(page.getByText('No placements yet.', { exact: false })).toBeVisible();

    // An accounts file naming the client by its code (any case).
    const prefix = `CLI-${code}`;
    await page.goto('/admin/import');
    await page.getByLabel('File (CSV, .xlsx or .xls)').setInputFiles({
      name: `${code}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(
        toCsv([
          ['account_number', 'debtor_first_name', 'debtor_last_name', 'current_amount', 'client_code'],
          [`${prefix}-1`, 'Ava', 'Stone', '1200.00', code.toLowerCase()],
          [`${prefix}-2`, 'Ben', 'Stone', '800.50', code],
          [`${prefix}-3`, 'Cal', 'Nowhere', '10.00', 'NO-SUCH-CLIENT'],
        ]),
      ),
    });
    await page.getByRole('button', { name: 'Upload and Import' }).click();
    const panel = page.getByRole('region', { name: 'Import finished with errors' });
    await expect(panel).toBeVisible({ timeout: 60_000 });
    await expect(
      panel.getByText('client_code NO-SUCH-CLIENT is not a client', { exact: false }),
    ).toBeVisible();

    // The placement and the accounts on the client's page.
    await page.goto('/admin/clients');
    await page.getByRole('searchbox', { name: 'Search clients' }).fill(code);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText(`${code}.csv`)).toBeVisible();
    await expect(page.getByText(/· 2 accounts · \$2,000\.50 open$/)).toBeVisible();
    await expect(page.getByRole('link', { name: `${prefix}-1` })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, width);

    // The account's page names its client.
    await page.getByRole('link', { name: `${prefix}-1` }).click();
    await expect(page.getByText(`Client ${code}`)).toBeVisible();
    await page.goBack();

    // Recall one account, with a reason.
    await page.getByRole('button', { name: `Recall account ${prefix}-1` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Paid the credit union directly');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Recall' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Ava Stone · $1,200.00 · Recalled')).toBeVisible();
    await expect(page.getByRole('button', { name: `Recall account ${prefix}-1` })).toHaveCount(0);
    await expect(page.getByText('Paid the credit union directly')).toBeVisible();
    await expect(page.getByText(/· 2 accounts · 1 recalled · \$800\.50 open$/)).toBeVisible();
    await expectNoSidewaysScroll(page, width);
  });
}
