import { importDebtorAccount } from './debtor-helpers';
import { expect, type Page, seriousA11yViolations, test } from './fixtures';

/**
 * The debtor home as a status page and the chat's verification signing in (decisions 0119, 0120). The
 * person is imported with an address of their own, so the chat can prove them and no other spec's
 * demo debtor gets a login from here.
 */
async function verifyInChat(page: Page, who: Awaited<ReturnType<typeof importDebtorAccount>>) {
  await page.getByTestId('chat-launcher').click();
  const form = page.getByTestId('chat-verify-form');
  await form.getByLabel('Last 4 digits of SSN').fill(who.last4);
  await form.getByLabel('Month').selectOption({ label: who.birth.month });
  await form.getByLabel('Day').selectOption(who.birth.day);
  await form.getByLabel('Year').selectOption(who.birth.year);
  await form.getByRole('button', { name: 'Verify Identity' }).click();
  await page
    .getByTestId('chat-address-form')
    .getByRole('radio', { name: who.address ?? '' })
    .check();
  await page.getByRole('button', { name: 'Verify Address' }).click();
  await expect(page.getByTestId('chat-menu')).toBeVisible();
}

test.describe('the chat signs in, and the home tells where things stand', () => {
  test("after the chat's verification /payment-plan opens in that browser; after a dispute the home says collection is paused", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const person = await importDebtorAccount(request, 'Dana', { withAddress: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // Before: no one is signed in, and the plan page asks for a sign-in.
    expect((await page.request.get('/api/user')).status()).toBe(401);

    await verifyInChat(page, person);
    // The chat's words point to the plan page; the link lands there, not on /login.
    await page.getByTestId('chat-menu').getByRole('button', { name: 'Settlement Offer' }).click();
    const link = page.getByTestId('chat-log').getByRole('link', { name: '/payment-plan' }).last();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/payment-plan$/);
    await expect(page.getByRole('heading', { name: 'Payment Plan', level: 1 })).toBeVisible();
    // A fresh load of the page keeps the session: the server set the cookie.
    await page.goto('/payment-plan');
    await expect(page).toHaveURL(/\/payment-plan$/);
    await expect(page.getByRole('heading', { name: 'Payment Plan', level: 1 })).toBeVisible();

    // The portal menu leads home; the home has the person's one account and its balance.
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/debtor$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Dana', level: 1 })).toBeVisible();
    const card = page.getByTestId('account-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('account-balance')).toHaveText('$1,250.00');
    await expect(card.getByText('Collection is paused while we review your dispute')).toHaveCount(0);

    // A dispute from the dispute page, then the home says collection waits for it.
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Disputes' })
      .click();
    await expect(page).toHaveURL(/\/dispute-portal$/);
    await page.getByLabel('Type of Dispute').selectOption('incorrect_amount');
    await page.getByLabel('Detailed Explanation').fill('The balance is higher than what I owed.');
    await page.getByLabel('Requested Action').fill('Correct the balance');
    await page.getByRole('button', { name: 'Submit Dispute Request' }).click();
    await expect(page.getByTestId('toast').getByText('✅ Dispute Submitted')).toBeVisible();

    await page.goto('/debtor');
    await expect(page.getByTestId('dispute-paused')).toContainText(
      'Collection is paused while we review your dispute',
    );
    // No plan is offered while collection is paused; the balance stays the one figure.
    await expect(card.getByTestId('account-balance')).toHaveText('$1,250.00');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('link', { name: 'Make a Payment' })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });

  test('the chat cookie alone, in another browser, opens no portal page', async ({
    page,
    request,
    browser,
  }) => {
    const person = await importDebtorAccount(request, 'Eli', { withAddress: true });
    await page.goto('/');
    await verifyInChat(page, person);
    const chatCookie = (await page.context().cookies()).find((c) => c.name === 'arrears_chat');
    expect(chatCookie).toBeTruthy();

    const other = await browser.newContext();
    await other.addCookies(chatCookie ? [chatCookie] : []);
    const stranger = await other.newPage();
    await stranger.goto(page.url().replace(/\/[^/]*$/, '/payment-plan'));
    await expect(stranger).toHaveURL(/\/login/);
    await other.close();
  });
});
