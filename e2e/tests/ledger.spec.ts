import { expect, seriousA11yViolations, signInAs, test, uniqueName } from './fixtures';

/** An account of this test's own, placed at $500.00 through the accounts import. */
async function placeAccount(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const accountNumber = uniqueName('LEDGER-E2E-').toUpperCase();
  const csv = `account_number,debtor_name,current_amount\n${accountNumber},Lee Ledger,500.00\n`;
  const res = await request.post('/api/admin/import', {
    multipart: {
      importType: 'accounts',
      uploadId: uniqueName('e2e-upload-'),
      file: { name: 'ledger.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const found = await request.get(`/api/admin/debt-accounts/search?searchTerm=${accountNumber}`);
  const [hit] = (await found.json()) as { id: number }[];
  return hit.id;
}

test.describe("an account's ledger", () => {
  for (const width of [1280, 390]) {
    test(`staff post a fee and reverse a payment, and the balance follows (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, 'staff');
      const id = await placeAccount(page.request);
      const paid = await page.request.post('/api/payments/record-external', {
        data: { debtAccountId: id, amount: '120.25', paidTo: 'client', notes: 'Paid the creditor' },
      });
      expect(paid.status(), await paid.text()).toBe(200);

      await page.goto(`/admin/accounts/${id}`);
      await page.getByRole('tab', { name: 'Ledger' }).click();
      await expect(page).toHaveURL(/\?tab=ledger$/);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByText('Payment made to the client').filter({ visible: true })).toBeVisible();
      await expect(
        panel
          .getByText(/\$379\.75/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Post an entry' }).click();
      await page.getByLabel('Kind of entry').selectOption('fee');
      await page.getByLabel('Amount').fill('15.00');
      await page.getByLabel('Reason').fill('Returned check fee');
      await page.getByRole('button', { name: 'Post entry' }).click();
      await expect(panel.getByText('Returned check fee').filter({ visible: true })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await panel.getByRole('button', { name: 'Reverse' }).filter({ visible: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Reverse this payment' });
      await dialog.getByLabel('Why').selectOption('nsf');
      await dialog.getByRole('button', { name: 'Reverse payment' }).click();
      await expect(dialog).toBeHidden();
      await expect(panel.getByText('Reversed', { exact: true }).filter({ visible: true })).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Reverse' }).filter({ visible: true })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // 500.00 − 120.25 + 15.00 + 120.25: the account's balance is the ledger's last line.
      const account = await (await page.request.get(`/api/admin/accounts/${id}`)).json();
      expect(account.unpaid_balance).toBe('515.00');
      await page.getByRole('tab', { name: 'Details' }).click();
      await expect(page.getByText('$515.00')).toBeVisible();
    });
  }
});
