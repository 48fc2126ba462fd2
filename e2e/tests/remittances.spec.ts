import { easternDateOf } from '@arrears/domain';
import { toCsv } from '@arrears/harness/accounts-csv';
import { expect, type Page, seriousA11yViolations, signInAs, test, uniqueName } from './fixtures';

/** Nothing wider than the window: a phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** A client of its own with one account (imported as the back office does), paid $10.01 today. */
async function clientWithPayment(page: Page) {
  const code = uniqueName('R').toUpperCase().slice(0, 20);
  const name = `Lakeside Clinic ${code}`;
  const created = await page.request.post('/api/admin/clients', {
    data: { code, name, commissionRate: '33.3333', remitMethod: 'net', remitFrequency: 'weekly' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const accountNumber = `REM-${code}-1`;
  await page.goto('/admin/import');
  await page.getByLabel('File (CSV, .xlsx or .xls)').setInputFiles({
    name: `${code}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      toCsv([
        ['account_number', 'debtor_first_name', 'debtor_last_name', 'current_amount', 'client_code'],
        [accountNumber, 'Ava', 'Lake', '500.00', code],
      ]),
    ),
  });
  await page.getByRole('button', { name: 'Upload and Import' }).click();
  await expect(page.getByRole('region', { name: 'Import complete' })).toBeVisible({ timeout: 60_000 });
  const found = await page.request.get(`/api/admin/debt-accounts/search?searchTerm=${accountNumber}`);
  const [account] = (await found.json()) as { id: number }[];
  const paid = await page.request.post('/api/payments/record-external', {
    data: { debtAccountId: account?.id, amount: '10.01', paymentDate: easternDateOf(Date.now()) },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return { name, code, accountNumber };
}

for (const width of [1280, 390]) {
  test(`remittances at ${width} px: an admin drafts, approves, marks paid and downloads the statement`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'admin');
    const { name, code, accountNumber } = await clientWithPayment(page);
    const today = easternDateOf(Date.now());

    await page.goto('/admin/remittances');
    await expect(page.getByRole('heading', { name: 'Remittances', level: 1 })).toBeVisible();
    // The demo's paid remittance is listed.
    await expect(page.getByRole('link', { name: /Keystone Community Bank/ }).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, width);

    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Draft a remittance' }) });
    await form.getByLabel('Client').selectOption({ label: `${name} (${code})` });
    await form.getByLabel('From').fill(today);
    await form.getByLabel('To').fill(today);
    await form.getByRole('button', { name: 'Draft a remittance' }).click();

    await expect(page.getByRole('heading', { name: /^Remittance #\d+$/, level: 1 })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    // 33.3333% of $10.01 is $3.3366…: $3.34 kept, $6.67 due.
    const row = page.getByRole('row', { name: new RegExp(accountNumber) });
    await expect(row).toContainText('$10.01');
    await expect(row).toContainText('$3.34');
    await expect(row).toContainText('$6.67');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, width);

    // Approve asks first, naming the client and the amount: Cancel changes nothing, Confirm approves.
    await page.getByRole('button', { name: 'Approve' }).click();
    const approveDialog = page.getByRole('dialog', { name: /^Approve remittance #\d+\?$/ });
    await expect(approveDialog).toContainText(`${name} (${code})`);
    await expect(approveDialog).toContainText('$6.67');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await approveDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(approveDialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Transfer reference')).toHaveCount(0);
    await page.getByRole('button', { name: 'Approve' }).click();
    await approveDialog.getByRole('button', { name: 'Approve remittance' }).click();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();

    await page.getByLabel('Transfer reference').fill(`WIRE-${code}`);
    await page.getByRole('button', { name: 'Mark paid' }).click();
    const paidDialog = page.getByRole('dialog', { name: /^Mark remittance #\d+ paid\?$/ });
    await expect(paidDialog).toContainText(`WIRE-${code}`);
    await paidDialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByText(`Paid, transfer reference WIRE-${code}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Statement CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^remittance-${code}-${today}-${today}-\\d+\\.csv$`));
    const text = await (await file.createReadStream()).toArray();
    const csv = Buffer.concat(text).toString('utf8');
    expect(csv).toContain(`Transfer reference,WIRE-${code}`);
    expect(csv).toContain(`${today},${accountNumber},Ava Lake,10.01,3.34,6.67`);

    await page.goto('/admin/trust-reconciliation');
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('$6.67');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, width);
  });
}
