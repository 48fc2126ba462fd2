import { readFileSync } from 'node:fs';
import { expect, seriousA11yViolations, signInAs, test } from './fixtures';

/** yyyy-mm-dd as the workspace's compliance card shows it (Jan 2, 2027). */
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));

test.describe('letters', () => {
  test('an admin batches a validation notice, downloads the PDF and manifest, marks it mailed, the workspace shows the period, and jdoe opens it in Documents', async ({
    page,
    browser,
  }) => {
    // Batch, PDF, manifest, mailing, the workspace's Letters tab and Documents, with four accessibility scans.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'admin');
    const [account] = (await (
      await page.request.get('/api/admin/debt-accounts/search?searchTerm=ACC-100001')
    ).json()) as { id: number }[];
    const drafted = await page.request.post(`/api/debtors/${account.id}/letters`, {
      data: { template: 'validation_notice', language: 'en', delivery: 'print' },
    });
    expect(drafted.status(), await drafted.text()).toBe(201);
    const letter = (await drafted.json()) as { id: number; validationEndDate: string };

    await page.goto('/admin/letters');
    await expect(page.getByRole('heading', { name: 'Letters', level: 1 })).toBeVisible();
    const row = page.getByTestId('letter-row').filter({ hasText: `#${letter.id} Validation notice` });
    await expect(row).toContainText('John Doe');
    await expect(row).toContainText('Waiting to print');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Make a batch' }).click();
    const made = page.getByText(/^Batch #\d+ made with/);
    await expect(made).toBeVisible();
    const batchId = Number((await made.textContent())?.match(/#(\d+)/)?.[1]);
    await expect(row).toContainText(`#${batchId}`);

    // The PDF for the printer: a PDF with a page for every letter of the batch.
    const batch = page.getByTestId('batch-row').filter({ hasText: `#${batchId}` });
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      batch.getByRole('link', { name: `PDF of batch ${batchId}` }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toBe(`letter-batch-${batchId}.pdf`);
    const pdf = readFileSync(await pdfDownload.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The manifest for the mail vendor: the letter's row with the name and address it printed.
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      batch.getByRole('link', { name: `Manifest of batch ${batchId}` }).click(),
    ]);
    const csv = readFileSync(await csvDownload.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'letter_id,account_reference,name,address_line_1,address_line_2,city,state,zip,template,language,pages',
    );
    const line = csv.find((l) => l.startsWith(`${letter.id},`));
    expect(line).toMatch(
      /^\d+,ACC-100001,John Doe,42 Maple Street,.*,Camden,NJ,\d{5},validation_notice,en,1$/,
    );
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? [];
    expect(pages).toHaveLength(csv.length - 1);

    await batch.getByRole('button', { name: `Mark batch ${batchId} mailed` }).click();
    const dialog = page.getByRole('dialog', { name: `Mark batch #${batchId} mailed` });
    await expect(dialog.getByLabel('Mailed on')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Mark mailed' }).click();
    await expect(
      page.getByText(new RegExp(`^Batch #${batchId}: \\d+ letters? marked mailed on`)),
    ).toBeVisible();
    await expect(batch).toContainText('Mailed');
    await page.getByLabel('Status').selectOption('mailed');
    await expect(row).toContainText('Mailed');
    await expect(row.getByRole('button', { name: `Letter ${letter.id} came back returned` })).toBeVisible();

    // At 390 px the page fits the width; the tables scroll inside their boxes.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The debtor workspace shows the validation period the notice printed.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/debtor/${account.id}`);
    const period = page.getByText('Validation Period', { exact: true }).locator('..');
    await expect(period).toContainText('Open');
    await expect(period).toContainText(`Ends ${shown(letter.validationEndDate)}`);
    // The workspace's Letters tab (decision 0109) lists the notice as mailed.
    await page.getByRole('tab', { name: 'Letters' }).click();
    const card = page.getByRole('region', { name: 'Letters' });
    await expect(card.getByRole('link', { name: `Validation notice ${letter.id} (PDF)` })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The debtor the account belongs to, jdoe, finds the notice in Documents and opens its PDF.
    const mailed = (await (
      await page.request.get('/api/admin/letters?status=mailed&pageSize=100')
    ).json()) as {
      letters: { id: number; letterDate: string }[];
    };
    const letterDate = mailed.letters.find((l) => l.id === letter.id)?.letterDate;
    const debtor = await browser.newContext();
    const debtorPage = await debtor.newPage();
    await signInAs(debtorPage, 'jdoe');
    await debtorPage.goto('/documents');
    await expect(debtorPage.getByRole('heading', { name: 'My Documents', level: 1 })).toBeVisible();
    const fileName = `Validation notice ${letterDate}.pdf`;
    const view = debtorPage
      .getByTestId('document-row')
      .getByRole('link', { name: `View ${fileName} (opens in a new tab)` })
      .and(debtorPage.locator(`a[href*="/api/letters/${letter.id}/pdf"]`));
    await expect(view).toBeVisible();
    const popup = debtorPage.waitForEvent('popup');
    await view.click();
    const tab = await popup;
    expect(tab.url()).toContain(`/api/letters/${letter.id}/pdf`);
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
    const notice = await debtorPage.request.get(tab.url());
    expect(notice.status()).toBe(200);
    expect((await notice.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await debtor.close();
  });
});
