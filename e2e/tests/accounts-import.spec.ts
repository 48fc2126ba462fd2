import { readFileSync } from 'node:fs';
import { toCsv } from '@arrears/harness/accounts-csv';
import { expect, seriousA11yViolations, signInAs, test, uniqueName } from './fixtures';

/** A generated accounts CSV: `good` rows in the template's columns, then one row with a bad date. */
function accountsCsv(prefix: string, good: number): string {
  const rows = [
    ['account_number', 'debtor_first_name', 'debtor_last_name', 'current_amount', 'due_date', 'debtor_phone'],
  ];
  for (let i = 1; i <= good; i += 1) {
    rows.push([
      `${prefix}-${i}`,
      'Pat',
      `Lee ${i}`,
      `$1,${String(i % 1000).padStart(3, '0')}.50`,
      '03/15/2024',
      `(215) 555-${String(i % 10000).padStart(4, '0')}`,
    ]);
  }
  rows.push([`${prefix}-BAD`, 'Bad', 'Date', '10.00', '13/45/2024', '2155550000']);
  return toCsv(rows);
}

test.describe('importing accounts through /admin/import', () => {
  test('as admin: upload progress, processing progress, the result panel and the errors CSV', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'admin');
    await page.goto('/admin/import');
    await expect(page.getByRole('heading', { name: 'Data Management' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Import Data & Documents' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Accounts template (CSV)' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const prefix = uniqueName('E2E');
    const good = 20_000;
    await page.getByLabel('File (CSV, .xlsx or .xls)').setInputFiles({
      name: 'e2e-accounts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(accountsCsv(prefix, good)),
    });

    // A slow uplink, so the upload takes long enough to watch its progress.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
    // Every text the progress area shows, recorded as it changes (the states pass quickly).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('section[aria-live]')) {
          const text = el.querySelector('p')?.textContent ?? '';
          if (text && seen[seen.length - 1] !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Upload and Import' }).click();

    await expect(page.getByText(/^Uploading… \d+%$/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByText(/^Processing…/)).toBeVisible({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const panel = page.getByRole('region', { name: 'Import finished with errors' });
    await expect(panel).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByText('20,000 accounts imported from 20,001 rows.')).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.filter((t) => /^Uploading… \d+%$/.test(t)).length).toBeGreaterThan(1);
    const processed = seen.filter((t) => /^Processing… [\d,]+ of 20,001 rows$/.test(t));
    expect(processed.length, seen.join(' | ')).toBeGreaterThan(0);
    const badRow = panel.getByRole('row', { name: /13\/45\/2024/ });
    await expect(badRow.getByRole('cell')).toHaveText([
      '20002',
      'due_date',
      'due_date "13/45/2024" is not a date (use MM/DD/YYYY)',
    ]);
    // After success the file input is cleared (docs/product/accounts-import.md).
    await expect(page.getByLabel('File (CSV, .xlsx or .xls)')).toHaveValue('');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Download errors (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^import_errors_\d+\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toBe(
      'row,column,reason\r\n20002,due_date,"due_date ""13/45/2024"" is not a date (use MM/DD/YYYY)"\r\n',
    );

    // The imported accounts are in the table.
    await page.goto('/admin/accounts');
    await page.getByPlaceholder('Search names...').fill('Lee 19999');
    await expect(
      page
        .getByRole('table', { name: 'All Accounts' })
        .getByRole('link', { name: 'Pat Lee 19999', exact: true }),
    ).toBeVisible();
  });
});
