import { toCsv } from '@arrears/harness/accounts-csv';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAgencyUser } from './admin-helpers';
import { DEMO_PASSWORD, expect, seriousA11yViolations, signInAs, test, uniqueName } from './fixtures';

/**
 * The collector's desk (decisions 0109 and 0110): the workspace's Call button, phone and the consumer's
 * local time are in the first viewport at 1280 × 800 and 390 × 844, and Save & next walks My queue.
 */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The element is wholly inside the viewport as the page first shows (no scrolling). */
async function inFirstViewport(page: Page, locator: Locator, what: string) {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom at ${viewport.width} px`).toBeLessThanOrEqual(viewport.height);
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
}

test('the workspace: Call, the phone and the local time in the first viewport, Compose too at 1280 × 800', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInAs(page, 'staff');
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await page.goto('/admin/contact-center?account=ACC-100002');
    await expect(page).toHaveURL(/\/admin\/debtor\/\d+$/);
    const header = page.getByRole('region', { name: 'Account header' });
    await expect(header.getByRole('heading', { level: 1 })).toHaveText('John Doe');
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await inFirstViewport(page, header.getByRole('button', { name: /^Call Primary: / }), 'Call button');
    await inFirstViewport(page, header.getByRole('listitem').filter({ hasText: 'Primary' }), 'phone number');
    const localTime = header.getByTestId('header-local-time');
    await expect(localTime).toHaveText(/^Local time \d{1,2}:\d\d [AP]M .+ · calls 8:00 AM - 9:00 PM$/);
    await inFirstViewport(page, localTime, 'local time');
    await inFirstViewport(page, header.getByTestId('header-call-now'), 'whether a call is allowed now');
    if (screen.width === 1280) {
      await inFirstViewport(page, page.getByRole('heading', { name: 'Compose' }), 'Compose');
      await inFirstViewport(page, page.getByRole('button', { name: 'Dial' }), 'Dial');
    }
    // No tiles repeat the balance, the creditor and the last activity.
    await expect(page.getByRole('region', { name: 'Key figures' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`workspace-${screen.width}.png`) });
  }
});

/** Three new NJ accounts (placed today) imported by the demo admin and assigned to `userId`; their ids in queue order. */
async function importAssigned(request: APIRequestContext, prefix: string, userId: number): Promise<number[]> {
  const rows = [
    ['account_number', 'debtor_first_name', 'debtor_last_name', 'current_amount', 'due_date', 'debtor_phone'],
    [`${prefix}-1`, 'Ada', `First ${prefix}`, '$410.00', '03/15/2024', '(609) 555-0181'],
    [`${prefix}-2`, 'Ben', `Second ${prefix}`, '$520.00', '03/15/2024', '(609) 555-0182'],
    [`${prefix}-3`, 'Cal', `Third ${prefix}`, '$630.00', '03/15/2024', '(609) 555-0183'],
  ];
  const res = await request.post('/api/admin/import', {
    multipart: {
      importType: 'accounts',
      file: { name: `${prefix}.csv`, mimeType: 'text/csv', buffer: Buffer.from(toCsv(rows)) },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
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

/** In the workspace: call the primary phone, hang up once answered, pick the outcome. */
async function callAndPickOutcome(page: Page, outcome: string) {
  await page
    .getByRole('region', { name: 'Account header' })
    .getByRole('button', { name: /^Call Primary: / })
    .click();
  const bar = page.getByRole('region', { name: 'Current call' });
  await expect(page.getByTestId('call-status')).toHaveText('Call In Progress', { timeout: 10_000 });
  await bar.getByRole('button', { name: 'Hang Up' }).click();
  const form = bar.getByRole('form', { name: 'Call disposition' });
  await expect(form).toBeVisible();
  // No Skip: the outcome is required before the next call (decision 0109).
  await expect(form.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Save & next' })).toBeDisabled();
  await form.getByText(outcome, { exact: true }).click();
  return form;
}

test('Save & next walks My queue: dispose one account, land on the next', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL });
  const collector = await createAgencyUser(admin, 'collector', undefined, { settled: true });
  expect(
    (await admin.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD } })).status(),
  ).toBe(200);
  const prefix = uniqueName('DESK');
  const ids = await importAssigned(admin, prefix, collector.id);
  await admin.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await page.getByLabel('Username').fill(collector.username);
  await page.getByLabel('Password').fill(collector.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-center$/);

  const queue = (await (await page.request.get('/api/admin/contact-center/my-queue?state=ready')).json()) as {
    ready: { accountId: number; fullName: string }[];
    counts: { ready: number; waiting: number };
  };
  if (queue.ready.length === 0) {
    // Outside calling hours (the server runs on the real clock) every account waits and no call starts.
    const refused = await page.request.post(`/api/debtors/${ids[0]}/initiate-call`, {
      data: { phoneNumber: '6095550181' },
    });
    expect(refused.status()).toBe(409);
    await expect(page.getByTestId('queue-count')).toHaveText('0 ready · 3 waiting');
    await expect(page.getByRole('button', { name: 'Start next' })).toBeDisabled();
    return;
  }
  expect(queue.ready.map((i) => i.accountId)).toEqual(ids);
  await expect(page.getByTestId('queue-count')).toHaveText('3 ready · 0 waiting');
  const rows = page.getByRole('list', { name: 'Ready to work' }).getByRole('link');
  await expect(rows).toHaveCount(3);
  await expect(rows.first().getByTestId('queue-local-time')).toContainText('New York');
  await expect(rows.first().getByTestId('queue-local-time')).toContainText('calls 8:00 AM - 9:00 PM');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Start next opens the first ready account.
  await page.getByRole('button', { name: 'Start next' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/debtor/${ids[0]}\\?from=queue$`));
  await expect(page.getByRole('heading', { name: `Ada First ${prefix}`, level: 1 })).toBeVisible();

  // Dispose it, Save & next: the second account opens; then the third.
  let form = await callAndPickOutcome(page, 'No Answer');
  await form.getByRole('button', { name: 'Save & next' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/debtor/${ids[1]}\\?from=queue$`));
  await expect(page.getByRole('heading', { name: `Ben Second ${prefix}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current call' })).toHaveCount(0);

  form = await callAndPickOutcome(page, 'Left Message');
  await form.getByRole('button', { name: 'Save & next' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/debtor/${ids[2]}\\?from=queue$`));
  await expect(page.getByRole('heading', { name: `Cal Third ${prefix}`, level: 1 })).toBeVisible();

  // Each outcome was saved on its own account.
  for (const [id, code] of [
    [ids[0], 'no_answer'],
    [ids[1], 'left_message'],
  ] as const) {
    const timeline = (await (await page.request.get(`/api/debtors/${id}/contacts`)).json()) as {
      dispositionCode: string | null;
    }[];
    expect(timeline.map((e) => e.dispositionCode)).toContain(code);
  }

  // The last one: nothing else is ready that was not worked, so the queue page comes back.
  form = await callAndPickOutcome(page, 'Busy');
  await form.getByRole('button', { name: 'Save & next' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-center$/);
  await expect(
    page.getByTestId('toast').getByText('Your queue is done: no other account is ready to work.'),
  ).toBeVisible();
});
