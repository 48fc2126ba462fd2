import { expect, type Page, seriousA11yViolations, signInAs, test } from './fixtures';

/** Maria Garcia of the demo data (apps/server/src/db/seed.ts): ACC-100003, no login of her own. */
const MARIA = { last4: '4321', month: 'November', day: '3', year: '1979' };
const MARIA_ADDRESS = /^718 Oak Avenue, Trenton, NJ 08608$/;

async function openChat(page: Page) {
  await page.getByTestId('chat-launcher').click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function enterIdentity(page: Page, who: { last4: string; month: string; day: string; year: string }) {
  const form = page.getByTestId('chat-verify-form');
  await form.getByLabel('Last 4 digits of SSN').fill(who.last4);
  await form.getByLabel('Month').selectOption({ label: who.month });
  await form.getByLabel('Day').selectOption(who.day);
  await form.getByLabel('Year').selectOption(who.year);
  await form.getByRole('button', { name: 'Verify Identity' }).click();
  await expect(page.getByTestId('chat-address-form')).toBeVisible();
}

async function verifyMaria(page: Page) {
  await enterIdentity(page, MARIA);
  await page.getByTestId('chat-address-form').getByRole('radio', { name: MARIA_ADDRESS }).check();
  await page.getByRole('button', { name: 'Verify Address' }).click();
  await expect(page.getByTestId('chat-menu')).toBeVisible();
  await expect(page.getByTestId('chat-panel').getByRole('button', { name: 'Logout' })).toBeVisible();
}

// Each test comes from its own address (fixtures.ts); the two wrong picks below are for an identity nobody has.
test.describe('chat assistant', () => {
  test('the launcher shows on public pages, opens from Chat Now, and is absent on /admin pages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('chat-launcher')).toBeVisible();
    await page.getByTestId('menu-button').click();
    await page.getByTestId('site-menu').getByRole('button', { name: 'Chat Now' }).click();
    const panel = page.getByTestId('chat-panel');
    await expect(page.getByRole('dialog', { name: 'Keystone Assistant' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // On a phone the panel takes the screen's width.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByTestId('chat-launcher').click();
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('chat-launcher')).toBeFocused();

    await signInAs(page, 'admin');
    for (const path of ['/admin', '/admin/accounts', '/admin/contact-center']) {
      await page.goto(path);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
    }
  });

  test('a first wrong address pick asks again; a second starts over with cleared fields', async ({
    page,
  }) => {
    await page.goto('/');
    await openChat(page);
    // Nobody has this identity: the options are made up and none of them can pass.
    const nobody = { last4: '0007', month: 'January', day: '1', year: '2000' };
    await enterIdentity(page, nobody);
    const options = page.getByTestId('chat-address-form').getByRole('radio');
    await expect(options).toHaveCount(6); // five addresses and "None of these is my address"
    const offered = await options.evaluateAll((els) => els.map((e) => e.getAttribute('value')));

    await options.first().check();
    await page.getByRole('button', { name: 'Verify Address' }).click();
    await expect(page.getByTestId('chat-log')).toContainText(
      "That address doesn't match our records. Please select your address again.",
    );
    await expect(options).toHaveCount(6);
    expect((await options.evaluateAll((els) => els.map((e) => e.getAttribute('value')))).sort()).toEqual(
      offered.sort(),
    );

    await options.first().check();
    await page.getByRole('button', { name: 'Verify Address' }).click();
    await expect(page.getByTestId('chat-log')).toContainText(
      "We couldn't confirm your address. Please start over and enter your information again.",
    );
    const form = page.getByTestId('chat-verify-form');
    await expect(form.getByLabel('Last 4 digits of SSN')).toHaveValue('');
    await expect(form.getByLabel('Year')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Verify Identity' })).toBeDisabled();
  });

  test('Maria verifies, pays with a sandbox card, files a dispute, gets a statement and sees the payment', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await openChat(page);
    await verifyMaria(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Balance: principal_balance of the account.
    await page.getByTestId('chat-intent-view_balance').click();
    await expect(page.getByTestId('chat-balance')).toContainText('ACC-100003');
    await page.getByRole('button', { name: 'Return to Main Menu' }).first().click();

    // Payment.
    const before = await (await page.request.get('/api/chat/payments/3')).json();
    await page.getByTestId('chat-intent-make_payment').click();
    const pay = page.getByTestId('chat-payment-form');
    await pay.getByLabel('Payment Amount ($)').fill('25.00');
    await pay.getByLabel('Card Number').pressSequentially('4000100011112224');
    await pay.getByLabel('Expiry Month').selectOption('12');
    await pay.getByLabel('Expiry Year').selectOption(String(new Date().getFullYear() + 2).slice(-2));
    await pay.getByLabel('CVV').fill('123');
    await expect(pay.getByLabel('First Name')).toHaveValue('Maria');
    await pay.getByRole('button', { name: /^Pay/ }).click();
    const receipt = page.getByTestId('chat-receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText('Payment Successful');
    await expect(receipt).toContainText('$25.00');
    await expect(receipt).toContainText(/PAY-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    await receipt.getByRole('button', { name: 'Return to Main Menu' }).click();
    await expect(receipt).toHaveCount(0);

    // Transaction history shows it.
    await page.getByTestId('chat-intent-transaction_history').click();
    const history = page.getByTestId('chat-transactions');
    await expect(history).toContainText('$25.00');
    const after = await (await page.request.get('/api/chat/payments/3')).json();
    expect(after.length).toBe(before.length + 1);
    await page.getByRole('button', { name: 'Return to Main Menu' }).first().click();

    // Dispute.
    await page.getByTestId('chat-intent-dispute_debt').click();
    const dispute = page.getByTestId('chat-dispute-form');
    await dispute.getByRole('button', { name: 'Submit Dispute' }).click();
    await expect(
      page.getByText('Please fill in all required fields marked with an asterisk (*).'),
    ).toBeVisible();
    await dispute.getByLabel('Dispute Type *').selectOption('incorrect_amount');
    await dispute.getByLabel('Reason for Dispute *').fill('The balance includes a fee I never agreed to.');
    await dispute.getByLabel('Requested Action *').selectOption('correct_amount');
    await dispute.getByRole('button', { name: 'Submit Dispute' }).click();
    const confirmation = page.getByTestId('chat-dispute-confirmation');
    await expect(confirmation).toContainText('24 hours');
    await expect(confirmation).toContainText('30 days');
    await confirmation.getByRole('button', { name: 'Return to Main Menu' }).click();

    // Statement as a PDF download.
    await page.getByTestId('chat-intent-request_statement').click();
    const statement = page.getByTestId('chat-statement-form');
    await statement.getByRole('radio', { name: 'Download PDF' }).check();
    await statement.getByRole('button', { name: /Get Statement/ }).click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('chat-statement-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^statement-.*\.pdf$/);
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      download
        .createReadStream()
        .then((stream) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          stream.on('error', reject);
        })
        .catch(reject);
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The admin screen lists the chat's dispute.
    const admin = await page.context().browser()?.newContext();
    if (!admin) throw new Error('no browser');
    const adminPage = await admin.newPage();
    await signInAs(adminPage, 'admin');
    const disputes = await (await adminPage.request.get('/api/admin/disputes')).json();
    const listed = (Array.isArray(disputes) ? disputes : disputes.disputes) as Array<Record<string, unknown>>;
    expect(JSON.stringify(listed)).toContain('The balance includes a fee I never agreed to.');
    await admin.close();
  });

  test('the session timer warns at 3 minutes, Stay Connected keeps it, and it ends at 5 minutes', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await openChat(page);
    await verifyMaria(page);

    await page.clock.fastForward('03:01');
    const warning = page.getByTestId('chat-session-warning');
    await expect(warning).toBeVisible();
    await expect(page.getByTestId('chat-countdown')).toHaveText(/^1:5\d$/);
    await warning.getByRole('button', { name: 'Stay Connected' }).click();
    await expect(warning).toHaveCount(0);

    await page.clock.fastForward('05:01');
    await expect(page.getByTestId('chat-log')).toContainText('Your session has expired due to inactivity.');
    await page.clock.fastForward(3_000);
    await expect(page.getByTestId('chat-panel')).toBeHidden();
    await openChat(page);
    await expect(page.getByTestId('chat-verify-form')).toBeVisible();
  });

  test('Logout shows the secure-logout message and resets after 2 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await openChat(page);
    await verifyMaria(page);
    await page.getByTestId('chat-panel').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByTestId('chat-log')).toContainText('You have been securely logged out.');
    await page.clock.fastForward(2_000);
    await expect(page.getByTestId('chat-verify-form')).toBeVisible();
    const afterLogout = await page.request.get('/api/chat/payments/3');
    expect(afterLogout.status()).toBe(401);
  });

  test('at 390 px: verify, More, the hardship answer with the phone and what to have ready', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await openChat(page);
    await verifyMaria(page);
    await page.getByTestId('chat-more-button').click();
    const more = page.getByTestId('chat-more');
    await expect(more.getByRole('button')).toHaveCount(10);
    await more.getByRole('button', { name: 'Financial hardship' }).click();
    const answer = page.getByTestId('chat-log').locator('li').last();
    await expect(answer).toContainText('a representative can look at lower payments or a pause with you');
    await expect(answer).toContainText(
      /For this request, please call us at .+, Monday-Friday 8 AM to 6 PM EST\./,
    );
    await expect(answer).toContainText('Have this ready when you call:');
    await expect(answer.getByRole('link')).toHaveAttribute('href', /^tel:/);
    await expect(page.getByTestId('chat-menu')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('at 390 px: stop contacting me asks first, records the cease and says what it means', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await openChat(page);
    await verifyMaria(page);
    await page.getByLabel('Type your message').fill('Please stop contacting me');
    await page.getByRole('button', { name: 'Send' }).click();
    const card = page.getByTestId('chat-stop-contact');
    await expect(card).toContainText('Do you want us to stop contacting you about your debt?');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Yes, stop contacting me' }).click();
    const done = page.getByTestId('chat-log').locator('li').last();
    await expect(done).toContainText(
      'Your request is recorded. We will stop contacting you to collect this debt.',
    );
    await expect(done).toContainText('The debt is not erased');
    await expect(card).toHaveCount(0);

    // Staff see it as a cease from the chat; it is revoked again so the other tests can still call Maria.
    const admin = await browser.newPage();
    await signInAs(admin, 'admin');
    const [maria] = (await (
      await admin.request.get('/api/admin/debt-accounts/search?searchTerm=ACC-100003')
    ).json()) as Array<{ id: number }>;
    const prefs = (await (
      await admin.request.get(`/api/debtors/${maria.id}/compliance/preferences`)
    ).json()) as Array<{
      id: number;
      kind: string;
      source: string;
      revokedAt: string | null;
    }>;
    const cease = prefs.find((p) => p.kind === 'cease' && p.source === 'chat' && p.revokedAt === null);
    expect(cease).toBeTruthy();
    const revoked = await admin.request.delete(
      `/api/debtors/${maria.id}/compliance/preferences/${cease?.id}`,
      { data: { reason: 'End-to-end test: restoring the demo data' } },
    );
    expect(revoked.status(), await revoked.text()).toBe(200);
    await admin.close();
  });
});
