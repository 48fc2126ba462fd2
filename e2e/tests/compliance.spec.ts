import { readFileSync } from 'node:fs';
import { COMPLIANCE_MESSAGES } from '@arrears/domain';
import { expect, type Page, seriousA11yViolations, signInAs, test } from './fixtures';

/** Robert Smith of the demo data (apps/server/src/db/seed.ts): PA, primary phone (215) 555-0188. */
const ACCOUNT = 'ACC-100004';
const PHONE = '2155550188';

async function openWorkspace(page: Page): Promise<number> {
  await page.goto(`/admin/contact-center?account=${ACCOUNT}`);
  await expect(page).toHaveURL(/\/admin\/debtor\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Robert Smith', level: 1 })).toBeVisible();
  return Number(/\/admin\/debtor\/(\d+)$/.exec(page.url())?.[1]);
}

/** The value and status of one row of the Compliance Snapshot. */
const snapshotRow = (page: Page, name: string) =>
  page
    .getByTestId('compliance-snapshot')
    .getByText(name, { exact: true })
    .locator('xpath=following-sibling::dd');

test.describe('compliance guardrails', () => {
  test('a cease request disables Dial with its reason, the API refuses the call, the report lists it, revoke lifts it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'staff');
    const id = await openWorkspace(page);

    // The live snapshot before: no cease on file.
    const card = page.getByTestId('compliance-snapshot');
    await expect(card).toBeVisible();
    await expect(snapshotRow(page, 'Cease Communication')).toHaveText('None');
    await expect(snapshotRow(page, 'Calls in the Last 7 Days')).toContainText(/\d+ of 7/);

    // The agent records the consumer's written cease request.
    await card.getByRole('button', { name: 'Record Preference' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Contact Preference' });
    await dialog.getByLabel('Record', { exact: true }).selectOption('cease');
    await dialog.getByLabel('Note (optional)').fill('Letter received: stop all contact');
    const recorded = page.waitForResponse(
      (r) => r.url().endsWith(`/api/debtors/${id}/compliance/preferences`) && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    expect((await recorded).ok()).toBe(true);
    await expect(page.getByTestId('toast').getByText('Compliance Record Saved')).toBeVisible();
    await expect(snapshotRow(page, 'Cease Communication')).toHaveText('Requested');
    const recordedList = card.getByRole('region', { name: 'Recorded preferences' });
    await expect(recordedList).toContainText('Cease communication request');
    await expect(recordedList).toContainText('Letter received: stop all contact');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('snapshot-ceased-1280.png'), fullPage: true });

    // Dial and e-mail are disabled, each with the reason next to it.
    await page.getByRole('tab', { name: 'Contact Interface' }).click();
    const compose = page.getByRole('form', { name: 'Compose' });
    const dial = compose.getByRole('button', { name: 'Dial' });
    await expect(dial).toBeDisabled();
    const reason = page.getByTestId('dial-blocked-reason');
    await expect(reason).toHaveText(COMPLIANCE_MESSAGES.cease_communication);
    await expect(dial).toHaveAttribute('aria-describedby', (await reason.getAttribute('id')) as string);
    await compose.getByRole('radio', { name: 'Email' }).check({ force: true });
    await compose.getByLabel('Message', { exact: true }).fill('Hello Robert');
    await expect(compose.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.getByTestId('email-blocked-reason')).toHaveText(
      COMPLIANCE_MESSAGES.cease_communication,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('dial-blocked-1280.png'), fullPage: true });

    // At 390 px the reason and the snapshot fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('email-blocked-reason')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('email-blocked-390.png'), fullPage: true });
    await page.getByRole('tab', { name: 'Account Summary' }).click();
    await expect(card).toBeVisible();
    await card.screenshot({ path: testInfo.outputPath('snapshot-390.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A call forced through the API is refused with the rule, and no call is placed.
    const forced = await page.request.post(`/api/debtors/${id}/initiate-call`, {
      data: { phoneNumber: PHONE },
    });
    expect(forced.status()).toBe(409);
    expect(await forced.json()).toEqual({
      allowed: false,
      rule: 'cease_communication',
      message: COMPLIANCE_MESSAGES.cease_communication,
      opensAt: null,
    });

    // The report lists the blocked attempt; the CSV export carries it too.
    await page.goto('/admin/compliance');
    await expect(page.getByRole('heading', { name: 'Compliance Report', level: 1 })).toBeVisible();
    const blocked = page.getByRole('table', { name: 'Blocked attempts' });
    const row = blocked
      .getByRole('row')
      .filter({ hasText: ACCOUNT })
      .filter({ hasText: 'Cease communication' });
    await expect(row.first()).toContainText('Robert Smith');
    await expect(row.first()).toContainText('Call');
    await expect(page.getByRole('table', { name: 'Contacts per debt per week' })).toContainText(ACCOUNT);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('report-1280.png'), fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await file.path()) as string, 'utf8');
    expect(csv).toContain(ACCOUNT);
    expect(csv).toContain('cease_communication');

    // At 390 px the report fits: its tables scroll in their own boxes, not the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('report-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The cease is the consumer's: staff see no Revoke, and the API refuses them (decision 0088).
    await openWorkspace(page);
    const revoke = page.getByRole('button', { name: 'Revoke Cease communication request' });
    await expect(revoke).toHaveCount(0);
    await expect(
      page.getByText('The consumer’s choice: only an administrator can lift it').first(),
    ).toBeVisible();
    const ceasePrefs = (await (
      await page.request.get(`/api/debtors/${id}/compliance/preferences`)
    ).json()) as Array<{ id: number; kind: string; revokedAt: string | null }>;
    const cease = ceasePrefs.find((p) => p.kind === 'cease' && p.revokedAt === null);
    const refused = await page.request.delete(`/api/debtors/${id}/compliance/preferences/${cease?.id}`, {
      data: { reason: 'Trying as staff' },
    });
    expect(refused.status()).toBe(403);

    // An admin lifts it with a reason (leaving Robert's account as the demo data had it).
    await signInAs(page, 'admin');
    await openWorkspace(page);
    await revoke.click();
    const form = page.getByRole('form', { name: 'Revoke Cease communication request' });
    await form.getByLabel('Reason for lifting').fill('The consumer withdrew the request in writing');
    await form.getByRole('button', { name: 'Confirm revoke' }).click();
    await expect(page.getByTestId('toast').getByText('Compliance Record Revoked')).toBeVisible();
    await expect(snapshotRow(page, 'Cease Communication')).toHaveText('None');
    await expect(revoke).toHaveCount(0);
    const after = (await (await page.request.get(`/api/debtors/${id}`)).json()).compliance.channels.call;
    expect(after.rule).not.toBe('cease_communication');
    await page.getByRole('tab', { name: 'Contact Interface' }).click();
    if (after.allowed) {
      await expect(dial).toBeEnabled();
      await expect(page.getByTestId('dial-blocked-reason')).toHaveCount(0);
    } else {
      // Still blocked by another rule (e.g. the hour at the consumer's location): its own reason shows.
      await expect(dial).toBeDisabled();
      await expect(page.getByTestId('dial-blocked-reason')).toContainText(after.message);
    }
  });
});
