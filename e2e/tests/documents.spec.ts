import { expect, seriousA11yViolations, signInAs, test, uniqueName } from './fixtures';
import { onePagePdf } from './one-page-pdf';

test.describe('documents', () => {
  test('an admin uploads a PDF for ACC-100001; jdoe finds it on /documents and opens it', async ({
    page,
    browser,
  }) => {
    const fileName = `${uniqueName('statement-')}.pdf`;
    const pdf = onePagePdf('Account Statement for John Doe');

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'admin');
    await page.goto('/admin/documents');
    await expect(page.getByRole('heading', { name: 'Document Management', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Admin Portal' }),
    ).toBeVisible();
    await expect(page.getByText('PDF files only, maximum 10MB')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Document' })).toBeDisabled();

    // A text file is refused in the browser already.
    await page.getByLabel('PDF Document').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    await expect(page.getByText('Invalid file type - Only PDF files are allowed')).toBeVisible();

    await page.getByLabel('Search debt accounts').fill('ACC-100001');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('list', { name: 'Matching accounts' })
      .getByRole('button', { name: /John Doe/ })
      .click();
    await expect(page.getByTestId('selected-account')).toHaveText('John Doe · ACC-100001');
    await expect(page.getByRole('button', { name: 'Upload Document' })).toBeDisabled();

    await page
      .getByLabel('PDF Document')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await page.getByLabel('Document Type').selectOption('statement');
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await expect(page.getByText('Document Uploaded', { exact: true })).toBeVisible();
    const adminRow = page.getByTestId('document-row').filter({ hasText: fileName });
    await expect(adminRow).toContainText('Account Statement');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // jdoe, in a browser of their own.
    const debtor = await browser.newContext();
    const debtorPage = await debtor.newPage();
    await signInAs(debtorPage, 'jdoe');
    await debtorPage.goto('/documents');
    await expect(debtorPage.getByRole('heading', { name: 'My Documents', level: 1 })).toBeVisible();
    const row = debtorPage.getByTestId('document-row').filter({ hasText: fileName });
    await expect(row).toContainText('Account Statement');
    await expect(row).toContainText(`${pdf.length} Bytes`);
    expect(await seriousA11yViolations(debtorPage)).toEqual([]);

    // View opens the PDF in a new tab.
    const served = debtor.waitForEvent('response', (r) => /\/api\/customer\/documents\/\d+$/.test(r.url()));
    const popup = debtorPage.waitForEvent('popup');
    await row.getByRole('link', { name: `View ${fileName} (opens in a new tab)` }).click();
    const tab = await popup;
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline; /);
    expect(tab.url()).toMatch(/\/api\/customer\/documents\/\d+$/);
    // The tab is a PDF document, shown by Chromium's PDF viewer (which keeps the bytes to itself).
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
    const bytes = await (await debtorPage.request.get(tab.url())).body();
    expect(bytes.equals(pdf)).toBe(true);

    // Download saves it under its own name.
    const download = debtorPage.waitForEvent('download');
    await row.getByRole('link', { name: `Download ${fileName}` }).click();
    expect((await download).suggestedFilename()).toBe(fileName);
    await debtor.close();
  });
});
