import { expect, seriousA11yViolations, test } from './fixtures';

test.describe('public pages', () => {
  test('home shows the headline, the sections and the brand contact details', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Professional Debt Recovery Solutions' })).toBeVisible();
    for (const id of ['home', 'services', 'contact']) await expect(page.locator(`#${id}`)).toHaveCount(1);
    const contact = page.locator('#contact');
    await expect(contact.getByText('1-888-555-0147').first()).toBeVisible();
    await expect(contact.getByText('info@keystone-recovery.example').first()).toBeVisible();
    await expect(contact.getByText('Monday-Friday 8 AM to 6 PM EST').first()).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('chat-launcher-slot')).toHaveCount(1);
  });

  test('the signed-out menu offers Pay Bill, Dispute Bill, the phone, Chat Now and Sign in', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('site-menu');
    await expect(menu.getByRole('link', { name: 'Pay Bill' })).toHaveAttribute('href', '/quick-access');
    await expect(menu.getByRole('link', { name: 'Dispute Bill' })).toHaveAttribute(
      'href',
      '/dispute-quick-access',
    );
    await expect(menu.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(menu.getByRole('button', { name: 'Chat Now' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  test('the policy page follows the URL hash', async ({ page }) => {
    await page.goto('/policy#privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByTestId('policy-section')).toHaveCount(12);
    await expect(page).toHaveTitle('Privacy Policy');

    await page.evaluate(() => {
      window.location.hash = '#cookie-policy';
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    await expect(page.getByTestId('policy-section')).toHaveCount(7);
    await expect(page.getByText('December 13, 2024').first()).toBeVisible();
    await expect(page).toHaveTitle('Cookie Policy');

    await page.evaluate(() => {
      window.location.hash = '#terms-of-service';
    });
    await expect(page.getByTestId('policy-section')).toHaveCount(12);

    await page.evaluate(() => {
      window.location.hash = '#no-such-policy';
    });
    await expect(page.getByRole('heading', { name: 'Policy Not Found' })).toBeVisible();
    await expect(
      page.getByText('The policy you are looking for does not exist. Please go back to the homepage.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('SMS terms list their ten sections in order', async ({ page }) => {
    await page.goto('/sms-terms');
    await expect(page.getByText('June 19, 2025').first()).toBeVisible();
    const titles = await page.getByTestId('policy-section').locator('h2').allTextContents();
    expect(titles.map((t) => t.trim())).toEqual([
      'Overview',
      'Types of Messages',
      'User Consent',
      'Message Frequency',
      'Opt-Out Instructions',
      'Help & Support',
      'Carrier Disclaimer',
      'Security',
      'Data Collection',
      'Changes',
    ]);
  });

  test('header and footer are hidden on /register and /auth, shown on the other public pages', async ({
    page,
  }) => {
    for (const path of ['/register', '/auth']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByTestId('site-header')).toHaveCount(0);
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
    }
    for (const path of [
      '/login',
      '/about',
      '/refund-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/privacy',
      '/terms',
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('site-header')).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();
    }
  });

  test('every route change records a page view call and scrolls to the top', async ({ page }) => {
    const views: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/page-view')) views.push(JSON.parse(req.postData() ?? '{}').page);
    });
    await page.goto('/');
    await page.mouse.wheel(0, 3000);
    await page.getByTestId('site-footer').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => views).toEqual(['/', '/refund-policy']);
  });

  for (const path of [
    '/',
    '/about',
    '/login',
    '/register',
    '/policy#privacy-policy',
    '/sms-terms',
    '/refund-policy',
    '/no-such-page',
  ]) {
    test(`has no serious accessibility violations: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});
