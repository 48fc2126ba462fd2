import { easternDateOf } from '@arrears/domain';
import { toCsv } from '@arrears/harness/accounts-csv';
import { expect, type Page, signInAs, test, uniqueName } from './fixtures';

/** Sandbox card that approves (packages/domain/src/payments/test-cards.ts). */
const VISA_SUCCESS = '4000100011112224';

async function downloadText(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const chunks = await (await file.createReadStream()).toArray();
  return { name: file.suggestedFilename(), body: Buffer.concat(chunks) };
}

/**
 * Clients and remittances end to end (decisions 0049 to 0057), as the people who use it: an admin adds a client and imports its accounts, a
 * debtor of that client pays by card in the portal, the admin drafts, approves and downloads the
 * remittance statement, and the client's own user finds the payment and the statement in the client
 * portal, and cannot open another client's account.
 */
test('a client placed with us: its debtor pays, we remit, and the client sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const today = easternDateOf(Date.now());
  const code = uniqueName('F').toUpperCase().slice(0, 16);
  const name = `Fairview Credit ${code}`;

  // 1. The admin adds the client: 20% commission, net.
  await signInAs(page, 'admin');
  await page.goto('/admin/clients');
  await page.getByRole('button', { name: 'Add Client' }).click();
  const form = page.getByRole('form', { name: 'Add a client' });
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Commission (%)').fill('20');
  await form.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // 2. ... and imports its accounts (a person of their own, so the debtor can prove who they are).
  const n = Date.now() % 100_000_000;
  const last4 = String(n % 10_000).padStart(4, '0');
  const birthDate = `19${60 + (n % 30)}-0${1 + (n % 9)}-1${n % 10}`;
  const accountNumber = `FLOW-${code}-1`;
  await page.goto('/admin/import');
  await page.getByLabel('File (CSV, .xlsx or .xls)').setInputFiles({
    name: `${code}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      toCsv([
        [
          'account_number',
          'debtor_first_name',
          'debtor_last_name',
          'ssn',
          'birth_date',
          'current_amount',
          'client_code',
        ],
        [
          accountNumber,
          'Rosa',
          'Vale',
          `91${String(n).padStart(8, '0').slice(0, 3)}${last4}`,
          birthDate,
          '400.00',
          code,
        ],
        [`FLOW-${code}-2`, 'Sam', 'Vale', '', '', '150.00', code],
      ]),
    ),
  });
  await page.getByRole('button', { name: 'Upload and Import' }).click();
  await expect(page.getByRole('region', { name: 'Import complete' })).toBeVisible({ timeout: 60_000 });

  // 3. The debtor registers with the letter's proof and pays $50.00 by card in the portal.
  const debtorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const debtor = await debtorContext.newPage();
  const username = uniqueName('flow');
  const registered = await debtor.request.post('/api/register-debtor', {
    data: {
      firstName: 'Rosa',
      ssn: last4,
      dateOfBirth: birthDate,
      accountNumber,
      username,
      password: 'Flow-debtor-1',
      email: `${username}@example.com`,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await debtor.goto('/payment-center');
  await expect(debtor.getByRole('heading', { name: 'Payment Center', level: 1 })).toBeVisible();
  await debtor.getByLabel('Payment Amount ($)').fill('50.00');
  await debtor.getByLabel('Card Number').pressSequentially(VISA_SUCCESS);
  await debtor.getByLabel('Expiry Month').selectOption('12');
  await debtor.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2).slice(-2));
  await debtor.getByLabel('CVV').fill('123');
  await debtor.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(debtor.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  await debtorContext.close();

  // 4. The admin drafts the client's remittance for today, approves it and downloads the statement.
  await page.goto('/admin/remittances');
  const draft = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Draft a remittance' }) });
  await draft.getByLabel('Client').selectOption({ label: `${name} (${code})` });
  await draft.getByLabel('From').fill(today);
  await draft.getByLabel('To').fill(today);
  await draft.getByRole('button', { name: 'Draft a remittance' }).click();
  await expect(page.getByRole('heading', { name: /^Remittance #\d+$/, level: 1 })).toBeVisible();
  const line = page.getByRole('row', { name: new RegExp(accountNumber) });
  await expect(line).toContainText('$50.00'); // collected
  await expect(line).toContainText('$10.00'); // 20% commission
  await expect(line).toContainText('$40.00'); // due to the client
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: /^Approve remittance #\d+\?$/ })
    .getByRole('button', { name: 'Approve remittance' })
    .click();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  const pdf = await downloadText(page, () => page.getByRole('link', { name: 'Statement PDF' }).click());
  expect(pdf.name).toMatch(new RegExp(`^remittance-${code}-${today}-${today}-\\d+\\.pdf$`));
  expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

  // 5. The admin gives the client a user of its own.
  const clientUser = uniqueName('cli');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  await page.getByLabel('First Name').fill('Dana');
  await page.getByLabel('Last Name').fill('Fairview');
  await page.getByLabel('Email Address').fill(`${clientUser}@example.com`);
  await page.getByLabel('Phone Number').fill('2155550177');
  await page.getByLabel('Username').fill(clientUser);
  await page.getByLabel('Password', { exact: true }).fill('Client-user-1');
  await page.getByLabel('Role').selectOption('client');
  await page.getByLabel('Client', { exact: true }).selectOption({ label: `${name} (${code})` });
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByTestId('toast').getByText('User Created')).toBeVisible();

  // 6. The client's user signs in: the payment, the remittance and its statement; nobody else's account.
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const client = await clientContext.newPage();
  await client.goto('/login');
  await client.getByLabel('Username').fill(clientUser);
  await client.getByLabel('Password').fill('Client-user-1');
  await client.getByRole('button', { name: 'Sign In' }).click();
  // The admin chose that password: the portal opens once the user has chosen their own (decision 0089).
  await expect(client).toHaveURL(/\/client\/change-password$/);
  await client.getByLabel('Current Password').fill('Client-user-1');
  await client.getByLabel('New Password', { exact: true }).fill('Client-own-passphrase-2');
  await client.getByLabel('Confirm New Password').fill('Client-own-passphrase-2');
  await client.getByRole('button', { name: 'Change Password' }).click();
  await client.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(client).toHaveURL(/\/client$/);
  await expect(client.getByText(name)).toBeVisible();

  const nav = client.getByRole('navigation', { name: 'Client portal' });
  await nav.getByRole('link', { name: 'Transactions' }).click();
  const payment = client
    .getByRole('listitem')
    .filter({ hasText: accountNumber })
    .filter({ hasText: 'Payment' });
  await expect(payment.first()).toContainText('-$50.00');

  await nav.getByRole('link', { name: 'Remittances' }).click();
  await expect(client.getByText('Approved, transfer on its way')).toBeVisible();
  const csv = await downloadText(client, () =>
    client
      .getByRole('link', { name: /as CSV$/ })
      .first()
      .click(),
  );
  expect(csv.name).toMatch(new RegExp(`^remittance-${code}-`));
  expect(csv.body.toString('utf8')).toContain(`${today},${accountNumber},Rosa Vale,50.00,10.00,40.00`);

  // The bank's demo account (ACC-100001) is another client's: not found, in the page and the API.
  const bankAccount = await page.request.get('/api/admin/debt-accounts/search?searchTerm=ACC-100001');
  const [{ id: otherId }] = (await bankAccount.json()) as { id: number }[];
  expect((await client.request.get(`/api/client/accounts/${otherId}`)).status()).toBe(404);
  await client.goto(`/client/accounts/${otherId}`);
  await expect(client.getByText('Account not found')).toBeVisible();
  await clientContext.close();
});
