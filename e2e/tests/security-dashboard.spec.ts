import { expect, type Page, seriousA11yViolations, signInAs, test } from './fixtures';

const DENIED = 'Access denied. Administrator privileges required.';

/** A failed sign-in, so the log has a MEDIUM login_failure to find. */
async function failOnce(page: Page): Promise<void> {
  const res = await page.request.post('/api/login', {
    data: { username: 'nobody-here', password: 'wrong-pass' },
  });
  expect(res.status()).toBe(401);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('Security Dashboard (/admin/security)', () => {
  test('an admin sees the figures, the four tabs, filters by risk level and sees the charts', async ({
    page,
  }) => {
    await failOnce(page);
    await signInAs(page, 'admin');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/security');

    await expect(page.getByRole('heading', { name: 'Security Dashboard', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Admin Portal' }),
    ).toHaveAttribute('href', '/admin');
    for (const id of ['figure-totalEvents', 'figure-criticalEvents', 'figure-failedLoginCount']) {
      await expect(page.getByTestId(id)).toHaveText(/^\d[\d,]*$/);
    }
    expect(Number(await page.getByTestId('figure-failedLoginCount').textContent())).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('tab')).toHaveText([
      'Recent Events',
      'Search & Filter',
      'Analytics',
      'High Risk Events',
    ]);

    const recent = page.getByRole('table', { name: 'The latest 50 security events' });
    const failure = recent.getByRole('row').filter({ hasText: 'login_failure' }).first();
    await expect(failure).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET/);
    await expect(failure).toContainText('MEDIUM');
    await expect(failure).toContainText('FAILED');
    await expect(page.getByRole('heading', { name: 'Failed logins by IP' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'security-recent-1280');

    // Search & Filter: risk level MEDIUM finds the failed sign-in, and only MEDIUM events.
    await page.getByRole('tab', { name: 'Search & Filter' }).click();
    await page.getByLabel('Risk level').selectOption('MEDIUM');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(/^\d+ events? found \(newest first\)\.$/)).toBeVisible();
    const results = page.getByRole('table', { name: 'Search results' });
    await expect(results.getByRole('row').filter({ hasText: 'login_failure' }).first()).toBeVisible();
    const risks = await results.locator('tbody [data-variant]').allTextContents();
    expect(risks.length).toBeGreaterThan(0);
    expect(new Set(risks)).toEqual(new Set(['MEDIUM']));
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Analytics: three charts drawn as SVG, each with its text alternative.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    for (const title of ['Events over time', 'Events by type', 'Events by risk level']) {
      const figure = page.getByRole('figure', { name: title });
      await expect(figure.locator('svg.recharts-surface').first()).toBeVisible();
      await expect(figure.getByRole('table', { name: title })).toBeAttached();
    }
    await expect(page.locator('.recharts-line').first()).toBeAttached();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'security-analytics-1280');

    await page.getByRole('tab', { name: 'High Risk Events' }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();

    // Refresh asks the server again.
    const again = page.waitForResponse(
      (r) => r.url().endsWith('/api/security/dashboard') && r.status() === 200,
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await again;
  });

  test('works at 390 px: the tables scroll inside their region, not the page', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/security');
    await expect(page.getByTestId('figure-totalEvents')).toBeVisible();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    const region = page.getByRole('region', { name: 'The latest 50 security events' });
    const { scroll, client } = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(scroll).toBeGreaterThan(client);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shoot(page, 'security-recent-390');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.locator('svg.recharts-surface').first()).toBeVisible();
    await shoot(page, 'security-analytics-390');
    await page.getByRole('tab', { name: 'Search & Filter' }).click();
    await shoot(page, 'security-search-390');
  });

  test('staff opening it see the spec text; signed-out visitors go to /admin-login', async ({ page }) => {
    await signInAs(page, 'staff');
    await page.goto('/admin/security');
    await expect(page.getByText(DENIED)).toBeVisible();
    await expect(page.getByTestId('figure-totalEvents')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().clearCookies();
    await page.goto('/admin/security');
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});
