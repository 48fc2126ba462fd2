import { expect, seriousA11yViolations, signInAs, test } from './fixtures';

/** Maria Garcia's demo account (apps/server/src/db/seed.ts): primary phone (609) 555-0144. */
const ACCOUNT = 'ACC-100003';

test.describe('the agent contact center', () => {
  test('staff dial through the simulator, save a disposition, then text and e-mail from templates', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'staff');

    // The hot leads' link opens the debtor's workspace.
    await page.goto(`/admin/contact-center?account=${ACCOUNT}`);
    await expect(page).toHaveURL(/\/admin\/debtor\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Maria Garcia', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Key figures' })).toContainText('Outstanding Balance');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('workspace-1280.png'), fullPage: true });

    // A call to the primary phone: ringing, in progress, a digit, hang up, disposition.
    await page.getByRole('tab', { name: 'Contact Interface' }).click();
    const compose = page.getByRole('form', { name: 'Compose' });
    await expect(compose.getByLabel('Phone number')).toHaveValue('primary');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await compose.getByRole('button', { name: 'Dial' }).click();
    const status = page.getByTestId('call-status');
    await expect(status).toHaveText('Ringing');
    await expect(status).toHaveText('Call In Progress');
    await page.screenshot({ path: testInfo.outputPath('call-1280.png'), fullPage: true });
    const call = page.getByRole('region', { name: 'Current call' });
    const dtmf = page.waitForResponse((r) => r.url().endsWith('/send-dtmf') && r.ok());
    await call.getByRole('button', { name: 'Dial 5' }).click();
    await dtmf;
    await call.getByRole('button', { name: 'Hang Up' }).click();
    await expect(call.getByText('Please enter call disposition and notes')).toHaveCount(1);
    await expect(status).toHaveText('Call Ended');
    await call.getByLabel('Disposition', { exact: true }).selectOption('payment_promise');
    await call.getByLabel('Call notes').fill('Promised to pay on Friday');
    await call.getByRole('button', { name: 'Save Disposition' }).click();
    await expect(page.getByTestId('toast').getByText('Disposition Saved')).toBeVisible();
    await expect(call).toHaveCount(0);

    await page.getByRole('tab', { name: 'Contact History' }).click();
    const timeline = page.getByRole('table', { name: 'Interaction Timeline' });
    const callRow = timeline.getByRole('row').filter({ hasText: 'Promised to pay on Friday' });
    await expect(callRow).toContainText('Payment Promise');
    await expect(callRow).toContainText('Call');

    // An SMS from a template.
    await page.getByRole('tab', { name: 'Contact Interface' }).click();
    await compose.getByRole('radio', { name: 'SMS' }).check({ force: true });
    await compose.getByLabel('Template', { exact: true }).selectOption('payment_reminder');
    await expect(compose.getByLabel('Message', { exact: true })).toHaveValue(/Hi Maria/);
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('toast').getByText('SMS Sent Successfully')).toBeVisible();
    await expect(compose.getByLabel('Message', { exact: true })).toHaveValue('');

    // An e-mail from a template.
    await compose.getByRole('radio', { name: 'Email' }).check({ force: true });
    await compose.getByLabel('Template', { exact: true }).selectOption('standard_delinquent');
    await expect(compose.getByLabel('Subject', { exact: true })).toHaveValue(/Past Due Account Notice/);
    await compose.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('toast').getByText('Email Sent Successfully')).toBeVisible();

    await page.getByRole('tab', { name: 'Contact History' }).click();
    await expect(timeline.getByRole('row').filter({ hasText: 'SMS' }).first()).toBeVisible();
    await expect(timeline.getByRole('row').filter({ hasText: 'Email' }).first()).toBeVisible();

    // Small screens: the workspace and the compose card fit 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Contact Interface' }).click();
    await page.screenshot({ path: testInfo.outputPath('workspace-390.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
