import { toCsv } from '@arrears/harness/accounts-csv';
import type { APIRequestContext } from '@playwright/test';
import { createAgencyUser } from './admin-helpers';
import { DEMO_PASSWORD, expect, seriousA11yViolations, test, uniqueName } from './fixtures';

/**
 * The power dialer (decision 0129): Start dialing on My queue opens the first account with the preview's
 * countdown, the dialer calls it when the countdown ends, and Save & next takes the next account.
 */

/** Two new NJ accounts imported by the demo admin and assigned to `userId`; their ids in queue order. */
async function importAssigned(request: APIRequestContext, prefix: string, userId: number): Promise<number[]> {
  const rows = [
    ['account_number', 'debtor_first_name', 'debtor_last_name', 'current_amount', 'due_date', 'debtor_phone'],
    [`${prefix}-1`, 'Dana', `First ${prefix}`, '$410.00', '03/15/2024', '(609) 555-0191'],
    [`${prefix}-2`, 'Eli', `Second ${prefix}`, '$520.00', '03/15/2024', '(609) 555-0192'],
  ];
  const res = await request.post('/api/admin/import', {
    multipart: {
      importType: 'accounts',
      file: { name: `${prefix}.csv`, mimeType: 'text/csv', buffer: Buffer.from(toCsv(rows)) },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const ids: number[] = [];
  for (const n of [1, 2]) {
    const number = `${prefix}-${n}`;
    const hits = (await (
      await request.get(`/api/admin/debt-accounts/search?searchTerm=${encodeURIComponent(number)}`)
    ).json()) as { id: number; accountNumber: string }[];
    const hit = hits.find((h) => h.accountNumber === number);
    expect(hit, number).toBeTruthy();
    ids.push((hit as { id: number }).id);
  }
  const assign = await request.post('/api/admin/accounts/assignment', { data: { accountIds: ids, userId } });
  expect(assign.status(), await assign.text()).toBe(200);
  return ids;
}

test('Start dialing: the preview counts down, the dialer calls, Save & next takes the next account', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL });
  const collector = await createAgencyUser(admin, 'collector', undefined, { settled: true });
  expect(
    (await admin.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).status(),
  ).toBe(200);
  const prefix = uniqueName('DIAL');
  const ids = await importAssigned(admin, prefix, collector.id);
  // A short preview keeps the test quick; the agency's default is 10 s.
  const set = await admin.put('/api/admin/dialer/settings', { data: { previewSeconds: 3 } });
  expect(set.status(), await set.text()).toBe(200);

  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await page.getByLabel('Username').fill(collector.username);
    await page.getByLabel('Password').fill(collector.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/contact-center$/);

    const queue = (await (
      await page.request.get('/api/admin/contact-center/my-queue?state=ready')
    ).json()) as {
      ready: { accountId: number }[];
    };
    if (queue.ready.length === 0) {
      // Outside calling hours (the server runs on the real clock) nothing is ready: the dialer says so.
      const none = await page.request.post('/api/dialer/next', { data: {} });
      expect(none.status()).toBe(409);
      expect((await none.json()).error).toBe('nothing_ready');
      await expect(page.getByRole('button', { name: 'Start dialing' })).toBeDisabled();
      return;
    }
    expect(queue.ready.map((i) => i.accountId)).toEqual(ids);

    await page.getByRole('button', { name: 'Start dialing' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/debtor/${ids[0]}\\?from=dialer$`));
    await expect(page.getByRole('heading', { name: `Dana First ${prefix}`, level: 1 })).toBeVisible();
    const session = page.getByRole('region', { name: 'Dialing session' });
    await expect(session.getByTestId('dialer-countdown')).toHaveText(
      /^Calling in [1-3] s · \(609\) 555-0191$/,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('dialer-preview-1280.png') });

    // The countdown ends: the dialer places the call, the call bar takes it.
    const bar = page.getByRole('region', { name: 'Current call' });
    await expect(page.getByTestId('call-status')).toHaveText('Call In Progress', { timeout: 15_000 });
    await bar.getByRole('button', { name: 'Hang Up' }).click();
    const form = bar.getByRole('form', { name: 'Call disposition' });
    await form.getByText('No Answer', { exact: true }).click();
    await form.getByRole('button', { name: 'Save & next' }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/debtor/${ids[1]}\\?from=dialer$`));
    await expect(page.getByRole('heading', { name: `Eli Second ${prefix}`, level: 1 })).toBeVisible();
    await expect(session.getByTestId('dialer-countdown')).toBeVisible();
    // Stop dialing: the account stays open, without the session, and no call is placed.
    await session.getByRole('button', { name: 'Stop dialing' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/debtor/${ids[1]}$`));
    await expect(page.getByRole('region', { name: 'Dialing session' })).toHaveCount(0);
    await page.waitForTimeout(3_500);
    await expect(page.getByRole('region', { name: 'Current call' })).toHaveCount(0);

    // The first account's call was the dialer's, by this collector, with its outcome.
    const timeline = (await (await page.request.get(`/api/debtors/${ids[0]}/contacts`)).json()) as {
      dispositionCode: string | null;
    }[];
    expect(timeline.map((e) => e.dispositionCode)).toContain('no_answer');
  } finally {
    await admin.put('/api/admin/dialer/settings', { data: { previewSeconds: 10 } });
    await admin.dispose();
  }
});
