import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, seriousA11yViolations, signInAs, test } from './fixtures';

/**
 * The agent workspace (decision 0041): the text conversation, the call bar and 390 px.
 * John Doe's second demo account (apps/server/src/db/seed.ts, NJ) takes the call and the texts here,
 * so the contact-center test's calls to Maria Garcia keep their 7-in-7 count.
 */
const ACCOUNT = 'ACC-100002';
const SCREENS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const TABS = [
  'Account Summary',
  'Contact Interface',
  'Contact History',
  'Payment',
  'Ledger',
  'Documents',
  'Letters',
] as const;

async function openWorkspace(page: Page, accountNumber: string): Promise<number> {
  await page.goto(`/admin/contact-center?account=${accountNumber}`);
  await expect(page).toHaveURL(/\/admin\/debtor\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return Number(/\/admin\/debtor\/(\d+)$/.exec(page.url())?.[1]);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function channelsOf(page: Page, id: number): Promise<Record<'call' | 'sms', { allowed: boolean }>> {
  const res = await page.request.get(`/api/debtors/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).compliance.channels;
}

test.describe('the agent workspace', () => {
  test('a text in the conversation, a live call with its timer and disclosure, and every tab and dialog at 390 px', async ({
    page,
  }, testInfo) => {
    // Seven tabs and five dialogs at two widths, each with an accessibility scan: slow on a busy machine.
    test.setTimeout(300_000);
    await page.setViewportSize(SCREENS[0]);
    await signInAs(page, 'staff');
    const id = await openWorkspace(page, ACCOUNT);
    const debtor = await (await page.request.get(`/api/debtors/${id}`)).json();
    const consent = await page.request.post(`/api/debtors/${id}/compliance/preferences`, {
      data: { kind: 'sms_consent', phone: debtor.primaryPhone, note: 'Consent given by phone' },
    });
    expect(consent.status()).toBeLessThan(300);
    await page.reload();
    await page.getByRole('tab', { name: 'Contact Interface' }).click();
    const conversation = page.getByRole('region', { name: 'Text conversation' });
    await expect(conversation).toBeVisible();

    // The server runs on the real clock: outside calling hours the text is refused and kept as such.
    const channels = await channelsOf(page, id);
    const compose = page.getByRole('form', { name: 'Compose' });
    if (channels.sms.allowed) {
      await compose.getByRole('radio', { name: 'SMS' }).check({ force: true });
      await compose.getByLabel('Message', { exact: true }).fill('We tried to reach you today.');
      await compose.getByRole('button', { name: 'Send' }).click();
      const bubble = conversation
        .getByTestId('sms-message')
        .filter({ hasText: 'We tried to reach you today.' });
      await expect(bubble).toHaveAttribute('data-direction', 'outbound');
      await expect(bubble).toContainText(/Sent|Queued|Delivered/);
    } else {
      const refused = await page.request.post(`/api/debtors/${id}/send-sms`, {
        data: { phoneNumber: debtor.primaryPhone, message: 'We tried to reach you today.' },
      });
      expect(refused.status()).toBe(409);
      await page.reload();
      await page.getByRole('tab', { name: 'Contact Interface' }).click();
      const bubble = conversation
        .getByTestId('sms-message')
        .filter({ hasText: 'We tried to reach you today.' });
      await expect(bubble).toContainText('Not sent: blocked by the compliance rules');
    }

    await compose.getByRole('radio', { name: 'Call' }).check({ force: true });
    if (channels.call.allowed) {
      await compose.getByRole('button', { name: 'Dial' }).click();
      const bar = page.getByRole('region', { name: 'Current call' });
      await expect(bar.getByRole('note', { name: 'Disclosure to read' })).toContainText(
        'This is an attempt to collect a debt and any information obtained will be used for that purpose.',
      );
      const timer = bar.getByTestId('call-timer');
      await expect(timer).toHaveText(/^Dialing \d\d:\d\d$/);
      // The simulator answers after 3 s; the timer then counts the talk time.
      await expect(page.getByTestId('call-status')).toHaveText('Call In Progress', { timeout: 10_000 });
      await expect(timer).toHaveText(/^Talk time 00:0\d$/);
      const first = await timer.textContent();
      await expect(timer).not.toHaveText(first ?? '', { timeout: 4_000 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('live-call-1280.png'), fullPage: true });

      // At 390 px the bar stays in view while the agent scrolls down the tab.
      await page.setViewportSize(SCREENS[1]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await page.getByRole('heading', { name: 'Internal Note' }).scrollIntoViewIfNeeded();
      const box = await bar.boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      expect(box?.y ?? 999).toBeLessThan(120);
      await page.screenshot({ path: testInfo.outputPath('live-call-390.png') });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await bar.getByRole('button', { name: 'Hang Up' }).click();
      await expect(bar.getByRole('form', { name: 'Call disposition' })).toBeVisible();
      await expect(timer).toHaveText(/^Call duration \d\d:\d\d$/);
      await expect(bar.getByRole('note', { name: 'Disclosure to read' })).toHaveCount(0);
      // No Skip (decision 0109): the outcome is one click, then saved.
      await expect(bar.getByRole('button', { name: 'Skip' })).toHaveCount(0);
      await bar.getByText('Contacted', { exact: true }).click();
      await bar.getByRole('button', { name: 'Save Disposition' }).click();
      await expect(bar).toHaveCount(0);
      await page.setViewportSize(SCREENS[0]);
    } else {
      await expect(compose.getByRole('button', { name: 'Dial' })).toBeDisabled();
      await expect(page.getByTestId('dial-blocked-reason')).toBeVisible();
    }

    // Every tab and every dialog of the workspace, at both widths: nothing scrolls sideways.
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        expect(await pageWidth(page), `${tab} at ${screen.width}`).toBeLessThanOrEqual(screen.width);
        expect(await seriousA11yViolations(page), `${tab} at ${screen.width}`).toEqual([]);
      }
      await page.getByRole('tab', { name: 'Account Summary' }).click();
      const snapshot = page.getByTestId('compliance-snapshot');
      const dialogs = [
        ['Update Phone', page.getByRole('button', { name: 'Update Phone' })],
        ['Update Email', page.getByRole('button', { name: 'Update Email' })],
        ['Update Address', page.getByRole('button', { name: 'Update Address' })],
        ['Record Preference', snapshot.getByRole('button', { name: 'Record Preference' })],
        ['Validation Notice Sent', snapshot.getByRole('button', { name: 'Validation Notice Sent' })],
      ] as const;
      for (const [name, opener] of dialogs) {
        await opener.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= screen.width, `${name} at ${screen.width}`).toBe(
          true,
        );
        expect(await pageWidth(page), `${name} at ${screen.width}`).toBeLessThanOrEqual(screen.width);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
    }
    await page.getByRole('tab', { name: 'Contact Interface' }).click();
    await page.screenshot({ path: testInfo.outputPath('contact-interface-390.png'), fullPage: true });
  });
});

/**
 * A text from the consumer arrives through Twilio's signed webhook. The main test server runs the
 * telephony simulator, which has no webhooks (they answer 404), so this part starts its own server
 * with TELEPHONY=twilio and a test auth token: nothing here calls Twilio, the test only posts to it.
 */
const TWILIO_PORT = Number(process.env.E2E_PORT ?? 3100) + 200;
const TWILIO_ORIGIN = `http://127.0.0.1:${TWILIO_PORT}`;
const AUTH_TOKEN = 'e2e-twilio-auth-token';
/** Robert Smith of the demo data: PA, primary phone (215) 555-0188, no other account has it. */
const ROBERT = { account: 'ACC-100004', from: '+12155550188' };

/** X-Twilio-Signature per Twilio's algorithm: HMAC-SHA1 of the URL and the sorted form fields. */
function twilioSignature(url: string, form: Record<string, string>): string {
  const data = Object.keys(form)
    .sort()
    .reduce((acc, name) => acc + name + form[name], url);
  return createHmac('sha1', AUTH_TOKEN).update(Buffer.from(data, 'utf8')).digest('base64');
}

async function postInboundSms(page: Page, sid: string, body: string) {
  const url = `${TWILIO_ORIGIN}/api/webhooks/twilio/sms`;
  const form = { MessageSid: sid, From: ROBERT.from, To: '+15555550100', Body: body };
  const res = await page.request.post(url, {
    form,
    headers: { 'x-twilio-signature': twilioSignature(url, form) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.text();
}

test.describe('replies from the consumer', () => {
  let server: ChildProcess | null = null;
  test.use({ baseURL: TWILIO_ORIGIN });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn(
      process.execPath,
      [new URL('../../apps/server/dist/server.js', import.meta.url).pathname],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          NODE_ENV: 'development',
          PORT: String(TWILIO_PORT),
          HOST: '127.0.0.1',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'arrears-e2e-twilio-')),
          DATABASE_URL: '',
          DEMO: 'true',
          LOG_LEVEL: 'warn',
          TRUST_PROXY: 'true',
          PUBLIC_URL: TWILIO_ORIGIN,
          TELEPHONY: 'twilio',
          TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
          TWILIO_AUTH_TOKEN: AUTH_TOKEN,
          TWILIO_FROM_NUMBER: '+15555550100',
        },
      },
    );
    for (let i = 0; i < 200; i++) {
      const up = await fetch(`${TWILIO_ORIGIN}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the Twilio-mode server did not start');
  });
  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  test('an inbound text reaches the timeline and the conversation, STOP shows what was done, the agent marks them read', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await postInboundSms(page, 'SMe2e0001', 'Call me after 5');
    expect(await postInboundSms(page, 'SMe2e0002', 'STOP')).toContain('unsubscribed');

    await page.setViewportSize(SCREENS[0]);
    await signInAs(page, 'staff');
    const id = await openWorkspace(page, ROBERT.account);

    await page.getByRole('tab', { name: 'Contact History' }).click();
    const timeline = page.getByRole('table', { name: 'Interaction Timeline' });
    await expect(timeline.getByRole('row').filter({ hasText: 'Inbound SMS: Call me after 5' })).toBeVisible();

    await page.getByRole('tab', { name: 'Contact Interface' }).click();
    const conversation = page.getByRole('region', { name: 'Text conversation' });
    const reply = conversation.getByTestId('sms-message').filter({ hasText: 'Call me after 5' });
    const stop = conversation.getByTestId('sms-message').filter({ hasText: 'STOP' });
    await expect(reply).toHaveAttribute('data-direction', 'inbound');
    await expect(reply.getByText('New')).toBeVisible();
    await expect(stop).toContainText('Opted out of texts — no more texts will be sent to this number');
    await expect(page.getByText('2 new')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('conversation-1280.png'), fullPage: true });
    await page.setViewportSize(SCREENS[1]);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await conversation.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('conversation-390.png'), fullPage: true });

    const marked = page.waitForResponse((r) => r.url().endsWith(`/api/debtors/${id}/sms/read`));
    await page.getByRole('button', { name: 'Mark as read' }).click();
    expect(await (await marked).json()).toEqual({ success: true, marked: 2 });
    await expect(reply.getByText('New')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    const texts: Array<{ direction: string; readAt: string | null }> = await (
      await page.request.get(`/api/debtors/${id}/sms`)
    ).json();
    expect(texts.filter((t) => t.direction === 'inbound').every((t) => t.readAt !== null)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
