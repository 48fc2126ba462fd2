import { toCsv } from '@arrears/harness/accounts-csv';
import type { APIRequestContext } from '@playwright/test';
import { createAgencyUser } from './admin-helpers';
import { DEMO_PASSWORD, expect, seriousA11yViolations, test, uniqueName } from './fixtures';

interface QueueItem {
  accountId: number;
  accountNumber: string;
  fullName: string | null;
}

/** Two new accounts (placed today: in their validation period) imported by the demo admin; their ids. */
async function importAccounts(
  request: APIRequestContext,
  prefix: string,
): Promise<Record<'ready' | 'cease', number>> {
  const rows = [
    ['account_number', 'debtor_first_name', 'debtor_last_name', 'current_amount', 'due_date', 'debtor_phone'],
    [`${prefix}-A`, 'Quinn', `Ready ${prefix}`, '$640.00', '03/15/2024', '(609) 555-0171'],
    [`${prefix}-B`, 'Cora', `Cease ${prefix}`, '$910.00', '03/15/2024', '(609) 555-0172'],
  ];
  const res = await request.post('/api/admin/import', {
    multipart: {
      importType: 'accounts',
      file: { name: `${prefix}.csv`, mimeType: 'text/csv', buffer: Buffer.from(toCsv(rows)) },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const idOf = async (number: string) => {
    const found = await request.get(
      `/api/admin/debt-accounts/search?searchTerm=${encodeURIComponent(number)}`,
    );
    const hits = (await found.json()) as { id: number; accountNumber: string }[];
    const hit = hits.find((h) => h.accountNumber === number);
    expect(hit, number).toBeTruthy();
    return (hit as { id: number }).id;
  };
  return { ready: await idOf(`${prefix}-A`), cease: await idOf(`${prefix}-B`) };
}

for (const width of [1280, 390]) {
  test.describe(`the work queue at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a collector lands on the queue, a cease account waits, assigned accounts open, others are refused', async ({
      page,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      // The admin's own request context: imports, assigns, records the cease request.
      const admin = await playwright.request.newContext({ baseURL });
      // Made by an admin, the collector replaces the first password before working (decision 0089).
      const collector = await createAgencyUser(admin, 'collector', undefined, { settled: true });
      expect(
        (await admin.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).status(),
      ).toBe(200);
      const prefix = uniqueName('WQ');
      const ids = await importAccounts(admin, prefix);
      const assign = await admin.post('/api/admin/accounts/assignment', {
        data: { accountIds: [ids.ready, ids.cease], userId: collector.id },
      });
      expect(await assign.json()).toEqual({ changed: 2, assignedUserId: collector.id });
      const cease = await admin.post(`/api/debtors/${ids.cease}/compliance/preferences`, {
        data: { kind: 'cease', note: 'Letter asking us to stop' },
      });
      expect(cease.status(), await cease.text()).toBeLessThan(300);
      const [other] = (await (
        await admin.get('/api/admin/debt-accounts/search?searchTerm=ACC-100001')
      ).json()) as {
        id: number;
      }[];
      await admin.dispose();

      // Signing in on the customer page sends a collector to their queue.
      await page.goto('/login');
      await page.getByLabel('Username').fill(collector.username);
      await page.getByLabel('Password').fill(collector.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/admin\/contact-center$/);
      await expect(page.getByRole('tab', { name: 'My queue' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: 'Find an account' })).toHaveCount(0);

      // The cease account waits and never opens by itself; the page lists what the server ordered.
      const waiting = page.getByRole('list', { name: 'Waiting' });
      const ceaseRow = waiting.getByRole('link', { name: new RegExp(`Cease ${prefix}`) });
      await expect(ceaseRow).toContainText('Does not open by itself');
      await expect(ceaseRow).toContainText('New: in validation period');
      const queue = (await (await page.request.get('/api/admin/contact-center/my-queue')).json()) as {
        ready: QueueItem[];
        waiting: QueueItem[];
      };
      expect(queue.waiting.map((i) => i.accountId)).toContain(ids.cease);
      expect([...queue.ready, ...queue.waiting].map((i) => i.accountId).sort()).toEqual(
        [ids.ready, ids.cease].sort(),
      );
      if (queue.ready.length > 0) {
        // Within calling hours (the server's real clock): the other account is ready to work.
        await expect(page.getByRole('list', { name: 'Ready to work' }).getByRole('link')).toHaveText(
          queue.ready.map((i) => new RegExp(i.fullName ?? '')),
        );
      }
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // An assigned account opens in the workspace.
      await ceaseRow.click();
      await expect(page).toHaveURL(new RegExp(`/admin/debtor/${ids.cease}\\?from=queue$`));
      await expect(page.getByRole('heading', { name: `Cora Cease ${prefix}`, level: 1 })).toBeVisible();
      await expect(page.getByLabel('Assigned to')).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Another account's workspace and the rest of the back office are refused.
      const refused = await page.request.get(`/api/debtors/${other.id}`);
      expect(refused.status()).toBe(403);
      await page.goto(`/admin/debtor/${other.id}`);
      await expect(page.getByText('Error loading debtor information')).toBeVisible();
      await page.goto('/admin/accounts');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      expect((await page.request.get('/api/admin/accounts')).status()).toBe(403);
    });
  });
}

test('staff assign an account from the workspace header', async ({ page }) => {
  const res = await page.request.post('/api/login', { data: { username: 'staff', password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const [hit] = (await (
    await page.request.get('/api/admin/debt-accounts/search?searchTerm=ACC-100004')
  ).json()) as {
    id: number;
  }[];
  await page.goto(`/admin/debtor/${hit.id}`);
  const select = page.getByLabel('Assigned to');
  await expect(select).toBeEnabled();
  await select.selectOption({ label: 'Casey Collector (collector)' });
  await expect
    .poll(async () => (await (await page.request.get(`/api/debtors/${hit.id}`)).json()).assignedUserId)
    .not.toBeNull();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await select.selectOption({ label: 'Unassigned (pool)' });
  await expect
    .poll(async () => (await (await page.request.get(`/api/debtors/${hit.id}`)).json()).assignedUserId)
    .toBeNull();
});
