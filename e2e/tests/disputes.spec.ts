import { expect, type Page, seriousA11yViolations, signInAs, test, uniqueName } from './fixtures';

/** The history row of the dispute whose reason is `reason`. */
const historyRow = (page: Page, reason: string) =>
  page.getByTestId('dispute-row').filter({ hasText: reason });

test.describe('disputes', () => {
  test('a debtor files a dispute, an admin resolves it, the debtor sees the outcome', async ({
    page: debtor,
    browser,
  }) => {
    const reason = `The balance includes a late fee I never agreed to (${uniqueName('ref')}).`;
    const notes = 'Late fee removed; the balance is corrected.';

    // jdoe files the dispute.
    await debtor.setViewportSize({ width: 1280, height: 900 });
    await signInAs(debtor, 'jdoe');
    await debtor.goto('/dispute-portal');
    await expect(debtor.getByRole('heading', { name: 'Dispute Portal', level: 1 })).toBeVisible();
    await expect(debtor.getByTestId('dispute-account-info')).toContainText('#ACC-100001');
    await expect(debtor.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/debtor');
    expect(await seriousA11yViolations(debtor)).toEqual([]);

    await debtor.getByLabel('Type of Dispute').selectOption('incorrect_amount');
    await debtor.getByLabel('Detailed Explanation').fill(reason);
    await debtor.getByLabel('Requested Action').fill('Remove the late fee');
    await debtor.getByRole('button', { name: 'Submit Dispute Request' }).click();
    await expect(debtor.getByText('✅ Dispute Submitted').first()).toBeVisible();
    const row = historyRow(debtor, reason);
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Incorrect Amount');
    await expect(row).toContainText('#ACC-100001');
    const heading = (await row.getByRole('heading').textContent()) ?? '';
    const id = heading.replace(/\D/g, '');
    expect(id).not.toBe('');
    await expect(debtor.getByLabel('Detailed Explanation')).toHaveValue('');

    // The admin resolves it.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await signInAs(admin, 'admin');
    await admin.goto('/admin/disputes');
    await expect(admin.getByRole('heading', { name: 'Dispute Management', level: 1 })).toBeVisible();
    await expect(admin.getByTestId('dispute-counters')).toContainText('Pending');
    await expect(admin.getByText(/30 days/)).toBeVisible();
    const adminRow = admin
      .getByRole('table', { name: 'Disputes' })
      .getByRole('row')
      .filter({ has: admin.getByText(new RegExp(`^#${id} ·`)) });
    await expect(adminRow).toContainText('John Doe');
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await adminRow.getByRole('button', { name: /Review/ }).click();
    const dialog = admin.getByRole('dialog', { name: `Dispute #${id}` });
    await expect(dialog).toContainText(reason);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await dialog.getByLabel('Status').selectOption('resolved');
    await dialog.getByLabel('Resolution Notes').fill(notes);
    await dialog.getByRole('button', { name: 'Update Dispute' }).click();
    await expect(admin.getByText('The dispute has been updated successfully.').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(adminRow).toContainText('Resolved');
    await adminContext.close();

    // jdoe sees the outcome.
    await debtor.reload();
    const resolved = historyRow(debtor, reason);
    await expect(resolved).toContainText('Resolved');
    await expect(resolved).toContainText(notes);
  });

  test('the dispute portal works on a phone and checks the form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'jdoe');
    await page.goto('/dispute-portal');
    await page.getByRole('button', { name: 'Submit Dispute Request' }).click();
    await expect(page.getByText('Please select a dispute type')).toBeVisible();
    await expect(page.getByText('Please provide details about your dispute')).toBeVisible();
    await expect(page.getByText("Please specify what action you're requesting")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
