import { addDays, COMPLIANCE_MESSAGES, easternDateOf } from '@arrears/domain';
import { expect, type Page, seriousA11yViolations, signInAs, test } from './fixtures';

/**
 * Maria Garcia's demo account (apps/server/src/db/seed.ts), New Jersey. An earlier test of the run may
 * have changed her primary phone, so this one records her text consent for whatever number she has now.
 */
const ACCOUNT = 'ACC-100003';

interface Verdict {
  allowed: boolean;
  rule: string | null;
  message: string | null;
  opensAt: string | null;
}

/** The server's verdict per channel now (GET /api/debtors/{id} `compliance.channels`, decision 0024). */
async function channelsOf(page: Page, id: number): Promise<Record<'call' | 'sms' | 'email', Verdict>> {
  const res = await page.request.get(`/api/debtors/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).compliance.channels;
}

test.describe('the agent contact center', () => {
  test('staff filter the contact history and download it as a PDF', async ({ page }, testInfo) => {
    await signInAs(page, 'staff');
    await page.goto(`/admin/contact-center?account=${ACCOUNT}`);
    await expect(page).toHaveURL(/\/admin\/debtor\/\d+$/);
    const id = Number(/\/admin\/debtor\/(\d+)$/.exec(page.url())?.[1]);
    // Recording a consent adds an 'Update' line, so the timeline has at least one entry at any hour.
    const debtor = await (await page.request.get(`/api/debtors/${id}`)).json();
    const consent = await page.request.post(`/api/debtors/${id}/compliance/preferences`, {
      data: { kind: 'sms_consent', phone: debtor.primaryPhone, note: 'Consent given by phone' },
    });
    expect(consent.status()).toBeLessThan(300);
    const entries: Array<{ channel: string; message: string | null }> = await (
      await page.request.get(`/api/debtors/${id}/contacts`)
    ).json();
    const total = entries.length;
    expect(total).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Maria Garcia', level: 1 })).toBeVisible();

    await page.getByRole('tab', { name: 'Contact History' }).click();
    await expect(page.getByText(`${total} of ${total} entries`)).toBeVisible();
    const filter = page.getByLabel('Filter interactions');
    const needle = (entries[0].message ?? entries[0].channel).toUpperCase();
    const matching = entries.filter((e) =>
      [e.channel, e.message].some((f) => f?.toLowerCase().includes(needle.toLowerCase())),
    ).length;
    await filter.fill(needle);
    await expect(page.getByText(`${matching} of ${total} entries`)).toBeVisible();
    await filter.fill('no such interaction zq');
    await expect(page.getByText(`0 of ${total} entries`)).toBeVisible();
    await expect(page.getByText('No entries match "no such interaction zq".')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Interaction Timeline' })).toHaveCount(0);
    await filter.fill('');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`contact-history-${ACCOUNT}.pdf`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

    // Narrow screens: the tab fits without sideways scrolling of the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await filter.fill(needle);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('contact-history-390.png'), fullPage: true });
  });

  // The server runs on the real clock: calls, texts and e-mails to a New Jersey consumer are legally
  // blocked outside 8 AM - 9 PM Eastern, so the test reads the server's verdict first and checks
  // whichever behaviour is due at this hour.
  test('staff dial, save a disposition, text and e-mail from templates, or see why they cannot', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'staff');

    // The hot leads' link opens the debtor's workspace.
    await page.goto(`/admin/contact-center?account=${ACCOUNT}`);
    await expect(page).toHaveURL(/\/admin\/debtor\/\d+$/);
    const id = Number(/\/admin\/debtor\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { name: 'Maria Garcia', level: 1 })).toBeVisible();
    // The header carries the balance once (decision 0109): no tiles repeat it.
    await expect(
      page.getByRole('region', { name: 'Account header' }).getByTestId('header-balance'),
    ).toHaveText(/^\$[\d,]+\.\d\d$/);
    await expect(page.getByRole('region', { name: 'Key figures' })).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('workspace-1280.png'), fullPage: true });

    const debtor = await (await page.request.get(`/api/debtors/${id}`)).json();
    const consent = await page.request.post(`/api/debtors/${id}/compliance/preferences`, {
      data: { kind: 'sms_consent', phone: debtor.primaryPhone, note: 'Consent given by phone' },
    });
    expect(consent.status()).toBeLessThan(300);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Maria Garcia', level: 1 })).toBeVisible();

    await page.getByRole('tab', { name: 'Contact Interface' }).click();
    const compose = page.getByRole('form', { name: 'Compose' });
    await expect(compose.getByLabel('Phone number')).toHaveValue('primary');
    const channels = await channelsOf(page, id);
    if (channels.call.allowed) {
      await dialTextAndEmail(page, id, testInfo.outputPath('call-1280.png'));
    } else {
      await seeWhyBlocked(page, id, channels);
    }

    // Small screens: the workspace and the compose card fit 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Contact Interface' }).click();
    await page.screenshot({ path: testInfo.outputPath('workspace-390.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});

/** Within calling hours: a call through the simulator with a disposition, then a text and an e-mail. */
async function dialTextAndEmail(page: Page, id: number, screenshot: string) {
  const channels = await channelsOf(page, id);
  // Maria's consent to texts is on file in the demo data; e-mail has no consent rule.
  expect(channels.sms).toMatchObject({ allowed: true });
  expect(channels.email).toMatchObject({ allowed: true });
  // A call to the primary phone: ringing, in progress, a digit, hang up, disposition.
  const compose = page.getByRole('form', { name: 'Compose' });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await compose.getByRole('button', { name: 'Dial' }).click();
  const status = page.getByTestId('call-status');
  await expect(status).toHaveText('Ringing');
  await expect(status).toHaveText('Call In Progress');
  await page.screenshot({ path: screenshot, fullPage: true });
  const call = page.getByRole('region', { name: 'Current call' });
  const dtmf = page.waitForResponse((r) => r.url().endsWith('/send-dtmf') && r.ok());
  await call.getByRole('button', { name: 'Keypad' }).click();
  await call.getByRole('button', { name: 'Dial 5' }).click();
  await dtmf;
  await call.getByRole('button', { name: 'Hang Up' }).click();
  await expect(call.getByText('Please enter call disposition and notes')).toHaveCount(1);
  await expect(status).toHaveText('Call Ended');
  await call.getByRole('radio', { name: 'Payment Promise' }).check({ force: true });
  // A payment promise asks what was promised and by when (decision 0058).
  await call.getByLabel('Promised amount').fill('25.00');
  await call.getByLabel('Promised by').fill(addDays(easternDateOf(Date.now()), 3));
  await call.getByLabel('Call notes').fill('Promised to pay on Friday');
  await call.getByRole('button', { name: 'Save Disposition' }).click();
  await expect(page.getByTestId('toast').getByText('Disposition Saved')).toBeVisible();
  await expect(call).toHaveCount(0);
  const promises = await (await page.request.get(`/api/debtors/${id}/promises`)).json();
  expect(promises).toMatchObject([{ amount: '25.00', status: 'open', source: 'disposition' }]);
  // A payment promise is a conversation: no further call for 7 days (§1006.14(b)(2)), and Dial says so.
  await expect(compose.getByRole('button', { name: 'Dial' })).toBeDisabled();
  await expect(page.getByTestId('dial-blocked-reason')).toContainText(COMPLIANCE_MESSAGES.call_frequency);
  expect((await channelsOf(page, id)).call.rule).toBe('call_frequency');

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
  // By keyboard: the SMS toast may sit over the channel switch.
  await compose.getByRole('radio', { name: 'Email' }).focus();
  await page.keyboard.press('Space');
  await expect(compose.getByRole('radio', { name: 'Email' })).toBeChecked();
  await compose.getByLabel('Template', { exact: true }).selectOption('standard_delinquent');
  await expect(compose.getByLabel('Subject', { exact: true })).toHaveValue(/Past Due Account Notice/);
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('toast').getByText('Email Sent Successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Contact History' }).click();
  await expect(timeline.getByRole('row').filter({ hasText: 'SMS' }).first()).toBeVisible();
  await expect(timeline.getByRole('row').filter({ hasText: 'Email' }).first()).toBeVisible();
}

/**
 * Outside calling hours at the consumer's location: Dial, Send SMS and Send e-mail (the rule covers
 * every medium, §1006.6(b)(1)(i)) are disabled with the reason and when it opens, and the server
 * refuses a forced call with 409.
 */
async function seeWhyBlocked(page: Page, id: number, channels: Record<'call' | 'sms' | 'email', Verdict>) {
  for (const channel of ['call', 'sms', 'email'] as const) {
    expect(channels[channel], channel).toMatchObject({
      allowed: false,
      rule: 'inconvenient_time',
      message: expect.stringContaining(COMPLIANCE_MESSAGES.inconvenient_time),
    });
    expect(channels[channel].opensAt, channel).not.toBeNull();
  }
  const compose = page.getByRole('form', { name: 'Compose' });
  const dial = compose.getByRole('button', { name: 'Dial' });
  await expect(dial).toBeDisabled();
  const reason = page.getByTestId('dial-blocked-reason');
  await expect(reason).toContainText(COMPLIANCE_MESSAGES.inconvenient_time);
  await expect(reason).toContainText(/Opens \w{3}, \w{3} \d{1,2}, 8:00 AM E[SD]T/);
  await expect(dial).toHaveAttribute('aria-describedby', (await reason.getAttribute('id')) as string);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await compose.getByRole('radio', { name: 'SMS' }).check({ force: true });
  await compose.getByLabel('Template', { exact: true }).selectOption('payment_reminder');
  await expect(compose.getByLabel('Message', { exact: true })).toHaveValue(/Hi Maria/);
  await expect(compose.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByTestId('sms-blocked-reason')).toContainText(COMPLIANCE_MESSAGES.inconvenient_time);

  // By keyboard: the SMS toast may sit over the channel switch.
  await compose.getByRole('radio', { name: 'Email' }).focus();
  await page.keyboard.press('Space');
  await expect(compose.getByRole('radio', { name: 'Email' })).toBeChecked();
  await compose.getByLabel('Template', { exact: true }).selectOption('standard_delinquent');
  await expect(compose.getByLabel('Subject', { exact: true })).toHaveValue(/Past Due Account Notice/);
  await expect(compose.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByTestId('email-blocked-reason')).toContainText(COMPLIANCE_MESSAGES.inconvenient_time);

  // Forced through the API, the call is refused with the same rule and opening time.
  const forced = await page.request.post(`/api/debtors/${id}/initiate-call`, {
    data: { phoneNumber: '6095550144' },
  });
  expect(forced.status()).toBe(409);
  expect(await forced.json()).toMatchObject({
    allowed: false,
    rule: 'inconvenient_time',
    opensAt: channels.call.opensAt,
  });
  await compose.getByRole('radio', { name: 'Call' }).check({ force: true });
}

test.describe("the agent's card payment", () => {
  test("asks for the consumer's authorization before charging, and shows it on the payment", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'staff');
    await page.goto(`/admin/contact-center?account=${ACCOUNT}`);
    await expect(page).toHaveURL(/\/admin\/debtor\/\d+$/);
    await page.getByRole('tab', { name: 'Payment' }).click();
    const form = page.getByRole('form', { name: `Card payment for ${ACCOUNT}` });
    // Empty at first: never the balance by default.
    await expect(form.getByLabel('Payment Amount ($)')).toHaveValue('');
    await form.getByLabel('Payment Amount ($)').fill('1.25');
    await form.getByLabel('Card Number').pressSequentially('4000100011112224');
    await form.getByLabel('Expiry Month').selectOption('12');
    await form.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2).slice(-2));
    await form.getByLabel('CVV').fill('123');

    const submit = async () => {
      await form.getByRole('button', { name: 'Pay $1.25' }).click();
      const dialog = page.getByRole('dialog', { name: 'Charge $1.25 to Visa ending 2224' });
      await expect(dialog).toContainText(
        /Do you authorize .+ to charge \$1\.25 to your Visa ending 2224 today, one time, for your account ACC-100003\?/,
      );
      return dialog;
    };
    // Cancel charges nothing: the history is what it was.
    const before = await page.getByRole('table', { name: 'Payment History' }).locator('tbody tr').count();
    let dialog = await submit();
    await expect(dialog.getByRole('button', { name: 'Charge' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    dialog = await submit();
    // Nothing scrolls sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({
      path: testInfo.outputPath('charge-authorization-390.png'),
      animations: 'disabled',
    });
    await dialog.getByLabel('The consumer said yes').check();
    await dialog.getByRole('button', { name: 'Charge' }).click();

    const confirmed = page.getByRole('dialog', { name: 'Payment Confirmed' });
    await expect(confirmed.getByTestId('payment-authorization')).toHaveText(
      /^Authorized by the consumer on .+ ET \(read by .+\)$/,
    );
    await confirmed.getByRole('button', { name: 'Done' }).click();
    const rows = page.getByRole('table', { name: 'Payment History' }).locator('tbody tr');
    await expect(rows).toHaveCount(before + 1);
    await expect(rows.first()).toContainText(/Authorized by the consumer on .+ ET \(read by .+\)/);

    // Export saves the history as CSV, the new payment's dollars among its rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`payment-history-${ACCOUNT}.csv`);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv.split('\n').filter((line) => line.trim()).length).toBe(before + 2); // header + rows
    expect(csv).toContain('1.25');
  });
});
