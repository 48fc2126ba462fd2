import { expect, seriousA11yViolations, signInAs, test, uniqueName } from './fixtures';

/**
 * The debtor's disputes, documents and payment plan in Spanish (decision 0072): a dispute filed in Spanish reaches
 * the server with the same values, and the pages stay accessible in Spanish, at 390 px too.
 */
test.describe('disputes, documents and payment plans in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('a debtor files a dispute in Spanish and sees it in the history', async ({ page }) => {
    const reason = `El saldo incluye un acuerdo de liquidación que ya cumplí (${uniqueName('ref')}).`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'jdoe');
    await page.goto('/dispute-portal');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Portal de disputas', level: 1 })).toBeVisible();
    await expect(page.getByTestId('dispute-account-info')).toContainText('Saldo actual');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Enviar la disputa' }).click();
    await expect(page.getByText('Por favor, elija un tipo de disputa')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Tipo de disputa').selectOption('settlement_agreement');
    await page.getByLabel('Explicación detallada').fill(reason);
    await page.getByLabel('Qué nos pide').fill('Corregir el saldo');
    await page.getByRole('button', { name: 'Enviar la disputa' }).click();
    await expect(page.getByText('✅ Disputa enviada').first()).toBeVisible();
    const row = page.getByTestId('dispute-row').filter({ hasText: reason });
    await expect(row).toContainText('Pendiente');
    await expect(row).toContainText('Acuerdo de liquidación');
    await expect(row.getByRole('heading')).toHaveText(/^Disputa n\.º \d+$/);
    await expect(page.getByLabel('Explicación detallada')).toHaveValue('');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('the dispute portal, documents and payment plan pages have no serious problem in Spanish', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'jdoe');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, heading] of [
        ['/dispute-portal', 'Portal de disputas'],
        ['/documents', 'Mis documentos'],
        ['/payment-plan', 'Plan de pagos'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        await page.waitForLoadState('networkidle');
        expect(await seriousA11yViolations(page), `${path} at ${width}px`).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at ${width}px`,
        ).toBeLessThanOrEqual(width);
      }
    }
  });
});
